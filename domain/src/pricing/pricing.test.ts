import { describe, expect, it } from 'vitest';
import { discoveryPrice, lockagePrice, now, price, tenPercentOff } from '../testing/catalog.ts';
import { boatingPriceCents, chargedLengthFeet } from './boating.ts';
import { chosenPrice, currentPriceCents, firstPrice } from './prices.ts';
import { assertPromoApplies, discountAmountCents } from './promo.ts';

const expectDomainError = (run: () => unknown, code: string) => expect(run).toThrow(expect.objectContaining({ code }));

describe('sale price rule', () => {
  const onSale = (more: Parameters<typeof price>[3]) => price('p', 'prod', 7_250, { salePriceCents: 5_000, ...more });
  it('is the sale price when above zero with no dates', () => expect(currentPriceCents(onSale({}), now)).toBe(5_000));
  it('is the regular price when the sale price is zero', () =>
    expect(currentPriceCents(onSale({ salePriceCents: 0 }), now)).toBe(7_250));
  it('is the regular price before the sale starts', () =>
    expect(currentPriceCents(onSale({ saleStartsAt: '2026-12-01T00:00:00Z' }), now)).toBe(7_250));
  it('is the sale price from the start instant', () =>
    expect(currentPriceCents(onSale({ saleStartsAt: now }), now)).toBe(5_000));
  it('is the regular price once the sale end has passed, the end instant included', () => {
    expect(currentPriceCents(onSale({ saleEndsAt: now }), now)).toBe(7_250);
    expect(currentPriceCents(onSale({ saleEndsAt: '2026-11-22T00:00:00Z' }), now)).toBe(5_000);
  });
  it('takes the lowest rank as the first price, and a named price when asked', () => {
    const second = price('second', 'prod', 1, { rank: 2 });
    expect(firstPrice([second, discoveryPrice])).toBe(discoveryPrice);
    expect(chosenPrice([second, discoveryPrice], 'second')).toBe(second);
    expectDomainError(() => chosenPrice([second], 'missing'), 'cart.priceUnavailable');
  });
});

describe('boating price', () => {
  it('is the first price times the length in feet', () =>
    expect(boatingPriceCents([lockagePrice], 20, now)).toBe(17_600));
  it('charges 12 feet for boats of 12 feet or under', () => {
    expect(chargedLengthFeet(8)).toBe(12);
    expect(boatingPriceCents([lockagePrice], 12, now)).toBe(10_560);
  });
  it('refuses boats over 84 feet', () =>
    expectDomainError(() => chargedLengthFeet(85), 'boating.vesselLength.tooLong'));
  it('accepts exactly 84 feet', () => expect(chargedLengthFeet(84)).toBe(84));
  it('refuses a length that is not a whole number of feet', () =>
    expectDomainError(() => chargedLengthFeet(20.5), 'boating.vesselLength.invalid'));
  it('applies the sale price rule to the first price', () =>
    expect(boatingPriceCents([{ ...lockagePrice, salePriceCents: 500 }], 20, now)).toBe(10_000));
});

describe('promo discount', () => {
  const lines = [
    { productId: 'a', totalCents: 7_250 },
    { productId: 'b', totalCents: 1_000 },
  ];
  it('takes a percentage off the subtotal, rounded half up', () =>
    expect(discountAmountCents(tenPercentOff, [{ productId: 'a', totalCents: 7_255 }], now)).toBe(726));
  it('takes a fixed amount off, never more than the eligible subtotal', () => {
    const fiveOff = { ...tenPercentOff, kind: 'fixedAmount' as const, amountCents: 500 };
    expect(discountAmountCents(fiveOff, lines, now)).toBe(500);
    expect(discountAmountCents({ ...fiveOff, amountCents: 50_000 }, lines, now)).toBe(8_250);
  });
  it('covers only the products it names', () =>
    expect(discountAmountCents({ ...tenPercentOff, productIds: ['b'] }, lines, now)).toBe(100));
  it('does not apply outside its dates', () => {
    expect(discountAmountCents({ ...tenPercentOff, endsAt: now }, lines, now)).toBeNull();
    expect(discountAmountCents({ ...tenPercentOff, startsAt: '2027-01-01T00:00:00Z' }, lines, now)).toBeNull();
  });
  it('does not apply under its minimum subtotal', () =>
    expect(discountAmountCents({ ...tenPercentOff, minimumSubtotalCents: 10_000 }, lines, now)).toBeNull());
  it('says no code was entered for an empty code', () =>
    expectDomainError(() => assertPromoApplies('  ', tenPercentOff, lines, now), 'promo.required'));
  it('says the code is not valid when unknown or not applicable', () => {
    expectDomainError(() => assertPromoApplies('NOPE', null, lines, now), 'promo.invalid');
    expectDomainError(() => assertPromoApplies('parks10', tenPercentOff, [], now), 'promo.invalid');
  });
  it('matches codes case-insensitively', () =>
    expect(assertPromoApplies(' parks10 ', tenPercentOff, lines, now)).toBe(tenPercentOff));
});
