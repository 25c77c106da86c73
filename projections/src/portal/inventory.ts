import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { type OrderEvent, type OrderPlaced, orderEventTypes } from '@parks/domain/orders/events';
import { isPortalOrder } from '@parks/domain/orders/release';
import type { PortalStockCount } from '@parks/domain/stock/availability';
import { parsePortalStockEvent } from '@parks/domain/stock/eventParser';
import { type PortalStockEvent, portalStockEventTypes } from '@parks/domain/stock/events';
import type { Collection } from '@parks/infra/documents/port';
import { firstParsed, parsedReadModel } from '../runtime/readModel.ts';

/** Units per product id. */
type Units = Record<string, number>;

/** A placed order's line for one product: its units, and those of its live reservation on the stock stream (0: none). */
type OpenLine = { quantity: number; reserved: number };

/**
 * The figures of the one availability rule (domain/src/stock/availability.ts) for every portal product, in one
 * document for the whole portal, kept as the stock streams and the portal orders go:
 * - `reserved`: units of the live reservations on the stock streams (whether their order is placed yet or not);
 * - `released`: of those, the units of orders then declined or cancelled (the reservation stays, the order is over);
 * - `unreserved`: units of placed orders, not declined or cancelled, holding no reservation (placed before the
 *   stream existed), so every order that holds stock counts once, through one source or the other;
 * - `shipped`: units of shipped orders, which left the stock (they stay held: on hand goes down by them);
 * - `adjusted`: staff adjustments.
 * Per order, only while it matters: `pending` (live reservations of an order not placed yet: in a checkout, or left
 * by a crash until the stock sweep gives them back) and `open` (placed, not yet shipped, declined or cancelled).
 */
export type PortalInventoryDocument = {
  _id: string;
  adjusted: Units;
  reserved: Units;
  released: Units;
  unreserved: Units;
  shipped: Units;
  pending: Record<string, Units>;
  open: Record<string, Record<string, OpenLine>>;
};

export const portalInventoryId = 'portal-inventory';

const emptyInventory = (): PortalInventoryDocument => ({
  _id: portalInventoryId,
  adjusted: {},
  reserved: {},
  released: {},
  unreserved: {},
  shipped: {},
  pending: {},
  open: {},
});

/** A placed order's units per product (lines without a positive whole quantity take nothing). */
const quantitiesOf = (lines: OrderPlaced['data']['lines']): Units => {
  const quantities: Units = {};
  for (const { productId, quantity } of lines) {
    if (quantity <= 0) continue;
    quantities[productId] = (quantities[productId] ?? 0) + quantity;
  }
  return quantities;
};

/** `units` with `by` added to one product, never below 0 (an event seen twice, or out of place, takes nothing). */
const add = (units: Units, productId: string, by: number): Units => ({
  ...units,
  [productId]: Math.max((units[productId] ?? 0) + by, 0),
});

const withoutKey = <V>(record: Record<string, V>, key: string): Record<string, V> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

const onStock = (doc: PortalInventoryDocument, event: PortalStockEvent): PortalInventoryDocument => {
  const { productId } = event.data;
  switch (event.type) {
    case 'PortalStockAdjusted':
      // Adjustments may go below 0 (a count down), so no floor here.
      return {
        ...doc,
        adjusted: { ...doc.adjusted, [productId]: (doc.adjusted[productId] ?? 0) + event.data.quantity },
      };
    case 'PortalStockReserved': {
      const { orderId, quantity } = event.data;
      const reserved = add(doc.reserved, productId, quantity);
      const line = doc.open[orderId]?.[productId];
      // Reserved after it was placed: the order now counts through its reservation, no longer as unreserved.
      if (line !== undefined && line.reserved === 0) {
        const open = { ...doc.open, [orderId]: { ...doc.open[orderId], [productId]: { ...line, reserved: quantity } } };
        return { ...doc, reserved, unreserved: add(doc.unreserved, productId, -line.quantity), open };
      }
      return {
        ...doc,
        reserved,
        pending: { ...doc.pending, [orderId]: { ...doc.pending[orderId], [productId]: quantity } },
      };
    }
    case 'PortalStockReservationCancelled': {
      const { orderId } = event.data;
      const pending = doc.pending[orderId];
      const units = pending?.[productId];
      if (pending !== undefined && units !== undefined) {
        const rest = withoutKey(pending, productId);
        return {
          ...doc,
          reserved: add(doc.reserved, productId, -units),
          pending:
            Object.keys(rest).length === 0 ? withoutKey(doc.pending, orderId) : { ...doc.pending, [orderId]: rest },
        };
      }
      const line = doc.open[orderId]?.[productId];
      // The sweep never cancels the reservation of a placed order; should one be, the order still holds its units.
      if (line !== undefined && line.reserved > 0) {
        const open = { ...doc.open, [orderId]: { ...doc.open[orderId], [productId]: { ...line, reserved: 0 } } };
        const reserved = add(doc.reserved, productId, -line.reserved);
        return { ...doc, reserved, unreserved: add(doc.unreserved, productId, line.quantity), open };
      }
      // An order already closed: its units are unknown here; keeping them counted is the strict side.
      return doc;
    }
  }
};

