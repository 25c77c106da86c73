/**
 * How long a reservation may wait for its order. The checkout reserves each product's units, then the cart records
 * the order (PortalCheckoutStarted), which is from then on placed by the next submission whatever happens. A crash
 * between the two (or a refused cart step whose compensation never ran) would hold the units forever: so a
 * reservation is provisional until its order is recorded, and the stock sweep (workers/src/stockReservations) gives
 * back, as PortalStockReservationCancelled with the reason `expired`, any reservation older than the hold whose
 * order neither the cart nor the order stream knows.
 *
 * The sweep reads the cart, then cancels on the stock stream: two streams, no common decision. What keeps it sound
 * is time, on both sides: the checkout records its order only while its reservations are younger than
 * `recordWithinMs` (or gives them back itself), and the sweep only cancels ones older than `holdMs`, three times
 * as long. A request would have to stall ten minutes between its own check and its next append to meet the sweep.
 * Times come in from outside (the commands' `now`): nothing here reads a clock.
 */
export const reservationHold = {
  /** A reservation whose order is not recorded after this long is given back. */
  holdMs: 15 * 60_000,
  /** The checkout records the order within this long of reserving, or gives the units back itself. */
  recordWithinMs: 5 * 60_000,
} as const;

const ageMs = (reservedAt: string, now: string): number => Date.parse(now) - Date.parse(reservedAt);

/**
 * Past the hold: the sweep may give it back (when its order is not recorded). A time that does not parse is never
 * past it: holding units too long is the safe side.
 */
export const isPastHold = (reservedAt: string, now: string): boolean =>
  ageMs(reservedAt, now) >= reservationHold.holdMs;

/** Still young enough for the checkout to record its order. */
export const mayStillRecord = (reservedAt: string, now: string): boolean =>
  ageMs(reservedAt, now) < reservationHold.recordWithinMs;
