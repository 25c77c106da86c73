/**
 * What a document must be before either adapter writes it (the mongo adapter runs the same checks, so both
 * refuse the same writes): a plain object with a string `_id` (B12.2), no key starting with `$` or holding a
 * `.` (B12.3), values of JSON plus Date; `undefined` becomes `null`, in arrays too (B12.1). The result is a
 * fresh copy with `_id` first (as MongoDB stores it), so the stored document never aliases the caller's.
 */

import { InvalidDocumentError, InvalidQueryError } from '../errors.ts';
import type { Document } from '../port.ts';
import type { PlainObject } from './values.ts';

/** BSON's nesting limit (MongoDB reference "limits"). */
const MAX_DEPTH = 100;

export type NormalizedDocument = Readonly<{ doc: Document; hasDate: boolean }>;

type Walk = { hasDate: boolean; replacement: boolean };

const isPlainPrototype = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const checkKey = (key: string, depth: number, walk: Walk): void => {
  if (key.startsWith('$')) {
    if (depth === 1 && walk.replacement) {
      throw new InvalidDocumentError(`Replacement document must not contain atomic operators (found ${key})`);
    }
    throw new InvalidDocumentError(`Document can't have $ prefixed field names: ${key}`);
  }
  if (key.includes('.')) throw new InvalidDocumentError(`Document field names must not contain '.': ${key}`);
  if (key.includes('\0')) throw new InvalidDocumentError('Document field names must not contain a null character');
  if (key === '__proto__') throw new InvalidDocumentError('Document field names must not be __proto__');
};

const normalizeValue = (value: unknown, depth: number, walk: Walk): unknown => {
  switch (typeof value) {
    case 'undefined':
      return null;
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new InvalidDocumentError(`Document values must be finite numbers (${value})`);
      return value;
    case 'object': {
      if (value === null) return null;
      if (depth >= MAX_DEPTH) throw new InvalidDocumentError(`Document is nested deeper than ${MAX_DEPTH} levels`);
      if (Array.isArray(value)) {
        const out = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i += 1) out[i] = normalizeValue(value[i], depth + 1, walk);
        return out;
      }
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw new InvalidDocumentError('Document holds an invalid Date');
        walk.hasDate = true;
        return new Date(value.getTime());
      }
      if (!isPlainPrototype(value)) {
        throw new InvalidDocumentError(`Document values must be plain JSON or Date (found ${value.constructor?.name})`);
      }
      return normalizeObject(value as PlainObject, depth + 1, walk);
    }
    default:
      throw new InvalidDocumentError(`Document values must be plain JSON or Date (found a ${typeof value})`);
  }
};

const normalizeObject = (source: PlainObject, depth: number, walk: Walk): PlainObject => {
  const out: PlainObject = {};
  for (const key of Object.keys(source)) {
    checkKey(key, depth, walk);
    out[key] = normalizeValue(source[key], depth, walk);
  }
  return out;
};

/**
 * Checks and copies a document. `idFromFilter` is the `_id` a replacement gets when it has none (B3.2);
 * a replacement whose `_id` differs from it is the caller's business (error 66 only when a document matches).
 */
export const normalizeDocument = (
  input: unknown,
  options: Readonly<{ replacement?: boolean; idFromFilter?: string }> = {},
): NormalizedDocument => {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !isPlainPrototype(input)) {
    throw new InvalidDocumentError('A document must be a plain object');
  }
  const source = input as PlainObject;
  const id = source._id === undefined ? options.idFromFilter : source._id;
  if (typeof id !== 'string')
    throw new InvalidDocumentError('A document needs a string _id (the port never generates one)');
  const walk: Walk = { hasDate: false, replacement: options.replacement === true };
  const doc: PlainObject = { _id: id };
  for (const key of Object.keys(source)) {
    if (key === '_id') continue;
    checkKey(key, 1, walk);
    doc[key] = normalizeValue(source[key], 1, walk);
  }
  return { doc: doc as Document, hasDate: walk.hasDate };
};

/** The `_id` filter that replaceOne, deleteOne and bulkWrite take (port: `{ _id: string }` and nothing else). */
export const idOfFilter = (filter: unknown): string => {
  if (typeof filter === 'object' && filter !== null && !Array.isArray(filter)) {
    const keys = Object.keys(filter);
    const id = (filter as PlainObject)._id;
    if (keys.length === 1 && typeof id === 'string') return id;
  }
  throw new InvalidQueryError('This operation takes a filter of the form { _id: <string> }');
};

export type PreparedWrite =
  | Readonly<{ kind: 'insert'; doc: NormalizedDocument }>
  | Readonly<{ kind: 'replace'; id: string; doc: NormalizedDocument; upsert: boolean }>
  | Readonly<{ kind: 'delete'; id: string }>;

/** Checks one bulkWrite operation before anything is written (the driver checks before sending, too). */
export const prepareWrite = (operation: unknown): PreparedWrite => {
  const entries = typeof operation === 'object' && operation !== null ? Object.entries(operation) : [];
  const [kind, spec] = entries.length === 1 ? (entries[0] as [string, unknown]) : ['', undefined];
  if (typeof spec !== 'object' || spec === null) {
    throw new InvalidQueryError('A bulkWrite operation is one of { insertOne }, { replaceOne }, { deleteOne }');
  }
  const fields = spec as PlainObject;
  switch (kind) {
    case 'insertOne':
      return { kind: 'insert', doc: normalizeDocument(fields.document) };
    case 'replaceOne': {
      const id = idOfFilter(fields.filter);
      const doc = normalizeDocument(fields.replacement, { replacement: true, idFromFilter: id });
      return { kind: 'replace', id, doc, upsert: fields.upsert === true };
    }
    case 'deleteOne':
      return { kind: 'delete', id: idOfFilter(fields.filter) };
    default:
      throw new InvalidQueryError(`Unsupported bulkWrite operation ${kind} (insertOne, replaceOne, deleteOne are)`);
  }
};
