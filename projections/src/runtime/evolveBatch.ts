import type { Document, WriteOperation } from '@parks/infra/documents/port';
import type { Position, RecordedEvent } from '@parks/infra/eventStore/port';
import { decodeOptional, encodePosition, isAfter } from './positions.ts';
import type { ReadModel } from './types.ts';

/** The field where the runtime keeps, in every document, the position of the last event applied to it. */
export const POSITION_FIELD = '_position';

/**
 * What the runtime knows of one document: its state, the guard (position of the last event applied
 * to it, or of the event that deleted it), and whether the collection holds it right now.
 */
export type DocState = { doc: Document | null; guard: Position | null; stored: boolean };

export type EvolveFailure = Readonly<{ event: RecordedEvent; documentId: string | null; error: unknown }>;

/** Builds the state of a document from what the collection and the tombstone collection hold. */
export const loadedState = (stored: Document | null, tombstone: Document | null): DocState => {
  const guard = decodeOptional(stored?.[POSITION_FIELD] as string | undefined);
  const deletedAt = decodeOptional(tombstone?.[POSITION_FIELD] as string | undefined);
  // A tombstone newer than the document means the delete was decided but the crash came before the
  // deleteOne landed: the document is gone as far as evolve is concerned (and is deleted on the next write).
  if (deletedAt !== null && isAfter(deletedAt, guard)) return { doc: null, guard: deletedAt, stored: stored !== null };
  return { doc: stored, guard, stored: stored !== null };
};

/** Pairs each event with its document id; an id function that throws counts as a failure, not a stall. */
export const routeEvents = (
  model: ReadModel,
  events: readonly RecordedEvent[],
  failures: EvolveFailure[],
): Array<readonly [RecordedEvent, string]> => {
  const routed: Array<readonly [RecordedEvent, string]> = [];
  for (const event of events) {
    try {
      if (model.documentIds) {
        for (const id of new Set(model.documentIds(event))) routed.push([event, id]);
      } else {
        const id = model.documentId(event);
        if (id !== null) routed.push([event, id]);
      }
    } catch (error) {
      failures.push({ event, documentId: null, error });
    }
  }
  return routed;
};

export type BatchWrites = {
  documents: WriteOperation<Document>[];
  /** Written BEFORE `documents`: a delete must be remembered before it happens. */
  tombstones: WriteOperation<Document>[];
  applied: number;
  skipped: number;
};

/**
 * Evolves every routed event into `states` (which must hold every touched id) and returns the writes.
 * An event at or below a document's guard is skipped: redelivery after a crash changes nothing.
 * An evolve that throws is recorded in `failures` and that event is skipped for that document.
 */
export const evolveBatch = (
  model: ReadModel,
  routed: ReadonlyArray<readonly [RecordedEvent, string]>,
  states: Map<string, DocState>,
  failures: EvolveFailure[],
): BatchWrites => {
  const touched = new Set<string>();
  let applied = 0;
  let skipped = 0;
  for (const [event, id] of routed) {
    const state = states.get(id);
    if (state === undefined) throw new Error(`state of ${id} was not loaded`);
    if (!isAfter(event.position, state.guard)) {
      skipped += 1;
      continue;
    }
    try {
      state.doc = model.evolve(state.doc, event);
      applied += 1;
    } catch (error) {
      failures.push({ event, documentId: id, error });
      skipped += 1;
      continue;
    }
    state.guard = event.position;
    touched.add(id);
  }
  const writes: BatchWrites = { documents: [], tombstones: [], applied, skipped };
  for (const id of touched) {
    const state = states.get(id) as DocState;
    const position = encodePosition(state.guard as Position);
    if (state.doc !== null) {
      const replacement: Document = { ...state.doc, _id: id, [POSITION_FIELD]: position };
      state.doc = replacement;
      writes.documents.push({ replaceOne: { filter: { _id: id }, replacement, upsert: true } });
      state.stored = true;
    } else if (state.stored) {
      writes.tombstones.push({
        replaceOne: { filter: { _id: id }, replacement: { _id: id, [POSITION_FIELD]: position }, upsert: true },
      });
      writes.documents.push({ deleteOne: { filter: { _id: id } } });
      state.stored = false;
    }
  }
  return writes;
};
