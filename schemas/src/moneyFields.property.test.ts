import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';
import { shippingValuesSchema } from './admin/checkoutRates.ts';
import { discountValuesSchema } from './admin/discounts.ts';
import { searchOrdersBodySchema } from './admin/orders.ts';
import { priceValuesSchema } from './admin/prices.ts';
import { createRefundSchema } from './admin/refunds.ts';
import { userValuesSchema } from './admin/users.ts';
import { parseDollars } from './money.ts';
import { settingsUpdateSchema } from './settings.ts';
import { type MessageKey, messageKeys } from './texts/messages/index.ts';

/**
 * Every field of the wire that holds money, whatever arrives in it: an amount is accepted exactly (to the cent,
 * within its bounds) or refused with the field's own message, a 4xx; never a throw of anything else, which the API
 * would answer with a 500.
 */
const runs = { seed: 20_261_129, numRuns: 400 };

type MoneyField = Readonly<{
  name: string;
  schema: Pick<ObjectSchema<AnyObject>, 'validateSync'>;
  /** The body around the amount, valid apart from it. */
  body: (amount: unknown) => Record<string, unknown>;
  /** The path `validateSync` names in its error. */
  path: string;
  unit: 'dollars' | 'cents';
  min: number;
  max: number;
  message: MessageKey;
}>;

const moneyFields: readonly MoneyField[] = [
  {
    name: 'price: regular price',
    schema: priceValuesSchema,
    body: (regularPrice) => ({ productId: 'prod-1', regularPrice }),
    path: 'regularPrice',
    unit: 'dollars',
    min: 0,
    max: 10_000_000,
    message: 'admin.price.regular.invalid',
  },
  {
    name: 'price: sale price',
    schema: priceValuesSchema,
    body: (salePrice) => ({ productId: 'prod-1', regularPrice: 100_000, salePrice }),
    path: 'salePrice',
    unit: 'dollars',
    min: 0,
    max: 9_999_999,
    message: 'admin.price.sale.invalid',
  },
  {
    name: 'refund: line amount',
    schema: createRefundSchema,
    body: (amount) => ({ orderId: 'ord-1', type: 'partial', reason: 'Damaged', lines: [{ id: 'line-1', amount }] }),
    path: 'lines[0].amount',
    unit: 'dollars',
    min: -1_000_000_000,
    max: -1,
    message: 'refund.amount.invalid',
  },
  {
    name: 'user: approval limit',
    schema: userValuesSchema,
    body: (approvalLimit) => ({
      username: 'buyer.one',
      role: 'Operator',
      approvalRule: 'aboveLimit',
      approvalLimit,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '613-555-0100',
      language: 'en',
    }),
    path: 'approvalLimit',
    unit: 'dollars',
    min: 0,
    max: 100_000_000,
    message: 'admin.user.approvalLimit.invalid',
  },
  {
    name: 'discount: amount',
    schema: discountValuesSchema,
    body: (amount) => ({ code: 'SAVE', kind: 'fixedAmount', amount }),
    path: 'amount',
    unit: 'dollars',
    min: 1,
    max: 10_000_000,
    message: 'admin.discount.amount.invalid',
  },
  {
    name: 'discount: minimum subtotal',
    schema: discountValuesSchema,
    body: (minimumSubtotal) => ({ code: 'SAVE', kind: 'fixedAmount', amount: 5, minimumSubtotal }),
    path: 'minimumSubtotal',
    unit: 'dollars',
    min: 0,
    max: 10_000_000,
    message: 'admin.discount.minimumSubtotal.invalid',
  },
  {
    name: 'shipping rate: fee',
    schema: shippingValuesSchema,
    body: (fee) => ({ method: 'standard', region: 'CA', fee, transitDays: 3 }),
    path: 'fee',
    unit: 'dollars',
    min: 0,
    max: 1_000_000,
    message: 'admin.fee.invalid',
  },
  {
    name: 'settings: portal line-item fee',
    schema: settingsUpdateSchema,
    body: (lineItemFee) => ({ lineItemFee }),
    path: 'lineItemFee',
    unit: 'dollars',
    min: 0,
    max: 1_000_000,
    message: 'admin.fee.invalid',
  },
  {
    name: 'order search: total from',
    schema: searchOrdersBodySchema,
    body: (totalFrom) => ({ totalFrom }),
    path: 'totalFrom',
    unit: 'dollars',
    min: 0,
    max: 100_000_000_000,
    message: 'admin.orders.amount.invalid',
  },
];

