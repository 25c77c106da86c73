/**
 * Reaching a dotted path inside a document, the two ways MongoDB does it:
 * - queries (and index keys): every value the path reaches, branching over arrays of documents, with a
 *   numeric part also indexing into an array (B5.4, B5.6);
 * - aggregation expressions (`'$a.b'`): one value, an array of the values when the path crosses an array.
 */
import { isPlainObject, type PlainObject } from './values.ts';

/** Called with each value a path reaches (`undefined` = missing); returns true to stop (a match). */
export type Leaf = (value: unknown) => boolean;

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

const walk = (container: unknown, parts: readonly string[], from: number, leaf: Leaf): boolean => {
  let value = container;
  for (let i = from; i < parts.length; i += 1) {
    if (Array.isArray(value)) return walkArray(value, parts, i, leaf);
    if (!isPlainObject(value)) return leaf(undefined);
    value = value[parts[i] as string];
  }
  return leaf(value);
};

const walkArray = (array: readonly unknown[], parts: readonly string[], at: number, leaf: Leaf): boolean => {
  const part = parts[at] as string;
  if (ARRAY_INDEX.test(part) && walk(array[Number(part)], parts, at + 1, leaf)) return true;
  for (const element of array) {
    if (isPlainObject(element) && walk(element, parts, at, leaf)) return true;
  }
  return false;
};

/** A predicate that is true when `leaf` holds for a value the path reaches. */
export const atPath = (path: string, leaf: Leaf): ((doc: PlainObject) => boolean) => {
  if (!path.includes('.')) return (doc) => leaf(doc[path]);
  const parts = path.split('.');
  return (doc) => walk(doc, parts, 0, leaf);
};

/** Every value the path reaches in `doc` (`undefined` for missing), as a query sees them. */
export const valuesAtPath = (doc: PlainObject, path: string): unknown[] => {
  const found: unknown[] = [];
  atPath(path, (value) => {
    found.push(value);
    return false;
  })(doc);
  return found;
};

const resolve = (value: unknown, parts: readonly string[], at: number): unknown => {
  if (at === parts.length) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const element of value) {
      if (isPlainObject(element) || Array.isArray(element)) {
        const found = resolve(element, parts, at);
        if (found !== undefined) out.push(found);
      }
    }
    return out;
  }
  if (!isPlainObject(value)) return undefined;
  return resolve(value[parts[at] as string], parts, at + 1);
};

/** The value of an aggregation field path (`'$a.b'` without the `$`), `undefined` when missing. */
export const expressionPath = (path: string): ((doc: PlainObject) => unknown) => {
  if (!path.includes('.')) return (doc) => doc[path];
  const parts = path.split('.');
  return (doc) => resolve(doc, parts, 0);
};

/**
 * The value at a plain path, `undefined` when it is missing or crosses something that is not an object;
 * `crossesArray` tells whether an array lies on the way or at the end (sort keys must not, B6.2).
 */
export const plainPath = (path: string): ((doc: PlainObject) => unknown) => {
  if (!path.includes('.')) return (doc) => doc[path];
  const parts = path.split('.');
  return (doc) => {
    let value: unknown = doc;
    for (const part of parts) {
      if (!isPlainObject(value)) return undefined;
      value = value[part];
    }
    return value;
  };
};

export const crossesArray = (doc: PlainObject, path: string): boolean => {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(value)) return true;
    if (!isPlainObject(value)) return false;
    value = value[part];
  }
  return Array.isArray(value);
};
