import { applyOrderChanges } from '@parks/domain/orders/edits';
import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { statusAfter } from '@parks/domain/orders/state';
import type { Collection } from '@parks/infra/documents/port';
import type { OrderDto } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import { readModel } from '../runtime/readModel.ts';
import {
  type CustomerRefundsState,
  customerOrderEventTypes,
  evolveRefunds,
  noRefunds,
  refundOrderIdOf,
} from './customerRefunds.ts';

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
  };

const orderIdOf = (data: Readonly<Record<string, unknown>>): string | null =>
  typeof data.orderId === 'string' && data.orderId !== '' ? data.orderId : null;

export const storeOrderConfirmations = readModel<OrderConfirmation>({
  name: 'storeOrderConfirmations',
  // 2: the refunds and the refunded total.
  version: 2,
  handles: customerOrderEventTypes,
  documentId: (event) => refundOrderIdOf(event) ?? orderIdOf(event.data),
  evolve: (doc, recorded) => {
    if (refundOrderIdOf(recorded) !== null) return evolveRefunds(doc, recorded);
    const event = parseOrderEvent(recorded);
    if (event === null) return doc; // not an order event we can read: skipped, never thrown
    if (event.type === 'OrderPlaced') {
      const placed = event.data;
      return {
        _id: placed.orderId,
        orderId: placed.orderId,
        storeCode: placed.storeCode,
        status: statusAfter(event),
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
      };
    }
    if (doc === null) return null; // a status change of an order this model never saw placed: nothing to show
    switch (event.type) {
      case 'OrderApproved':
        return { ...doc, status: statusAfter(event), updatedAt: event.data.approvedAt };
      case 'OrderDeclined':
        return { ...doc, status: statusAfter(event), updatedAt: event.data.declinedAt };
      case 'OrderReleased':
        return { ...doc, status: statusAfter(event), updatedAt: event.data.releasedAt };
      case 'OrderShipped': {
        const { trackingNumber, trackingUrl, shippedAt } = event.data;
        return { ...doc, status: statusAfter(event), trackingNumber, trackingUrl, updatedAt: shippedAt };
      }
      case 'OrderCancelled':
        return {
          ...doc,
          status: statusAfter(event),
          cancelReason: event.data.reason,
          updatedAt: event.data.cancelledAt,
        };
      case 'OrderEdited':
        // Corrected addresses and tracking show on the confirmation and the receipt.
        return { ...applyOrderChanges(doc, event.data.changes), updatedAt: event.data.editedAt };
      // Staff notes and resent mails are not part of what the shopper sees.
      case 'OrderNoteAdded':
      case 'OrderConfirmationResendRequested':
      case 'OrderConfirmationResent':
        return doc;
    }
  },
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
