import { describe, expect, it } from 'vitest';
import { seedTaxRecords } from '../seed/checkout.ts';
import { portalFeeSchedule } from '../seed/portalCheckout.ts';
import { addBusinessDays, quotePortalOrder } from './fees.ts';

const now = '2026-11-20T15:00:00.000Z'; // a Friday
const ontario = { country: 'CA', provinceState: 'ON' };
const quote = (lines: { totalCents: number; backOrdered: boolean }[], more = {}) =>
  quotePortalOrder({
    lines,
    shippingMethod: 'standard',
    shippingOption: 'shipComplete',
    destination: ontario,
    taxRecords: seedTaxRecords,
    schedule: portalFeeSchedule,
    now,
    ...more,
  });

describe('the fees of a portal order', () => {
  it('charges a fee per line, one processing fee, one shipment, tax and ground shipping', () => {
    const { fees, totals } = quote([
      { totalCents: 4_500, backOrdered: false },
      { totalCents: 12_950, backOrdered: false },
    ]);
    expect(fees).toMatchObject({
      subtotalCents: 17_450,
      lineItemFeeCents: 300,
      orderProcessingFeeCents: 500,
      orderShipmentFeeCents: 750,
      productionSubtotalCents: 19_000,
      discountCents: 0,
      taxCents: 2_470, // HST 13%
      productionTotalCents: 21_470,
      shippingCents: 1_500,
      shippingTaxCents: 195,
      shippingTotalCents: 1_695,
      totalCents: 23_165,
    });
    expect(totals).toMatchObject({ subtotalCents: 17_450, taxCents: 2_665, totalCents: 23_165 });
  });
  it('ships twice, and charges two shipments, when back-ordered lines ship as they become available', () => {
    const lines = [
      { totalCents: 1_000, backOrdered: false },
      { totalCents: 1_000, backOrdered: true },
    ];
    expect(quote(lines, { shippingOption: 'shipAsAvailable' }).fees).toMatchObject({
      orderShipmentFeeCents: 1_500,
      shippingCents: 3_000,
    });
    expect(quote(lines).fees).toMatchObject({ orderShipmentFeeCents: 750, shippingCents: 1_500 });
  });
  it('gives the volume discount at $1,000 of items', () => {
    expect(quote([{ totalCents: 100_000, backOrdered: false }]).fees.discountCents).toBe(5_000);
    expect(quote([{ totalCents: 99_999, backOrdered: false }]).fees.discountCents).toBe(0);
  });
  it('charges no tax and no shipping until an address is chosen', () => {
    const { fees, estimatedArrivalDate } = quote([{ totalCents: 1_000, backOrdered: false }], { destination: null });
    expect(fees).toMatchObject({ taxCents: 0, shippingCents: 0, totalCents: 1_000 + 150 + 500 + 750 });
    expect(estimatedArrivalDate).toBeNull();
  });
  it('charges nothing for an empty cart', () => expect(quote([]).fees.totalCents).toBe(0));
  it('estimates the arrival after production and transit, in business days', () => {
    expect(quote([{ totalCents: 1_000, backOrdered: false }]).estimatedArrivalDate).toBe('2026-12-02');
    expect(addBusinessDays(now, 1)).toBe('2026-11-23');
  });
});
