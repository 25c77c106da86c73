import type { OrderStatus } from '@parks/schemas/orders';
import type { Role } from '@parks/schemas/roles';
import type { OrderPlaced, OrderStatusEvent } from './events.ts';

/** The tracking an order was shipped with. */
export type OrderTracking = Readonly<{ trackingNumber: string; trackingUrl: string | null }>;

type Change<Kind extends string, Status extends OrderStatus, Reason extends string | null, Tracking> = Readonly<{
  kind: Kind;
  status: Status;
  at: string;
  by: string;
  /**
   * The role the staff member acted in; undefined where the event records none: the placing (a shopper's or a
   * portal user's own) and the workers' release sweep.
   */
  role: Role | undefined;
  /** Asked for through the admin's status edit rather than the action of its own name (the audit tells them apart). */
  viaStatusEdit: boolean;
  reason: Reason;
  tracking: Tracking;
}>;

/**
 * What one status event changes on an order: the status it leaves the order in, when and by whom, and what the event
 * carries with it (the reason of a decline or a cancellation, the tracking of a shipment). Every field is there on
 * every kind, null where the kind has none, so a reader that only copies values needs no switch, and one that cares
 * about a kind narrows on `kind`.
 */
export type OrderStatusChange =
  | Change<'placed', OrderPlaced['data']['status'], null, null>
  | Change<'approved', 'pending', null, null>
  | Change<'declined', 'declined', string, null>
  | Change<'released', 'inProduction', null, null>
  | Change<'shipped', 'shipped', null, OrderTracking>
  | Change<'cancelled', 'cancelled', string, null>;

/**
 * The one reading of a status event, shared by the decider's state, the order record and every order read model, so
 * a status, a date or a reason shown can never differ from what the rules decide on.
 */
export const statusChangeOf = (event: OrderStatusEvent): OrderStatusChange => {
  if (event.type === 'OrderPlaced') {
    const { status, placedAt: at, placedBy: by } = event.data;
    return { kind: 'placed', status, at, by, role: undefined, viaStatusEdit: false, reason: null, tracking: null };
  }
  const acting = { role: event.data.role, viaStatusEdit: event.data.via === 'statusEdit' };
  const plain = { ...acting, reason: null, tracking: null };
  switch (event.type) {
    case 'OrderApproved': {
      const { approvedAt: at, approvedBy: by } = event.data;
      return { kind: 'approved', status: 'pending', at, by, ...plain };
    }
    case 'OrderDeclined': {
      const { reason, declinedAt: at, declinedBy: by } = event.data;
      return { kind: 'declined', status: 'declined', at, by, ...acting, reason, tracking: null };
    }
    case 'OrderReleased': {
      const { releasedAt: at, releasedBy: by } = event.data;
      return { kind: 'released', status: 'inProduction', at, by, ...plain };
    }
    case 'OrderShipped': {
      const { trackingNumber, trackingUrl, shippedAt: at, shippedBy: by } = event.data;
      const tracking = { trackingNumber, trackingUrl };
      return { kind: 'shipped', status: 'shipped', at, by, ...acting, reason: null, tracking };
    }
    case 'OrderCancelled': {
      const { reason, cancelledAt: at, cancelledBy: by } = event.data;
      return { kind: 'cancelled', status: 'cancelled', at, by, ...acting, reason, tracking: null };
    }
  }
};
