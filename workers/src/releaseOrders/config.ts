/**
 * `RELEASE_EVERY_MINUTES`: how often Pending portal orders are released for production. Unset or empty: every
 * 5 minutes; `0` or `off`: no schedule (releases on demand only); otherwise a whole number from 1 to 1440.
 * A bad value stops the start (the message names the variable, never echoes anything else).
 */
import { DEFAULT_RELEASE_EVERY_MS } from './worker.ts';

export const RELEASE_EVERY_VARIABLE = 'RELEASE_EVERY_MINUTES';

export const releaseEveryMsFromEnv = (env: Readonly<Record<string, string | undefined>>): number | null => {
  const value = env[RELEASE_EVERY_VARIABLE]?.trim().toLowerCase() ?? '';
  if (value === '') return DEFAULT_RELEASE_EVERY_MS;
  if (value === '0' || value === 'off') return null;
  const minutes = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    throw new Error(
      `${RELEASE_EVERY_VARIABLE}: must be a whole number of minutes from 1 to 1440, or 0/off (got "${value}")`,
    );
  }
  return minutes * 60_000;
};
