import type { OrderFieldChange } from '@parks/schemas/orderStaff';
import type { OrderStatus, PaymentSummary } from '@parks/schemas/orders';
import type { Role } from '@parks/schemas/roles';
import type { Event } from '../shared/decider.ts';
import type { OrderDraft } from './draft.ts';

/** `statusEdit`: the transition was asked for through the admin's status edit (editStatus), not its own action. */
type Via = { via?: 'statusEdit' };

/**
 * The first event of every order stream. A b2c order starts Pending; a b2b order needing approval starts
 * Pending Approval. `idempotencyKey` and `requestHash` let a repeated PlaceOrder be recognised.
 */
export type OrderPlaced = Event<
  'OrderPlaced',
  OrderDraft & {
    status: Extract<OrderStatus, 'pending' | 'pendingApproval'>;
    payment: PaymentSummary | null;
    idempotencyKey: string;
    requestHash: string;
    placedBy: string;
    placedAt: string;
  }
>;
export type OrderApproved = Event<
  'OrderApproved',
  { orderId: string; approvedBy: string; approvedAt: string; role?: Role } & Via
>;
export type OrderDeclined = Event<
  'OrderDeclined',
  { orderId: string; reason: string; declinedBy: string; declinedAt: string; role?: Role } & Via
>;
/** Released for production and fulfilment (the confirmation e-mail follows). */
export type OrderReleased = Event<
  'OrderReleased',
  { orderId: string; releasedBy: string; releasedAt: string; role?: Role } & Via
>;
export type OrderShipped = Event<
  'OrderShipped',
  {
    orderId: string;
    trackingNumber: string;
    trackingUrl: string | null;
    shippedBy: string;
    shippedAt: string;
    role?: Role;
  } & Via
>;
export type OrderCancelled = Event<
  'OrderCancelled',
  { orderId: string; reason: string; cancelledBy: string; cancelledAt: string; role?: Role } & Via
>;

/**
 * Staff corrected some of the order's fields: exactly the fields that changed, each with its value before and after.
 * A save that changes nothing records nothing.
 */
export type OrderEdited = Event<
  'OrderEdited',
  {
    orderId: string;
    changes: readonly OrderFieldChange[];
    reason: string | null;
    editedBy: string;
    role: Role;
    editedAt: string;
  }
>;
/** A note on the order. Notes are never changed: a correction is a new note naming the one it corrects. */
export type OrderNoteAdded = Event<
  'OrderNoteAdded',
  {
    orderId: string;
    noteId: string;
    text: string;
    correctsNoteId: string | null;
    addedBy: string;
    role: Role;
    addedAt: string;
  }
>;
/**
 * Staff asked for the confirmation e-mail again, to the order's addresses (`to` null) or to another one. The client's
 * `requestId` makes the request idempotent: the mail worker sends once per request id.
 */
export type OrderConfirmationResendRequested = Event<
  'OrderConfirmationResendRequested',
  { orderId: string; requestId: string; to: string | null; requestedBy: string; role: Role; at: string }
>;
/** The mail worker sent the confirmation asked for by `requestId` (to these addresses, with this Message-ID). */
export type OrderConfirmationResent = Event<
  'OrderConfirmationResent',
  {
    orderId: string;
    requestId: string;
    to: readonly string[];
    messageId: string;
    via: 'smtp' | 'file';
    sentAt: string;
  }
>;

/** The events that move an order from one status to another. */
export type OrderStatusEvent =
  | OrderPlaced
  | OrderApproved
  | OrderDeclined
  | OrderReleased
  | OrderShipped
  | OrderCancelled;

/** The events that record staff work on an order without changing its status. */
export type OrderRecordEvent =
  | OrderEdited
  | OrderNoteAdded
  | OrderConfirmationResendRequested
  | OrderConfirmationResent;

export type OrderEvent = OrderStatusEvent | OrderRecordEvent;

export const orderEventTypes = [
  'OrderPlaced',
  'OrderApproved',
  'OrderDeclined',
  'OrderReleased',
  'OrderShipped',
  'OrderCancelled',
  'OrderEdited',
  'OrderNoteAdded',
  'OrderConfirmationResendRequested',
  'OrderConfirmationResent',
] as const satisfies readonly OrderEvent['type'][];
