import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, centsText, isCents, multiplyCents, percent, sumCents, toCents, toDollars } from './money.ts';

describe('money in integer cents', () => {
  it('converts decimal amounts to cents without float drift', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-4.255)).toBe(-426);
    expect(() => toCents('abc')).toThrow(RangeError);
  });
  it('knows what an amount in cents is', () => {
    expect(isCents(1250)).toBe(true);
    expect(isCents(12.5)).toBe(false);
    expect(isCents('1250')).toBe(false);
    expect(toDollars(1234)).toBe(12.34);
  });
  it('sums and multiplies exactly', () => {
    expect(sumCents([1999, 1, 0])).toBe(2000);
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(() => multiplyCents(1999, 0.5)).toThrow(RangeError);
  });
  it('applies rates in thousandths of a percent, rounding half up to the cent', () => {
    expect(percent(9.975)).toBe(9975);
    expect(applyRate(10_000, percent(13))).toBe(1300);
    expect(applyRate(1_000, percent(9.975))).toBe(100); // 99.75 → 100
    expect(applyRate(10, percent(5))).toBe(1); // 0.5 → 1
    expect(applyRate(9, percent(5))).toBe(0); // 0.45 → 0
  });
  it('writes cents as dollars with exactly two decimals, for files', () => {
    expect(centsText(570)).toBe('5.70');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(220)).toBe('2.20');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(123_456_789)).toBe('1234567.89');
    expect(() => centsText(5.5)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (cents) => {
        const text = centsText(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(toCents(text)).toBe(cents);
      }),
    );
  });
});
