import { describe, expect, it } from 'vitest';
import { seedDiscounts, seedShippingRates, seedTaxRecords } from '../seed/checkout.ts';
import { discountEntryOf, discountFormValues, discountPayloadOf } from './discount.ts';
import { provinceStateFormValues, provinceStatePayloadOf, taxEntryOf } from './provinceState.ts';
import { shippingEntryOf, shippingPayloadOf } from './shipping.ts';

const discount = { discountId: 'd1', code: 'SAVE', kind: 'percentage', rate: 10_000 };

describe('the checkout payload parsers (discounts, taxes, shipping rates)', () => {
  // The read models and the checkout's answers show these records whole: same values, same key order.
  it('read every seeded payload back unchanged, keys in the same order', () => {
    for (const record of seedDiscounts) {
      expect(discountEntryOf(record)).toEqual(record);
      expect(Object.keys(discountEntryOf(record) ?? {})).toEqual(Object.keys(record));
    }
    for (const record of seedTaxRecords) {
      expect(taxEntryOf(record)).toEqual(record);
      expect(Object.keys(taxEntryOf(record) ?? {})).toEqual(Object.keys(record));
    }
    for (const record of seedShippingRates) {
      expect(shippingEntryOf(record)).toEqual(record);
      expect(Object.keys(shippingEntryOf(record) ?? {})).toEqual(Object.keys(record));
    }
  });

  it('skip a discount without its ids, a known kind or the kind’s whole rate or amount', () => {
    expect(discountEntryOf(discount)).toEqual({
      discountId: 'd1',
      code: 'SAVE',
      startsAt: null,
      endsAt: null,
      productIds: null,
      minimumSubtotalCents: 0,
      kind: 'percentage',
      rate: 10_000,
    });
    expect(discountEntryOf({ ...discount, code: 7 })).toBeNull();
    expect(discountEntryOf({ ...discount, kind: 'free' })).toBeNull();
    expect(discountEntryOf({ ...discount, rate: 1.5 })).toBeNull();
    expect(discountEntryOf({ ...discount, kind: 'fixedAmount' })).toBeNull();
    expect(discountEntryOf({ ...discount, kind: 'fixedAmount', amountCents: 500 })).toMatchObject({ amountCents: 500 });
    expect(discountEntryOf(null)).toBeNull();
  });

  it('keep the string ids of a discount’s product list', () => {
    expect(discountEntryOf({ ...discount, productIds: ['p1', 2, 'p3'] })?.productIds).toEqual(['p1', 'p3']);
    expect(discountEntryOf({ ...discount, productIds: 'p1' })?.productIds).toBeNull();
  });

  it('skip a tax or shipping payload without its ids, and default the rest', () => {
    expect(taxEntryOf({ provinceStateId: 'prov-ON', country: 'CA', code: 'ON' })).toEqual({
      provinceStateId: 'prov-ON',
      country: 'CA',
      code: 'ON',
      name: { en: '', fr: '' },
      gst: 0,
      hst: 0,
      pst: 0,
      qst: 0,
      taxName: null,
    });
    expect(taxEntryOf({ provinceStateId: 'prov-ON', code: 'ON' })).toBeNull();
    expect(shippingEntryOf({ shippingId: 's1', method: 'express', region: 'US' })).toEqual({
      shippingId: 's1',
      method: 'express',
      region: 'US',
      feeCents: 0,
      transitDays: 0,
    });
    expect(shippingEntryOf({ shippingId: 's1', method: 'express' })).toBeNull();
  });

  it('map the forms’ values to payloads and back', () => {
    const [discover, summer] = seedDiscounts;
    // The form shows a percentage and dollars (a French page with a decimal comma); the payload keeps thousandths
    // of a percent and cents.
    expect(discover && discountFormValues(discover, 'en')).toMatchObject({
      kind: 'percentage',
      rate: '10',
      amount: null,
    });
    expect(summer && discountFormValues(summer, 'en')).toMatchObject({
      kind: 'fixedAmount',
      rate: null,
      amount: '10.00',
      minimumSubtotal: '50.00',
    });
    expect(summer && discountFormValues(summer, 'fr')).toMatchObject({ amount: '10,00', minimumSubtotal: '50,00' });
    const values = {
      code: 'SUMMER2024',
      kind: 'fixedAmount',
      rate: null,
      amount: 10,
      productIds: null,
    } as const;
    const terms = {
      startsAt: '2024-06-01T04:00:00.000Z',
      endsAt: '2024-09-03T04:00:00.000Z',
      minimumSubtotal: 50,
    };
    expect(discountPayloadOf({ ...values, ...terms }, 'disc-summer2024')).toEqual(summer);

    const ontario = seedTaxRecords.find((record) => record.code === 'ON');
    expect(ontario && provinceStateFormValues(ontario, 'en')).toMatchObject({
      name_EN: 'Ontario',
      hst: '13',
      taxName_EN: '',
    });
    const taxValues = { name_EN: 'Ontario', name_FR: 'Ontario', gst: 0, hst: 14.5, pst: 0, qst: 0 };
    // A label in one language only is none; what the form does not show is kept.
    expect(
      provinceStatePayloadOf({ ...taxValues, taxName_EN: 'HST', taxName_FR: '' }, { ...ontario, extra: 1 }),
    ).toEqual({ ...ontario, extra: 1, hst: 14_500, taxName: null });

    const [rate] = seedShippingRates;
    const rateValues = { method: 'standard', region: 'CA', fee: 0.05, transitDays: 10 } as const;
    expect(shippingPayloadOf(rateValues, 'ship-standard-ca', { old: true })).toEqual({
      old: true,
      ...rate,
      feeCents: 5,
    });
  });
});
