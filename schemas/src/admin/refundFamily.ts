import { type InferType, object } from 'yup';
import { optionalIdField, pageNumber, searchTextField, text } from '../fields.ts';
import type { Cents } from '../money.ts';
import { msg } from '../texts/messages/index.ts';
import { day, ordered } from './orders.ts';
import type { RefundedLine, RefundStatus, RefundTaxPart, RefundType } from './refunds.ts';
import { refundLimits } from './refunds.ts';
import { storeCodeField } from './requests.ts';

/**
 * The Refunds family's calls (back-office.md §7), beside the refund form and its Create (refunds.ts):
 *   GET    /api/Refunds/GetAll?storeCode=&page=&search=&orderId=&from=&to=&user=   → RefundListDto
 *   POST   /api/Refunds/GetAll {entity: 'Refunds', storeCode, data: {page, search, orderId, from, to, user}}
 *   GET    /api/Refunds/GetById/{refundId}                                          → RefundDetailsDto
 *   PUT    /api/Refunds/Update/{refundId} {comment}                                 → {message, id}
 *   DELETE /api/Refunds/Delete/{refundId}                                           → 409 refund.delete.notAllowed
 * Who may: the orders area of the store (the list's `storeCode`, a refund's own order's store otherwise). A refund
 * is money sent back and its record is the audit: it is never deleted, and Update only adds a comment.
 */
export const refundListQuerySchema = object({
  storeCode: storeCodeField().required(msg('admin.storeCode.required')),
  page: pageNumber(),
  search: searchTextField().default(''),
  orderId: optionalIdField(msg('order.notFound')),
  from: day(),
  to: day().test('range', msg('admin.orders.dateRange.invalid'), (to, context) => ordered(context.parent.from, to)),
  /** Who requested it: any part of their username or name. */
  user: searchTextField().default(''),
}).noUnknown(msg('validation.invalid'));
export type RefundListQuery = InferType<typeof refundListQuerySchema>;

export const refundCommentSchema = object({
  // yup's max is exclusive: this one replaces text()'s, with its own message.
  comment: text(refundLimits.comments)
    .max(refundLimits.comments, msg('refund.comment.tooLong'))
    .required(msg('refund.comment.required')),
}).noUnknown(msg('validation.invalid'));

/** The list's page size. */
export const refundPageSize = 25;

/** A person as the staff screens name them: their name, and their role's name. */
export type RefundPerson = Readonly<{ name: string; role: string | null }>;

export type RefundSummaryDto = Readonly<{
  refundId: string;
  orderId: string;
  storeCode: 'b2c' | 'b2b';
  type: RefundType;
  /** The type's label in the request's language. */
  typeLabel: string;
  reason: string;
  totalCents: Cents;
  status: RefundStatus;
  requestedBy: RefundPerson;
  requestedAt: string;
}>;

export type RefundListDto = Readonly<{
  items: readonly RefundSummaryDto[];
  total: number;
  page: number;
  pageSize: number;
}>;

export type RefundCommentDto = Readonly<{ comment: string; by: RefundPerson; at: string }>;

export type RefundDetailsDto = RefundSummaryDto &
  Readonly<{
    lines: readonly RefundedLine[];
    subtotalCents: Cents;
    taxes: readonly RefundTaxPart[];
    taxCents: Cents;
    settledAt: string | null;
    failureReason: string | null;
    comments: readonly RefundCommentDto[];
  }>;

/** Refund ids follow their order's: `<orderId>-R<n>` (domain/src/refunds/streams.ts). */
export const refundIdPattern = /^(.+)-R([1-9][0-9]*)$/;
