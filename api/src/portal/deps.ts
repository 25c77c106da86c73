import type { CommandDeps, ReadDeps } from '../deps.ts';

/** What the portal's routes need: cart and order commands, and the read models. */
export type PortalDeps = ReadDeps & Pick<CommandDeps, 'eventStore' | 'awaitProjections' | 'clock' | 'ids'>;
