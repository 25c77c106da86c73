/**
 * `$group` compiled to one pass over the input when it is simple: `_id` null, a constant, a field path or
 * an object of field paths; accumulators `$sum` (of a path or a number), `$avg`, `$min`, `$max` (of a path)
 * and `$count`. Anything else returns null and mingo runs the stage. Semantics as B10.1: null and missing
 * keys share the `_id: null` group, `$sum` ignores non-numbers, `$avg` of no number is null; group keys
 * that are objects are key-order-sensitive (B10.2). The output is fresh (values are copied).
 *
 * The pass is generated source (field names enter it only as JSON string literals), one function per
 * group shape, cached: a loop of its own keeps V8's property loads monomorphic, about twice as fast as a
 * chain of shared closures, i.e. close to a hand-written reduce.
 */
import { expressionPath } from './paths.ts';
import { canonicalKey, cloneValue, compareValues, isPlainObject, type PlainObject } from './values.ts';

type Accumulator = Readonly<{
  field: string;
  kind: 'sum' | 'count' | 'avg' | 'min' | 'max';
  path: string | null;
  constant: number;
}>;

/** A group's running values: `a<i>` the sum or extreme of accumulator i, `n<i>` how many numbers it saw. */
type Group = { id: unknown } & Record<string, unknown>;

type Getter = (doc: PlainObject) => unknown;

type Pass = (
  docs: Iterable<PlainObject>,
  getters: readonly Getter[],
  keyOf: Getter,
  canonical: typeof canonicalKey,
  compare: typeof compareValues,
) => Group[];

export type CompiledGroup = (docs: Iterable<PlainObject>) => PlainObject[];

const fieldPath = (expression: unknown): string | null =>
  typeof expression === 'string' && expression.startsWith('$') && !expression.startsWith('$$') && expression.length > 1
    ? expression.slice(1)
    : null;

const accumulatorOf = (field: string, spec: unknown): Accumulator | null => {
  if (!isPlainObject(spec)) return null;
  const keys = Object.keys(spec);
  if (keys.length !== 1) return null;
  const operator = keys[0] as string;
  const argument = spec[operator];
  if (operator === '$count') {
    return isPlainObject(argument) && Object.keys(argument).length === 0
      ? { field, kind: 'count', path: null, constant: 1 }
      : null;
  }
  const path = fieldPath(argument);
  if (operator === '$sum') {
    if (typeof argument === 'number') {
      return Number.isFinite(argument) ? { field, kind: 'count', path: null, constant: argument } : null;
    }
    return path === null ? null : { field, kind: 'sum', path, constant: 0 };
  }
  if (path === null) return null;
  switch (operator) {
    case '$avg':
      return { field, kind: 'avg', path, constant: 0 };
    case '$min':
      return { field, kind: 'min', path, constant: 0 };
    case '$max':
      return { field, kind: 'max', path, constant: 0 };
    default:
      return null;
  }
};

type KeyOf = (doc: PlainObject) => unknown;

const keyFunction = (id: unknown): KeyOf | null => {
  if (id === null || typeof id === 'number' || typeof id === 'boolean') return () => id;
  if (typeof id === 'string') {
    const path = fieldPath(id);
    if (path !== null) return expressionPath(path);
    return id.startsWith('$') ? null : () => id;
  }
  if (isPlainObject(id)) {
    const parts: Array<readonly [string, (doc: PlainObject) => unknown]> = [];
    for (const [name, expression] of Object.entries(id)) {
      const path = fieldPath(expression);
      if (path === null || name.startsWith('$') || name.includes('.')) return null;
      parts.push([name, expressionPath(path)]);
    }
    if (parts.length === 0) return null;
    return (doc) => {
      const key: PlainObject = {};
      for (const [name, get] of parts) {
        const value = get(doc);
        if (value !== undefined) key[name] = value;
      }
      return key;
    };
  }
  return null;
};

const literal = (text: string): string => JSON.stringify(text);

/** Source reading `path` from `doc`: a plain property load, or a getter for dotted paths. */
const access = (path: string, getters: Getter[]): string => {
  if (!path.includes('.')) return `doc[${literal(path)}]`;
  getters.push(expressionPath(path));
  return `getters[${getters.length - 1}](doc)`;
};

