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

/** A portal order took `quantity` units of the product: decided on this stream, so two orders cannot both take the last ones. */
export type PortalStockReserved = Event<
  'PortalStockReserved',
  { productId: string; orderId: string; quantity: number; reservedAt: string }
>;

/** A reservation whose order was never placed (another line could not be reserved, or the checkout was refused). */
export type PortalStockReservationCancelled = Event<
  'PortalStockReservationCancelled',
  { productId: string; orderId: string; cancelledAt: string }
>;

export type PortalStockEvent = PortalStockAdjusted | PortalStockReserved | PortalStockReservationCancelled;

export const portalStockEventTypes = [
  'PortalStockAdjusted',
  'PortalStockReserved',
  'PortalStockReservationCancelled',
] as const satisfies readonly PortalStockEvent['type'][];
