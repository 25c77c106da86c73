import { seedShippingRates, seedTaxRecords } from '@parks/domain/seed/checkout';
import { describe, expect, it } from 'vitest';
import { type CheckoutRateDocument, storeCheckoutRates } from './checkoutRates.ts';
import { seededDocuments } from './testEvents.ts';

const quebec = seedTaxRecords.find((t) => t.code === 'QC');
const express = seedShippingRates.find((s) => s.shippingId === 'ship-express-ca');
const docOf = seededDocuments<CheckoutRateDocument>(storeCheckoutRates, ['prov-QC', 'ship-express-ca']);

describe('checkout rate documents', () => {
  it('hold a province tax record', () =>
    expect(docOf('ProvinceState:prov-QC')?.published).toEqual({
      kind: 'tax',
      tax: quebec,
    }));
  it('hold a shipping rate', () =>
    expect(docOf('Shipping:ship-express-ca')?.uat).toEqual({
      kind: 'shipping',
      shipping: express,
    }));
});
