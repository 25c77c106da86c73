import { orderEventTypes } from '@parks/domain/orders/events';
import { type RefundEvent, refundEventTypes } from '@parks/domain/refunds/events';
import { orderIdFromRefundStream } from '@parks/domain/refunds/streams';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { RefundRecord } from '@parks/schemas/admin/refunds';
import type { CustomerRefund, CustomerRefunds } from '@parks/schemas/orders';

/**
 * The refunds of an order as its customer sees them, for the read models behind the customer's own order views
 * (the public store's confirmation and account order, the portal's order page). They follow the refund stream
 * (`refund-<orderId>`) beside the order's: a refund asked for shows as in progress, one the gateway settled as
 * refunded, and a failed one goes away, since it returned nothing and its amounts may be refunded again.
 */
export type CustomerRefundsState = CustomerRefunds &
  Readonly<{
    /** Refunds that failed: not shown, but remembered so that their request coming again does not bring them back. */
    failedRefundIds: readonly string[];
  }>;

export const noRefunds: CustomerRefundsState = { refunds: [], refundedCents: 0, failedRefundIds: [] };

/** The order events and the refund events: what a customer order model handles. */
export const customerOrderEventTypes: readonly string[] = [...orderEventTypes, ...refundEventTypes];

/** The order a refund event is about, from its stream (null: not a refund stream). */
export const refundOrderIdOf = (event: RecordedEvent): string | null => orderIdFromRefundStream(event.streamId);

/** Only what the customer may see: the reason, comments, staff member and card authorization stay internal. */
const customerRefundOf = (record: RefundRecord): CustomerRefund => ({
  refundId: record.refundId,
  type: record.type,
  status: 'inProgress',
  requestedAt: record.requestedAt,
  refundedAt: null,
  subtotalCents: record.subtotalCents,
  taxCents: record.taxCents,
  totalCents: record.totalCents,
  lines: record.lines.map((line) => ({
    id: line.id,
    productName: line.productName,
    // Shipping and fees lines carry no product name; their quantity says nothing to the customer.
    quantity: line.productName === null ? null : line.quantity,
    subtotalCents: line.subtotalRefundedCents,
    taxCents: line.taxRefundedCents,
    totalCents: line.totalRefundedCents,
  })),
});

const withTotal = (refunds: readonly CustomerRefund[], failedRefundIds: readonly string[]): CustomerRefundsState => ({
  refunds,
  refundedCents: refunds.reduce((sum, refund) => sum + refund.totalCents, 0),
  failedRefundIds,
});

/**
 * The refunds after one refund event. Each event applies once however often it comes: a request already shown,
 * or a settlement of a refund no longer in progress, changes nothing.
 */
export const applyRefundEvent = (current: CustomerRefundsState, event: RefundEvent): CustomerRefundsState => {
  const { refunds, failedRefundIds } = current;
  const { refundId } = event.data;
  switch (event.type) {
    case 'RefundRequested':
      if (failedRefundIds.includes(refundId) || refunds.some((refund) => refund.refundId === refundId)) return current;
      return withTotal([...refunds, customerRefundOf(event.data)], failedRefundIds);
    case 'RefundSucceeded':
      return withTotal(
        refunds.map(
          (refund): CustomerRefund =>
            refund.refundId === refundId && refund.status === 'inProgress'
              ? { ...refund, status: 'refunded', refundedAt: event.data.succeededAt }
              : refund,
        ),
        failedRefundIds,
      );
    case 'RefundFailed': {
      // Only a refund still in progress can fail (the decider records one outcome per refund).
      const failed = refunds.find((refund) => refund.refundId === refundId && refund.status === 'inProgress');
      if (failed === undefined) return current;
      return withTotal(
        refunds.filter((refund) => refund !== failed),
        [...failedRefundIds, refundId],
      );
    }
    // Staff comments are the back office's: the customer's refunds stay as they are.
    case 'RefundCommented':
      return current;
  }
};

/**
 * A customer order document after a refund event: its refunds and total, or the document as it was when there is no
 * order to attach it to, or the event names another order than the stream it was recorded in (misfiled).
 */
export const evolveRefunds = <D extends CustomerRefundsState>(
  doc: D | null,
  event: RefundEvent,
  recorded: RecordedEvent,
): D | null => {
  if (doc === null || event.data.orderId !== refundOrderIdOf(recorded)) return doc;
  return { ...doc, ...applyRefundEvent(doc, event) };
};
