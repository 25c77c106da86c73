import type { OrderLine } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderPlaced } from '../orders/events.ts';
import { quoteTaxes } from '../pricing/taxes.ts';
import { started } from './cartCheckout.ts';
import { passLine } from './cartItems.ts';
import { taxRecords } from './catalog.ts';

/**
 * Placed orders to refund, priced the way the checkout prices them (taxes by province on subtotal − discount +
 * shipping, each rate rounded on its own), so refund tests start from orders the store could have placed.
 */
export type RefundOrderSpec = Readonly<{
  orderId?: string;
  storeCode?: StoreCode;
  /** ON: HST 13%; QC: GST 5% + QST 9.975%; BC: GST 5% + PST 7%; AB: GST 5%; US: no tax. */
  province?: 'ON' | 'QC' | 'BC' | 'AB' | 'US';
  lines?: readonly Readonly<{ unitPriceCents: number; quantity: number }>[];
  shippingCents?: number;
  discountCents?: number;
  /** false: an order paid on account (no card). */
  paid?: boolean;
}>;

if (started.type !== 'CheckoutStarted') throw new Error('fixture');
const base = started.data.order;

export const placedOrder = (spec: RefundOrderSpec = {}): OrderPlaced['data'] => {
  const orderId = spec.orderId ?? 'ord-refund-1';
  const province = spec.province ?? 'ON';
  const lines: OrderLine[] = (spec.lines ?? [{ unitPriceCents: 7_250, quantity: 2 }]).map((line, index) => {
    const { categoryId: _category, ...rest } = passLine;
    return {
      ...rest,
      lineId: `line-${index + 1}`,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      totalCents: line.unitPriceCents * line.quantity,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discountCents = Math.min(spec.discountCents ?? 0, subtotalCents);
  const shippingCents = spec.shippingCents ?? 1_500;
  const destination = { country: province === 'US' ? 'US' : 'CA', provinceState: province === 'US' ? 'NY' : province };
  const { taxes, taxCents, taxName } = quoteTaxes(
    destination,
    subtotalCents - discountCents + shippingCents,
    taxRecords,
  );
  const totalCents = subtotalCents - discountCents + shippingCents + taxCents;
  return {
    ...base,
    orderId,
    storeCode: spec.storeCode ?? 'b2c',
    lines,
    discounts: discountCents > 0 ? [{ code: 'DISCOVER10', discountId: 'dsc-1', amountCents: discountCents }] : [],
    totals: { subtotalCents, discountCents, shippingCents, taxes, taxCents, taxName, totalCents },
    shippingAddress: {
      ...base.shippingAddress,
      provinceState: destination.provinceState,
      country: destination.country,
    },
    status: 'pending',
    payment:
      spec.paid === false
        ? null
        : { brand: 'visa', last4: '1111', authorizationId: `auth-${orderId}`, amountCents: totalCents },
    idempotencyKey: orderId,
    requestHash: orderId,
    placedBy: 'gst-visitor',
    placedAt: '2026-11-20T15:00:00.000Z',
  };
};
