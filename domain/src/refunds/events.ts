import type { RefundRecord } from '@parks/schemas/admin/refunds';
import type { StaffRole } from '@parks/schemas/roles';
import type { Event } from '../shared/decider.ts';

/**
 * A staff member asked for a refund: what it refunds, line by line, with tax per rate, and who asked, when, why.
 * The amounts are held against the caps from here on; the payment gateway has not been called yet.
 */
export type RefundRequested = Event<'RefundRequested', RefundRecord>;

/** The gateway refunded the card (`gatewayRefundId`), or nothing had to go to a card (an order paid on account). */
export type RefundSucceeded = Event<
  'RefundSucceeded',
  { refundId: string; orderId: string; gatewayRefundId: string | null; amountCents: number; succeededAt: string }
>;

/** The gateway refused the refund: its amounts are available for refund again. */
export type RefundFailed = Event<
  'RefundFailed',
  { refundId: string; orderId: string; reason: string; amountCents: number; failedAt: string }
>;

/**
 * A staff member added a comment to a refund (back-office.md §3 "refundComments (list)"; Refunds Update, §7): the
 * refund itself never changes once requested, and neither it nor its comments are ever deleted.
 */
export type RefundCommented = Event<
  'RefundCommented',
  {
    refundId: string;
    orderId: string;
    comment: string;
    commentedBy: string;
    commentedByRole: StaffRole;
    commentedAt: string;
  }
>;

export type RefundEvent = RefundRequested | RefundSucceeded | RefundFailed | RefundCommented;

export const refundEventTypes = [
  'RefundRequested',
  'RefundSucceeded',
  'RefundFailed',
  'RefundCommented',
] as const satisfies readonly RefundEvent['type'][];

const refundEventNames: readonly string[] = refundEventTypes;

/** A refund stream's event among others (the order and payment views read refunds beside their own streams). */
export const isRefundEvent = (event: Event): event is RefundEvent => refundEventNames.includes(event.type);
