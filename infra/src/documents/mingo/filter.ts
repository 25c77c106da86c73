/**
 * Filters compiled to JavaScript predicates with MongoDB's semantics (B5), so a scan costs a few
 * nanoseconds a document instead of a mingo Query each. Every operator the read models use is compiled
 * here; the rare rest (`$expr`, bit tests, `$jsonSchema`) is handed to mingo one condition at a time.
 *
 * Rules the port adds (the mongo adapter compiles filters with this module too, so both refuse alike):
 * whole-subdocument equality is refused, in `$eq`/`$in`/`$ne`/`$nin`/`$all` too (B5.5); range bounds must
 * be scalars; `$where` is refused. `undefined` in a filter means `null` (what the driver sends, B12.1).
 *
 * The tests on one reached value are valueTests.ts; this module combines them over paths, operators and filters.
 */
import { Query } from 'mingo';
import type { Filter } from '../port.ts';
import { atPath, type Leaf } from './paths.ts';
import { MINGO_OPTIONS, messageOf, refuse } from './refuse.ts';
import { isPlainObject, type PlainObject } from './values.ts';
import {
  equality,
  inOne,
  isScalar,
  modOne,
  operandOf,
  orAnyElement,
  rangeOne,
  regExpOf,
  regexOne,
  sizeOne,
  typeOne,
} from './valueTests.ts';

export type Predicate = (doc: PlainObject) => boolean;

/** Top-level equality or `$in` on scalars: an index on `field` holds every match among `values`' buckets. */
export type IndexLookup = Readonly<{ field: string; values: readonly (string | number | boolean)[] }>;

export type CompiledFilter = Readonly<{
  test: Predicate;
  matchesAll: boolean;
  /** From a top-level `_id` equality or `$in`: no other document can match. */
  ids: readonly string[] | null;
  lookups: readonly IndexLookup[];
}>;

/** One condition mingo evaluates (operators this module does not compile). */
const mingoPredicate = (criteria: PlainObject): Predicate => {
  let query: Query;
  try {
    query = new Query(criteria, MINGO_OPTIONS);
  } catch (error) {
    return refuse(messageOf(error));
  }
  return (doc) => {
    try {
      return query.test(doc);
    } catch (error) {
      return refuse(messageOf(error));
    }
  };
};

const LOGICAL = new Set(['$and', '$or', '$nor', '$where', '$expr', '$text', '$comment']);

const elemMatchOne = (spec: unknown): Leaf => {
  if (!isPlainObject(spec)) return refuse('$elemMatch needs an object');
  const keys = Object.keys(spec);
  const onValues = keys.length > 0 && keys.every((key) => key.startsWith('$') && !LOGICAL.has(key));
  if (onValues) {
    const element = elementTest(spec);
    return (value) => Array.isArray(value) && value.some(element);
  }
  const query = compileQuery(spec);
  return (value) => Array.isArray(value) && value.some((element) => isPlainObject(element) && query(element));
};

type Compiled = Readonly<{ leaf: Leaf; negate: boolean }>;

/** One operator as a test on one reached value; `null` when mingo must evaluate it. */
const operatorLeaf = (operator: string, operand: unknown, siblings: PlainObject, expand: boolean): Compiled | null => {
  const each = (single: Leaf): Leaf => (expand ? orAnyElement(single) : single);
  switch (operator) {
    case '$eq':
    case '$ne':
      if (operand instanceof RegExp) return refuse(`${operator} does not take a regular expression; use $regex`);
      return { leaf: equality(operandOf(operand, operator), expand), negate: operator === '$ne' };
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return { leaf: each(rangeOne(operator, operand)), negate: false };
    case '$in':
    case '$nin':
      return { leaf: each(inOne(operand, operator)), negate: operator === '$nin' };
    case '$exists':
      return { leaf: (value) => value !== undefined, negate: !operand };
    case '$regex':
      return { leaf: each(regexOne(regExpOf(operand, siblings.$options))), negate: false };
    case '$size':
      return { leaf: sizeOne(operand), negate: false };
    case '$elemMatch':
      return { leaf: elemMatchOne(operand), negate: false };
    case '$mod':
      return { leaf: each(modOne(operand)), negate: false };
    case '$type':
      return { leaf: each(typeOne(operand)), negate: false };
    default:
      return null;
  }
};

