/**
 * Sorting with MongoDB's cross-type order (B6.1), refusing array sort keys as the port says (B6.2), with
 * `_id` as the last key so ties always come out the same way (B6.3), and a top-k selection when only the
 * first `skip + limit` documents are wanted (a heap of k instead of a sort of every match).
 */
import type { Sort } from '../port.ts';
import { plainPath } from './paths.ts';
import { refuse } from './refuse.ts';
import { compareValues, isPlainObject, type PlainObject } from './values.ts';

export type Comparator = (a: PlainObject, b: PlainObject) => number;

type Keyed<D> = { doc: D; keys: unknown[] };

export type CompiledSort = Readonly<{
  compare: Comparator;
  /** The sort keys of a document, read once: sorting compares these rather than walking paths each time. */
  keysOf: (doc: PlainObject) => unknown[];
  compareKeys: (a: readonly unknown[], b: readonly unknown[]) => number;
  /** Throws when a document holds an array at a sort key. */
  check: (doc: PlainObject) => void;
  fields: readonly string[];
}>;

/** Validates a sort specification: field → 1 | -1 (an empty one means no sort). */
export const sortFields = (sort: unknown): Array<readonly [string, 1 | -1]> => {
  if (sort === undefined) return [];
  if (!isPlainObject(sort)) return refuse('A sort specification must be an object of field: 1 | -1');
  return Object.entries(sort).map(([field, direction]) => {
    if (field === '' || field.startsWith('$')) return refuse(`Invalid sort field ${JSON.stringify(field)}`);
    if (direction !== 1 && direction !== -1) return refuse(`Sort direction of ${field} must be 1 or -1`);
    return [field, direction] as const;
  });
};

const keyComparator = (field: string, direction: 1 | -1, next: Comparator | null): Comparator => {
  const get = plainPath(field);
  if (next === null) {
    return direction === 1 ? (a, b) => compareValues(get(a), get(b)) : (a, b) => compareValues(get(b), get(a));
  }
  return direction === 1
    ? (a, b) => compareValues(get(a), get(b)) || next(a, b)
    : (a, b) => compareValues(get(b), get(a)) || next(a, b);
};

/** `null` when there is nothing to sort by. `withIdTieBreak` adds `_id: 1` unless `_id` is a key already. */
export const compileSort = (sort: Sort | undefined, withIdTieBreak: boolean): CompiledSort | null => {
  const fields = sortFields(sort);
  if (fields.length === 0) return null;
  if (withIdTieBreak && !fields.some(([field]) => field === '_id')) fields.push(['_id', 1]);
  let compare: Comparator | null = null;
  for (let i = fields.length - 1; i >= 0; i -= 1) {
    const [field, direction] = fields[i] as readonly [string, 1 | -1];
    compare = keyComparator(field, direction, compare);
  }
  const getters = fields.map(([field]) => plainPath(field));
  const directions = fields.map(([, direction]) => direction);
  const keysOf = (doc: PlainObject): unknown[] => getters.map((get) => get(doc));
  const compareKeys = (a: readonly unknown[], b: readonly unknown[]): number => {
    for (let i = 0; i < directions.length; i += 1) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return directions[i] === 1 ? order : -order;
    }
    return 0;
  };
  const names = fields.map(([field]) => field);
  const topLevel = names.every((name) => !name.includes('.'));
  const check = topLevel
    ? (doc: PlainObject) => {
        for (const name of names) if (Array.isArray(doc[name])) refuseArray(name);
      }
    : dottedCheck(names);
  return { compare: compare as Comparator, keysOf, compareKeys, check, fields: names };
};

/** `crossesArray` for each sort key, with each path split once per query rather than once per document. */
const dottedCheck = (names: readonly string[]) => {
  const paths = names.map((name) => [name, name.split('.')] as const);
  return (doc: PlainObject): void => {
    for (const [name, parts] of paths) {
      let value: unknown = doc;
      for (const part of parts) {
        if (Array.isArray(value)) refuseArray(name);
        if (!isPlainObject(value)) break;
        value = value[part];
      }
      if (Array.isArray(value)) refuseArray(name);
    }
  };
};

const refuseArray = (field: string): never =>
  refuse(`Cannot sort on ${field}: a document holds an array there (the port forbids array sort keys, B6.2)`);

const siftDown = <D>(heap: Keyed<D>[], compare: KeyComparator, from: number): void => {
  const size = heap.length;
  let i = from;
  const item = heap[i] as Keyed<D>;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= size) break;
    const right = child + 1;
    if (right < size && compare((heap[right] as Keyed<D>).keys, (heap[child] as Keyed<D>).keys) > 0) child = right;
    if (compare((heap[child] as Keyed<D>).keys, item.keys) <= 0) break;
    heap[i] = heap[child] as Keyed<D>;
    i = child;
  }
  heap[i] = item;
};

const siftUp = <D>(heap: Keyed<D>[], compare: KeyComparator, from: number): void => {
  let i = from;
  const item = heap[i] as Keyed<D>;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (compare((heap[parent] as Keyed<D>).keys, item.keys) >= 0) break;
    heap[i] = heap[parent] as Keyed<D>;
    i = parent;
  }
  heap[i] = item;
};

type KeyComparator = CompiledSort['compareKeys'];

/** Past this many, sorting every match is as cheap as keeping a heap. */
const HEAP_LIMIT = 5_000;

/**
 * The documents of `source` that pass `test`, sorted, from `skip` on, at most `limit` (0 = all).
 * Every match is checked for array sort keys, kept or not, so the refusal does not depend on paging.
 */
export const selectSorted = <D extends PlainObject>(
  source: Iterable<D>,
  test: ((doc: D) => boolean) | null,
  sort: CompiledSort,
  skip: number,
  limit: number,
): D[] => {
  const { keysOf, compareKeys, check } = sort;
  const byKeys = (a: Keyed<D>, b: Keyed<D>): number => compareKeys(a.keys, b.keys);
  const keep = limit > 0 ? skip + limit : 0;
  if (keep === 0 || keep > HEAP_LIMIT) {
    const matches: Keyed<D>[] = [];
    for (const doc of source) {
      if (test !== null && !test(doc)) continue;
      check(doc);
      matches.push({ doc, keys: keysOf(doc) });
    }
    matches.sort(byKeys);
    return (keep === 0 ? matches.slice(skip) : matches.slice(skip, keep)).map((entry) => entry.doc);
  }
  const heap: Keyed<D>[] = [];
  for (const doc of source) {
    if (test !== null && !test(doc)) continue;
    check(doc);
    const keys = keysOf(doc);
    if (heap.length < keep) {
      heap.push({ doc, keys });
      siftUp(heap, compareKeys, heap.length - 1);
    } else if (compareKeys(keys, (heap[0] as Keyed<D>).keys) < 0) {
      heap[0] = { doc, keys };
      siftDown(heap, compareKeys, 0);
    }
  }
  heap.sort(byKeys);
  return heap.slice(skip).map((entry) => entry.doc);
};
