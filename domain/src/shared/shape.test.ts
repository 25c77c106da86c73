import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  array,
  integer,
  invalid,
  nullable,
  object,
  oneOf,
  optional,
  streamParser,
  string,
  text,
  withField,
} from './shape.ts';

const line = object({
  sku: text,
  quantity: integer,
  note: nullable(string),
  colour: optional(oneOf(['red', 'blue'])),
  tags: array(string),
});

describe('an object shape', () => {
  it('keeps the declared fields and drops the others', () =>
    expect(line({ sku: 'A-1', quantity: 2, note: null, tags: ['x'], cardNumber: '4111' })).toEqual({
      sku: 'A-1',
      quantity: 2,
      note: null,
      tags: ['x'],
    }));
  it('tells a nullable field (present, maybe null) from an optional one (maybe absent)', () => {
    expect(line({ sku: 'A-1', quantity: 2, tags: [] })).toBe(invalid);
    expect(line({ sku: 'A-1', quantity: 2, note: 'n', colour: 'red', tags: [] })).toMatchObject({ colour: 'red' });
    expect(line({ sku: 'A-1', quantity: 2, note: 'n', colour: 'green', tags: [] })).toBe(invalid);
  });
  it('refuses anything that is not a plain object', () =>
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything())), (value) => {
        expect(line(value)).toBe(invalid);
      }),
    ));
});

describe('the scalar shapes', () => {
  it('take integers only where integers are asked for (cents, quantities)', () =>
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(integer(value) === invalid).toBe(!Number.isSafeInteger(value));
      }),
    ));
  it('take a non-empty text only', () => {
    expect(text('')).toBe(invalid);
    expect(text('a')).toBe('a');
    expect(string('')).toBe('');
  });
  it('read an array only when every item is of its shape', () => {
    expect(array(integer)([1, 2])).toEqual([1, 2]);
    expect(array(integer)([1, '2'])).toBe(invalid);
  });
});

describe('a generic field', () => {
  it('must be present, even when its shape takes anything', () => {
    const withPayload = withField(object({ id: text }), 'payload', (value: unknown) => value);
    expect(withPayload({ id: 'r-1', payload: { any: 1 } })).toEqual({ id: 'r-1', payload: { any: 1 } });
    expect(withPayload({ id: 'r-1' })).toBe(invalid);
  });
});

describe('a stream parser', () => {
  type Added = Readonly<{ type: 'Added'; data: Readonly<{ items: readonly string[] }> }>;
  const parse = streamParser<Added>({ Added: object({ items: array(string) }) });

  it('parses a frozen recorded event (the live tail every read model shares) once, and hands out a frozen event', () => {
    const recorded = Object.freeze({ type: 'Added', data: Object.freeze({ items: Object.freeze(['a', 'b']) }) });
    const first = parse(recorded);
    expect(first).toEqual({ type: 'Added', data: { items: ['a', 'b'] } });
    expect(parse(recorded)).toBe(first);
    expect(Object.isFrozen(first?.data.items)).toBe(true);
    expect(parse(Object.freeze({ type: 'Other', data: {} }))).toBeNull();
  });

  it("parses a reader's own copy afresh each time, and leaves it as it is", () => {
    const recorded = { type: 'Added', data: { items: ['a'] } };
    const first = parse(recorded);
    expect(parse(recorded)).not.toBe(first);
    expect(parse(recorded)).toEqual(first);
    expect(Object.isFrozen(first)).toBe(false);
  });
});
