import type { OrderEditValues } from '@parks/schemas/orderStaff';
import type { OrderStatus, PaymentSummary } from '@parks/schemas/orders';
import type { Role } from '@parks/schemas/roles';
import type { Command } from '../shared/decider.ts';
import type { OrderDraft } from './draft.ts';

/**
 * Places the order of a checkout whose payment is authorized (or not needed). Repeating it with the same
 * idempotency key and request hash adds nothing; the same key with another hash is refused.
 * `requiresApproval` only matters for b2b orders.
 */
export type PlaceOrder = Command<
  'PlaceOrder',
  {
    order: OrderDraft;
    payment: PaymentSummary | null;
    idempotencyKey: string;
    requestHash: string;
    requiresApproval: boolean;
  }
>;

/**
 * Staff and approver commands: the actor is `metadata.userId`; `actorRole`, when the caller knows it (the API
 * does, the release sweep acts for nobody), is recorded with the event.
 */
type Acting = {
  actorRole?: Role;
  /** Set by the admin's status edit, which decides through these transitions; recorded with the event. */
  via?: 'statusEdit';
};
export type ApproveOrder = Command<'ApproveOrder', { orderId: string } & Acting>;
export type DeclineOrder = Command<'DeclineOrder', { orderId: string; reason: string } & Acting>;
export type ReleaseOrder = Command<'ReleaseOrder', { orderId: string } & Acting>;
export type ShipOrder = Command<
  'ShipOrder',
  { orderId: string; trackingNumber: string; trackingUrl: string | null } & Acting
>;
export type CancelOrder = Command<'CancelOrder', { orderId: string; reason: string } & Acting>;

export type OrderTransitionCommand = ApproveOrder | DeclineOrder | ReleaseOrder | ShipOrder | CancelOrder;

/**
 * The admin's status edit: move the order to `status` by the one legal transition that leads there (Pending from
 * Pending Approval is an approval, In Production a release, …). A reason goes with a cancel or a decline, the
 * tracking with a shipment.
 */
export type ChangeOrderStatus = Command<
  'ChangeOrderStatus',
  {
    orderId: string;
    status: OrderStatus;
    reason: string;
    trackingNumber: string;
    trackingUrl: string | null;
    actorRole: Role;
  }
>;

/** Staff correct the order's addresses, PO number, customer number or tracking. */
export type EditOrder = Command<
  'EditOrder',
  { orderId: string; values: OrderEditValues; reason: string | null; actorRole: Role }
>;

/** A note, or the correction of an earlier note of this order; `noteId` is minted by the caller. */
export type AddOrderNote = Command<
  'AddOrderNote',
  { orderId: string; noteId: string; text: string; correctsNoteId: string | null; actorRole: Role }
>;

/** Staff ask for the confirmation e-mail again; `requestId` is the client's id of the request. */
export type RequestConfirmationResend = Command<
  'RequestConfirmationResend',
  { orderId: string; requestId: string; to: string | null; actorRole: Role }
>;

/** The mail worker records that the mail of `requestId` went out. */
export type RecordConfirmationResent = Command<
  'RecordConfirmationResent',
  { orderId: string; requestId: string; to: readonly string[]; messageId: string; via: 'smtp' | 'file'; sentAt: string }
>;

export type OrderStaffCommand =
  | ChangeOrderStatus
  | EditOrder
  | AddOrderNote
  | RequestConfirmationResend
  | RecordConfirmationResent;

export type OrderCommand = PlaceOrder | OrderTransitionCommand | OrderStaffCommand;