/** `$not` takes a regular expression or an operator document (never a plain value). */
const notOperand = (operand: unknown): PlainObject => {
  if (operand instanceof RegExp) return { $regex: operand };
  if (isPlainObject(operand)) {
    const keys = Object.keys(operand);
    if (keys.length > 0 && keys.every((key) => key.startsWith('$'))) return operand;
  }
  return refuse('$not needs a regular expression or an operator document');
};

const allElements = (operand: unknown): unknown[] => {
  if (!Array.isArray(operand)) return refuse('$all needs an array');
  return operand;
};

/** `$elemMatch` on values (`{$gte: 80, $lt: 85}`): every operator holds for the same element. */
const elementTest = (ops: PlainObject): Leaf => {
  const tests: Leaf[] = [];
  for (const [operator, operand] of Object.entries(ops)) {
    if (operator === '$options') continue;
    if (operator === '$not') {
      const inner = elementTest(notOperand(operand));
      tests.push((value) => !inner(value));
      continue;
    }
    if (operator === '$all') {
      const parts = allElements(operand).map((element) => allLeaf(element, false));
      tests.push(parts.length === 0 ? () => false : (value) => parts.every((test) => test(value)));
      continue;
    }
    const compiled = operatorLeaf(operator, operand, ops, false);
    if (compiled === null) {
      const wrapped = mingoPredicate({ v: { [operator]: operand } });
      tests.push((value) => wrapped({ v: value }));
    } else {
      const { leaf, negate } = compiled;
      tests.push(negate ? (value) => !leaf(value) : leaf);
    }
  }
  return (value) => tests.every((test) => test(value));
};

/** One element of `$all`: a value to find (scalar or element), or an `$elemMatch`. */
const allLeaf = (element: unknown, expand: boolean): Leaf => {
  if (isPlainObject(element)) {
    const keys = Object.keys(element);
    if (keys.length === 1 && keys[0] === '$elemMatch') return elemMatchOne(element.$elemMatch);
  }
  if (element instanceof RegExp) {
    const one = regexOne(regExpOf(element, undefined));
    return expand ? orAnyElement(one) : one;
  }
  return equality(operandOf(element, '$all'), expand);
};

const negation =
  (predicate: Predicate): Predicate =>
  (doc) =>
    !predicate(doc);

/** Operators on one path. Negations ($ne, $nin, $not, $exists:false) negate the whole path's match. */
const fieldOperators = (path: string, ops: PlainObject): Predicate[] => {
  if ('$options' in ops && !('$regex' in ops)) refuse('$options needs a $regex');
  const predicates: Predicate[] = [];
  for (const [operator, operand] of Object.entries(ops)) {
    if (operator === '$options') continue;
    if (operator === '$not') {
      predicates.push(negation(andAll(fieldOperators(path, notOperand(operand)))));
      continue;
    }
    if (operator === '$all') {
      const elements = allElements(operand);
      if (elements.length === 0) predicates.push(() => false);
      for (const element of elements) predicates.push(atPath(path, allLeaf(element, true)));
      continue;
    }
    const compiled = operatorLeaf(operator, operand, ops, true);
    if (compiled === null) {
      predicates.push(mingoPredicate({ [path]: { [operator]: operand } }));
    } else {
      const reached = atPath(path, compiled.leaf);
      predicates.push(compiled.negate ? negation(reached) : reached);
    }
  }
  return predicates;
};

