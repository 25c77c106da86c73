import { applyOrderChanges } from './edits.ts';
import { parseOrderEvent } from './eventParser.ts';
import type { OrderEvent, OrderNoteAdded, OrderPlaced } from './events.ts';
import { evolve, type PlacedOrder } from './state.ts';

/** A note as recorded: notes are never rewritten, a correction is a later note naming the one it corrects. */
export type OrderNoteRecord = Readonly<Omit<OrderNoteAdded['data'], 'orderId'>>;

/**
 * Everything the order's own stream says about it, for the staff's view of one order: the content as placed with the
 * staff's edits applied, the decider's state (status, tracking), when it was last touched, shipped and cancelled
 * (why, by whom), and its notes in the order they were added.
 */
export type OrderRecord = Readonly<{
  order: OrderPlaced['data'];
  state: PlacedOrder;
  updatedAt: string;
  shippedAt: string | null;
  cancelled: Readonly<{ reason: string; by: string; at: string }> | null;
  notes: readonly OrderNoteRecord[];
}>;

const timeOf = (event: OrderEvent): string => {
  switch (event.type) {
    case 'OrderPlaced':
      return event.data.placedAt;
    case 'OrderApproved':
      return event.data.approvedAt;
    case 'OrderDeclined':
      return event.data.declinedAt;
    case 'OrderReleased':
      return event.data.releasedAt;
    case 'OrderShipped':
      return event.data.shippedAt;
    case 'OrderCancelled':
      return event.data.cancelledAt;
    case 'OrderEdited':
      return event.data.editedAt;
    case 'OrderNoteAdded':
      return event.data.addedAt;
    case 'OrderConfirmationResendRequested':
      return event.data.at;
    case 'OrderConfirmationResent':
      return event.data.sentAt;
  }
};

export const evolveOrderRecord = (record: OrderRecord | null, event: OrderEvent): OrderRecord | null => {
  if (event.type === 'OrderPlaced') {
    if (record !== null) return record;
    const state = evolve({ status: 'absent' }, event);
    if (state.status === 'absent') return null;
    return { order: event.data, state, updatedAt: timeOf(event), shippedAt: null, cancelled: null, notes: [] };
  }
  if (record === null) return null;
  const state = evolve(record.state, event);
  const next = { ...record, state: state.status === 'absent' ? record.state : state, updatedAt: timeOf(event) };
  switch (event.type) {
    case 'OrderEdited':
      return { ...next, order: applyOrderChanges(record.order, event.data.changes) };
    case 'OrderShipped':
      return { ...next, shippedAt: event.data.shippedAt };
    case 'OrderCancelled': {
      const { reason, cancelledBy: by, cancelledAt: at } = event.data;
      return { ...next, cancelled: { reason, by, at } };
    }
    case 'OrderNoteAdded': {
      const { orderId: _order, ...note } = event.data;
      return { ...next, notes: [...record.notes, note] };
    }
    default:
      return next;
  }
};

/** The fold of an order stream into its record (null: no order), with the order stream's parser. */
export const orderRecordReader = {
  initialState: (): OrderRecord | null => null,
  evolve: evolveOrderRecord,
  parse: parseOrderEvent,
};
