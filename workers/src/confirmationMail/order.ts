/**
 * The order as the confirmation mail needs it, read from its own stream (never from a read model, which
 * may lag) through the order stream's parser: the OrderPlaced content with the staff's edits applied, and the state
 * folded with the domain's evolve (whose `confirmationDue` says whether the mail is due).
 */
import { applyOrderChanges } from '@parks/domain/orders/edits';
import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import type { OrderPlaced } from '@parks/domain/orders/events';
import { evolve, initialState, type OrderState } from '@parks/domain/orders/state';
import { orderStream } from '@parks/domain/orders/streams';
import { StreamDeletedError, StreamNotFoundError } from '@parks/infra/eventStore/errors';
import type { EventStore } from '@parks/infra/eventStore/port';

export type PlacedOrderData = OrderPlaced['data'];

export type ConfirmationOrder = Readonly<{
  placed: PlacedOrderData;
  state: OrderState;
}>;

export type LoadedOrder =
  | Readonly<{ kind: 'found'; order: ConfirmationOrder }>
  | Readonly<{ kind: 'absent' }>
  | Readonly<{ kind: 'unreadable'; reason: string }>;

export const loadOrder = async (eventStore: EventStore, orderId: string): Promise<LoadedOrder> => {
  let state = initialState();
  let placed: PlacedOrderData | null = null;
  try {
    for await (const recorded of eventStore.readStream(orderStream(orderId))) {
      const event = parseOrderEvent(recorded);
      if (event === null)
        return { kind: 'unreadable', reason: `${recorded.type} at ${recorded.revision} cannot be read` };
      if (event.type === 'OrderPlaced') placed = event.data;
      // The mail shows the order as staff corrected it (addresses, PO and customer numbers).
      if (event.type === 'OrderEdited' && placed !== null) placed = applyOrderChanges(placed, event.data.changes);
      state = evolve(state, event);
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return { kind: 'absent' };
    throw error;
  }
  if (placed === null) return { kind: 'absent' };
  return { kind: 'found', order: { placed, state } };
};
