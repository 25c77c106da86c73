/**
 * Tests on one value a filter's path reaches, with MongoDB's semantics (B5): equality, ranges, `$in`, `$regex`,
 * `$size`, `$mod` and `$type`. filter.ts puts them together into predicates over whole documents.
 */
import type { Leaf } from './paths.ts';
import { messageOf, refuse } from './refuse.ts';
import { deepEqual, isPlainObject } from './values.ts';

type Scalar = string | number | boolean;
type Operand = null | Scalar | Date | readonly Operand[];

export const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A value to compare with: scalars, null, Dates and arrays of those; never a subdocument (B5.5). */
export const operandOf = (value: unknown, operator: string): Operand => {
  if (value === undefined || value === null) return null;
  if (isScalar(value) || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((element) => operandOf(element, operator));
  if (isPlainObject(value)) {
    return refuse(`${operator}: whole-subdocument equality is not supported; compare dotted paths instead (B5.5)`);
  }
  return refuse(`${operator}: unsupported value ${String(value)}`);
};

/** Equality with one value, without looking into arrays. */
const equalsOne = (operand: Operand): Leaf => {
  if (operand === null) return (value) => value === null || value === undefined;
  if (operand instanceof Date) {
    const time = operand.getTime();
    return (value) => value instanceof Date && value.getTime() === time;
  }
  if (Array.isArray(operand)) return (value) => Array.isArray(value) && deepEqual(value, operand);
  return (value) => value === operand;
};

/** A test on a value that also holds when it holds for an element of an array value (B5.3, B5.4). */
export const orAnyElement =
  (single: Leaf): Leaf =>
  (value) =>
    single(value) || (Array.isArray(value) && value.some(single));

export const equality = (operand: Operand, expand: boolean): Leaf => {
  if (!expand) return equalsOne(operand);
  if (isScalar(operand)) return (value) => value === operand || (Array.isArray(value) && value.includes(operand));
  return orAnyElement(equalsOne(operand));
};

type RangeOperator = '$gt' | '$gte' | '$lt' | '$lte';

/** Type bracketing: a bound only compares with values of its own type (B5.3); `$gte/$lte: null` = null or missing (B5.2). */
export const rangeOne = (operator: RangeOperator, bound: unknown): Leaf => {
  if (bound === null || bound === undefined) {
    return operator === '$gte' || operator === '$lte' ? equalsOne(null) : () => false;
  }
  if (typeof bound === 'number' || typeof bound === 'string' || typeof bound === 'boolean') {
    const kind = typeof bound;
    const b = bound as number;
    switch (operator) {
      case '$gt':
        return (value) => typeof value === kind && (value as number) > b;
      case '$gte':
        return (value) => typeof value === kind && (value as number) >= b;
      case '$lt':
        return (value) => typeof value === kind && (value as number) < b;
      case '$lte':
        return (value) => typeof value === kind && (value as number) <= b;
    }
  }
  if (bound instanceof Date) {
    const time = bound.getTime();
    const holds: (t: number) => boolean =
      operator === '$gt'
        ? (t) => t > time
        : operator === '$gte'
          ? (t) => t >= time
          : operator === '$lt'
            ? (t) => t < time
            : (t) => t <= time;
    return (value) => value instanceof Date && holds(value.getTime());
  }
  return refuse(`${operator} needs a number, string, boolean, Date or null bound`);
};

export const regExpOf = (pattern: unknown, options: unknown): RegExp => {
  let source: string;
  let flags = '';
  if (pattern instanceof RegExp) {
    source = pattern.source;
    flags = pattern.flags.replace(/[gyd]/g, '');
  } else if (typeof pattern === 'string') {
    source = pattern;
  } else {
    return refuse('$regex needs a string or a RegExp');
  }
  if (options !== undefined) {
    if (typeof options !== 'string') return refuse('$options must be a string');
    for (const flag of options) {
      if (!'ims'.includes(flag)) return refuse(`$options: unsupported flag ${flag} (i, m and s are)`);
      if (!flags.includes(flag)) flags += flag;
    }
  }
  try {
    return new RegExp(source, flags);
  } catch (error) {
    return refuse(`Regular expression is invalid: ${messageOf(error)}`, 51091);
  }
};

export const regexOne =
  (re: RegExp): Leaf =>
  (value) =>
    typeof value === 'string' && re.test(value);

export const inOne = (list: unknown, operator: string): Leaf => {
  if (!Array.isArray(list)) return refuse(`${operator} needs an array`);
  const scalars = new Set<unknown>();
  let withNull = false;
  const others: Leaf[] = [];
  for (const element of list) {
    if (element instanceof RegExp) {
      others.push(regexOne(regExpOf(element, undefined)));
      continue;
    }
    const operand = operandOf(element, operator);
    if (operand === null) withNull = true;
    else if (isScalar(operand)) scalars.add(operand);
    else others.push(equalsOne(operand));
  }
  if (others.length === 0 && !withNull) return (value) => scalars.has(value);
  return (value) =>
    scalars.has(value) || (withNull && (value === null || value === undefined)) || others.some((test) => test(value));
};

export const sizeOne = (size: unknown): Leaf => {
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) {
    return refuse('$size needs a non-negative integer');
  }
  return (value) => Array.isArray(value) && value.length === size;
};

/** `$mod: [divisor, remainder]`: numbers only, truncated toward zero (MongoDB). */
export const modOne = (operand: unknown): Leaf => {
  if (!Array.isArray(operand) || operand.length !== 2) return refuse('$mod needs [divisor, remainder]');
  const [divisor, remainder] = operand as unknown[];
  if (typeof divisor !== 'number' || typeof remainder !== 'number' || !Number.isFinite(divisor)) {
    return refuse('$mod needs numbers');
  }
  const d = Math.trunc(divisor);
  const r = Math.trunc(remainder);
  if (d === 0) return refuse('$mod: divisor cannot be 0');
  return (value) => typeof value === 'number' && Number.isFinite(value) && Math.trunc(value) % d === r;
};

const INT32 = 2 ** 31;

/** The BSON type names a stored value can have (numbers are int when the driver would send an int32). */
const TYPE_TESTS: Readonly<Record<string, Leaf>> = {
  double: (value) => typeof value === 'number' && !(Number.isInteger(value) && Math.abs(value) < INT32),
  string: (value) => typeof value === 'string',
  object: isPlainObject,
  array: Array.isArray,
  bool: (value) => typeof value === 'boolean',
  date: (value) => value instanceof Date,
  null: (value) => value === null,
  int: (value) => typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < INT32,
  long: () => false,
  decimal: () => false,
  number: (value) => typeof value === 'number',
};

const TYPE_CODES: Readonly<Record<number, string>> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  8: 'bool',
  9: 'date',
  10: 'null',
  16: 'int',
  18: 'long',
  19: 'decimal',
};

/** `$type` on one value (with `orAnyElement`, an array holding a value of the type matches too). */
export const typeOne = (operand: unknown): Leaf => {
  const names = (Array.isArray(operand) ? operand : [operand]).map((type) => {
    const name = typeof type === 'number' ? TYPE_CODES[type] : type;
    if (typeof name !== 'string' || TYPE_TESTS[name] === undefined)
      return refuse(`$type: unknown type ${String(type)}`);
    return name;
  });
  const tests = names.map((name) => TYPE_TESTS[name] as Leaf);
  return (value) => tests.some((test) => test(value));
};
