/**
 * find() projections (B7): inclusion or exclusion, never both except `_id` (errors 31254/31253 as the
 * server), dotted paths into subdocuments and arrays of subdocuments, `_id` kept unless excluded, fields in
 * document order (`_id` first, as MongoDB). The result is always a fresh copy.
 */
import { refuse } from './refuse.ts';
import { cloneValue, isPlainObject, type PlainObject } from './values.ts';

type Node = Map<string, Node | true>;

export type ProjectDocument = (doc: PlainObject) => PlainObject;

const addPath = (root: Node, path: string): void => {
  const parts = path.split('.');
  let node = root;
  parts.forEach((part, i) => {
    if (part === '' || part.startsWith('$')) refuse(`Invalid projection field ${JSON.stringify(path)}`);
    const existing = node.get(part);
    const last = i === parts.length - 1;
    if (existing === true || (last && existing !== undefined)) refuse(`Path collision at ${path}`, 31250);
    if (last) {
      node.set(part, true);
      return;
    }
    const child: Node = existing instanceof Map ? existing : new Map();
    node.set(part, child);
    node = child;
  });
};

const include = (source: PlainObject, node: Node): PlainObject => {
  const out: PlainObject = {};
  for (const key in source) {
    const spec = node.get(key);
    if (spec === undefined) continue;
    if (spec === true) out[key] = cloneValue(source[key]);
    else {
      const value = includeInside(source[key], spec);
      if (value !== undefined) out[key] = value;
    }
  }
  return out;
};

/** A dotted inclusion below `value`: subdocuments keep the included fields, scalars in arrays go (B7.3). */
const includeInside = (value: unknown, node: Node): unknown => {
  if (isPlainObject(value)) return include(value, node);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const element of value) {
      if (isPlainObject(element) || Array.isArray(element)) out.push(includeInside(element, node));
    }
    return out;
  }
  return undefined;
};

/** The one top-level field an inclusion names besides `_id`, or null (none, several, or a dotted path). */
const onlyField = (tree: Node): string | null => {
  const first = tree.size === 1 ? tree.entries().next().value : undefined;
  if (first === undefined) return null;
  const [field, spec] = first;
  return spec === true && field !== '_id' ? field : null;
};

/** A copy of a stored value, without a call for scalars (most of what one-field projections return). */
const copy = (value: unknown): unknown => (typeof value === 'object' && value !== null ? cloneValue(value) : value);

/**
 * `{ field: 1 }` (a stamp, a list of ids) without walking every key of the document: stored documents have
 * `_id` first, so `_id` then the field is document order (an integer-like field goes first either way).
 * A field that Object.prototype also has is looked up as an own property only.
 */
const includeOne = (field: string, keepId: boolean): ProjectDocument => {
  const inherited = field in Object.prototype;
  const has = (source: PlainObject, value: unknown): boolean =>
    inherited ? Object.hasOwn(source, field) : value !== undefined || Object.hasOwn(source, field);
  return (source) => {
    const id = source._id;
    const withId = keepId && (id !== undefined || Object.hasOwn(source, '_id'));
    const value = source[field];
    if (!has(source, value)) return withId ? { _id: copy(id) } : {};
    return withId ? { _id: copy(id), [field]: copy(value) } : { [field]: copy(value) };
  };
};

const exclude = (source: PlainObject, node: Node): PlainObject => {
  const out: PlainObject = {};
  for (const key in source) {
    const spec = node.get(key);
    if (spec === true) continue;
    out[key] = spec === undefined ? cloneValue(source[key]) : excludeInside(source[key], spec);
  }
  return out;
};

const excludeInside = (value: unknown, node: Node): unknown => {
  if (isPlainObject(value)) return exclude(value, node);
  if (Array.isArray(value)) return value.map((element) => excludeInside(element, node));
  return cloneValue(value);
};

const flag = (field: string, value: unknown): boolean => {
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'boolean') return value;
  return refuse(`Projection of ${field} must be 0 or 1 (the port supports no projection operators)`);
};

/** A copying projection; `cloneValue` when there is none. */
export const compileProjection = (projection: unknown): ProjectDocument => {
  if (projection === undefined) return cloneValue;
  if (!isPlainObject(projection)) return refuse('A projection must be an object of field: 0 | 1');
  let mode: 'include' | 'exclude' | null = null;
  let keepId = true;
  const tree: Node = new Map();
  for (const [field, value] of Object.entries(projection)) {
    const on = flag(field, value);
    if (field === '_id') {
      keepId = on;
      continue;
    }
    if (mode === null) mode = on ? 'include' : 'exclude';
    else if (mode === 'include' && !on) refuse(`Cannot do exclusion on field ${field} in inclusion projection`, 31254);
    else if (mode === 'exclude' && on) refuse(`Cannot do inclusion on field ${field} in exclusion projection`, 31253);
    addPath(tree, field);
  }
  if (mode === null && keepId && '_id' in projection) mode = 'include';
  if (mode === 'include') {
    const only = onlyField(tree);
    if (keepId) tree.set('_id', true);
    return only === null ? (doc) => include(doc, tree) : includeOne(only, keepId);
  }
  if (!keepId) tree.set('_id', true);
  if (tree.size === 0) return cloneValue;
  return (doc) => exclude(doc, tree);
};
