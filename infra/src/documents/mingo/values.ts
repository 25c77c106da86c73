/**
 * The values the store holds (JSON plus Date, the subset of BSON the port allows) and MongoDB's rules over
 * them: the cross-type order (B6.1), key-order-sensitive equality (B5.5, B10.2), cloning (B1.18).
 */

export type PlainObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp);

/** BSON comparison order: null = missing < numbers < strings < objects < arrays < bool < Date < regex. */
export const typeRank = (value: unknown): number => {
  switch (typeof value) {
    case 'undefined':
      return 1;
    case 'number':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
    case 'object':
      if (value === null) return 1;
      if (Array.isArray(value)) return 5;
      if (value instanceof Date) return 9;
      if (value instanceof RegExp) return 11;
      return 4;
    default:
      return 12;
  }
};

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

const compareArrays = (a: readonly unknown[], b: readonly unknown[]): number => {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
};

/** BSON object order: pair by pair, the value's type, then the field name, then the value. */
const compareObjects = (a: PlainObject, b: PlainObject): number => {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i += 1) {
    const keyA = ka[i] as string;
    const keyB = kb[i] as string;
    const va = a[keyA];
    const vb = b[keyB];
    const byType = typeRank(va) - typeRank(vb);
    if (byType !== 0) return sign(byType);
    if (keyA !== keyB) return keyA < keyB ? -1 : 1;
    const c = compareValues(va, vb);
    if (c !== 0) return c;
  }
  return sign(ka.length - kb.length);
};

/**
 * Ascending sort order of two values (B6.1). Strings compare by UTF-16 code unit, which is MongoDB's
 * byte order except between astral characters and U+E000–U+FFFF (B6.6).
 */
export const compareValues = (a: unknown, b: unknown): number => {
  const ta = typeof a;
  if (ta === typeof b && (ta === 'string' || ta === 'number')) {
    return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
  }
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 8:
      return a === b ? 0 : a === true ? 1 : -1;
    case 9:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case 4:
      return compareObjects(a as PlainObject, b as PlainObject);
    case 5:
      return compareArrays(a as unknown[], b as unknown[]);
    case 11: {
      const sa = String(a);
      const sb = String(b);
      return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
    default:
      return 0;
  }
};

/** Equality as MongoDB stores it: types must match, numbers by value, objects key-order-sensitive. */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i += 1) {
    const key = ka[i] as string;
    if (key !== kb[i]) return false;
    if (!deepEqual((a as PlainObject)[key], (b as PlainObject)[key])) return false;
  }
  return true;
};

/** A deep copy of a stored value (plain objects, arrays, Dates, scalars). */
export const cloneValue = <V>(value: V): V => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) out[i] = cloneValue(value[i]);
    return out as V;
  }
  if (value instanceof Date) return new Date(value.getTime()) as V;
  const out: PlainObject = {};
  for (const key in value) out[key] = cloneValue((value as PlainObject)[key]);
  return out as V;
};

function dateReplacer(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as PlainObject)[key];
  return raw instanceof Date ? { $date: raw.getTime() } : value;
}

const dateReviver = (_key: string, value: unknown): unknown => {
  if (isPlainObject(value) && typeof value.$date === 'number') {
    const keys = Object.keys(value);
    if (keys.length === 1) return new Date(value.$date);
  }
  return value;
};

/** JSON text of a stored value; Dates become `{"$date": ms}` (no stored key starts with `$`, B12.3). */
export const toJson = (value: unknown, hasDate: boolean): string =>
  hasDate ? JSON.stringify(value, dateReplacer) : JSON.stringify(value);

export const fromJson = (text: string): unknown =>
  text.includes('{"$date":') ? JSON.parse(text, dateReviver) : JSON.parse(text);

/** A string that is equal for two values exactly when they are equal for grouping and indexing. */
export const canonicalKey = (value: unknown): string => JSON.stringify(value ?? null, dateReplacer);
