/**
 * One collection in memory: its documents by `_id` (normalised copies that are never handed out) and its
 * declared indexes. The write primitives check `_id` and unique keys before touching anything, persist
 * through `persist`, then change memory and record how to undo it (used if the SQLite transaction fails).
 */
import type { Document } from '../port.ts';
import type { CompiledFilter } from './filter.ts';
import {
  addEntries,
  conflictOf,
  createIndexState,
  duplicateKeyError,
  entriesOf,
  ID_INDEX,
  type IndexDefinition,
  type IndexEntries,
  type IndexState,
  lookup,
  lookupSize,
  removeEntries,
} from './indexes.ts';
import { keepOrders, type OrderCache } from './ordered.ts';

export type CollectionState = {
  readonly name: string;
  readonly id: number;
  readonly namespace: string;
  readonly docs: Map<string, Document>;
  readonly indexes: IndexState[];
  /** Counts the writes: an order kept for a version is stale after the next one. */
  version: number;
  /** The orders of the indexes that served a sorted find (ordered.ts). */
  readonly orders: Map<IndexState, OrderCache>;
};

export type Undo = Array<() => void>;

export const createCollectionState = (name: string, id: number, dbName: string): CollectionState => ({
  name,
  id,
  namespace: `${dbName}.${name}`,
  docs: new Map(),
  indexes: [],
  version: 0,
  orders: new Map(),
});

/** The entries of `doc` in every index, after checking that no other document holds one of its unique keys. */
const checkedEntries = (state: CollectionState, doc: Document): IndexEntries[] => {
  const all: IndexEntries[] = [];
  for (const index of state.indexes) {
    const entries = entriesOf(index, doc);
    const conflict = conflictOf(index, entries, doc._id);
    if (conflict !== null) throw duplicateKeyError(state.namespace, index.def, conflict);
    all.push(entries);
  }
  return all;
};

const indexAll = (state: CollectionState, entries: readonly IndexEntries[], doc: Document): void => {
  state.indexes.forEach((index, i) => {
    addEntries(index, entries[i] as IndexEntries, doc);
  });
};

const unindexAll = (state: CollectionState, entries: readonly IndexEntries[], doc: Document): void => {
  state.indexes.forEach((index, i) => {
    removeEntries(index, entries[i] as IndexEntries, doc);
  });
};

/** A document as memory holds it: in the map, and in each index under these entries. */
type Held = Readonly<{ doc: Document; entries: readonly IndexEntries[] }>;

const held = (state: CollectionState, doc: Document): Held => ({
  doc,
  entries: state.indexes.map((index) => entriesOf(index, doc)),
});

/** `into` in place of `out` (null: none), in the map and the indexes, counted as one more write. */
const swap = (state: CollectionState, out: Held | null, into: Held | null): void => {
  if (into !== null) state.docs.set(into.doc._id, into.doc);
  else if (out !== null) state.docs.delete(out.doc._id);
  state.version += 1;
  if (out !== null) unindexAll(state, out.entries, out.doc);
  if (into !== null) indexAll(state, into.entries, into.doc);
};

/**
 * A write: persisted first, then made in memory, with its undo recorded. The write keeps the sorted orders up to
 * date; an undo leaves them stale, and the next read rebuilds them.
 */
const write = (state: CollectionState, out: Held | null, into: Held | null, persist: () => void, undo: Undo): void => {
  persist();
  swap(state, out, into);
  keepOrders(state, out?.doc ?? null, into?.doc ?? null);
  undo.push(() => swap(state, into, out));
};

export const insertDocument = (state: CollectionState, doc: Document, persist: () => void, undo: Undo): void => {
  if (state.docs.has(doc._id)) throw duplicateKeyError(state.namespace, ID_INDEX, [doc._id]);
  write(state, null, { doc, entries: checkedEntries(state, doc) }, persist, undo);
};

export const replaceDocument = (
  state: CollectionState,
  old: Document,
  doc: Document,
  persist: () => void,
  undo: Undo,
): void => {
  const into: Held = { doc, entries: checkedEntries(state, doc) };
  write(state, held(state, old), into, persist, undo);
};

export const deleteDocument = (state: CollectionState, doc: Document, persist: () => void, undo: Undo): void => {
  write(state, held(state, doc), null, persist, undo);
};

/** Builds an index over the documents already there; a unique conflict throws E11000 and adds nothing. */
export const buildIndex = (state: CollectionState, def: IndexDefinition): IndexState => {
  const index = createIndexState(def);
  for (const doc of state.docs.values()) {
    const entries = entriesOf(index, doc);
    const conflict = conflictOf(index, entries, doc._id);
    if (conflict !== null) throw duplicateKeyError(state.namespace, def, conflict);
    addEntries(index, entries, doc);
  }
  return index;
};

/**
 * How a read finds the stored documents that may match: by `_id`, by the narrowest usable index, or all of them.
 * `size` bounds how many `read` gives (every document when `narrowed` is false), known before reading any, so
 * a sorted page can walk a kept order instead of gathering a wide index's bucket first.
 */
export type Candidates = Readonly<{ narrowed: boolean; size: number; read: () => Iterable<Document> }>;

export const candidatePlanOf = (state: CollectionState, filter: CompiledFilter): Candidates => {
  const { ids } = filter;
  if (ids !== null) {
    return {
      narrowed: true,
      size: ids.length,
      read: () => {
        const found: Document[] = [];
        for (const id of ids.length > 1 ? new Set(ids) : ids) {
          const doc = state.docs.get(id);
          if (doc !== undefined) found.push(doc);
        }
        return found;
      },
    };
  }
  let best: { index: IndexState; values: readonly unknown[]; size: number } | null = null;
  for (const wanted of filter.lookups) {
    for (const index of state.indexes) {
      if (index.fields[0] !== wanted.field) continue;
      const size = lookupSize(index, wanted.values);
      if (best === null || size < best.size) best = { index, values: wanted.values, size };
    }
  }
  if (best !== null && best.size < state.docs.size) {
    const { index, values, size } = best;
    return { narrowed: true, size, read: () => lookup(index, values) };
  }
  return { narrowed: false, size: state.docs.size, read: () => state.docs.values() };
};

export const candidatesOf = (state: CollectionState, filter: CompiledFilter): Iterable<Document> =>
  candidatePlanOf(state, filter).read();
