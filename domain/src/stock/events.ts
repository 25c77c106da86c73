import type { Role } from '@parks/schemas/roles';
import type { Event } from '../shared/decider.ts';

/** Staff counted the stock of a portal product: on hand moves by `quantity` (never 0), for `reason`. */
export type PortalStockAdjusted = Event<
  'PortalStockAdjusted',
  {
    productId: string;
    quantity: number;
    reason: string;
    adjustedBy: string;
    actorRole: Role;
    adjustedAt: string;
  }
>;

/**
 * A portal order took `quantity` units of the product: decided on this stream, so two orders cannot both take the
 * last ones. Provisional until the order is recorded (reservationHold.ts); `userId` is the buyer, whose cart records
 * it (absent on reservations recorded before the sweep existed: the sweep then asks the order stream only).
 */
export type PortalStockReserved = Event<
  'PortalStockReserved',
  { productId: string; orderId: string; quantity: number; reservedAt: string; userId?: string }
>;

/**
 * Why units came back: `checkoutRefused`, the checkout gave them back itself (another line could not be reserved,
 * or the cart refused the order); `expired`, the sweep gave them back because the order was still not recorded
 * after the hold (a crash between the reservation and the cart).
 */
export const reservationCancelReasons = ['checkoutRefused', 'expired'] as const;
export type ReservationCancelReason = (typeof reservationCancelReasons)[number];

/**
 * A reservation whose order was never placed. `reason` is absent on cancellations recorded before reasons were,
 * all of them the checkout's own (`checkoutRefused`).
 */
export type PortalStockReservationCancelled = Event<
  'PortalStockReservationCancelled',
  { productId: string; orderId: string; cancelledAt: string; reason?: ReservationCancelReason }
>;

export type PortalStockEvent = PortalStockAdjusted | PortalStockReserved | PortalStockReservationCancelled;

export const portalStockEventTypes = [
  'PortalStockAdjusted',
  'PortalStockReserved',
  'PortalStockReservationCancelled',
] as const satisfies readonly PortalStockEvent['type'][];
