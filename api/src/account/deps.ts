import type { CommandDeps, ReadDeps } from '../deps.ts';

/** What the account routes need (the auth service is given apart: without it they are not mounted). */
export type AccountDeps = ReadDeps & Pick<CommandDeps, 'eventStore' | 'awaitProjections' | 'clock' | 'logger'>;
