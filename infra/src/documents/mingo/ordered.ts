/**
 * Declared indexes as an order (B11): a find that sorts by exactly an index's key (then `_id`, as every sort
 * does) walks the collection in that order and stops at `skip + limit`, instead of sorting every match per
 * query. The order is built on the first read after a write and kept until the next write, so a list paged
 * many times between writes sorts once; a write costs nothing more than before.
 *
 * When a document holds an array at a key, the order is not kept (`null`): the find then takes the path that
 * refuses array sort keys for the matches it meets, as before.
 */
import type { Document } from '../port.ts';
import type { CollectionState } from './collectionState.ts';
import type { IndexState } from './indexes.ts';
import { type CompiledSort, compileSort, sortFields } from './sort.ts';

export type OrderCache = { version: number; docs: readonly Document[] | null };

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

const buildOrder = (state: CollectionState, sort: CompiledSort): readonly Document[] | null => {
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
  const docs = compiled === null ? null : buildOrder(state, compiled);
  state.orders.set(index, { version: state.version, docs });
  return docs;
};
