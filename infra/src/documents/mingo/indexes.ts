/**
 * Declared indexes in memory (B11): buckets of documents by indexed value, used to enforce uniqueness
 * (missing = null, B11.3; arrays index each element) and to narrow the candidates of equality and `$in`
 * queries. Only the first field of an index narrows; a unique compound index also keeps whole keys.
 */
import { DuplicateKeyError, InvalidDocumentError } from '../errors.ts';
import type { Document, IndexSpec } from '../port.ts';
import { valuesAtPath } from './paths.ts';
import { refuse } from './refuse.ts';
import { canonicalKey, cloneValue, isPlainObject } from './values.ts';

export type IndexDefinition = Readonly<{ name: string; key: Readonly<Record<string, 1 | -1>>; unique: boolean }>;

export const ID_INDEX: IndexDefinition = { name: '_id_', key: { _id: 1 }, unique: true };

export const defaultIndexName = (key: Readonly<Record<string, 1 | -1>>): string =>
  Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');

/** Validates an index specification (shared by both adapters) and gives it its default name. */
export const indexDefinitionOf = (spec: IndexSpec): IndexDefinition => {
  if (!isPlainObject(spec) || !isPlainObject(spec.key)) return refuse('An index needs a key: { field: 1 | -1 }');
  const entries = Object.entries(spec.key);
  if (entries.length === 0) return refuse('An index key needs at least one field');
  const key: Record<string, 1 | -1> = {};
  for (const [field, direction] of entries) {
    if (field === '' || field.startsWith('$') || field.split('.').includes('')) {
      refuse(`Invalid index field ${JSON.stringify(field)}`);
    }
    if (direction !== 1 && direction !== -1) refuse(`Index direction of ${field} must be 1 or -1`);
    key[field] = direction;
  }
  const name = spec.name ?? defaultIndexName(key);
  if (typeof name !== 'string' || name === '') return refuse('An index name must be a nonempty string');
  if (spec.unique !== undefined && typeof spec.unique !== 'boolean') refuse('unique must be a boolean');
  return { name, key, unique: spec.unique === true };
};

type Bucket = Document | Set<Document>;

/** Documents by value: scalars keyed by themselves (a Map tells 1 from '1'), the rest by canonical text. */
type Buckets = { scalars: Map<unknown, Bucket>; others: Map<unknown, Bucket> };

const emptyBuckets = (): Buckets => ({ scalars: new Map(), others: new Map() });

const slot = (buckets: Buckets, value: unknown): [Map<unknown, Bucket>, unknown] => {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return [buckets.scalars, value];
    case 'number':
      return [buckets.scalars, value === 0 ? 0 : value];
    case 'undefined':
      return [buckets.scalars, null];
    default:
      return value === null ? [buckets.scalars, null] : [buckets.others, canonicalKey(value)];
  }
};

const bucketAdd = (map: Map<unknown, Bucket>, key: unknown, doc: Document): void => {
  const bucket = map.get(key);
  if (bucket === undefined) map.set(key, doc);
  else if (bucket instanceof Set) bucket.add(doc);
  else if (bucket !== doc) map.set(key, new Set([bucket, doc]));
};

const bucketRemove = (map: Map<unknown, Bucket>, key: unknown, doc: Document): void => {
  const bucket = map.get(key);
  if (bucket === doc) map.delete(key);
  else if (bucket instanceof Set) {
    bucket.delete(doc);
    if (bucket.size === 1) map.set(key, bucket.values().next().value as Document);
    else if (bucket.size === 0) map.delete(key);
  }
};

/** A document of the bucket other than the one with `_id` `id`, if any. */
const otherIn = (bucket: Bucket | undefined, id: string): Document | null => {
  if (bucket === undefined) return null;
  if (!(bucket instanceof Set)) return bucket._id === id ? null : bucket;
  for (const doc of bucket) if (doc._id !== id) return doc;
  return null;
};

/** The values a document has for one indexed field: each element of an array, null when missing. */
const indexValues = (doc: Document, field: string): unknown[] => {
  const reached = field.includes('.') ? valuesAtPath(doc, field) : [doc[field]];
  const values: unknown[] = [];
  for (const value of reached) {
    if (Array.isArray(value) && value.length > 0) values.push(...value);
    else values.push(value ?? null);
  }
  return values.length === 0 ? [null] : values;
};

export type IndexState = {
  readonly def: IndexDefinition;
  readonly fields: readonly string[];
  /** By the first field's values. */
  readonly first: Buckets;
  /** Unique compound indexes: by the whole key. */
  readonly tuples: Map<unknown, Bucket> | null;
};

