import { decideByType, type StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import { availablePortalUnits } from './availability.ts';
import type {
  AdjustPortalStock,
  CancelPortalStockReservation,
  ExpirePortalStockReservation,
  PortalStockCommand,
  ReservePortalStock,
} from './commands.ts';
import { parsePortalStockEvent } from './eventParser.ts';
import type { PortalStockEvent } from './events.ts';
import { isPastHold } from './reservationHold.ts';

/** A live reservation: its units, when it was taken and by whom (the buyer whose cart records the order). */
export type PortalStockReservation = Readonly<{ quantity: number; reservedAt: string; userId: string | undefined }>;

/** What the stream knows: the sum of staff adjustments and the live reservation of each order. */
export type PortalStockState = Readonly<{
  adjusted: number;
  reservations: Readonly<Record<string, PortalStockReservation>>;
  cancelled: readonly string[];
}>;

export const initialState = (): PortalStockState => ({ adjusted: 0, reservations: {}, cancelled: [] });

export const evolve = (state: PortalStockState, event: PortalStockEvent): PortalStockState => {
  switch (event.type) {
    case 'PortalStockAdjusted':
      return { ...state, adjusted: state.adjusted + event.data.quantity };
    case 'PortalStockReserved': {
      const { orderId, quantity, reservedAt, userId } = event.data;
      return { ...state, reservations: { ...state.reservations, [orderId]: { quantity, reservedAt, userId } } };
    }
    case 'PortalStockReservationCancelled': {
      const { [event.data.orderId]: _gone, ...reservations } = state.reservations;
      return { ...state, reservations, cancelled: [...state.cancelled, event.data.orderId] };
    }
  }
};

/** Units of the live reservations (orders open, shipped, or not placed yet). */
export const reservedOf = (state: PortalStockState): number =>
  Object.values(state.reservations).reduce((sum, reservation) => sum + reservation.quantity, 0);

/** The one availability rule (availability.ts) on this stream's fresh reservations and the read model's figures. */
export const availableOf = (
  state: PortalStockState,
  figures: Readonly<{ received: number; released: number; unreserved: number }>,
): number => availablePortalUnits({ ...figures, adjusted: state.adjusted, reserved: reservedOf(state) });

const maxAdjustment = 1_000_000;

/**
 * Units removed cannot be more than are on hand (received and adjusted, less what shipped; the stream's own
 * adjustments are fresh, the read model's figures may lag, which a retry of the staff member settles). Units added
 * are always taken, even where the stock is still below zero after them (it was, before this rule).
 */
const adjust = (command: AdjustPortalStock, state: PortalStockState): PortalStockEvent[] => {
  const adjustedBy = actorOf(command.metadata);
  const { productId, quantity, reason, actorRole, received, shipped } = command.data;
  if (!Number.isSafeInteger(quantity) || quantity === 0 || Math.abs(quantity) > maxAdjustment) {
    throw domainError('inventory.adjustment.invalid', 422);
  }
  if (reason.trim() === '') throw domainError('inventory.reason.required', 422);
  if (quantity < 0 && received + state.adjusted - shipped + quantity < 0) {
    throw domainError('inventory.onHand.negative', 409, { errors: { quantity: ['inventory.onHand.negative'] } });
  }
  return [
    {
      type: 'PortalStockAdjusted',
      data: { productId, quantity, reason: reason.trim(), adjustedBy, actorRole, adjustedAt: command.metadata.now },
    },
  ];
};

/**
 * The stock check and the reservation are one decision on this stream (appended with its expected revision): of
 * two orders for the last units, the second decides again on the first's reservation and is refused. A product that
 * may be back ordered may go below zero, as the cart rules allow.
 */
const reserve = (command: ReservePortalStock, state: PortalStockState): PortalStockEvent[] => {
  const { productId, orderId, quantity, received, released, unreserved, allowBackorder } = command.data;
  if (state.reservations[orderId] !== undefined) return []; // a retried checkout: already reserved
  if (state.cancelled.includes(orderId)) throw domainError('portal.noLongerInStock', 409);
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw domainError('portal.quantity.belowMinimum', 422);
  if (!allowBackorder && quantity > availableOf(state, { received, released, unreserved })) {
    throw domainError('portal.noLongerInStock', 409);
  }
  const { now, userId } = command.metadata;
  const data = { productId, orderId, quantity, reservedAt: now, ...(userId === undefined ? {} : { userId }) };
  return [{ type: 'PortalStockReserved', data }];
};

const cancel = (command: CancelPortalStockReservation, state: PortalStockState): PortalStockEvent[] => {
  const { productId, orderId } = command.data;
  if (state.reservations[orderId] === undefined) return [];
  return [
    {
      type: 'PortalStockReservationCancelled',
      data: { productId, orderId, cancelledAt: command.metadata.now, reason: 'checkoutRefused' },
    },
  ];
};

/**
 * Gives back a reservation whose order was never recorded, once past the hold: anything else is left as it is
 * (already gone, still young, or its order recorded, which the next submission of the cart places).
 */
const expire = (command: ExpirePortalStockReservation, state: PortalStockState): PortalStockEvent[] => {
  const { productId, orderId, orderRecorded } = command.data;
  const reservation = state.reservations[orderId];
  const { now } = command.metadata;
  if (reservation === undefined || orderRecorded || !isPastHold(reservation.reservedAt, now)) return [];
  return [
    { type: 'PortalStockReservationCancelled', data: { productId, orderId, cancelledAt: now, reason: 'expired' } },
  ];
};

export const decide = decideByType<PortalStockState, PortalStockCommand, PortalStockEvent>({
  AdjustPortalStock: adjust,
  ReservePortalStock: reserve,
  CancelPortalStockReservation: cancel,
  ExpirePortalStockReservation: expire,
});

export const portalStockDecider: StreamDecider<PortalStockState, PortalStockCommand, PortalStockEvent> = {
  decide,
  evolve,
  initialState,
  parse: parsePortalStockEvent,
};
