import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { type OrderEvent, type OrderPlaced, orderEventTypes } from '@parks/domain/orders/events';
import { statusAfter } from '@parks/domain/orders/state';
import { parseRefundEvent } from '@parks/domain/refunds/eventParser';
import { isRefundEvent, type RefundEvent, refundEventTypes } from '@parks/domain/refunds/events';
import type { RefundType } from '@parks/schemas/admin/refunds';
import type { Localized } from '@parks/schemas/catalog';
import type { Cents, Rate } from '@parks/schemas/money';
import type { OrderStatus, TaxKind } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import { foldOrderEvent } from '../orderDocuments.ts';
import { firstParsed, parsedReadModel } from '../runtime/readModel.ts';

/**
 * The money facts of each order that the aggregate reports sum (back-office.md §2 reports): its lines, taxes and
 * discounts as placed, its status, and its refunds, each in the month it was asked for. Refund events carry the
 * order id, so an order and its refunds are one document and a report nets them in one pass. Months are `YYYY-MM`
 * in UTC, as the orders keep their dates.
 */
export type FactTax = Readonly<{ kind: TaxKind; rate: Rate; amountCents: Cents }>;
export type FactRefund = Readonly<{
  refundId: string;
  type: RefundType;
  month: string;
  /** A failed refund gave nothing back: the reports leave it out. */
  status: 'requested' | 'succeeded' | 'failed';
  subtotalCents: Cents;
  taxes: readonly FactTax[];
  taxCents: Cents;
  totalCents: Cents;
}>;
export type OrderFactsDocument = Readonly<{
  _id: string;
  orderId: string;
  storeCode: StoreCode;
  month: string;
  status: OrderStatus;
  /** The province (or state) the order's taxes were charged for: its shipping address's. */
  province: string;
  budgetCode: string | null;
  lines: readonly Readonly<{ productId: string; productName: Localized; quantity: number; totalCents: Cents }>[];
  taxes: readonly FactTax[];
  discounts: readonly Readonly<{ code: string; discountId: string; amountCents: Cents }>[];
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  refunds: readonly FactRefund[];
}>;

/** The statuses of an order that did not stand: its sales, taxes and refunds are in no report. */
export const voidStatuses: readonly OrderStatus[] = ['declined', 'cancelled'];

export const monthOf = (instant: string): string => instant.slice(0, 7);

const fromPlaced = (placed: OrderPlaced['data']): OrderFactsDocument => ({
  _id: placed.orderId,
  orderId: placed.orderId,
  storeCode: placed.storeCode,
  month: monthOf(placed.placedAt),
  status: statusAfter({ type: 'OrderPlaced', data: placed }),
  province: placed.shippingAddress.provinceState ?? '',
  budgetCode: placed.budgetCode,
  lines: placed.lines.map((line) => ({
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity,
    totalCents: line.totalCents,
  })),
  taxes: placed.totals.taxes.map(({ kind, rate, amountCents }) => ({ kind, rate, amountCents })),
  discounts: placed.discounts.map(({ code, discountId, amountCents }) => ({ code, discountId, amountCents })),
  subtotalCents: placed.totals.subtotalCents,
  discountCents: placed.totals.discountCents,
  totalCents: placed.totals.totalCents,
  refunds: [],
});

const withRefund = (
  doc: OrderFactsDocument,
  refundId: string,
  change: (refund: FactRefund) => FactRefund,
): OrderFactsDocument => ({
  ...doc,
  refunds: doc.refunds.map((refund) => (refund.refundId === refundId ? change(refund) : refund)),
});

// Edits (addresses, numbers), notes and mails change no amount.
const evolveOrder = foldOrderEvent<OrderFactsDocument>({
  placed: (placed, doc) => doc ?? fromPlaced(placed),
  status: (doc, change) => ({ ...doc, status: change.status }),
});

export const reportOrderFacts = parsedReadModel<OrderFactsDocument, RefundEvent | OrderEvent>({
  name: 'reportOrderFacts',
  version: 1,
  handles: [...orderEventTypes, ...refundEventTypes],
  documentId: (recorded) => (typeof recorded.data.orderId === 'string' ? recorded.data.orderId : null),
  // The refund streams' parser, then the orders': an event neither can read is skipped, never thrown.
  parse: firstParsed<RefundEvent | OrderEvent>(parseRefundEvent, parseOrderEvent),
  evolve: (doc, event) => {
    if (!isRefundEvent(event)) return evolveOrder(doc, event);
    if (doc === null) return null;
    const refund = event;
    switch (refund.type) {
      case 'RefundRequested': {
        const data = refund.data;
        if (doc.refunds.some((known) => known.refundId === data.refundId)) return doc;
        const fact: FactRefund = {
          refundId: data.refundId,
          type: data.type,
          month: monthOf(data.requestedAt),
          status: 'requested',
          subtotalCents: data.subtotalCents,
          taxes: data.taxes.map(({ kind, rate, amountCents }) => ({ kind, rate, amountCents })),
          taxCents: data.taxCents,
          totalCents: data.totalCents,
        };
        return { ...doc, refunds: [...doc.refunds, fact] };
      }
      case 'RefundSucceeded':
        return withRefund(doc, refund.data.refundId, (known) => ({ ...known, status: 'succeeded' }));
      case 'RefundFailed':
        return withRefund(doc, refund.data.refundId, (known) => ({ ...known, status: 'failed' }));
      // A comment moves no money.
      case 'RefundCommented':
        return doc;
    }
  },
  indexes: [
    { key: { storeCode: 1, month: 1 }, name: 'store_month' },
    { key: { 'refunds.month': 1 }, name: 'refundMonth' },
  ],
});
