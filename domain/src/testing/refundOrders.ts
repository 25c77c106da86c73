import { type DiscountRecord, type ShippingRateRecord, shippingRegions } from '@parks/schemas/catalog';
import type { OrderLine } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderPlaced } from '../orders/events.ts';
import { quotePortalOrder } from '../portal/fees.ts';
import { quoteCheckout } from '../pricing/quote.ts';
import { portalFeeSchedule } from '../seed/portalCheckout.ts';
import { started } from './cartCheckout.ts';
import { passLine } from './cartItems.ts';
import { taxRecords } from './catalog.ts';

/**
 * Placed orders to refund, priced by the store's own pricing code (pricing/quote.ts for the public store,
 * portal/fees.ts for the portal), so refund tests start from orders the store could have placed.
 */
export type RefundOrderSpec = Readonly<{
  orderId?: string;
  storeCode?: StoreCode;
  /** ON: HST 13%; QC: GST 5% + QST 9.975%; BC: GST 5% + PST 7%; AB: GST 5%; US: no tax. */
  province?: 'ON' | 'QC' | 'BC' | 'AB' | 'US';
  lines?: readonly Readonly<{ unitPriceCents: number; quantity: number }>[];
  /** The Express fee (taxed with the order); 0 ships Standard, free. */
  shippingCents?: number;
  /** A promo code taking this many cents off (never more than the subtotal). */
  discountCents?: number;
  /** false: an order paid on account (no card). */
  paid?: boolean;
}>;

if (started.type !== 'CheckoutStarted') throw new Error('fixture');
const base = started.data.order;
const placedAt = '2026-11-20T15:00:00.000Z';

const destinationOf = (province: NonNullable<RefundOrderSpec['province']>) =>
  province === 'US' ? { country: 'US', provinceState: 'NY' } : { country: 'CA', provinceState: province };

const orderLines = (lines: readonly Readonly<{ unitPriceCents: number; quantity: number }>[]): OrderLine[] =>
  lines.map((line, index) => {
    const { categoryId: _category, ...rest } = passLine;
    return {
      ...rest,
      lineId: `line-${index + 1}`,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      totalCents: line.unitPriceCents * line.quantity,
    };
  });

const placed = (
  orderId: string,
  order: Omit<OrderPlaced['data'], 'status' | 'idempotencyKey' | 'requestHash' | 'placedBy' | 'placedAt'>,
): OrderPlaced['data'] => ({
  ...order,
  status: 'pending',
  idempotencyKey: orderId,
  requestHash: orderId,
  placedBy: 'gst-visitor',
  placedAt,
});

export const placedOrder = (spec: RefundOrderSpec = {}): OrderPlaced['data'] => {
  const orderId = spec.orderId ?? 'ord-refund-1';
  const lines = orderLines(spec.lines ?? [{ unitPriceCents: 7_250, quantity: 2 }]);
  const shippingCents = spec.shippingCents ?? 1_500;
  const discount: DiscountRecord | null =
    (spec.discountCents ?? 0) > 0
      ? {
          discountId: 'dsc-1',
          code: 'DISCOVER10',
          startsAt: null,
          endsAt: null,
          productIds: null,
          minimumSubtotalCents: 0,
          kind: 'fixedAmount',
          amountCents: spec.discountCents ?? 0,
        }
      : null;
  const shippingRates: ShippingRateRecord[] = shippingRegions.flatMap((region) => [
    { shippingId: `std-${region}`, method: 'standard', region, feeCents: 0, transitDays: 10 },
    { shippingId: `exp-${region}`, method: 'express', region, feeCents: shippingCents, transitDays: 3 },
  ]);
  const destination = destinationOf(spec.province ?? 'ON');
  const quote = quoteCheckout({
    lines,
    discount,
    shippingMethod: shippingCents > 0 ? 'express' : 'standard',
    destination,
    shippingRates,
    taxRecords,
    now: placedAt,
  });
  const { totals } = quote;
  return placed(orderId, {
    ...base,
    orderId,
    storeCode: spec.storeCode ?? 'b2c',
    lines,
    discounts: quote.discounts,
    totals,
    shippingAddress: { ...base.shippingAddress, ...destination },
    shippingMethod: quote.shipping.method,
    payment:
      spec.paid === false
        ? null
        : { brand: 'visa', last4: '1111', authorizationId: `auth-${orderId}`, amountCents: totals.totalCents },
  });
};

export type PortalRefundOrderSpec = Readonly<{
  orderId?: string;
  province?: RefundOrderSpec['province'];
  lines?: readonly Readonly<{ unitPriceCents: number; quantity: number; backOrdered?: boolean }>[];
  shippingMethod?: 'standard' | 'express';
  shippingOption?: 'shipComplete' | 'shipAsAvailable';
  /** The shipping rate per shipment instead of the schedule's (0: shipping is free). */
  shippingFeeCents?: number;
}>;

/** A portal order paid on account, priced by the portal's fee schedule: fees, volume discount, shipping taxed apart. */
export const placedPortalOrder = (spec: PortalRefundOrderSpec = {}): OrderPlaced['data'] => {
  const orderId = spec.orderId ?? 'ord-portal-1';
  const specLines = spec.lines ?? [{ unitPriceCents: 5_000, quantity: 1 }];
  const lines = orderLines(specLines);
  const fee = spec.shippingFeeCents;
  const schedule =
    fee === undefined
      ? portalFeeSchedule
      : {
          ...portalFeeSchedule,
          shippingRates: {
            standard: {
              CA: { feeCents: fee, transitDays: 5 },
              US: { feeCents: fee, transitDays: 8 },
              INTL: { feeCents: fee, transitDays: 15 },
            },
            express: {
              CA: { feeCents: fee, transitDays: 2 },
              US: { feeCents: fee, transitDays: 3 },
              INTL: { feeCents: fee, transitDays: 5 },
            },
          },
        };
  const destination = destinationOf(spec.province ?? 'ON');
  const shippingMethod = spec.shippingMethod ?? 'standard';
  const shippingOption = spec.shippingOption ?? 'shipComplete';
  const quote = quotePortalOrder({
    lines: specLines.map((line) => ({
      totalCents: line.unitPriceCents * line.quantity,
      backOrdered: line.backOrdered ?? false,
    })),
    shippingMethod,
    shippingOption,
    destination,
    taxRecords,
    schedule,
    now: placedAt,
  });
  return placed(orderId, {
    ...base,
    orderId,
    storeCode: 'b2b',
    lines,
    discounts: [],
    totals: quote.totals,
    shippingAddress: { ...base.shippingAddress, ...destination },
    billingAddress: { ...base.shippingAddress, ...destination },
    shippingMethod,
    budgetCode: 'CPC-100001',
    portal: {
      lines: lines.map((line, index) => ({
        lineId: line.lineId,
        sku: `SKU-${index + 1}`,
        yearOption: null,
        monthOption: null,
        languageOption: null,
        packSize: null,
        inStock: !(specLines[index]?.backOrdered ?? false),
        allowBackorder: true,
      })),
      fees: quote.fees,
      shippingOption,
      placedByRole: 'PortalUser',
      placedByUsername: 'portal',
    },
    payment: null,
  });
};
