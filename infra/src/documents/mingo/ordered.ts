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
import type { Document, Filter } from '../port.ts';
import type { CollectionState } from './collectionState.ts';
import type { IndexState } from './indexes.ts';
import { type CompiledSort, compileSort, sortFields } from './sort.ts';
import { isPlainObject } from './values.ts';

export type OrderCache = {
  version: number;
  docs: Document[] | null;
  sort: CompiledSort;
  /** The order's documents that pass a filter, by the filter's text, each for the version it was made at. */
  matches: Map<string, { version: number; docs: readonly Document[] }>;
};

/** How many filters' matches an order keeps (the lists of a screen page one or two filters again and again). */
const KEPT_FILTERS = 8;

/** A filter the store may keep the matches of: its text says all it matches, and it is no keyword search. */
export type KeptFilter = Readonly<{ key: string; test: (doc: Document) => boolean }>;

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

/** JSON text that tells two filters apart, for plain JSON without `$regex`; null for anything else. */
const plainText = (value: unknown): boolean => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(plainText);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).every(([key, inner]) => key !== '$regex' && plainText(inner));
};

/**
 * The filter as a kept one, or null. A keyword search (`$regex`) is not kept: it changes with every keystroke and
 * its first page stops early, where keeping its matches would test every document.
 */
export const keptFilterOf = (filter: Filter, test: (doc: Document) => boolean): KeptFilter | null =>
  plainText(filter) ? { key: JSON.stringify(filter), test } : null;

/**
 * Every document of the collection in the order of `sort` (with `_id` last), or only those that pass `filter`,
 * or null when no declared index has that key or a document holds an array at it. A filter's matches are kept
 * until the next write, so a list paged again and again with the same filter slices them rather than testing
 * every document before its page.
 */
export const orderedDocuments = (
  state: CollectionState,
  sort: unknown,
  filter?: KeptFilter,
): readonly Document[] | null => {
  const index = indexOfSort(state, sort);
  if (index === null) return null;
  let cached = state.orders.get(index);
  if (cached === undefined || cached.version !== state.version) {
    const compiled = compileSort(index.def.key, true);
    if (compiled === null) return null;
    cached = { version: state.version, docs: buildOrder(state, compiled), sort: compiled, matches: new Map() };
    state.orders.set(index, cached);
  }
  const { docs, matches } = cached;
  if (docs === null || filter === undefined) return docs;
  const kept = matches.get(filter.key);
  if (kept !== undefined && kept.version === state.version) return kept.docs;
  const found = docs.filter(filter.test);
  matches.delete(filter.key);
  matches.set(filter.key, { version: state.version, docs: found });
  // The oldest kept filter goes first (a Map iterates in insertion order).
  for (const key of matches.keys()) {
    if (matches.size <= KEPT_FILTERS) break;
    matches.delete(key);
  }
  return found;
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
