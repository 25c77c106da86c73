import { describe, expect, it } from 'vitest';
import { releaseEveryMsFromEnv } from './config.ts';
import { DEFAULT_RELEASE_EVERY_MS } from './worker.ts';

describe('RELEASE_EVERY_MINUTES', () => {
  it('defaults to every 5 minutes when unset or empty', () => {
    expect(releaseEveryMsFromEnv({})).toBe(DEFAULT_RELEASE_EVERY_MS);
    expect(releaseEveryMsFromEnv({ RELEASE_EVERY_MINUTES: ' ' })).toBe(5 * 60_000);
  });
  it('takes whole minutes from 1 to 1440', () => {
    expect(releaseEveryMsFromEnv({ RELEASE_EVERY_MINUTES: '1' })).toBe(60_000);
    expect(releaseEveryMsFromEnv({ RELEASE_EVERY_MINUTES: '1440' })).toBe(1440 * 60_000);
  });
  it('switches the schedule off with 0 or off', () => {
    expect(releaseEveryMsFromEnv({ RELEASE_EVERY_MINUTES: '0' })).toBeNull();
    expect(releaseEveryMsFromEnv({ RELEASE_EVERY_MINUTES: 'OFF' })).toBeNull();
  });
  it.each(['1441', '-5', '2.5', 'hourly'])('refuses %s, naming the variable', (value) => {
    expect(() => releaseEveryMsFromEnv({ RELEASE_EVERY_MINUTES: value })).toThrow(/^RELEASE_EVERY_MINUTES: /);
  });
});
