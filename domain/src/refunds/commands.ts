import type { RefundType } from '@parks/schemas/admin/refunds';
import type { Cents } from '@parks/schemas/money';
import type { OrderStatus } from '@parks/schemas/orders';
import type { StaffRole } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderPlaced } from '../orders/events.ts';
import type { Command } from '../shared/decider.ts';

/** A line of the request: its id, and for a partial refund the cents asked (null: the type decides). */
export type RefundRequestLine = Readonly<{ id: string; amountCents: Cents | null }>;

/**
 * Refund part of an order. The actor is `metadata.userId`; `actorRole` is their role as the API read it from the
 * session. `order` is the order as placed (OrderPlaced never changes, so reading it outside this stream is safe);
 * the caps are decided from it and from the refunds already on this stream. `orderStatus` is the order's status as
 * its stream stands: an order still waiting for approval, or declined, was never charged and has nothing to return.
 */
export type RequestRefund = Command<
  'RequestRefund',
  {
    order: OrderPlaced['data'];
    orderStatus: OrderStatus;
    type: RefundType;
    reason: string;
    comments: string | null;
    lines: readonly RefundRequestLine[];
    actorRole: StaffRole;
  }
>;

/** What the payment gateway answered for a refund (the refund reactor). */
export type RecordRefundOutcome = Command<
  'RecordRefundOutcome',
  { refundId: string } & (
    | Readonly<{ outcome: 'succeeded'; gatewayRefundId: string | null }>
    | Readonly<{ outcome: 'failed'; reason: string }>
  )
>;

/**
 * Add a comment to a refund of this order (the Refunds family's Update). The actor is `metadata.userId`, their
 * role `actorRole` as the API read it from the session.
 */
export type CommentRefund = Command<
  'CommentRefund',
  { refundId: string; storeCode: StoreCode; comment: string; actorRole: StaffRole }
>;

export type RefundCommand = RequestRefund | RecordRefundOutcome | CommentRefund;
