import type { EventStore } from '@parks/infra/eventStore/port';
import { encodePosition } from '../runtime/positions.ts';

/** How many export events at the log's end are stepped over before settling for the head itself. */
const SCAN_LIMIT = 10_000;

/**
 * The log position a report is read at: the last event that is not an export's own. Requesting an export records
 * an event; if the position were the head, a second identical request would see the first one's event and
 * become another export, so the exports' own streams are stepped over.
 */
export const reportPosition = async (eventStore: EventStore, exportStreamPrefix = 'export-'): Promise<string> => {
  let scanned = 0;
  for await (const recorded of eventStore.readAll({
    direction: 'backwards',
    fromPosition: 'end',
    maxCount: SCAN_LIMIT,
  })) {
    scanned += 1;
    if (!recorded.streamId.startsWith(exportStreamPrefix)) return encodePosition(recorded.position);
  }
  // Only exports in the whole log: nothing a report reads yet. Past the scan limit: the head, at worst a new export.
  const head = scanned < SCAN_LIMIT ? undefined : await eventStore.headPosition();
  return encodePosition(head ?? { commit: 0n, prepare: 0n });
};
