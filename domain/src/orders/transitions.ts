import { type OrderStatus, orderStatuses } from '@parks/schemas/orders';
import { actorOf, DomainError, domainError } from '../shared/errors.ts';
import type { ChangeOrderStatus, OrderTransitionCommand } from './commands.ts';
import type { OrderEvent } from './events.ts';
import { releaseCheck } from './release.ts';
import type { OrderState, PlacedOrder } from './state.ts';

export const placed = (state: OrderState): PlacedOrder => {
  if (state.status === 'absent') throw domainError('order.notFound', 404);
  return state;
};

export const reasonOf = (reason: string): string => {
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
  // Who acted, as the role they acted in; a command without one (the release sweep) records none.
  const acting = {
    ...(command.data.actorRole === undefined ? {} : { role: command.data.actorRole }),
    // The audit timeline tells a status edit from the action of the same name.
    ...(command.data.via === undefined ? {} : { via: command.data.via }),
  };
  switch (command.type) {
    case 'ApproveOrder':
      if (order.approved) return [];
      if (order.status !== 'pendingApproval') throw domainError('order.notAwaitingApproval', 409);
      return [{ type: 'OrderApproved', data: { orderId, approvedBy: by, approvedAt: at, ...acting } }];
    case 'DeclineOrder': {
      if (order.status === 'declined') return [];
      if (order.status !== 'pendingApproval') throw domainError('order.notAwaitingApproval', 409);
      const reason = reasonOf(command.data.reason);
      return [{ type: 'OrderDeclined', data: { orderId, reason, declinedBy: by, declinedAt: at, ...acting } }];
    }
    case 'ReleaseOrder': {
      // Only portal orders go through production; public-store orders ship straight from Pending.
      const check = releaseCheck(order);
      if (check === 'alreadyReleased') return [];
      if (check !== 'releasable') throw domainError(check, 409);
      return [{ type: 'OrderReleased', data: { orderId, releasedBy: by, releasedAt: at, ...acting } }];
    }
    case 'ShipOrder': {
      const trackingNumber = command.data.trackingNumber.trim();
      if (trackingNumber === '') throw domainError('order.trackingRequired', 422);
      if (order.status === 'shipped') {
        if (order.editable.trackingNumber === trackingNumber) return [];
        throw domainError('order.alreadyShipped', 409);
      }
      const shippable = order.status === 'inProduction' || (order.status === 'pending' && order.storeCode === 'b2c');
      if (!shippable) throw domainError('order.cannotShip', 409);
      const { trackingUrl } = command.data;
      const data = { orderId, trackingNumber, trackingUrl, shippedBy: by, shippedAt: at, ...acting };
      return [{ type: 'OrderShipped', data }];
    }
    case 'CancelOrder': {
      if (order.status === 'cancelled') return [];
      if (order.status === 'shipped') throw domainError('order.alreadyShipped', 409);
      if (order.status === 'declined') throw domainError('order.notCancellable', 409);
      const reason = reasonOf(command.data.reason);
      return [{ type: 'OrderCancelled', data: { orderId, reason, cancelledBy: by, cancelledAt: at, ...acting } }];
    }
  }
};

/**
 * The transition that leads to `status`, as the admin's status edit names it. Pending Approval is where a portal
 * order starts, never where one goes back to.
 */
const transitionTo = (status: OrderStatus): OrderTransitionCommand['type'] | null => {
  switch (status) {
    case 'pendingApproval':
      return null;
    case 'pending':
      return 'ApproveOrder';
    case 'declined':
      return 'DeclineOrder';
    case 'inProduction':
      return 'ReleaseOrder';
    case 'shipped':
      return 'ShipOrder';
    case 'cancelled':
      return 'CancelOrder';
  }
};

const transitionCommand = (
  command: ChangeOrderStatus,
  type: OrderTransitionCommand['type'],
): OrderTransitionCommand => {
  const { orderId, reason, trackingNumber, trackingUrl, actorRole } = command.data;
  const { metadata } = command;
  const via = 'statusEdit';
  switch (type) {
    case 'ApproveOrder':
    case 'ReleaseOrder':
      return { type, data: { orderId, actorRole, via }, metadata };
    case 'DeclineOrder':
    case 'CancelOrder':
      return { type, data: { orderId, reason, actorRole, via }, metadata };
    case 'ShipOrder':
      return { type, data: { orderId, trackingNumber, trackingUrl, actorRole, via }, metadata };
  }
};

/**
 * The admin's status edit: only the legal transitions above, through the same rules. Asking for the status the order
 * already has changes nothing; a transition whose outcome is already recorded but that would not lead to the status
 * asked for (approving again an order now in production) is not a way there.
 */
export const decideStatusChange = (command: ChangeOrderStatus, state: OrderState): OrderEvent[] => {
  const order = placed(state);
  if (order.status === command.data.status) return [];
  const type = transitionTo(command.data.status);
  if (type === null) throw domainError('order.illegalTransition', 409);
  const events = decideTransition(transitionCommand(command, type), state);
  if (events.length === 0) throw domainError('order.illegalTransition', 409);
  return events;
};

/**
 * The statuses the status edit may move this order to now: each status the decider's own status change accepts, asked
 * with a reason and a tracking number so that only the transition rules (never a missing field) decide. The order
 * modal offers exactly these, so an offered status is never refused for its transition.
 */
export const nextStatuses = (state: OrderState): OrderStatus[] => {
  if (state.status === 'absent') return [];
  return orderStatuses.filter((status) => {
    const probe: ChangeOrderStatus = {
      type: 'ChangeOrderStatus',
      data: {
        orderId: state.orderId,
        status,
        reason: 'probe',
        trackingNumber: 'probe',
        trackingUrl: null,
        actorRole: 'LMG',
      },
      metadata: { now: new Date(0).toISOString(), userId: 'probe' },
    };
    try {
      return decideStatusChange(probe, state).length > 0;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  });
};
