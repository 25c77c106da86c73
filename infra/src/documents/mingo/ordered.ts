/**
 * Declared indexes as an order (B11): a find that sorts by exactly an index's key (then `_id`, as every sort
 * does) walks the collection in that order and stops at `skip + limit`, instead of sorting every match per
 * query. The order is built on the first read that asks for it; from then on each write moves its document in
 * place (a binary search and a splice per kept order), so a write does not cost the next read a sort of the
 * whole collection (issue #12: 100,000 revisions re-sorted after any staff change).
 *
 * When a document holds an array at a key, the order is not kept (`null`): the find then takes the path that
 * refuses array sort keys for the matches it meets, as before.
 */
import type { Document } from '../port.ts';
import type { CollectionState } from './collectionState.ts';
import type { IndexState } from './indexes.ts';
import { type CompiledSort, compileSort, sortFields } from './sort.ts';

export type OrderCache = { version: number; docs: Document[] | null; sort: CompiledSort };

/** The index whose key is the sort's fields in the same order and directions, if any. */
const indexOfSort = (state: CollectionState, sort: unknown): IndexState | null => {
  const wanted = sortFields(sort).filter(([field], i, all) => !(field === '_id' && i === all.length - 1));
  if (wanted.length === 0) return null;
  for (const index of state.indexes) {
    const key = Object.entries(index.def.key);
    if (key.length !== wanted.length) continue;
    if (key.every(([field, direction], i) => wanted[i]?.[0] === field && wanted[i]?.[1] === direction)) return index;
  }
  return null;
};

const buildOrder = (state: CollectionState, sort: CompiledSort): Document[] | null => {
  const keyed: { doc: Document; keys: unknown[] }[] = [];
  for (const doc of state.docs.values()) {
    try {
      sort.check(doc);
    } catch {
      return null;
    }
    keyed.push({ doc, keys: sort.keysOf(doc) });
  }
  keyed.sort((a, b) => sort.compareKeys(a.keys, b.keys));
  return keyed.map((entry) => entry.doc);
};

/**
 * Every document of the collection in the order of `sort` (with `_id` last), or null when no declared index
 * has that key or a document holds an array at it.
 */
export const orderedDocuments = (state: CollectionState, sort: unknown): readonly Document[] | null => {
  const index = indexOfSort(state, sort);
  if (index === null) return null;
  const cached = state.orders.get(index);
  if (cached !== undefined && cached.version === state.version) return cached.docs;
  const compiled = compileSort(index.def.key, true);
  if (compiled === null) return null;
  const docs = buildOrder(state, compiled);
  state.orders.set(index, { version: state.version, docs, sort: compiled });
  return docs;
};

/** Where `doc` is or would go in `docs` (keys end with `_id`, so no two documents tie). */
const positionOf = (docs: readonly Document[], sort: CompiledSort, doc: Document): number => {
  const keys = sort.keysOf(doc);
  let low = 0;
  let high = docs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sort.compareKeys(sort.keysOf(docs[middle] as Document), keys) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * After one write (the collection's version already counted): moves `removed` out of and `added` into every
 * order kept for the version before. An order it cannot keep (an array at a sort key, a document not where
 * expected) is left stale, so the next read rebuilds it and meets the array the usual way.
 */
export const keepOrders = (state: CollectionState, removed: Document | null, added: Document | null): void => {
  for (const cache of state.orders.values()) {
    const { docs, sort } = cache;
    if (docs === null || cache.version !== state.version - 1) continue;
    if (added !== null) {
      try {
        sort.check(added);
      } catch {
        continue;
      }
    }
    if (removed !== null) {
      const at = positionOf(docs, sort, removed);
      if (docs[at] !== removed) continue;
      docs.splice(at, 1);
    }
    if (added !== null) docs.splice(positionOf(docs, sort, added), 0, added);
    cache.version = state.version;
  }
};
