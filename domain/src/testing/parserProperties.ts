import fc from 'fast-check';
import { expect } from 'vitest';
import type { Command, Decider, Event } from '../shared/decider.ts';
import type { EventParser, RecordedData } from '../shared/shape.ts';

/**
 * The properties every stream parser has, checked over events its decider emitted:
 * - each reads back equal to itself after a trip through JSON (what the event store gives back);
 * - an unknown type, or data that is not an object, reads as null;
 * - any value anywhere in the data replaced by one of another kind (a number for a string, an array for an
 *   object, …) reads as null;
 * - any field removed reads as null, except the ones the type says are optional.
 * `opaque` names fields the parser leaves unchecked on purpose (a revision payload of any entity type).
 */
export type ParserCase<E extends Event> = Readonly<{
  parse: EventParser<E>;
  types: readonly string[];
  events: readonly E[];
  optional?: readonly string[];
  opaque?: readonly string[];
}>;

type Path = readonly (string | number)[];

const stored = (event: Event): RecordedData => JSON.parse(JSON.stringify(event));

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

/** Every path in the data with its value, not descending into opaque fields. */
const pathsOf = (value: unknown, opaque: readonly string[], prefix: Path = []): [Path, unknown][] => {
  if (!isContainer(value)) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]): [Path, unknown][] => {
    if (typeof key === 'string' && opaque.includes(key)) return [];
    const path = [...prefix, key];
    return [[path, child], ...pathsOf(child, opaque, path)];
  });
};

/** A copy of the stored event whose data has `change` applied at `path`. */
const changedAt = (
  event: Event,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) => {
  const copy = stored(event);
  let parent: unknown = copy.data;
  for (const key of path.slice(0, -1)) parent = isContainer(parent) ? parent[key] : undefined;
  const last = path[path.length - 1];
  if (isContainer(parent) && last !== undefined) change(parent, last);
  return copy;
};

const otherKind = (original: unknown) =>
  fc
    .oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.integer(), { maxKeys: 3 }),
    )
    .filter((replacement) => kindOf(replacement) !== kindOf(original));

export const checkParser = <E extends Event>(subject: ParserCase<E>): void => {
  const { parse, types, events } = subject;
  const opaque = subject.opaque ?? [];
  const optional = subject.optional ?? [];
  expect(events.length).toBeGreaterThan(0);
  expect(new Set(events.map((event) => event.type))).toEqual(new Set(types)); // every type is exercised

  for (const event of events) expect(parse(stored(event))).toEqual(event);

  fc.assert(
    fc.property(
      fc.string().filter((type) => !types.includes(type)),
      fc.constantFrom(...events),
      (type, event) => parse({ type, data: stored(event).data }) === null,
    ),
  );
  fc.assert(
    fc.property(
      fc.constantFrom(...types),
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 })),
      (type, data) => parse({ type, data }) === null,
    ),
  );

  const replaceable = events.flatMap((event) =>
    pathsOf(event.data, opaque)
      .filter(([, value]) => value !== null)
      .map(([path, value]) => ({ event, path, value })),
  );
  for (const at of replaceable) {
    const replacement = typeof at.value === 'string' ? 7 : 'x'; // every field once, then random kinds below
    const broken = changedAt(at.event, at.path, (parent, key) => {
      parent[key] = replacement;
    });
    expect({ path: at.path, read: parse(broken) }).toEqual({ path: at.path, read: null });
  }
  fc.assert(
    fc.property(
      fc.constantFrom(...replaceable).chain((at) => fc.tuple(fc.constant(at), otherKind(at.value))),
      ([at, replacement]) => {
        const broken = changedAt(at.event, at.path, (parent, key) => {
          parent[key] = replacement;
        });
        return parse(broken) === null;
      },
    ),
    { numRuns: 500 },
  );

  for (const event of events) {
    for (const [path] of pathsOf(event.data, opaque)) {
      const key = path[path.length - 1];
      if (typeof key !== 'string' || optional.includes(key)) continue;
      const broken = changedAt(event, path, (parent, name) => {
        delete parent[name];
      });
      expect({ path, read: parse(broken) }).toEqual({ path, read: null });
    }
  }
};

/** The events a decider emits for these commands run one after another, each on the state the previous left. */
export const emitted = <S, C extends Command, E extends Event>(
  decider: Decider<S, C, E>,
  commands: readonly C[],
  given: readonly E[] = [],
): E[] => {
  let state = given.reduce(decider.evolve, decider.initialState());
  const events: E[] = [];
  for (const command of commands) {
    const next = decider.decide(command, state);
    state = next.reduce(decider.evolve, state);
    events.push(...next);
  }
  return events;
};
