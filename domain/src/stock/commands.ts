import type { Role } from '@parks/schemas/roles';
import type { Command } from '../shared/decider.ts';

/**
 * A staff adjustment of `quantity` units (negative: units removed), by metadata.userId acting as `actorRole`.
 * What the stream cannot know comes in with the command, from the portal inventory read model: `received` (the
 * product record's inventory count) and `shipped` (units of shipped orders), so that no adjustment takes the stock
 * on hand below zero.
 */
export type AdjustPortalStock = Command<
  'AdjustPortalStock',
  { productId: string; quantity: number; reason: string; actorRole: Role; received: number; shipped: number }
>;

/**
 * Take `quantity` units for an order (metadata.userId: the buyer). What the stream cannot know comes in with the
 * command, from the portal inventory read model (availability.ts): `received` (the product record's inventory
 * count), `released` (units of this stream's reservations whose order was then declined or cancelled: a late read
 * model only makes the check stricter), `unreserved` (units held by orders placed without a reservation here,
 * before the stream existed) and whether the product may be back ordered.
 */
export type ReservePortalStock = Command<
  'ReservePortalStock',
  {
    productId: string;
    orderId: string;
    quantity: number;
    received: number;
    released: number;
    unreserved: number;
    allowBackorder: boolean;
  }
>;

/** The checkout gives back what it reserved for an order it could not record. */
export type CancelPortalStockReservation = Command<
  'CancelPortalStockReservation',
  { productId: string; orderId: string }
>;

/**
 * The sweep gives back a reservation past the hold (reservationHold.ts). `orderRecorded`: whether the buyer's cart
 * or the order stream knows the order, which this stream cannot see.
 */
export type ExpirePortalStockReservation = Command<
  'ExpirePortalStockReservation',
  { productId: string; orderId: string; orderRecorded: boolean }
>;

export type PortalStockCommand =
  | AdjustPortalStock
  | ReservePortalStock
  | CancelPortalStockReservation
  | ExpirePortalStockReservation;
