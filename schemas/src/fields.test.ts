import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { addCartItemSchema } from './cart.ts';
import { count, flag, isPlainText, isWellFormedId, list, text } from './fields.ts';

const seed = 20_261_123;
/** Fixed seed: a failure is reproducible (fast-check prints the seed and the shrunk counterexample). */
const runs = { seed, numRuns: 300 };

/** What a JSON body can hold that is not a string. */
const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3, noNullPrototype: true }),
);

const outcome = (run: () => unknown): 'ok' | 'invalid' => {
  try {
    run();
    return 'ok';
  } catch (error) {
    if ((error as { name?: unknown }).name === 'ValidationError') return 'invalid';
    throw error; // anything else (a TypeError inside yup) is the bug these fields exist to prevent
  }
};

describe('text()', () => {
  const schema = object({ name: text(20).required() });
  it('refuses any non-string value as the field’s error, never throwing anything else', () =>
    fc.assert(
      fc.property(notAString, (value) => {
        expect(outcome(() => schema.validateSync({ name: value }))).toBe('invalid');
      }),
      runs,
    ));
  it('trims strings and bounds their length', () =>
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (value) => {
        const trimmed = value.trim();
        const expected = trimmed.length > 0 && trimmed.length <= 20 && isPlainText(trimmed) ? 'ok' : 'invalid';
        expect(outcome(() => schema.validateSync({ name: value }))).toBe(expected);
      }),
      runs,
    ));
});

describe('text() is plain text', () => {
  const schema = object({ description: text(500) });
  const messageOf = (value: unknown): string | null => {
    try {
      schema.validateSync({ description: value });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it.each([
    '<script>alert(1)</script>',
    'Lovely view <img src=x onerror=alert(1)>',
    'x" onerror="alert(1)',
    'Click javascript:alert(1)',
    'JavaScript :alert(1)',
    '</p>',
    '<!-- note -->',
    '<?xml version="1.0"?>',
    'vbscript:msgbox',
    'data:text/html;base64,PHNjcmlwdD4=',
  ])('refuses markup with its message: %s', (value) => expect(messageOf(value)).toBe('validation.markup'));

  it.each([
    'Banff & Jasper — 3 < 5 km',
    'Rate = 5%',
    'Note: bring water',
    'Bonjour, l’été à Jasper',
    'one=1, tone=2',
    'A < b and c > d',
  ])('keeps text that only looks like it: %s', (value) => expect(messageOf(value)).toBeNull());

  it('no text with a tag is accepted, whatever surrounds it', () =>
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('script', 'img', 'a', 'svg', 'iframe', '/p', '!--', 'B'),
        fc.string({ maxLength: 20 }),
        (before, tag, after) => {
          expect(messageOf(`${before}<${tag}${after}`.slice(0, 500))).not.toBeNull();
        },
      ),
      runs,
    ));

  it('says nothing of the fields that are not plain text', () => {
    const html = object({ body: text(500, { trim: false, plain: false }) });
    expect(outcome(() => html.validateSync({ body: '<p>Hello <b>parks</b></p>' }))).toBe('ok');
  });
});

describe('count()', () => {
  const schema = count().required();
  it('reads "1e3" and "0x10" as nothing, not 1000 and 16', () => {
    expect(outcome(() => schema.validateSync('1e3'))).toBe('invalid');
    expect(outcome(() => schema.validateSync('0x10'))).toBe('invalid');
    expect(outcome(() => schema.validateSync('Infinity'))).toBe('invalid');
    expect(outcome(() => schema.validateSync(1.5))).toBe('invalid');
  });
  it('takes a whole JSON number, or its plain decimal digits as a form types them', () =>
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (value) => {
        expect(schema.validateSync(value)).toBe(value);
        expect(schema.validateSync(String(value))).toBe(value);
      }),
      runs,
    ));
  it('refuses booleans, arrays and objects', () =>
    fc.assert(
      fc.property(
        notAString.filter((value) => typeof value !== 'number'),
        (value) => {
          expect(outcome(() => schema.validateSync(value))).toBe('invalid');
        },
      ),
      runs,
    ));
});

describe('flag()', () => {
  it('takes booleans and "true"/"false" only', () => {
    expect(flag().validateSync('true')).toBe(true);
    expect(flag().validateSync(false)).toBe(false);
    for (const value of [1, 0, '1', 'yes', [], {}]) expect(outcome(() => flag().validateSync(value))).toBe('invalid');
  });
});

describe('list()', () => {
  it('bounds the number of items', () => {
    const schema = list(text(5), 3);
    expect(schema.validateSync(['a', 'b'])).toEqual(['a', 'b']);
    expect(outcome(() => schema.validateSync(['a', 'b', 'c', 'd']))).toBe('invalid');
    expect(outcome(() => schema.validateSync('a'))).toBe('invalid');
  });
});

describe('ids', () => {
  it('are letters, digits and . _ - from a letter or digit: no prototype key is one', () => {
    for (const id of ['20260615-ABCDEFGHJK', 'line-3f2a', 'usr-1', 'CPC-100001', 'prod-discovery-adult']) {
      expect(isWellFormedId(id), id).toBe(true);
    }
    for (const id of ['__proto__', 'constructor', 'prototype', '', 'a:b', '../x', 'x'.repeat(129), 42]) {
      expect(isWellFormedId(id), String(id)).toBe(false);
    }
  });
});

describe('a schema built from these fields (the cart add)', () => {
  const valid = { productId: 'prod-discovery-adult', quantity: 1 };
  const notAQuantity = fc.oneof(
    notAString.filter((value) => !(Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 5000)),
    fc.constantFrom('1e3', '0x10', '', '1.5'),
  );
  it('refuses a wrong type in any field with a validation error, never a crash', () =>
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(fc.constantFrom('productId', 'priceId', 'vessel'), notAString),
          fc.tuple(fc.constant('quantity'), notAQuantity),
        ),
        ([field, value]) => {
          expect(outcome(() => addCartItemSchema.validateSync({ ...valid, [field]: value }))).toBe('invalid');
        },
      ),
      runs,
    ));
});
