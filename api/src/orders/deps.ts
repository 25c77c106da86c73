import type { CommandDeps, ReadDeps, ReleaseDeps } from '../deps.ts';

/** What the staff's order routes need: order commands, the read models, and the release queue. */
export type OrdersDeps = ReadDeps & ReleaseDeps & Pick<CommandDeps, 'eventStore' | 'awaitProjections' | 'clock'>;
