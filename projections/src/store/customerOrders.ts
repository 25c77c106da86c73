import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import type { OrderEvent } from '@parks/domain/orders/events';
import type { OrderStatusChange } from '@parks/domain/orders/statusChange';
import { parseRefundEvent } from '@parks/domain/refunds/eventParser';
import { isRefundEvent, type RefundEvent } from '@parks/domain/refunds/events';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { OrderStatus } from '@parks/schemas/orders';
import { foldOrderEvent, type OrderDocumentFold } from '../orderDocuments.ts';
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

/** What a customer's order view follows: its order's stream and the refund stream beside it. */
export type CustomerOrderEvent = OrderEvent | RefundEvent;

/**
 * An event of a refund stream read by the refunds' parser, any other by the orders' (null: one we cannot read, skipped
 * by the model, never thrown). Chosen by the stream, not the type, so an event filed in the wrong stream is not read.
 */
export const parseCustomerOrderEvent = (recorded: RecordedEvent): CustomerOrderEvent | null =>
  refundOrderIdOf(recorded) !== null ? parseRefundEvent(recorded) : parseOrderEvent(recorded);

/** The evolve of a customer's order view over a parsed event: the order's own, or one of its refunds. */
export const foldCustomerOrder = <D extends CustomerOrderStatus & CustomerRefundsState>(
  fold: OrderDocumentFold<D>,
): ((doc: D | null, event: CustomerOrderEvent, recorded: RecordedEvent) => D | null) => {
  const foldOrder = foldOrderEvent(fold);
  return (doc, event, recorded) => (isRefundEvent(event) ? evolveRefunds(doc, event, recorded) : foldOrder(doc, event));
};
