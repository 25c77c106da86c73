import type { EventStore, Position } from '@parks/infra/eventStore/port';
import { isAfter } from './positions.ts';
import { eventMatcher } from './runner.ts';
import type { ReadModel } from './types.ts';

/** How many events after a projection's position `report()` reads at most to count its lag. */
export const LAG_SCAN_LIMIT = 10_000;

/**
 * Events of `$all` after `from` that this read model handles. The scan is capped at `limit` events
 * read (not counted), so past that the figure is a lower bound: ops only needs "behind, and roughly how far".
 */
export const countLag = async (
  eventStore: EventStore,
  model: ReadModel,
  from: Position | null,
  limit = LAG_SCAN_LIMIT,
): Promise<number> => {
  const accepts = eventMatcher(model);
  let lag = 0;
  // readAll is inclusive (A6.2): read one more and skip the event at `from` itself.
  for await (const event of eventStore.readAll({ fromPosition: from ?? 'start', maxCount: limit + 1 })) {
    if (from !== null && !isAfter(event.position, from)) continue;
    if (accepts(event)) lag += 1;
  }
  return lag;
};
