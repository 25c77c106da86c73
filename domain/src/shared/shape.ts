import type { Event } from './decider.ts';

/**
 * Small typed validators for data read back from the event log. Each shape checks a value and returns a copy
 * typed as what it checked, or `invalid`. Object shapes keep only the fields they declare, so a parsed event holds
 * exactly what was checked (an undeclared field, even an optional one, is dropped rather than typed unchecked;
 * the round-trip tests of each parser catch a field that was forgotten). No casts: the types follow from the
 * shapes, and `Shape<OrderPlaced>` annotations make the compiler compare them with the events' declared types.
 */
export const invalid: unique symbol = Symbol('invalid');
export type Invalid = typeof invalid;

export type Shape<T> = (value: unknown) => T | Invalid;
export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string: Shape<string> = (value) => (typeof value === 'string' ? value : invalid);

/** A string with something in it: ids, times, codes. */
export const text: Shape<string> = (value) => (typeof value === 'string' && value !== '' ? value : invalid);

export const boolean: Shape<boolean> = (value) => (typeof value === 'boolean' ? value : invalid);

/** A safe integer: counts, quantities, revision numbers, cents and rates. */
export const integer: Shape<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : invalid;

/** A finite number (vessel lengths in feet may have decimals). */
export const number: Shape<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : invalid);

/** One of a list of literals: `oneOf(orderStatuses)`. */
export const oneOf =
  <const V extends string | number | boolean>(values: readonly V[]): Shape<V> =>
  (value) => {
    const found = values.find((candidate) => candidate === value);
    return found === undefined ? invalid : found;
  };

/** Any value at all: a revision payload, whose shape belongs to the entity type's own reader. */
export const anything: Shape<unknown> = (value) => value;

export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value) =>
    value === null ? null : shape(value);

/** A field that may be missing; an absent or undefined value stays absent. */
export const optional =
  <T>(shape: Shape<T>): Shape<T | undefined> =>
  (value) =>
    value === undefined ? undefined : shape(value);

export const array =
  <T>(item: Shape<T>): Shape<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return invalid;
    const items: T[] = [];
    for (const entry of value) {
      const parsed = item(entry);
      if (parsed === invalid) return invalid;
      items.push(parsed);
    }
    return items;
  };

type Fields = Readonly<Record<string, Shape<unknown>>>;
type OptionalKeys<F extends Fields> = { [K in keyof F]: undefined extends ShapeOf<F[K]> ? K : never }[keyof F];
type RequiredKeys<F extends Fields> = Exclude<keyof F, OptionalKeys<F>>;
type Flatten<T> = { [K in keyof T]: T[K] };
export type ObjectOf<F extends Fields> = Flatten<
  { [K in RequiredKeys<F>]: ShapeOf<F[K]> } & { [K in OptionalKeys<F>]?: ShapeOf<F[K]> }
>;

export const object =
  <F extends Fields>(fields: F): Shape<ObjectOf<F>> =>
  (value) => {
    if (!isRecord(value)) return invalid;
    const copy: Record<string, unknown> = {};
    for (const [key, shape] of Object.entries(fields)) {
      const parsed = shape(Object.hasOwn(value, key) ? value[key] : undefined);
      if (parsed === invalid) return invalid;
      if (parsed !== undefined) copy[key] = parsed;
    }
    return copy as ObjectOf<F>; // every declared field was checked above, and only those were copied
  };

/**
 * `base` plus one required field whose type stays generic (a revision's payload): present, and of its shape.
 * `object` cannot tell whether a generic field may be undefined, so such a field is added here.
 */
export const withField =
  <D extends object, const K extends string, V>(base: Shape<D>, key: K, shape: Shape<V>): Shape<D & Record<K, V>> =>
  (value) => {
    const parsed = base(value);
    if (parsed === invalid || !isRecord(value) || !Object.hasOwn(value, key)) return invalid;
    const field = shape(value[key]);
    if (field === invalid) return invalid;
    return { ...parsed, [key]: field } as D & Record<K, V>; // a computed key widens to string; it is K
  };

/** A recorded event as every reader sees it: the type and the JSON data, nothing of the store's own. */
export type RecordedData = Readonly<{ type: string; data: unknown }>;

/** One stream's parser: its typed event, or null for a type it does not know or data of the wrong shape. */
export type EventParser<E extends Event> = (recorded: RecordedData) => E | null;

/** One event type: its name and the shape of its data. */
export const event =
  <const T extends string, D extends object>(type: T, data: Shape<D>): Shape<Event<T, D>> =>
  (value) => {
    if (!isRecord(value) || value.type !== type) return invalid;
    const parsed = data(value.data);
    return parsed === invalid ? invalid : { type, data: parsed };
  };

/** The shape of each event type of a stream, keyed by type: the compiler checks that none is missing. */
export type EventShapes<E extends Event> = { readonly [T in E['type']]: Shape<Extract<E, { type: T }>> };

/** Freezes a parsed value and everything in it (plain JSON-like data: objects and arrays). */
const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

export const eventParser = <E extends Event>(shapes: EventShapes<E>): EventParser<E> => {
  const parse = (recorded: RecordedData): E | null => {
    if (!Object.hasOwn(shapes, recorded.type)) return null;
    const shape: Shape<E> = shapes[recorded.type as E['type']]; // one of the keys: checked just above
    const parsed = shape(recorded);
    return parsed === invalid ? null : parsed;
  };
  // Every read model that follows a stream parses each of its events with this parser, and live they are all handed
  // the same frozen recorded event (the event store's shared tail): its parse is kept beside it and done once, frozen
  // too, as every reader gets the same one. An event that is not frozen is some reader's own copy: parsed each time.
  const shared = new WeakMap<RecordedData, E | null>();
  return (recorded) => {
    if (!Object.isFrozen(recorded)) return parse(recorded);
    const known = shared.get(recorded);
    if (known !== undefined) return known;
    const parsed = deepFreeze(parse(recorded));
    shared.set(recorded, parsed);
    return parsed;
  };
};

/** The shape of each event type's data, keyed by type: the compiler checks each against the stream's event type. */
export type EventDataShapes<E extends Event> = {
  readonly [T in E['type']]: Shape<Extract<E, { type: T }>['data']>;
};

/**
 * A stream's parser from the shape of each event type's data: `streamParser<CartEvent>({ CartOpened: object({…}),
 * … })`. Each type is named once, as the key, and read exactly as `event(type, shape)` reads it.
 */
export const streamParser = <E extends Event>(dataShapes: EventDataShapes<E>): EventParser<E> => {
  const shapes: Record<string, Shape<Event>> = {};
  for (const type of Object.keys(dataShapes)) shapes[type] = event(type, dataShapes[type as E['type']]);
  return eventParser<E>(shapes as EventShapes<E>); // every key of dataShapes, each wrapped as its own type
};
