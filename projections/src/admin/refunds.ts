import { parseRefundEvent } from '@parks/domain/refunds/eventParser';
import { type RefundEvent, refundEventTypes } from '@parks/domain/refunds/events';
import type { RefundedLine, RefundStatus, RefundTaxPart, RefundType } from '@parks/schemas/admin/refunds';
import type { Cents } from '@parks/schemas/money';
import type { StaffRole } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { parsedReadModel } from '../runtime/readModel.ts';

/** A comment on a refund: the one given with the request, then each one added (the Refunds family's Update). */
export type RefundCommentEntry = Readonly<{ comment: string; by: string; role: StaffRole; at: string }>;

/**
 * The back office's refunds (the Refunds family, back-office.md §7): one document per refund of either store, from
 * the refund streams alone, with its comments in the order they were written. Nothing here is ever removed: a
 * refund is money that went back to a customer, and its record is the audit.
 */
export type AdminRefundDocument = {
  _id: string;
  refundId: string;
  orderId: string;
  storeCode: StoreCode;
  type: RefundType;
  reason: string;
  lines: readonly RefundedLine[];
  subtotalCents: Cents;
  taxes: readonly RefundTaxPart[];
  taxCents: Cents;
  totalCents: Cents;
  status: RefundStatus;
  failureReason: string | null;
  requestedBy: string;
  requestedByRole: StaffRole;
  requestedAt: string;
  settledAt: string | null;
  comments: readonly RefundCommentEntry[];
  /** Lower-case refund and order ids, for the list's keyword search. */
  searchText: string;
};

export const evolveRefund = (doc: AdminRefundDocument | null, event: RefundEvent): AdminRefundDocument | null => {
  switch (event.type) {
    case 'RefundRequested': {
      // Written once: a replay finds the refund there, comments and outcome included.
      if (doc !== null) return doc;
      const { comments, authorizationId: _, ...data } = event.data;
      return {
        _id: data.refundId,
        ...data,
        status: 'requested',
        failureReason: null,
        settledAt: null,
        comments:
          comments === null
            ? []
            : [{ comment: comments, by: data.requestedBy, role: data.requestedByRole, at: data.requestedAt }],
        searchText: `${data.refundId} ${data.orderId}`.toLowerCase(),
      };
    }
    case 'RefundSucceeded':
      return doc === null || doc.status !== 'requested'
        ? doc
        : { ...doc, status: 'succeeded', settledAt: event.data.succeededAt };
    case 'RefundFailed':
      return doc === null || doc.status !== 'requested'
        ? doc
        : { ...doc, status: 'failed', settledAt: event.data.failedAt, failureReason: event.data.reason };
    case 'RefundCommented': {
      if (doc === null) return null;
      const { comment, commentedBy, commentedByRole, commentedAt } = event.data;
      // A comment seen again (a replay past the checkpoint) is the same comment at the same time: kept once.
      if (
        doc.comments.some((known) => known.at === commentedAt && known.by === commentedBy && known.comment === comment)
      )
        return doc;
      return {
        ...doc,
        comments: [...doc.comments, { comment, by: commentedBy, role: commentedByRole, at: commentedAt }],
      };
    }
  }
};

export const adminRefunds = parsedReadModel<AdminRefundDocument, RefundEvent>({
  name: 'adminRefunds',
  version: 1,
  handles: refundEventTypes,
  documentId: (recorded) => (typeof recorded.data.refundId === 'string' ? recorded.data.refundId : null),
  // An event the refund parser cannot read is skipped, never thrown.
  parse: parseRefundEvent,
  evolve: evolveRefund,
  indexes: [
    { key: { storeCode: 1, requestedAt: -1, _id: 1 }, name: 'store_requestedAt' },
    { key: { orderId: 1, requestedAt: 1 }, name: 'orderId_requestedAt' },
  ],
});
