/**
 * The one rule for the units of a portal product that can still be taken. The stock decision (decider.ts) applies
 * it to its stream's fresh reservations, the portal's availability and the back office's Inventory (through
 * api/src/portal/catalogue.ts) to the portalInventory read model's: both count the same orders the same way, so
 * what the portal shows as available is what a reservation can take.
 *
 * An order holds units from its reservation (which comes before it is placed) until it is declined or cancelled;
 * a shipped order's units left the stock and stay held. Each order is counted once, by one of two sources:
 * - its live reservation on the product's stock stream (`reserved`), less what declined or cancelled orders
 *   gave back of those reservations (`released`: the reservation stays on the stream, the order is over);
 * - its placed lines when the stream holds no reservation for it (`unreserved`): orders placed before the stream
 *   existed, which the stream cannot know of.
 */
export type PortalStockCount = Readonly<{
  /** The product record's inventory count (units received into stock). */
  received: number;
  /** Sum of staff adjustments (PortalStockAdjusted). */
  adjusted: number;
  /** Units of the live (not cancelled) reservations on the product's stock stream. */
  reserved: number;
  /** Units of those reservations whose order was then declined or cancelled. */
  released: number;
  /** Units of placed orders, not declined or cancelled, that hold no reservation on the stream. */
  unreserved: number;
}>;

/**
 * Units that orders hold. `released` comes from a read model that may lag the stream: a late one gives back less,
 * which only makes a decision stricter, and it can never give back more than the stream holds.
 */
export const heldUnits = ({ reserved, released, unreserved }: PortalStockCount): number =>
  reserved - Math.min(Math.max(released, 0), reserved) + Math.max(unreserved, 0);

/** Units that can still be taken: received plus adjustments, minus what orders hold (below 0 after back orders). */
export const availablePortalUnits = (count: PortalStockCount): number =>
  count.received + count.adjusted - heldUnits(count);

/**
 * The back office's three figures from the same rule: on hand (received and adjusted, less what shipped: those
 * units left the stock), reserved (held by orders not shipped yet, placed or still in a checkout) and available
 * (on hand less reserved, as the portal shows it).
 */
export const stockLevelsOf = (
  count: PortalStockCount,
  shipped: number,
): Readonly<{ onHand: number; reserved: number; available: number }> => {
  const available = availablePortalUnits(count);
  const onHand = count.received + count.adjusted - shipped;
  return { onHand, reserved: onHand - available, available };
};
