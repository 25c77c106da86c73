import { describe, expect, it } from 'vitest';
import { now, shippingRates, taxRecords, tenPercentOff } from '../testing/catalog.ts';
import { quoteCheckout } from './quote.ts';
import { quoteShipping } from './shipping.ts';
import { quoteTaxes } from './taxes.ts';

const expectDomainError = (run: () => unknown, code: string) => expect(run).toThrow(expect.objectContaining({ code }));

describe('shipping', () => {
  it('is free by Standard, even where the rate record has a fee', () => {
    expect(quoteShipping('standard', 'CA', shippingRates, now)).toEqual({
      method: 'standard',
      feeCents: 0,
      transitDays: 10,
      estimatedArrivalDate: '2026-12-01',
    });
    expect(quoteShipping('standard', 'FR', shippingRates, now).feeCents).toBe(0);
  });
  it('costs the region fee by Express', () => {
    expect(quoteShipping('express', 'CA', shippingRates, now).feeCents).toBe(1_500);
    expect(quoteShipping('express', 'US', shippingRates, now).feeCents).toBe(2_500);
    expect(quoteShipping('express', 'TW', shippingRates, now).feeCents).toBe(4_500);
  });
  it('refuses Standard to China and Taiwan', () => {
    expectDomainError(
      () => quoteShipping('standard', 'CN', shippingRates, now),
      'checkout.shippingMethod.standardUnavailable',
    );
    expectDomainError(
      () => quoteShipping('standard', 'TW', shippingRates, now),
      'checkout.shippingMethod.standardUnavailable',
    );
  });
  it('is unavailable without a rate for the region', () =>
    expectDomainError(() => quoteShipping('express', 'CA', [], now), 'checkout.shippingUnavailable'));
});

describe('Canadian sales taxes by shipping province', () => {
  it('charges HST alone in Ontario', () =>
    expect(quoteTaxes({ country: 'CA', provinceState: 'ON' }, 10_000, taxRecords)).toEqual({
      taxes: [{ kind: 'HST', rate: 13_000, amountCents: 1_300 }],
      taxCents: 1_300,
      taxName: { en: 'HST', fr: 'TVH' },
    }));
  it('charges GST and QST in Quebec, each rounded on its own', () => {
    const quote = quoteTaxes({ country: 'CA', provinceState: 'QC' }, 7_250, taxRecords);
    expect(quote.taxes.map((t) => t.amountCents)).toEqual([363, 723]); // 362.5 → 363; 723.19 → 723
    expect(quote.taxName).toEqual({ en: 'GST/QST', fr: 'TPS/TVQ' });
  });
  it('charges GST and PST in British Columbia', () =>
    expect(quoteTaxes({ country: 'CA', provinceState: 'BC' }, 10_000, taxRecords).taxCents).toBe(1_200));
  it('uses the record label when it has one', () => {
    const labelled = taxRecords.map((r) => (r.code === 'AB' ? { ...r, taxName: { en: 'GST 5%', fr: 'TPS 5 %' } } : r));
    expect(quoteTaxes({ country: 'CA', provinceState: 'AB' }, 100, labelled).taxName).toEqual({
      en: 'GST 5%',
      fr: 'TPS 5 %',
    });
  });
  it('charges no tax outside Canada', () =>
    expect(quoteTaxes({ country: 'US', provinceState: 'NY' }, 10_000, taxRecords).taxCents).toBe(0));
  it('refuses a Canadian province without a tax record', () =>
    expectDomainError(
      () => quoteTaxes({ country: 'CA', provinceState: 'YT' }, 100, taxRecords),
      'checkout.taxUnavailable',
    ));
});

describe('checkout quote', () => {
  const lines = [{ productId: 'a', totalCents: 14_500 }];
  const base = { lines, discount: null, shippingRates, taxRecords, now };
  it('adds express shipping and taxes it with the goods', () => {
    const { totals } = quoteCheckout({
      ...base,
      shippingMethod: 'express',
      destination: { country: 'CA', provinceState: 'ON' },
    });
    expect(totals).toMatchObject({ subtotalCents: 14_500, shippingCents: 1_500, taxCents: 2_080, totalCents: 18_080 });
  });
  it('takes the promo discount off before taxes', () => {
    const quote = quoteCheckout({
      ...base,
      discount: tenPercentOff,
      shippingMethod: 'standard',
      destination: { country: 'CA', provinceState: 'ON' },
    });
    expect(quote.discounts).toEqual([{ code: 'PARKS10', discountId: 'disc-ten', amountCents: 1_450 }]);
    expect(quote.totals).toMatchObject({ discountCents: 1_450, taxCents: 1_697, totalCents: 14_747 });
  });
  it('drops a promo code that no longer applies', () => {
    const expired = { ...tenPercentOff, endsAt: '2026-11-01T00:00:00Z' };
    const quote = quoteCheckout({
      ...base,
      discount: expired,
      shippingMethod: 'standard',
      destination: { country: 'US', provinceState: 'NY' },
    });
    expect(quote.discounts).toEqual([]);
    expect(quote.totals.totalCents).toBe(14_500);
  });
});
