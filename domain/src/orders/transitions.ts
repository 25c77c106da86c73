import { actorOf, domainError } from '../shared/errors.ts';
import type { OrderTransitionCommand } from './commands.ts';
import type { OrderEvent } from './events.ts';
import { releaseCheck } from './release.ts';
import type { OrderState, PlacedOrder } from './state.ts';

const placed = (state: OrderState): PlacedOrder => {
  if (state.status === 'absent') throw domainError('order.notFound', 404);
  return state;
};

const reasonOf = (reason: string): string => {
  const trimmed = reason.trim();
  if (trimmed === '') throw domainError('order.reasonRequired', 422);
  return trimmed;
};

/**
 * The order lifecycle after placement. Pending Approval → approved (Pending) or Declined; Pending → In
 * Production → Shipped (only portal orders are released; a b2c order ships straight from Pending); anything not shipped, declined or
 * cancelled can be cancelled. A repeated command whose outcome is already there adds nothing.
 */
export const decideTransition = (command: OrderTransitionCommand, state: OrderState): OrderEvent[] => {
  const order = placed(state);
  const by = actorOf(command.metadata);
  const at = command.metadata.now;
  const { orderId } = order;
  switch (command.type) {
    case 'ApproveOrder':
      if (order.approved) return [];
      if (order.status !== 'pendingApproval') throw domainError('order.notAwaitingApproval', 409);
      return [{ type: 'OrderApproved', data: { orderId, approvedBy: by, approvedAt: at } }];
    case 'DeclineOrder': {
      if (order.status === 'declined') return [];
      if (order.status !== 'pendingApproval') throw domainError('order.notAwaitingApproval', 409);
      const reason = reasonOf(command.data.reason);
      return [{ type: 'OrderDeclined', data: { orderId, reason, declinedBy: by, declinedAt: at } }];
    }
    case 'ReleaseOrder': {
      // Only portal orders go through production; public-store orders ship straight from Pending.
      const check = releaseCheck(order);
      if (check === 'alreadyReleased') return [];
      if (check !== 'releasable') throw domainError(check, 409);
      return [{ type: 'OrderReleased', data: { orderId, releasedBy: by, releasedAt: at } }];
    }
    case 'ShipOrder': {
      const trackingNumber = command.data.trackingNumber.trim();
      if (trackingNumber === '') throw domainError('order.trackingRequired', 422);
      if (order.status === 'shipped') {
        if (order.trackingNumber === trackingNumber) return [];
        throw domainError('order.alreadyShipped', 409);
      }
      const shippable = order.status === 'inProduction' || (order.status === 'pending' && order.storeCode === 'b2c');
      if (!shippable) throw domainError('order.cannotShip', 409);
      const data = { orderId, trackingNumber, trackingUrl: command.data.trackingUrl, shippedBy: by, shippedAt: at };
      return [{ type: 'OrderShipped', data }];
    }
    case 'CancelOrder': {
      if (order.status === 'cancelled') return [];
      if (order.status === 'shipped') throw domainError('order.alreadyShipped', 409);
      if (order.status === 'declined') throw domainError('order.notCancellable', 409);
      const reason = reasonOf(command.data.reason);
      return [{ type: 'OrderCancelled', data: { orderId, reason, cancelledBy: by, cancelledAt: at } }];
    }
  }
};