const fieldCondition = (path: string, condition: unknown): Predicate[] => {
  if (path === '') return refuse('A filter field name must not be empty');
  if (condition instanceof RegExp) return [atPath(path, orAnyElement(regexOne(regExpOf(condition, undefined))))];
  if (isPlainObject(condition)) {
    const keys = Object.keys(condition);
    const operators = keys.filter((key) => key.startsWith('$')).length;
    if (keys.length > 0 && operators === keys.length) return fieldOperators(path, condition);
    if (operators > 0) return refuse(`unknown operator in the condition on ${path}`);
    return refuse(`${path}: whole-subdocument equality is not supported; compare dotted paths instead (B5.5)`);
  }
  return [atPath(path, equality(operandOf(condition, path), true))];
};

const andAll = (predicates: readonly Predicate[]): Predicate => {
  const [first, second, third] = predicates;
  if (first === undefined) return () => true;
  if (second === undefined) return first;
  if (third === undefined) return (doc) => first(doc) && second(doc);
  if (predicates.length === 3) return (doc) => first(doc) && second(doc) && third(doc);
  return (doc) => {
    for (const predicate of predicates) if (!predicate(doc)) return false;
    return true;
  };
};

const subFilters = (operator: string, value: unknown): Predicate[] => {
  if (!Array.isArray(value) || value.length === 0) return refuse(`${operator} must be a nonempty array`);
  return value.map((element) => compileQuery(element));
};

const topOperator = (operator: string, value: unknown): Predicate[] => {
  switch (operator) {
    case '$and':
      return subFilters(operator, value);
    case '$or': {
      const any = subFilters(operator, value);
      return [(doc) => any.some((predicate) => predicate(doc))];
    }
    case '$nor': {
      const none = subFilters(operator, value);
      return [(doc) => !none.some((predicate) => predicate(doc))];
    }
    case '$comment':
      return [];
    case '$where':
      return refuse('$where is not supported');
    default:
      return [mingoPredicate({ [operator]: value })];
  }
};

/** A filter as a predicate over any object (documents, or aggregation stages' output). */
export const compileQuery = (filter: unknown): Predicate => {
  if (!isPlainObject(filter)) return refuse('A filter must be an object');
  const predicates: Predicate[] = [];
  for (const key of Object.keys(filter)) {
    const value = filter[key];
    predicates.push(...(key.startsWith('$') ? topOperator(key, value) : fieldCondition(key, value)));
  }
  return andAll(predicates);
};

const lookupValues = (condition: unknown): (string | number | boolean)[] | null => {
  if (isScalar(condition)) return [condition];
  if (!isPlainObject(condition)) return null;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return null;
  const eq = condition.$eq;
  if (isScalar(eq)) return [eq];
  const list = condition.$in;
  if (Array.isArray(list) && list.every(isScalar)) return list;
  return null;
};

const collectLookups = (filter: PlainObject, lookups: IndexLookup[]): void => {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const element of condition) if (isPlainObject(element)) collectLookups(element, lookups);
      continue;
    }
    if (key.startsWith('$')) continue;
    const values = lookupValues(condition);
    if (values !== null) lookups.push({ field: key, values });
  }
};

const MATCH_ALL: CompiledFilter = { test: () => true, matchesAll: true, ids: null, lookups: [] };

export const compileFilter = (filter: Filter | undefined): CompiledFilter => {
  if (filter === undefined) return MATCH_ALL;
  if (!isPlainObject(filter)) return refuse('A filter must be an object');
  if (Object.keys(filter).length === 0) return MATCH_ALL;
  const test = compileQuery(filter);
  const lookups: IndexLookup[] = [];
  collectLookups(filter, lookups);
  let ids: string[] | null = null;
  for (const lookup of lookups) {
    if (lookup.field !== '_id') continue;
    const strings = lookup.values.filter((value): value is string => typeof value === 'string');
    if (ids === null || strings.length < ids.length) ids = strings;
  }
  return { test, matchesAll: false, ids, lookups: lookups.filter((lookup) => lookup.field !== '_id') };
};
