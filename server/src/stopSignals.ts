/**
 * What a stop signal (SIGINT, SIGTERM) means to the process. One Ctrl-C in a terminal reaches us more than once
 * within milliseconds: the terminal sends SIGINT to the whole process group, and a parent in that group (npm, a
 * shell script) forwards its own copy. So only the first signal starts the orderly stop; a signal that follows
 * it within `repeatAfterMs` is the same key press and is ignored, and one that comes later is a second,
 * deliberate request: exit now. A stop begun by a fatal error counts as the first signal.
 * The clock is given (a monotonic one), so the rule is tested without waiting.
 */

export type StopSignalVerdict = 'stop' | 'duplicate' | 'exitNow';

/** Long enough to cover every copy of one key press, short enough that a second press is never ignored. */
export const REPEAT_AFTER_MS = 1_000;

export type StopSignals = Readonly<{
  /** The orderly stop begins at `now` (a fatal error): false when it had already begun. */
  begin: (now: number) => boolean;
  /** What a stop signal received at `now` asks for. */
  onSignal: (now: number) => StopSignalVerdict;
}>;

export const createStopSignals = (repeatAfterMs = REPEAT_AFTER_MS): StopSignals => {
  let stoppingSince: number | undefined;
  const begin = (now: number): boolean => {
    if (stoppingSince !== undefined) return false;
    stoppingSince = now;
    return true;
  };
  return {
    begin,
    onSignal: (now) => {
      if (begin(now)) return 'stop';
      return now - (stoppingSince ?? now) < repeatAfterMs ? 'duplicate' : 'exitNow';
    },
  };
};
