import { applyOrderChanges } from '@parks/domain/orders/edits';
import type { OrderPlaced } from '@parks/domain/orders/events';
import { statusAfter } from '@parks/domain/orders/state';
import type { Collection } from '@parks/infra/documents/port';
import type { Cents } from '@parks/schemas/money';
import type { OrderDto } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderDocumentFold } from '../orderDocuments.ts';
import { parsedReadModel } from '../runtime/readModel.ts';
import {
  type CustomerOrderEvent,
  foldCustomerOrder,
  parseCustomerOrderEvent,
  withCustomerStatus,
} from './customerOrders.ts';
import { type CustomerRefundsState, customerOrderEventTypes, noRefunds, refundOrderIdOf } from './customerRefunds.ts';

/**
 * What the confirmation page and the printable receipt show (GET /api/checkout/GetConfirmation and
 * GetOrderById/{id}): one document per order, made from OrderPlaced, which carries the whole priced order, and
 * kept current by the later status events (tracking number, cancel reason) and by its refund stream (the refunds
 * not failed, without the staff's reason; `customerRefunds.ts`). `customerId` is the guest session or the user who
 * placed it: a shopper reads only their own confirmations.
 */
export type OrderConfirmation = OrderDto &
  CustomerRefundsState & {
    _id: string;
    customerId: string;
    cartId: string;
    updatedAt: string;
    /**
     * A portal order's production total (its products and the portal's fees, less discounts, taxed: what the
     * account's order rows show as "production", store-and-portal.md §3); null for a public-store order.
     */
    productionTotalCents: Cents | null;
  };

const orderIdOf = (data: Readonly<Record<string, unknown>>): string | null =>
  typeof data.orderId === 'string' && data.orderId !== '' ? data.orderId : null;

const fromPlaced = (placed: OrderPlaced['data']): OrderConfirmation => ({
  _id: placed.orderId,
  orderId: placed.orderId,
  storeCode: placed.storeCode,
  status: statusAfter({ type: 'OrderPlaced', data: placed }),
  dateOrdered: placed.placedAt,
  confirmationAlias: placed.confirmationAlias,
  preferredLanguage: placed.preferredLanguage,
  lines: placed.lines,
  discounts: placed.discounts,
  totals: placed.totals,
  shippingAddress: placed.shippingAddress,
  billingAddress: placed.billingAddress,
  shippingMethod: placed.shippingMethod,
  estimatedArrivalDate: placed.estimatedArrivalDate,
  payment: placed.payment,
  trackingNumber: null,
  trackingUrl: null,
  cancelReason: null,
  ...noRefunds,
  customerId: placed.customerId,
  cartId: placed.cartId,
  updatedAt: placed.placedAt,
  productionTotalCents: placed.portal?.fees.productionTotalCents ?? null,
});

const fold: OrderDocumentFold<OrderConfirmation> = {
  placed: fromPlaced,
  status: withCustomerStatus,
  // Corrected addresses and tracking show on the confirmation and the receipt.
  edited: (doc, edit) => ({ ...applyOrderChanges(doc, edit.changes), updatedAt: edit.editedAt }),
};

export const storeOrderConfirmations = parsedReadModel<OrderConfirmation, CustomerOrderEvent>({
  name: 'storeOrderConfirmations',
  // 2: the refunds and the refunded total.
  // 3: the portal orders' production total (a rebuild fills it in for the orders placed before).
  version: 3,
  handles: customerOrderEventTypes,
  documentId: (event) => refundOrderIdOf(event) ?? orderIdOf(event.data),
  // An event its stream's parser cannot read is skipped, never thrown.
  parse: parseCustomerOrderEvent,
  evolve: foldCustomerOrder(fold),
  indexes: [{ key: { customerId: 1, storeCode: 1, dateOrdered: -1 }, name: 'customer_store_dateOrdered' }],
});

/** The DTO: only its own fields, never the read model's (`customerId`, `_position`, …). */
export const toOrderDto = (c: OrderConfirmation): OrderDto => ({
  orderId: c.orderId,
  storeCode: c.storeCode,
  status: c.status,
  dateOrdered: c.dateOrdered,
  confirmationAlias: c.confirmationAlias,
  preferredLanguage: c.preferredLanguage,
  lines: c.lines,
  discounts: c.discounts,
  totals: c.totals,
  shippingAddress: c.shippingAddress,
  billingAddress: c.billingAddress,
  shippingMethod: c.shippingMethod,
  estimatedArrivalDate: c.estimatedArrivalDate,
  payment: c.payment,
  trackingNumber: c.trackingNumber,
  trackingUrl: c.trackingUrl,
  cancelReason: c.cancelReason,
  refunds: c.refunds,
  refundedCents: c.refundedCents,
});

/** One order, only if `customerId` placed it. */
export const orderConfirmation = async (
  confirmations: Collection<OrderConfirmation>,
  orderId: string,
  customerId: string,
): Promise<OrderDto | null> => {
  const doc = await confirmations.findById(orderId);
  return doc && doc.customerId === customerId ? toOrderDto(doc) : null;
};

/** The customer's most recent order in a store (the confirmation page without an id), or null. */
export const latestConfirmation = async (
  confirmations: Collection<OrderConfirmation>,
  customerId: string,
  storeCode: StoreCode = 'b2c',
): Promise<OrderDto | null> => {
  const [doc] = await confirmations.find({ customerId, storeCode }, { sort: { dateOrdered: -1, _id: 1 }, limit: 1 });
  return doc ? toOrderDto(doc) : null;
};
