import type { OrderStatus } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import { applyOrderChanges, type OrderEditable } from './edits.ts';
import type { OrderEvent, OrderStatusEvent } from './events.ts';
import { statusChangeOf } from './statusChange.ts';

/** A confirmation resend asked for: to whom, and whether the mail worker has sent it. */
export type ResendRequest = Readonly<{ to: string | null; sent: boolean }>;

export type PlacedOrder = Readonly<{
  status: OrderStatus;
  orderId: string;
  storeCode: StoreCode;
  idempotencyKey: string;
  requestHash: string;
  /** Set once an approver approved it, so a repeated approval is recognised after release. */
  approved: boolean;
  /** The editable fields as they stand (addresses, PO and customer numbers, tracking). */
  editable: OrderEditable;
  /** The notes of the order, by id (a correction must name one of them). */
  noteIds: ReadonlySet<string>;
  /** Confirmation resends by the client's request id. */
  resends: ReadonlyMap<string, ResendRequest>;
}>;

export type OrderState = Readonly<{ status: 'absent' }> | PlacedOrder;

export const initialState = (): OrderState => ({ status: 'absent' });

export const isStatusEvent = (event: OrderEvent): event is OrderStatusEvent => {
  switch (event.type) {
    case 'OrderEdited':
    case 'OrderNoteAdded':
    case 'OrderConfirmationResendRequested':
    case 'OrderConfirmationResent':
      return false;
    default:
      return true;
  }
};

/**
 * The status an order has after one of its status events: the one mapping of the decider's state and of every order
 * read model (`statusChangeOf` says what else the event changes).
 */
export const statusAfter = (event: OrderStatusEvent): OrderStatus => statusChangeOf(event).status;

export const evolve = (state: OrderState, event: OrderEvent): OrderState => {
  if (event.type === 'OrderPlaced') {
    const { orderId, storeCode, idempotencyKey, requestHash } = event.data;
    const { shippingAddress, billingAddress, poNumber, budgetCode } = event.data;
    return {
      status: statusAfter(event),
      orderId,
      storeCode,
      idempotencyKey,
      requestHash,
      approved: false,
      editable: { shippingAddress, billingAddress, poNumber, budgetCode, trackingNumber: null, trackingUrl: null },
      noteIds: new Set(),
      resends: new Map(),
    };
  }
  if (state.status === 'absent') return state;
  if (isStatusEvent(event)) {
    const change = statusChangeOf(event);
    return {
      ...state,
      status: change.status,
      ...(change.kind === 'approved' ? { approved: true } : {}),
      ...(change.tracking === null ? {} : { editable: { ...state.editable, ...change.tracking } }),
    };
  }
  switch (event.type) {
    case 'OrderEdited':
      return { ...state, editable: applyOrderChanges(state.editable, event.data.changes) };
    case 'OrderNoteAdded':
      return { ...state, noteIds: new Set([...state.noteIds, event.data.noteId]) };
    case 'OrderConfirmationResendRequested': {
      const resends = new Map(state.resends);
      resends.set(event.data.requestId, { to: event.data.to, sent: false });
      return { ...state, resends };
    }
    case 'OrderConfirmationResent': {
      const resends = new Map(state.resends);
      resends.set(event.data.requestId, { to: state.resends.get(event.data.requestId)?.to ?? null, sent: true });
      return { ...state, resends };
    }
  }
};
