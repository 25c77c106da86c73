import type { StreamDecider } from '../shared/decider.ts';
import { domainError } from '../shared/errors.ts';
import type { OrderCommand, PlaceOrder } from './commands.ts';
import { parseOrderEvent } from './eventParser.ts';
import type { OrderEvent } from './events.ts';
import { decideEdit, decideNote, decideResendRequest, decideResent } from './staffActions.ts';
import { evolve, initialState, type OrderState } from './state.ts';
import { decideStatusChange, decideTransition } from './transitions.ts';

/**
 * The order stream starts with the placed order. A retried, double-clicked or concurrently repeated
 * checkout reaches here with the same idempotency key and request hash: nothing new. The same key with
 * another hash is a changed request reusing a key, and is refused.
 */
const placeOrder = (command: PlaceOrder, state: OrderState): OrderEvent[] => {
  const { order, payment, idempotencyKey, requestHash, requiresApproval } = command.data;
  if (state.status !== 'absent') {
    if (state.idempotencyKey === idempotencyKey && state.requestHash === requestHash) return [];
    throw domainError('order.idempotencyConflict', 409);
  }
  const status = order.storeCode === 'b2b' && requiresApproval ? 'pendingApproval' : 'pending';
  const placedBy = command.metadata.userId ?? order.customerId;
  const data = {
    ...order,
    status,
    payment,
    idempotencyKey,
    requestHash,
    placedBy,
    placedAt: command.metadata.now,
  } as const;
  return [{ type: 'OrderPlaced', data }];
};

export const decide = (command: OrderCommand, state: OrderState): OrderEvent[] => {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, state);
    case 'ApproveOrder':
    case 'DeclineOrder':
    case 'ReleaseOrder':
    case 'ShipOrder':
    case 'CancelOrder':
      return decideTransition(command, state);
    case 'ChangeOrderStatus':
      return decideStatusChange(command, state);
    case 'EditOrder':
      return decideEdit(command, state);
    case 'AddOrderNote':
      return decideNote(command, state);
    case 'RequestConfirmationResend':
      return decideResendRequest(command, state);
    case 'RecordConfirmationResent':
      return decideResent(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
};

export const orderDecider: StreamDecider<OrderState, OrderCommand, OrderEvent> = {
  decide,
  evolve,
  initialState,
  parse: parseOrderEvent,
};
