import type { OrderStatusChange } from '@parks/domain/orders/statusChange';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { OrderStatus } from '@parks/schemas/orders';
import { evolveOrderDocument, type OrderDocumentFold } from '../orderDocuments.ts';
import { type CustomerRefundsState, evolveRefunds, refundOrderIdOf } from './customerRefunds.ts';

/** What a customer's own view of an order shows of its status (the store's confirmation, the portal's order). */
export type CustomerOrderStatus = Readonly<{
  status: OrderStatus;
  trackingNumber: string | null;
  trackingUrl: string | null;
  cancelReason: string | null;
  updatedAt: string;
}>;

/**
 * A customer order document after a status change: the status, the tracking it shipped with, why it was cancelled,
 * and when. The shopper's confirmation and the portal's order show these alike, so they are made in one place.
 */
export const withCustomerStatus = <D extends CustomerOrderStatus>(doc: D, change: OrderStatusChange): D => ({
  ...doc,
  status: change.status,
  ...(change.tracking ?? {}),
  ...(change.kind === 'cancelled' ? { cancelReason: change.reason } : {}),
  updatedAt: change.at,
});

/** The evolve of a customer's order view: the order's own stream, and its refund stream beside it. */
export const evolveCustomerOrder = <D extends CustomerOrderStatus & CustomerRefundsState>(
  fold: OrderDocumentFold<D>,
): ((doc: D | null, recorded: RecordedEvent) => D | null) => {
  const evolveOrder = evolveOrderDocument(fold);
  return (doc, recorded) =>
    refundOrderIdOf(recorded) !== null ? evolveRefunds(doc, recorded) : evolveOrder(doc, recorded);
};