/** The value of `path` (`a.b[0].c`) in a cast body. */
const at = (value: unknown, path: string): unknown =>
  path
    .split(/[.[\]]/)
    .filter((part) => part !== '')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | null)?.[part], value);

/** What a JSON body (or a form's text) can put in an amount field, the hostile forms first. */
const extremes: readonly unknown[] = [
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
  // What JSON.parse makes of the wire's `1e309` and of a 20-digit number (the literals would be lint errors).
  JSON.parse('1e309'),
  JSON.parse('-1e309'),
  1e-7,
  -1e-7,
  1e21,
  JSON.parse('12345678901234567890'),
  JSON.parse('-12345678901234567890'),
  '12345678901234567890',
  '1e3',
  '-1e3',
  '1E2',
  '0x10',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '12.505',
  '',
  ' ',
  null,
  true,
  [],
  {},
  [5],
  { valueOf: 5 },
];

const anyAmount = fc.oneof(
  fc.constantFrom(...extremes),
  fc.double(),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }).map((cents) => cents / 100),
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map((n) => n.toString()),
  fc
    .tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: -400, max: 400 }))
    .map(([mantissa, exponent]) => `${mantissa}e${exponent}`),
  fc.stringMatching(/^[+-]?\d{0,22}(\.\d{0,4})?$/),
  fc.jsonValue(),
);

/** The outcome of validating one body: the cast amount, or the messages of the refusal; any other throw escapes. */
const validate = (
  field: MoneyField,
  amount: unknown,
): { ok: true; value: unknown } | { ok: false; errors: string[] } => {
  try {
    return { ok: true, value: at(field.schema.validateSync(field.body(amount), { abortEarly: false }), field.path) };
  } catch (error) {
    if (error instanceof ValidationError)
      return { ok: false, errors: [...new Set(error.inner.map((inner) => inner.message))] };
    throw error;
  }
};

describe('every money field of the wire', () => {
  it.each(moneyFields)('$name: the body around the amount is valid with a good amount', (field) => {
    const good = field.unit === 'dollars' ? (field.min + field.max) / 2 / 100 : field.min;
    const rounded = field.unit === 'dollars' ? Math.trunc(good * 100) / 100 : good;
    expect(validate(field, rounded)).toEqual({ ok: true, value: rounded });
  });

  it.each(moneyFields)('$name: refuses Infinity, NaN, 1e-7, 20 digits and exponent forms with its message', (field) => {
    for (const amount of [
      Number.POSITIVE_INFINITY,
      JSON.parse('-1e309'),
      Number.NaN,
      1e-7,
      '12345678901234567890',
      '1e3',
    ]) {
      const result = validate(field, amount);
      expect(result, `${field.name} ← ${String(amount)}`).toEqual({ ok: false, errors: [field.message] });
    }
  });

  it.each(moneyFields)('$name: any value is an exact amount within bounds, or its message; never a throw', (field) => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const result = validate(field, amount);
        if (!result.ok) {
          // Only the field's own messages (a required amount may also say so), each a catalogue key.
          for (const error of result.errors) expect(messageKeys).toContain(error);
          return;
        }
        if (result.value === null || result.value === undefined) return; // an optional amount left empty
        expect(typeof result.value).toBe('number');
        const cents = field.unit === 'dollars' ? parseDollars(result.value) : (result.value as number);
        expect(cents !== null && Number.isSafeInteger(cents)).toBe(true);
        expect(cents as number).toBeGreaterThanOrEqual(field.min);
        expect(cents as number).toBeLessThanOrEqual(field.max);
      }),
      runs,
    );
  });
});

describe('parseDollars', () => {
  it('reads dollars to the cent, exactly', () => {
    expect(parseDollars(12)).toBe(1200);
    expect(parseDollars(-12.5)).toBe(-1250);
    expect(parseDollars(' 12.50 ')).toBe(1250);
    expect(parseDollars(1.005 + 0)).toBeNull(); // three decimals: refused, never rounded
    expect(parseDollars(0.1 + 0.2)).toBeNull(); // 0.30000000000000004
    expect(parseDollars('-0')).toBe(0);
  });

  it('is total: whatever it is given, cents or null', () => {
    fc.assert(
      fc.property(fc.oneof(anyAmount, fc.anything()), (value) => {
        const cents = parseDollars(value);
        expect(cents === null || Number.isSafeInteger(cents)).toBe(true);
      }),
      runs,
    );
  });

  it('gives back the cents of any amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (cents) => {
        const text = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        expect(parseDollars(text)).toBe(cents);
        expect(parseDollars(Number(text))).toBe(cents);
      }),
      runs,
    );
  });
});
