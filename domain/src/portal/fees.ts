import type { Localized, ShippingMethod, ShippingRegion, TaxRecord } from '@parks/schemas/catalog';
import { applyRate, type Cents, type Rate, sumCents } from '@parks/schemas/money';
import type { OrderTotals, TaxLine } from '@parks/schemas/orders';
import type { PortalFees, PortalShippingOption } from '@parks/schemas/portal';
import { shippingRegion } from '../pricing/shipping.ts';
import { quoteTaxes } from '../pricing/taxes.ts';
import { domainError } from '../shared/errors.ts';

/**
 * The portal's fee schedule (seeded in domain/src/seed/portalCheckout.ts). Every amount is charged by the server:
 * - line item fee: per order line (picking and packing one printed product);
 * - order processing fee: once per order;
 * - order shipment fee: per shipment (one, or two when "ship as available" splits back-ordered lines off);
 * - discount: a volume discount on the items subtotal at or above a threshold;
 * - tax: the destination province's sales taxes on the production subtotal less the discount;
 * - shipping: the method's rate to the destination region, per shipment, taxed the same way.
 */
export type PortalShippingRate = Readonly<{ feeCents: Cents; transitDays: number }>;

export type PortalFeeSchedule = Readonly<{
  lineItemFeeCents: Cents;
  orderProcessingFeeCents: Cents;
  orderShipmentFeeCents: Cents;
  volumeDiscount: Readonly<{ thresholdCents: Cents; rate: Rate }> | null;
  /** Business days of printing before a parcel leaves. */
  productionDays: number;
  shippingMethods: readonly Readonly<{ id: ShippingMethod; name: Localized }>[];
  shippingOptions: readonly Readonly<{ id: PortalShippingOption; name: Localized }>[];
  shippingRates: Readonly<Record<ShippingMethod, Readonly<Record<ShippingRegion, PortalShippingRate>>>>;
}>;

export type PortalQuoteLine = Readonly<{ totalCents: Cents; backOrdered: boolean }>;

export type PortalQuoteInput = Readonly<{
  lines: readonly PortalQuoteLine[];
  shippingMethod: ShippingMethod | null;
  shippingOption: PortalShippingOption | null;
  /** Null while no address is chosen: no tax and no shipping yet. */
  destination: Readonly<{ country: string; provinceState: string | null }> | null;
  taxRecords: readonly TaxRecord[];
  schedule: PortalFeeSchedule;
  now: string;
}>;

export type PortalQuote = Readonly<{
  fees: PortalFees;
  /** The same amounts as the store's order totals (tax lines of production and shipping merged). */
  totals: OrderTotals;
  shipments: number;
  estimatedArrivalDate: string | null;
}>;

/** The weekday `days` business days after `now` (YYYY-MM-DD, UTC). */
export const addBusinessDays = (now: string, days: number): string => {
  const date = new Date(now);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
};

const mergeTaxes = (a: readonly TaxLine[], b: readonly TaxLine[]): TaxLine[] => {
  const merged = new Map<string, TaxLine>();
  for (const line of [...a, ...b]) {
    const seen = merged.get(line.kind);
    merged.set(line.kind, seen ? { ...seen, amountCents: seen.amountCents + line.amountCents } : line);
  }
  return [...merged.values()];
};

export const quotePortalOrder = (input: PortalQuoteInput): PortalQuote => {
  const { lines, schedule, destination } = input;
  const subtotalCents = sumCents(lines.map((line) => line.totalCents));
  const empty = lines.length === 0;
  const split =
    input.shippingOption === 'shipAsAvailable' &&
    lines.some((line) => line.backOrdered) &&
    lines.some((line) => !line.backOrdered);
  const shipments = empty ? 0 : split ? 2 : 1;
  const lineItemFeeCents = schedule.lineItemFeeCents * lines.length;
  const orderProcessingFeeCents = empty ? 0 : schedule.orderProcessingFeeCents;
  const orderShipmentFeeCents = schedule.orderShipmentFeeCents * shipments;
  const productionSubtotalCents = subtotalCents + lineItemFeeCents + orderProcessingFeeCents + orderShipmentFeeCents;
  const discount = schedule.volumeDiscount;
  const discountCents =
    discount && subtotalCents >= discount.thresholdCents ? applyRate(subtotalCents, discount.rate) : 0;
  const production = destination
    ? quoteTaxes(destination, productionSubtotalCents - discountCents, input.taxRecords)
    : { taxes: [], taxCents: 0, taxName: null };
  const productionTotalCents = productionSubtotalCents - discountCents + production.taxCents;
  let shippingCents = 0;
  let estimatedArrivalDate: string | null = null;
  if (destination && input.shippingMethod && !empty) {
    const rate = schedule.shippingRates[input.shippingMethod]?.[shippingRegion(destination.country)];
    if (!rate) throw domainError('checkout.shippingUnavailable', 422);
    shippingCents = rate.feeCents * shipments;
    estimatedArrivalDate = addBusinessDays(input.now, schedule.productionDays + rate.transitDays);
  }
  const shipping = destination
    ? quoteTaxes(destination, shippingCents, input.taxRecords)
    : { taxes: [], taxCents: 0, taxName: null };
  const shippingTaxCents = shipping.taxCents;
  const shippingTotalCents = shippingCents + shippingTaxCents;
  const totalCents = productionTotalCents + shippingTotalCents;
  const taxName = production.taxName ?? shipping.taxName;
  const fees: PortalFees = {
    subtotalCents,
    lineItemFeeCents,
    orderProcessingFeeCents,
    orderShipmentFeeCents,
    productionSubtotalCents,
    discountCents,
    taxCents: production.taxCents,
    taxName,
    productionTotalCents,
    shippingCents,
    shippingTaxCents,
    shippingTotalCents,
    totalCents,
  };
  const totals: OrderTotals = {
    subtotalCents,
    discountCents,
    shippingCents,
    taxes: mergeTaxes(production.taxes, shipping.taxes),
    taxCents: production.taxCents + shippingTaxCents,
    taxName,
    totalCents,
  };
  return { fees, totals, shipments, estimatedArrivalDate };
};
