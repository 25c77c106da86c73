import { seedShippingRates, seedTaxRecords } from '@parks/domain/seed/checkout';
import { describe, expect, it } from 'vitest';
import { type CheckoutRateDocument, storeCheckoutRates } from './checkoutRates.ts';
import { fold, publishedEntity } from './testEvents.ts';

const quebec = seedTaxRecords.find((t) => t.code === 'QC');
const express = seedShippingRates.find((s) => s.shippingId === 'ship-express-ca');
const events = [
  ...publishedEntity('ProvinceState', 'prov-QC', quebec),
  ...publishedEntity('Shipping', 'ship-express-ca', express),
];

describe('checkout rate documents', () => {
  it('hold a province tax record', () =>
    expect(fold<CheckoutRateDocument>(storeCheckoutRates, 'ProvinceState:prov-QC', events)?.published).toEqual({
      kind: 'tax',
      tax: quebec,
    }));
  it('hold a shipping rate', () =>
    expect(fold<CheckoutRateDocument>(storeCheckoutRates, 'Shipping:ship-express-ca', events)?.uat).toEqual({
      kind: 'shipping',
      shipping: express,
    }));
});
