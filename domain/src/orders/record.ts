import { applyOrderChanges } from './edits.ts';
import { parseOrderEvent } from './eventParser.ts';
import type { OrderEvent, OrderNoteAdded, OrderPlaced, OrderRecordEvent } from './events.ts';
import { evolve, initialState, isStatusEvent, type PlacedOrder } from './state.ts';
import { type OrderStatusChange, statusChangeOf } from './statusChange.ts';

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

/** When a record event happened (a status event's time is its change's `at`). */
const recordedAt = (event: OrderRecordEvent): string => {
  switch (event.type) {
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

/** The record after a status change: touched then, and shipped or cancelled when that is the change. */
const withStatusChange = (record: OrderRecord, change: OrderStatusChange): OrderRecord => {
  const next = { ...record, updatedAt: change.at };
  switch (change.kind) {
    case 'shipped':
      return { ...next, shippedAt: change.at };
    case 'cancelled':
      return { ...next, cancelled: { reason: change.reason, by: change.by, at: change.at } };
    default:
      return next;
  }
};

export const evolveOrderRecord = (record: OrderRecord | null, event: OrderEvent): OrderRecord | null => {
  if (event.type === 'OrderPlaced') {
    if (record !== null) return record;
    const state = evolve(initialState(), event);
    if (state.status === 'absent') return null;
    return { order: event.data, state, updatedAt: event.data.placedAt, shippedAt: null, cancelled: null, notes: [] };
  }
  if (record === null) return null;
  const evolved = evolve(record.state, event);
  const state = evolved.status === 'absent' ? record.state : evolved;
  if (isStatusEvent(event)) return withStatusChange({ ...record, state }, statusChangeOf(event));
  const next = { ...record, state, updatedAt: recordedAt(event) };
  switch (event.type) {
    case 'OrderEdited':
      return { ...next, order: applyOrderChanges(record.order, event.data.changes) };
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