const stockEventNames: readonly string[] = portalStockEventTypes;
const isStockEvent = (event: PortalStockEvent | OrderEvent): event is PortalStockEvent =>
  stockEventNames.includes(event.type);

export const portalInventory = parsedReadModel<PortalInventoryDocument, PortalStockEvent | OrderEvent>({
  name: 'portalInventory',
  version: 3,
  handles: [...orderEventTypes, ...portalStockEventTypes],
  documentId: (recorded) => {
    if (recorded.type !== 'OrderPlaced') return portalInventoryId;
    const event = parseOrderEvent(recorded); // only portal orders take from this stock
    return event?.type === 'OrderPlaced' && isPortalOrder(event.data.storeCode) ? portalInventoryId : null;
  },
  // The stock stream's parser, then the orders': an event neither can read is skipped, never thrown.
  parse: firstParsed<PortalStockEvent | OrderEvent>(parsePortalStockEvent, parseOrderEvent),
  evolve: (doc, event) => {
    const current = doc ?? emptyInventory();
    if (isStockEvent(event)) return onStock(current, event);
    const { orderId } = event.data;
    if (event.type === 'OrderPlaced') {
      if (!isPortalOrder(event.data.storeCode) || current.open[orderId]) return doc;
      const reservations = current.pending[orderId] ?? {};
      let unreserved = current.unreserved;
      const lines: Record<string, OpenLine> = {};
      for (const [productId, quantity] of Object.entries(quantitiesOf(event.data.lines))) {
        const reserved = reservations[productId] ?? 0;
        if (reserved === 0) unreserved = add(unreserved, productId, quantity);
        lines[productId] = { quantity, reserved };
      }
      // A reservation for a product the order does not hold stays in `reserved`, as live on its stream.
      return {
        ...current,
        unreserved,
        pending: withoutKey(current.pending, orderId),
        open: { ...current.open, [orderId]: lines },
      };
    }
    const lines = current.open[orderId];
    if (doc === null || lines === undefined) return doc;
    const open = withoutKey(current.open, orderId);
    if (event.type === 'OrderShipped') {
      let shipped = current.shipped;
      for (const [productId, line] of Object.entries(lines)) shipped = add(shipped, productId, line.quantity);
      return { ...current, shipped, open };
    }
    if (event.type === 'OrderDeclined' || event.type === 'OrderCancelled') {
      let { released, unreserved } = current;
      for (const [productId, line] of Object.entries(lines)) {
        if (line.reserved > 0) released = add(released, productId, line.reserved);
        else unreserved = add(unreserved, productId, -line.quantity);
      }
      return { ...current, released, unreserved, open };
    }
    return doc;
  },
});

export type PortalStockFigures = Readonly<{
  adjusted: Readonly<Units>;
  reserved: Readonly<Units>;
  released: Readonly<Units>;
  unreserved: Readonly<Units>;
  shipped: Readonly<Units>;
}>;

/** The whole document's figures (all empty before the first portal order, reservation or adjustment). */
export const portalStockFigures = async (
  collection: Collection<PortalInventoryDocument>,
): Promise<PortalStockFigures> => {
  const doc = await collection.findById(portalInventoryId);
  return {
    adjusted: doc?.adjusted ?? {},
    reserved: doc?.reserved ?? {},
    released: doc?.released ?? {},
    unreserved: doc?.unreserved ?? {},
    shipped: doc?.shipped ?? {},
  };
};

/** One product's figures for the availability rule; `received` is the product record's inventory count. */
export const stockCountOf = (figures: PortalStockFigures, productId: string, received: number): PortalStockCount => ({
  received,
  adjusted: figures.adjusted[productId] ?? 0,
  reserved: figures.reserved[productId] ?? 0,
  released: figures.released[productId] ?? 0,
  unreserved: figures.unreserved[productId] ?? 0,
});