/** One document's keys in one index. */
export type IndexEntries = Readonly<{ first: readonly unknown[]; tuples: ReadonlyArray<readonly unknown[]> | null }>;

export const createIndexState = (def: IndexDefinition): IndexState => {
  const fields = Object.keys(def.key);
  return { def, fields, first: emptyBuckets(), tuples: def.unique && fields.length > 1 ? new Map() : null };
};

export const entriesOf = (index: IndexState, doc: Document): IndexEntries => {
  const first = indexValues(doc, index.fields[0] as string);
  if (index.tuples === null) return { first, tuples: null };
  const perField = index.fields.map((field, i) => (i === 0 ? first : indexValues(doc, field)));
  const multi = perField.filter((values) => values.length > 1).length;
  if (multi > 1) throw new InvalidDocumentError(`cannot index parallel arrays in index ${index.def.name}`, 171);
  let tuples: unknown[][] = [[]];
  for (const values of perField) tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
  return { first, tuples };
};

const tupleKey = (tuple: readonly unknown[]): string => canonicalKey(tuple.map((value) => value ?? null));

/** The key values of the first conflict with another document, or null. */
export const conflictOf = (index: IndexState, entries: IndexEntries, id: string): readonly unknown[] | null => {
  if (!index.def.unique) return null;
  if (index.tuples !== null) {
    for (const tuple of entries.tuples ?? []) if (otherIn(index.tuples.get(tupleKey(tuple)), id) !== null) return tuple;
    return null;
  }
  for (const value of entries.first) {
    const [map, key] = slot(index.first, value);
    if (otherIn(map.get(key), id) !== null) return [value];
  }
  return null;
};

export const addEntries = (index: IndexState, entries: IndexEntries, doc: Document): void => {
  for (const value of entries.first) {
    const [map, key] = slot(index.first, value);
    bucketAdd(map, key, doc);
  }
  if (index.tuples !== null) for (const tuple of entries.tuples ?? []) bucketAdd(index.tuples, tupleKey(tuple), doc);
};

export const removeEntries = (index: IndexState, entries: IndexEntries, doc: Document): void => {
  for (const value of entries.first) {
    const [map, key] = slot(index.first, value);
    bucketRemove(map, key, doc);
  }
  if (index.tuples !== null) {
    for (const tuple of entries.tuples ?? []) bucketRemove(index.tuples, tupleKey(tuple), doc);
  }
};

/** The documents whose first indexed field holds one of `values` (a superset of the equality matches). */
export const lookup = (index: IndexState, values: readonly unknown[]): Document[] => {
  const found: Document[] = [];
  const seen = values.length > 1 ? new Set<Document>() : null;
  for (const value of values) {
    const [map, key] = slot(index.first, value);
    const bucket = map.get(key);
    if (bucket === undefined) continue;
    for (const doc of bucket instanceof Set ? bucket : [bucket]) {
      if (seen !== null) {
        if (seen.has(doc)) continue;
        seen.add(doc);
      }
      found.push(doc);
    }
  }
  return found;
};

/** How many documents `lookup` would return at most (to choose the narrowest index). */
export const lookupSize = (index: IndexState, values: readonly unknown[]): number => {
  let size = 0;
  for (const value of values) {
    const [map, key] = slot(index.first, value);
    const bucket = map.get(key);
    if (bucket !== undefined) size += bucket instanceof Set ? bucket.size : 1;
  }
  return size;
};

const formatValue = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  if (isPlainObject(value)) {
    const fields = Object.entries(value).map(([key, inner]) => `${key}: ${formatValue(inner)}`);
    return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
  }
  return String(value);
};

/** MongoDB's E11000 error, with keyPattern and keyValue (B11.1). */
export const duplicateKeyError = (
  namespace: string,
  def: IndexDefinition,
  values: readonly unknown[],
): DuplicateKeyError => {
  const keyValue: Record<string, unknown> = {};
  Object.keys(def.key).forEach((field, i) => {
    keyValue[field] = cloneValue(values[i] ?? null);
  });
  const shown = Object.entries(keyValue)
    .map(([field, value]) => `${field}: ${formatValue(value)}`)
    .join(', ');
  return new DuplicateKeyError(
    `E11000 duplicate key error collection: ${namespace} index: ${def.name} dup key: { ${shown} }`,
    { ...def.key },
    keyValue,
  );
};
