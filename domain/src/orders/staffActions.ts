import type { MessageKey } from '@parks/schemas/messages/index';
import { actorOf, domainError } from '../shared/errors.ts';
import type { AddOrderNote, EditOrder, RecordConfirmationResent, RequestConfirmationResend } from './commands.ts';
import { confirmationDue } from './confirmation.ts';
import { mayBeEmpty, orderEditChanges } from './edits.ts';
import type { OrderEvent } from './events.ts';
import { isPortalOrder } from './release.ts';
import type { OrderState, PlacedOrder } from './state.ts';
import { placed } from './transitions.ts';

export const isClosed = (order: PlacedOrder): boolean => order.status === 'cancelled' || order.status === 'declined';

/**
 * Staff corrections of an order: exactly the changed fields, with before and after. A cancelled or declined order is
 * closed; tracking exists only once shipped and is never emptied; customer and PO numbers are the portal's.
 */
export const decideEdit = (command: EditOrder, state: OrderState): OrderEvent[] => {
  const order = placed(state);
  const editedBy = actorOf(command.metadata);
  const changes = orderEditChanges(order.editable, command.data.values);
  if (changes.length === 0) return [];
  if (isClosed(order)) throw domainError('order.notEditable', 409);
  // The refusal names its field, as the form's own errors do.
  const refuse = (code: MessageKey, status: number, field: string) =>
    domainError(code, status, { errors: { [field]: [code] } });
  for (const { field, after } of changes) {
    if (after === null && !mayBeEmpty(field)) {
      throw refuse(field === 'trackingNumber' ? 'order.trackingRequired' : 'form.fieldRequired', 422, field);
    }
    if ((field === 'trackingNumber' || field === 'trackingUrl') && order.status !== 'shipped') {
      throw refuse('order.notShipped', 409, field);
    }
    if ((field === 'poNumber' || field === 'budgetCode') && !isPortalOrder(order.storeCode)) {
      throw refuse('order.portalFieldsOnly', 409, field);
    }
  }
  const reason = command.data.reason?.trim() || null;
  const { orderId } = order;
  const { actorRole: role } = command.data;
  return [{ type: 'OrderEdited', data: { orderId, changes, reason, editedBy, role, editedAt: command.metadata.now } }];
};

/**
 * A note is added, never changed: a correction is a new note naming one of this order's notes. The same note id
 * again (a retried request) adds nothing.
 */
export const decideNote = (command: AddOrderNote, state: OrderState): OrderEvent[] => {
  const order = placed(state);
  const addedBy = actorOf(command.metadata);
  const { noteId, correctsNoteId, actorRole: role } = command.data;
  if (order.noteIds.has(noteId)) return [];
  const text = command.data.text.trim();
  if (text === '') throw domainError('order.noteRequired', 422);
  if (correctsNoteId !== null && !order.noteIds.has(correctsNoteId)) throw domainError('order.noteNotFound', 422);
  const { orderId } = order;
  return [
    {
      type: 'OrderNoteAdded',
      data: { orderId, noteId, text, correctsNoteId, addedBy, role, addedAt: command.metadata.now },
    },
  ];
};

/**
 * A resend of the confirmation, once per client request id: the same request again adds nothing; the same id with
 * another address is another request reusing an id, refused. Only an order whose confirmation is due has one.
 */
export const decideResendRequest = (command: RequestConfirmationResend, state: OrderState): OrderEvent[] => {
  const order = placed(state);
  const requestedBy = actorOf(command.metadata);
  const { requestId, actorRole: role } = command.data;
  const to = command.data.to?.trim() || null;
  const earlier = order.resends.get(requestId);
  if (earlier !== undefined) {
    if (earlier.to?.toLowerCase() === to?.toLowerCase()) return [];
    throw domainError('order.resendConflict', 409);
  }
  if (!confirmationDue(order)) throw domainError('order.confirmationNotDue', 409);
  const { orderId } = order;
  return [
    {
      type: 'OrderConfirmationResendRequested',
      data: { orderId, requestId, to, requestedBy, role, at: command.metadata.now },
    },
  ];
};

/** The mail worker's record of a resend it sent; recorded once per request. */
export const decideResent = (command: RecordConfirmationResent, state: OrderState): OrderEvent[] => {
  const order = placed(state);
  const request = order.resends.get(command.data.requestId);
  if (request === undefined) throw domainError('order.resendNotFound', 404);
  if (request.sent) return [];
  const { requestId, to, messageId, via, sentAt } = command.data;
  return [{ type: 'OrderConfirmationResent', data: { orderId: order.orderId, requestId, to, messageId, via, sentAt } }];
};
