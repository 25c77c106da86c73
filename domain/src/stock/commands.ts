import type { Role } from '@parks/schemas/roles';
import type { Command } from '../shared/decider.ts';

/** An adjustment by staff (metadata.userId acting as `actorRole`). */
export type AdjustPortalStock = Command<
  'AdjustPortalStock',
  { productId: string; quantity: number; reason: string; actorRole: Role }
>;

/**
 * Take `quantity` units for an order. What the stream cannot know comes in with the command: `received` (the
 * product record's inventory count), `returned` (units that declined or cancelled orders gave back, as the portal
 * inventory read model counts them: a late read model only makes the check stricter) and whether the product may
 * be back ordered.
 */
export type ReservePortalStock = Command<
  'ReservePortalStock',
  {
    productId: string;
    orderId: string;
    quantity: number;
    received: number;
    returned: number;
    allowBackorder: boolean;
  }
>;

export type CancelPortalStockReservation = Command<
  'CancelPortalStockReservation',
  { productId: string; orderId: string }
>;

export type PortalStockCommand = AdjustPortalStock | ReservePortalStock | CancelPortalStockReservation;
