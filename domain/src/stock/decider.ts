import type { StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import type {
  AdjustPortalStock,
  CancelPortalStockReservation,
  PortalStockCommand,
  ReservePortalStock,
} from './commands.ts';
import { parsePortalStockEvent } from './eventParser.ts';
import type { PortalStockEvent } from './events.ts';

/** What the stream knows: the sum of staff adjustments and the units each order reserved. */
export type PortalStockState = Readonly<{
  adjusted: number;
  reservations: Readonly<Record<string, number>>;
  cancelled: readonly string[];
}>;

export const initialState = (): PortalStockState => ({ adjusted: 0, reservations: {}, cancelled: [] });

export const evolve = (state: PortalStockState, event: PortalStockEvent): PortalStockState => {
  switch (event.type) {
    case 'PortalStockAdjusted':
      return { ...state, adjusted: state.adjusted + event.data.quantity };
    case 'PortalStockReserved':
      return { ...state, reservations: { ...state.reservations, [event.data.orderId]: event.data.quantity } };
    case 'PortalStockReservationCancelled': {
      const { [event.data.orderId]: _gone, ...reservations } = state.reservations;
      return { ...state, reservations, cancelled: [...state.cancelled, event.data.orderId] };
    }
  }
};

/** Units reserved by orders (open or shipped) still counted against the stock. */
const reservedOf = (state: PortalStockState): number =>
  Object.values(state.reservations).reduce((sum, quantity) => sum + quantity, 0);

/** Units that can still be taken: received plus adjustments, minus what orders took and did not give back. */
export const availableOf = (state: PortalStockState, received: number, returned: number): number =>
  received + state.adjusted - (reservedOf(state) - Math.min(returned, reservedOf(state)));

const maxAdjustment = 1_000_000;

const adjust = (command: AdjustPortalStock): PortalStockEvent[] => {
  const adjustedBy = actorOf(command.metadata);
  const { productId, quantity, reason, actorRole } = command.data;
  if (!Number.isSafeInteger(quantity) || quantity === 0 || Math.abs(quantity) > maxAdjustment) {
    throw domainError('inventory.adjustment.invalid', 422);
  }
  if (reason.trim() === '') throw domainError('inventory.reason.required', 422);
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
  const { productId, orderId, quantity, received, returned, allowBackorder } = command.data;
  if (state.reservations[orderId] !== undefined) return []; // a retried checkout: already reserved
  if (state.cancelled.includes(orderId)) throw domainError('portal.noLongerInStock', 409);
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw domainError('portal.quantity.belowMinimum', 422);
  if (!allowBackorder && quantity > availableOf(state, received, returned)) {
    throw domainError('portal.noLongerInStock', 409);
  }
  return [{ type: 'PortalStockReserved', data: { productId, orderId, quantity, reservedAt: command.metadata.now } }];
};

const cancel = (command: CancelPortalStockReservation, state: PortalStockState): PortalStockEvent[] => {
  const { productId, orderId } = command.data;
  if (state.reservations[orderId] === undefined) return [];
  return [{ type: 'PortalStockReservationCancelled', data: { productId, orderId, cancelledAt: command.metadata.now } }];
};

export const decide = (command: PortalStockCommand, state: PortalStockState): PortalStockEvent[] => {
  switch (command.type) {
    case 'AdjustPortalStock':
      return adjust(command);
    case 'ReservePortalStock':
      return reserve(command, state);
    case 'CancelPortalStockReservation':
      return cancel(command, state);
  }
};

export const portalStockDecider: StreamDecider<PortalStockState, PortalStockCommand, PortalStockEvent> = {
  decide,
  evolve,
  initialState,
  parse: parsePortalStockEvent,
};