const updateSource = (accumulator: Accumulator, i: number, getters: Getter[]): string => {
  const value = `a${i}`;
  if (accumulator.kind === 'count') return `g.${value} += ${accumulator.constant};`;
  const read = access(accumulator.path as string, getters);
  if (accumulator.kind === 'sum' || accumulator.kind === 'avg') {
    return `{ const v = ${read}; if (typeof v === 'number') { g.${value} += v; g.n${i} += 1; } }`;
  }
  const better = accumulator.kind === 'min' ? '<' : '>';
  return `{ const v = ${read}; if (v !== undefined && v !== null && (g.${value} === undefined || compare(v, g.${value}) ${better} 0)) g.${value} = v; }`;
};

const passOf = (idSource: string, accumulators: readonly Accumulator[], getters: Getter[]): Pass => {
  const fields = accumulators.map((accumulator, i) =>
    accumulator.kind === 'min' || accumulator.kind === 'max' ? `a${i}: undefined` : `a${i}: 0, n${i}: 0`,
  );
  const fresh = `{ id, ${fields.join(', ')} }`;
  const updates = accumulators.map((accumulator, i) => updateSource(accumulator, i, getters)).join('\n');
  const source = `
    const byScalar = new Map();
    const byText = new Map();
    const groups = [];
    for (const doc of docs) {
      let id = ${idSource};
      if (id === undefined) id = null;
      let g;
      if (id === null || typeof id !== 'object') {
        g = byScalar.get(id);
        if (g === undefined) { g = ${fresh}; byScalar.set(id, g); groups.push(g); }
      } else {
        const text = canonical(id);
        g = byText.get(text);
        if (g === undefined) { g = ${fresh}; byText.set(text, g); groups.push(g); }
      }
      ${updates}
    }
    return groups;`;
  return new Function('docs', 'getters', 'keyOf', 'canonical', 'compare', source) as Pass;
};

/** The output document of a group: `_id`, then each accumulator in the specification's order. */
const finish = (accumulators: readonly Accumulator[], group: Group): PlainObject => {
  const out: PlainObject = { _id: cloneValue(group.id) };
  accumulators.forEach((accumulator, i) => {
    const value = group[`a${i}`];
    if (accumulator.kind === 'avg') {
      const count = group[`n${i}`] as number;
      out[accumulator.field] = count === 0 ? null : (value as number) / count;
    } else if (accumulator.kind === 'min' || accumulator.kind === 'max') {
      out[accumulator.field] = value === undefined ? null : cloneValue(value);
    } else out[accumulator.field] = value;
  });
  return out;
};

const build = (spec: PlainObject): CompiledGroup | null => {
  if (!('_id' in spec)) return null;
  const keyOf = keyFunction(spec._id);
  if (keyOf === null) return null;
  const accumulators: Accumulator[] = [];
  for (const [field, value] of Object.entries(spec)) {
    if (field === '_id') continue;
    const accumulator = accumulatorOf(field, value);
    if (accumulator === null) return null;
    accumulators.push(accumulator);
  }
  const getters: Getter[] = [];
  const idPath = fieldPath(spec._id);
  const idSource = idPath !== null && !idPath.includes('.') ? access(idPath, getters) : 'keyOf(doc)';
  const pass = passOf(idSource, accumulators, getters);
  return (docs) => pass(docs, getters, keyOf, canonicalKey, compareValues).map((group) => finish(accumulators, group));
};

/** Plain JSON (what a compilable specification is made of), so its JSON text identifies it. */
const isJson = (value: unknown): boolean => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  return isPlainObject(value) && Object.values(value).every(isJson);
};

const CACHE_LIMIT = 256;
const cache = new Map<string, CompiledGroup | null>();

/** A one-pass `$group`, or null when the specification needs mingo. */
export const compileGroup = (spec: PlainObject): CompiledGroup | null => {
  if (!isJson(spec)) return build(spec);
  const key = JSON.stringify(spec);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const compiled = build(spec);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, compiled);
  return compiled;
};
