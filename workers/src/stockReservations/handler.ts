/**
 * The stock sweep (domain/src/stock/reservationHold.ts): gives back the reservations past the hold whose order was
 * never recorded. For each candidate past the hold it reads the buyer's cart and the order stream (what the stock
 * stream cannot see), then lets the stock decider decide (ExpirePortalStockReservation, appended with the stream's
 * expected revision): it gives the units back, as PortalStockReservationCancelled with the reason `expired`, only
 * when the reservation is still live, past the hold at the sweep's `now`, and its order unknown to both.
 * Idempotent: a repeated sweep finds the reservation gone, or firm, and appends nothing.
 */
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { portalCartDecider, portalCartStream } from '@parks/domain/portal/cart';
import { cartRecordsOrder } from '@parks/domain/portal/checkoutAttempt';
import { portalStockDecider } from '@parks/domain/stock/decider';
import { reservationHold } from '@parks/domain/stock/reservationHold';
import { portalStockStream } from '@parks/domain/stock/streams';
import { foldStreamRevision, handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { ReservationCandidates, ReservationRef } from './candidates.ts';

/** Who gives the units back, in the events' metadata. */
export const STOCK_SWEEP_USER = 'system-stock-sweep';

/** Candidates looked at per sweep: the rest wait for the next one (every minute). */
const sweepBatch = 500;

export type StockSweepDeps = Readonly<{
  eventStore: EventStore;
  candidates: ReservationCandidates;
  logger: Logger;
  /** The sweep's time (injected: tests move it past the hold). */
  clock: () => Date;
}>;

export type StockSweepOutcome = Readonly<{ expired: number; kept: number }>;

/** Whether the cart or the order stream knows the order: it will be, or was, placed. */
const orderRecorded = async (eventStore: EventStore, orderId: string, userId: string | undefined) => {
  const order = await foldStreamRevision(eventStore, orderStream(orderId), orderDecider);
  if (order.state.status !== 'absent') return true;
  // Reservations from before the buyer was recorded on them: the order stream is all there is to ask.
  if (userId === undefined) return false;
  const cart = await foldStreamRevision(eventStore, portalCartStream(userId), portalCartDecider);
  return cartRecordsOrder(cart.state, orderId);
};

const sweepOne = async (deps: StockSweepDeps, ref: ReservationRef, now: string): Promise<'expired' | 'kept'> => {
  const { productId, orderId } = ref;
  const stock = await foldStreamRevision(deps.eventStore, portalStockStream(productId), portalStockDecider);
  const reservation = stock.state.reservations[orderId];
  const recorded = reservation === undefined ? true : await orderRecorded(deps.eventStore, orderId, reservation.userId);
  const outcome = await handleCommand(
    deps.eventStore,
    portalStockStream(productId),
    portalStockDecider,
    {
      type: 'ExpirePortalStockReservation',
      data: { productId, orderId, orderRecorded: recorded },
      metadata: { now, userId: STOCK_SWEEP_USER },
    },
    { maxRetries: 20 },
  );
  return outcome.newEvents.length > 0 ? 'expired' : 'kept';
};

export const sweepStockReservations = async (deps: StockSweepDeps): Promise<StockSweepOutcome> => {
  const at = deps.clock();
  const now = at.toISOString();
  const due = await deps.candidates.due(new Date(at.getTime() - reservationHold.holdMs), sweepBatch);
  let expired = 0;
  let kept = 0;
  for (const ref of due) {
    const outcome = await sweepOne(deps, ref, now);
    if (outcome === 'expired') {
      expired += 1;
      deps.logger.info({ ...ref }, 'stock reservation past the hold, order never recorded: units given back');
    } else kept += 1;
    // Given back, gone already, or firm for good (its order recorded): never looked at again.
    await deps.candidates.remove(ref);
  }
  return { expired, kept };
};
