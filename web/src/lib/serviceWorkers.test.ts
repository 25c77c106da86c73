import { describe, expect, it } from 'vitest';
import { unregisterServiceWorkers } from './serviceWorkers.ts';

describe('the service workers of the origin at load', () => {
  it('unregisters every one of them', async () => {
    const gone: string[] = [];
    const registration = (scope: string) => ({
      unregister: async () => {
        gone.push(scope);
        return true;
      },
    });
    const container = { getRegistrations: async () => [registration('/'), registration('/en/')] };
    expect(await unregisterServiceWorkers(container)).toBe(2);
    expect(gone.sort()).toEqual(['/', '/en/']);
  });

  it('does nothing where the browser has no service workers', async () => {
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
    expect(await unregisterServiceWorkers({ getRegistrations: async () => [] })).toBe(0);
  });
});
