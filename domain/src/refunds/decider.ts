import { type RefundHistoryEntry, refundLimits } from '@parks/schemas/admin/refunds';
import type { OrderStatus } from '@parks/schemas/orders';
import { adminAreaRoles, type StaffRole } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { decideByType, type StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import { applyToSoFar, calculateRefund, nothingRefunded, type RefundedSoFar, refundableOrderOf } from './calculator.ts';
import type { CommentRefund, RecordRefundOutcome, RefundCommand, RequestRefund } from './commands.ts';
import { parseRefundEvent } from './eventParser.ts';
import type { RefundEvent } from './events.ts';
import { refundIdOf } from './streams.ts';

/** Every refund of one order, oldest first, and what those not failed hold against the caps. */
export type RefundState = Readonly<{ refunds: readonly RefundHistoryEntry[]; soFar: RefundedSoFar }>;

export const initialState = (): RefundState => ({ refunds: [], soFar: nothingRefunded });

/**
 * Who may refund an order: whoever has the orders area of the order's own store (LMG and SuperUser on both,
 * the Administrator on public-store orders; never an Operator).
 */
export const mayRefund = (role: StaffRole, storeCode: StoreCode): boolean =>
  adminAreaRoles('orders', storeCode).includes(role);

/**
 * Whether an order in this status was ever charged: a portal order waiting for approval has not been released to be
 * paid on its account, and a declined one never will be, so neither has money to return.
 */
export const hasMoneyToReturn = (status: OrderStatus): boolean => status !== 'pendingApproval' && status !== 'declined';

const settle = (
  state: RefundState,
  refundId: string,
  change: Pick<RefundHistoryEntry, 'status' | 'failureReason' | 'settledAt'>,
): RefundState => {
  const entry = state.refunds.find((refund) => refund.refundId === refundId);
  if (entry === undefined || entry.status !== 'requested') return state;
  return {
    refunds: state.refunds.map((refund) => (refund === entry ? { ...refund, ...change } : refund)),
    // A failed refund returned no money: its amounts are available for refund again.
    soFar: change.status === 'failed' ? applyToSoFar(state.soFar, entry, -1) : state.soFar,
  };
};

export const evolve = (state: RefundState, event: RefundEvent): RefundState => {
  switch (event.type) {
    case 'RefundRequested':
      return {
        refunds: [...state.refunds, { ...event.data, status: 'requested', failureReason: null, settledAt: null }],
        soFar: applyToSoFar(state.soFar, event.data, 1),
      };
    case 'RefundSucceeded':
      return settle(state, event.data.refundId, {
        status: 'succeeded',
        failureReason: null,
        settledAt: event.data.succeededAt,
      });
    case 'RefundFailed':
      return settle(state, event.data.refundId, {
        status: 'failed',
        failureReason: event.data.reason,
        settledAt: event.data.failedAt,
      });
    // A comment changes neither a refund nor what is available for refund (the read models keep the comments).
    case 'RefundCommented':
      return state;
  }
};

const requestRefund = (command: RequestRefund, state: RefundState): RefundEvent[] => {
  const requestedBy = actorOf(command.metadata);
  const { order: placed, orderStatus, type, reason, comments, lines, actorRole } = command.data;
  if (!mayRefund(actorRole, placed.storeCode)) throw domainError('auth.permissionDenied', 403);
  if (!hasMoneyToReturn(orderStatus)) throw domainError('refund.nothingPaid', 409);
  if (reason.trim() === '') throw domainError('refund.reason.required', 422);
  const order = refundableOrderOf(placed);
  const amounts = calculateRefund(order, state.soFar, type, lines);
  return [
    {
      type: 'RefundRequested',
      data: {
        refundId: refundIdOf(order.orderId, state.refunds.length + 1),
        orderId: order.orderId,
        storeCode: order.storeCode,
        type,
        reason: reason.trim(),
        comments: comments?.trim() || null,
        ...amounts,
        authorizationId: order.authorizationId,
        requestedBy,
        requestedByRole: actorRole,
        requestedAt: command.metadata.now,
      },
    },
  ];
};

/** The gateway's answer is recorded once: a repeat (the reactor handling an event again) adds nothing. */
const recordOutcome = (command: RecordRefundOutcome, state: RefundState): RefundEvent[] => {
  const { data, metadata } = command;
  const refund = state.refunds.find((entry) => entry.refundId === data.refundId);
  if (refund === undefined) throw domainError('refund.notFound', 404);
  if (refund.status !== 'requested') return [];
  const base = { refundId: refund.refundId, orderId: refund.orderId, amountCents: refund.totalCents };
  return data.outcome === 'succeeded'
    ? [
        {
          type: 'RefundSucceeded',
          data: { ...base, gatewayRefundId: data.gatewayRefundId, succeededAt: metadata.now },
        },
      ]
    : [{ type: 'RefundFailed', data: { ...base, reason: data.reason, failedAt: metadata.now } }];
};

/** A comment on a refund: one the order's refunders may write, to a refund of this order, not blank, bounded. */
const commentRefund = (command: CommentRefund, state: RefundState): RefundEvent[] => {
  const { refundId, storeCode, comment, actorRole } = command.data;
  if (!mayRefund(actorRole, storeCode)) throw domainError('auth.permissionDenied', 403);
  const refund = state.refunds.find((entry) => entry.refundId === refundId);
  if (refund === undefined) throw domainError('refund.notFound', 404);
  const text = comment.trim();
  if (text === '') throw domainError('refund.comment.required', 422);
  if (text.length > refundLimits.comments) throw domainError('refund.comment.tooLong', 422);
  return [
    {
      type: 'RefundCommented',
      data: {
        refundId,
        orderId: refund.orderId,
        comment: text,
        commentedBy: actorOf(command.metadata),
        commentedByRole: actorRole,
        commentedAt: command.metadata.now,
      },
    },
  ];
};

export const decide = decideByType<RefundState, RefundCommand, RefundEvent>({
  RequestRefund: requestRefund,
  RecordRefundOutcome: recordOutcome,
  CommentRefund: commentRefund,
});

export const refundDecider: StreamDecider<RefundState, RefundCommand, RefundEvent> = {
  decide,
  evolve,
  initialState,
  parse: parseRefundEvent,
};
