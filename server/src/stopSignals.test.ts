import { describe, expect, it } from 'vitest';
import { createStopSignals, REPEAT_AFTER_MS } from './stopSignals.ts';

describe('a running process', () => {
  it('starts the orderly stop on its first signal', () => {
    expect(createStopSignals().onSignal(5_000)).toBe('stop');
  });
});

describe('a process stopping after a signal', () => {
  it('ignores the copies of the same key press (the group SIGINT and the one npm forwards)', () => {
    const signals = createStopSignals();
    signals.onSignal(5_000);
    expect(signals.onSignal(5_004)).toBe('duplicate');
    expect(signals.onSignal(5_000 + REPEAT_AFTER_MS - 1)).toBe('duplicate');
  });

  it('exits now on a signal that comes a second or more after the first', () => {
    const signals = createStopSignals();
    signals.onSignal(5_000);
    signals.onSignal(5_004);
    expect(signals.onSignal(5_000 + REPEAT_AFTER_MS)).toBe('exitNow');
    expect(signals.onSignal(9_000)).toBe('exitNow');
  });

  it('counts from the first signal, not from the last duplicate', () => {
    const signals = createStopSignals();
    signals.onSignal(5_000);
    expect(signals.onSignal(5_900)).toBe('duplicate');
    expect(signals.onSignal(6_100)).toBe('exitNow');
  });
});

describe('a process stopping after a fatal error', () => {
  it('does not begin a second stop, and treats the next signal as a repeat of the first', () => {
    const signals = createStopSignals();
    expect(signals.begin(5_000)).toBe(true);
    expect(signals.begin(5_001)).toBe(false);
    expect(signals.onSignal(5_002)).toBe('duplicate');
    expect(signals.onSignal(5_000 + REPEAT_AFTER_MS)).toBe('exitNow');
  });
});
