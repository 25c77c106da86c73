/**
 * The order as the confirmation mail needs it, read from its own stream (never from a read model, which
 * may lag): the OrderPlaced content, and the state folded with the domain's evolve.
 */
import type { OrderEvent, OrderPlaced } from '@parks/domain/orders/events';
import { orderEventTypes } from '@parks/domain/orders/events';
import { evolve, initialState, type OrderState } from '@parks/domain/orders/state';
import { orderStream } from '@parks/domain/orders/streams';
import { StreamDeletedError, StreamNotFoundError } from '@parks/infra/eventStore/errors';
import type { EventStore, JsonObject } from '@parks/infra/eventStore/port';
import { isLanguage } from '@parks/schemas/language';

export type PlacedOrderData = OrderPlaced['data'];

export type ConfirmationOrder = Readonly<{
  placed: PlacedOrderData;
  state: OrderState;
  /** An OrderReleased is in the stream (the moment a portal order's confirmation is due). */
  released: boolean;
}>;

export type LoadedOrder =
  | Readonly<{ kind: 'found'; order: ConfirmationOrder }>
  | Readonly<{ kind: 'absent' }>
  | Readonly<{ kind: 'unreadable'; reason: string }>;

const knownTypes = new Set<string>(orderEventTypes);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What the mail cannot do without; anything missing means data this code does not understand. */
const problemOf = (data: JsonObject): string | null => {
  if (typeof data.orderId !== 'string') return 'no orderId';
  if (!isLanguage(data.preferredLanguage)) return 'no preferredLanguage';
  if (!Array.isArray(data.lines)) return 'no lines';
  if (!isObject(data.totals) || typeof data.totals.totalCents !== 'number') return 'no totals';
  if (!isObject(data.shippingAddress) || typeof data.shippingAddress.email !== 'string') return 'no shipping e-mail';
  if (!isObject(data.billingAddress)) return 'no billing address';
  return null;
};

export const loadOrder = async (eventStore: EventStore, orderId: string): Promise<LoadedOrder> => {
  let state = initialState();
  let placed: PlacedOrderData | null = null;
  let released = false;
  try {
    for await (const recorded of eventStore.readStream(orderStream(orderId))) {
      if (!knownTypes.has(recorded.type)) continue;
      if (recorded.type === 'OrderPlaced') {
        const problem = problemOf(recorded.data);
        if (problem !== null) return { kind: 'unreadable', reason: `OrderPlaced has ${problem}` };
        placed = recorded.data as unknown as PlacedOrderData;
      }
      if (recorded.type === 'OrderReleased') released = true;
      state = evolve(state, { type: recorded.type, data: recorded.data } as unknown as OrderEvent);
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return { kind: 'absent' };
    throw error;
  }
  if (placed === null) return { kind: 'absent' };
  return { kind: 'found', order: { placed, state, released } };
};

/**
 * A public order is confirmed once placed; a portal order once released for production (spec: "a
 * confirmation e-mail follows then"). An order cancelled or declined before its mail went out gets none.
 */
export const confirmationDue = (order: ConfirmationOrder): boolean => {
  const { status } = order.state;
  if (status === 'cancelled' || status === 'declined' || status === 'absent') return false;
  return order.placed.storeCode === 'b2c' || order.released;
};
