import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import type { OrderEvent } from '@parks/domain/orders/events';
import { orderIdFromStream } from '@parks/domain/orders/streams';
import { parsePaymentEvent } from '@parks/domain/payments/eventParser';
import { type PaymentEvent, paymentEventTypes } from '@parks/domain/payments/events';
import { authorizationPaymentId, paymentStreamCategory } from '@parks/domain/payments/streams';
import { parseRefundEvent } from '@parks/domain/refunds/eventParser';
import { isRefundEvent, type RefundEvent, refundEventTypes } from '@parks/domain/refunds/events';
import { orderIdFromRefundStream } from '@parks/domain/refunds/streams';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { CardBrand } from '@parks/schemas/checkout/card';
import type { Cents } from '@parks/schemas/money';
import type { StaffRole } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { parsedByStream, parsedReadModel } from '../runtime/readModel.ts';

export const paymentKinds = ['authorization', 'refund'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentStatuses = ['authorized', 'requested', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The back office's payments (issue 14; back-office.md §2 payments): one document per movement of money on an order,
 * in either store. An order paid by card has its authorization (from `OrderPlaced.payment`, id `<orderId>-A`); each
 * refund is one (its refund id), requested, then succeeded or failed. Staff annotations (`PaymentAnnotated` on
 * `payment-<id>`) add a note and a reconciliation reference, with who wrote them, in which role and when.
 * Amounts are positive cents; the kind says which way the money went.
 */
export type AdminPaymentDocument = {
  _id: string;
  paymentId: string;
  kind: PaymentKind;
  orderId: string;
  storeCode: StoreCode;
  amountCents: Cents;
  status: PaymentStatus;
  card: Readonly<{ brand: CardBrand; last4: string }> | null;
  /** The gateway's reference: the authorization id, then for a refund the gateway's refund id once it succeeded. */
  gatewayReference: string | null;
  at: string;
  settledAt: string | null;
  failureReason: string | null;
  note: string | null;
  reconciliationReference: string | null;
  annotatedBy: string | null;
  annotatedByRole: StaffRole | null;
  annotatedAt: string | null;
  /** Lower-case ids and references, for the list's keyword search. */
  searchText: string;
};

const notAnnotated = {
  note: null,
  reconciliationReference: null,
  annotatedBy: null,
  annotatedByRole: null,
  annotatedAt: null,
} as const;

const searchTextOf = (doc: Omit<AdminPaymentDocument, 'searchText'>): string =>
  [doc.paymentId, doc.orderId, doc.gatewayReference, doc.reconciliationReference, doc.card?.last4]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .toLowerCase();

const withSearch = (doc: Omit<AdminPaymentDocument, 'searchText'>): AdminPaymentDocument => ({
  ...doc,
  searchText: searchTextOf(doc),
});

const paymentIdFromStream = (streamId: string): string | null =>
  streamId.startsWith(`${paymentStreamCategory}-`) ? streamId.slice(paymentStreamCategory.length + 1) : null;

const documentIdOf = (event: RecordedEvent): string | null => {
  if (orderIdFromStream(event.streamId) !== null) {
    const parsed = parseOrderEvent(event);
    return parsed?.type === 'OrderPlaced' && parsed.data.payment !== null
      ? authorizationPaymentId(parsed.data.orderId)
      : null;
  }
  if (orderIdFromRefundStream(event.streamId) !== null) return parseRefundEvent(event)?.data.refundId ?? null;
  if (paymentIdFromStream(event.streamId) !== null) return parsePaymentEvent(event)?.data.paymentId ?? null;
  return null;
};

/** The events of the streams a payment is made of, each read by its own stream's parser. */
type PaymentSourceEvent = OrderEvent | RefundEvent | PaymentEvent;
const parseSourceEvent = parsedByStream<PaymentSourceEvent>(
  [orderIdFromStream, parseOrderEvent],
  [orderIdFromRefundStream, parseRefundEvent],
  [paymentIdFromStream, parsePaymentEvent],
);

export const evolvePayment = (
  doc: AdminPaymentDocument | null,
  event: PaymentSourceEvent,
): AdminPaymentDocument | null => {
  const order = event.type === 'OrderPlaced' ? event : null;
  if (order?.type === 'OrderPlaced' && order.data.payment !== null) {
    // Written once: a replay finds the authorization there, annotations and all.
    if (doc !== null) return doc;
    const { payment, orderId, storeCode } = order.data;
    return withSearch({
      _id: authorizationPaymentId(orderId),
      paymentId: authorizationPaymentId(orderId),
      kind: 'authorization',
      orderId,
      storeCode,
      amountCents: payment.amountCents,
      status: 'authorized',
      card: { brand: payment.brand, last4: payment.last4 },
      gatewayReference: payment.authorizationId,
      at: order.data.placedAt,
      settledAt: null,
      failureReason: null,
      ...notAnnotated,
    });
  }
  const refund = isRefundEvent(event) ? event : null;
  if (refund !== null) {
    switch (refund.type) {
      case 'RefundRequested': {
        if (doc !== null) return doc;
        const { refundId, orderId, storeCode, totalCents, authorizationId, requestedAt } = refund.data;
        return withSearch({
          _id: refundId,
          paymentId: refundId,
          kind: 'refund',
          orderId,
          storeCode,
          amountCents: totalCents,
          status: 'requested',
          card: null,
          gatewayReference: authorizationId,
          at: requestedAt,
          settledAt: null,
          failureReason: null,
          ...notAnnotated,
        });
      }
      case 'RefundSucceeded': {
        if (doc === null) return null;
        const { gatewayRefundId, succeededAt } = refund.data;
        const { searchText: _, ...rest } = doc;
        return withSearch({
          ...rest,
          status: 'succeeded',
          settledAt: succeededAt,
          gatewayReference: gatewayRefundId ?? doc.gatewayReference,
        });
      }
      case 'RefundFailed':
        return doc === null
          ? null
          : { ...doc, status: 'failed', settledAt: refund.data.failedAt, failureReason: refund.data.reason };
    }
  }
  const annotation = event.type === 'PaymentAnnotated' ? event : null;
  if (annotation !== null && doc !== null) {
    const { note, reconciliationReference, annotatedBy, role, annotatedAt } = annotation.data;
    const { searchText: _, ...rest } = doc;
    return withSearch({ ...rest, note, reconciliationReference, annotatedBy, annotatedByRole: role, annotatedAt });
  }
  // Any other event of these types (an unreadable one, an annotation of no known payment) changes nothing.
  return doc;
};

export const adminPayments = parsedReadModel<AdminPaymentDocument, PaymentSourceEvent>({
  name: 'adminPayments',
  version: 1,
  // Of the order events only OrderPlaced makes a row. Read-your-writes after an append that ends with another order
  // event still works: the subscription reports the positions it passed over (a `checkpoint`, see runner.ts).
  handles: ['OrderPlaced', ...refundEventTypes, ...paymentEventTypes],
  documentId: documentIdOf,
  // An event its stream's parser cannot read is skipped, never thrown.
  parse: parseSourceEvent,
  evolve: evolvePayment,
  indexes: [
    { key: { storeCode: 1, at: -1, _id: 1 }, name: 'store_at' },
    { key: { orderId: 1, at: 1 }, name: 'orderId_at' },
  ],
});
