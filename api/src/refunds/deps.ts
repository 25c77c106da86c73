import type { CommandDeps, ReadDeps } from '../deps.ts';

/** What the refund routes need: refund commands (the order is read from its stream) and the read models. */
export type RefundsRouteDeps = Pick<CommandDeps, 'eventStore' | 'awaitProjections' | 'clock'> & ReadDeps;
