import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { checkoutRateLimits, feeField, provinceStateValuesSchema } from './admin/checkoutRates.ts';
import { discountLimits, discountValuesSchema } from './admin/discounts.ts';
import {
  centsOfDollars,
  dollarsText,
  fullRate,
  parseDollars,
  parsePercent,
  percentText,
  rateOfPercent,
} from './money.ts';
import { defaultStoreSettings, settingsUpdateOf, settingsUpdateSchema } from './settings.ts';

/**
 * The back office's forms hold dollars and percentages; the payloads hold integer cents and thousandths of a
 * percent. The conversions are exact both ways: what the form shows for some cents (or a rate) reads back as the
 * same cents (or rate), in English and in French, and anything finer than a cent (a thousandth of a percent) is
 * refused, never rounded.
 */
const runs = { seed: 20_261_130, numRuns: 500 };
const language = fc.constantFrom('en' as const, 'fr' as const);

/** What a field's schema makes of a typed value: the value, or the refusal's messages. */
const outcome = (validate: () => unknown): { ok: true; value: unknown } | { ok: false; errors: string[] } => {
  try {
    return { ok: true, value: validate() };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: [...new Set(error.errors)] };
    throw error;
  }
};

const fee = (value: unknown) => outcome(() => feeField().validateSync(value));
const discount = (terms: Record<string, unknown>) =>
  outcome(() => discountValuesSchema.validateSync({ code: 'SAVE', ...terms }, { abortEarly: false }));
const taxes = (hst: unknown) =>
  outcome(() =>
    provinceStateValuesSchema.validateSync({ name_EN: 'Ontario', name_FR: 'Ontario', gst: 0, hst, pst: 0, qst: 0 }),
  );

/** A decimal text with `decimals` digits after the separator, the last one not 0 (so it is that fine). */
const finer = (decimals: fc.Arbitrary<number>) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: 99_999 }),
      decimals.chain((count) => fc.stringMatching(new RegExp(`^\\d{${count - 1}}[1-9]$`))),
      fc.constantFrom('.', ','),
    )
    .map(([whole, fraction, separator]) => `${whole}${separator}${fraction}`);

describe('dollars → cents', () => {
  it('cents → the form’s dollars text → cents is the identity, for every amount in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 - 1 }), language, (cents, lng) => {
        const text = dollarsText(cents, lng);
        expect(text).toMatch(lng === 'fr' ? /^\d+,\d{2}$/ : /^\d+\.\d{2}$/);
        expect(parseDollars(text)).toBe(cents);
      }),
      runs,
    );
  });

  it('a fee typed as the form shows it is accepted as exactly its cents, and validating it again keeps it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: checkoutRateLimits.feeCents }), language, (cents, lng) => {
        const first = fee(dollarsText(cents, lng));
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        expect(centsOfDollars(first.value as number)).toBe(cents);
        // A Create is validated at the route, then again by its resource: the second reading changes nothing.
        expect(fee(first.value)).toEqual(first);
      }),
      runs,
    );
  });

  it('refuses any amount with three decimals or more, with the field’s one message', () => {
    fc.assert(
      fc.property(finer(fc.integer({ min: 3, max: 8 })), (typed) => {
        expect(parseDollars(typed)).toBeNull();
        expect(fee(typed)).toEqual({ ok: false, errors: ['admin.fee.invalid'] });
        expect(discount({ kind: 'fixedAmount', amount: typed })).toEqual({
          ok: false,
          errors: ['admin.discount.amount.invalid'],
        });
      }),
      runs,
    );
  });

  it('refuses negatives and amounts beyond the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), language, (cents, lng) => {
        expect(fee(`-${dollarsText(cents, lng)}`)).toEqual({ ok: false, errors: ['admin.fee.invalid'] });
        expect(fee(dollarsText(checkoutRateLimits.feeCents + cents, lng))).toEqual({
          ok: false,
          errors: ['admin.fee.invalid'],
        });
        expect(discount({ kind: 'fixedAmount', amount: dollarsText(discountLimits.amountCents + cents, lng) })).toEqual(
          { ok: false, errors: ['admin.discount.amount.invalid'] },
        );
      }),
      runs,
    );
    expect(discount({ kind: 'fixedAmount', amount: '0' })).toEqual({
      ok: false,
      errors: ['admin.discount.amount.invalid'],
    });
  });

  it('the settings’ fees: dollars in, cents in the record', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: checkoutRateLimits.feeCents }), language, (cents, lng) => {
        const input = settingsUpdateSchema.validateSync({ orderShipmentFee: dollarsText(cents, lng) });
        expect(settingsUpdateOf(input, defaultStoreSettings).orderShipmentFeeCents).toBe(cents);
      }),
      runs,
    );
  });
});

describe('percent → thousandths of a percent', () => {
  it('a rate → the form’s percentage text → the rate is the identity, for every rate in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: fullRate }), language, (rate, lng) => {
        const text = percentText(rate, lng);
        expect(text).toMatch(lng === 'fr' ? /^\d+(,\d{1,3})?$/ : /^\d+(\.\d{1,3})?$/);
        expect(parsePercent(text)).toBe(rate);
        const typed = taxes(text);
        expect(typed.ok && rateOfPercent((typed.value as { hst: number }).hst)).toBe(rate);
      }),
      runs,
    );
    expect(percentText(9_975)).toBe('9.975');
    expect(percentText(12_500, 'fr')).toBe('12,5');
    expect(percentText(5_000)).toBe('5');
  });

  it('a discount percentage is exactly its rate, and validating it again keeps it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: fullRate }), language, (rate, lng) => {
        const first = discount({ kind: 'percentage', rate: percentText(rate, lng) });
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        // The validated values, typed by the schema: validating them again gives the same.
        const values = discountValuesSchema.validateSync({
          code: 'SAVE',
          kind: 'percentage',
          rate: percentText(rate, lng),
        });
        expect(rateOfPercent(Number(values.rate))).toBe(rate);
        expect(discount({ ...values })).toEqual(first);
      }),
      runs,
    );
  });

  it('refuses four decimals or more, negatives and more than 100%', () => {
    fc.assert(
      fc.property(finer(fc.integer({ min: 4, max: 8 })), (typed) => {
        expect(parsePercent(typed)).toBeNull();
        expect(taxes(typed)).toEqual({ ok: false, errors: ['admin.taxRate.invalid'] });
        expect(discount({ kind: 'percentage', rate: typed })).toEqual({
          ok: false,
          errors: ['admin.discount.rate.invalid'],
        });
      }),
      runs,
    );
    for (const typed of ['-1', '100.001', '1e2', '0x10', 'NaN', '', '12.5%']) {
      expect(taxes(typed), typed).toEqual({ ok: false, errors: ['admin.taxRate.invalid'] });
    }
  });
});
