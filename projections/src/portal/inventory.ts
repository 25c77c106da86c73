import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { type OrderPlaced, orderEventTypes } from '@parks/domain/orders/events';
import { isPortalOrder } from '@parks/domain/orders/release';
import { parsePortalStockEvent } from '@parks/domain/stock/eventParser';
import { portalStockEventTypes } from '@parks/domain/stock/events';
import type { Collection } from '@parks/infra/documents/port';
import { readModel } from '../runtime/readModel.ts';

/**
 * What portal orders took from stock and what staff adjusted: one document for the whole portal. A placed b2b order
 * takes its lines' quantities; a declined or cancelled order gives them back; a shipped order's units stay taken
 * (they left the stock). Per product: on hand = inventory count (the product record) + `adjusted` − shipped;
 * reserved = what open orders hold; available = on hand − reserved = inventory + `adjusted` − `taken`.
 */
export type PortalInventoryDocument = {
  _id: string;
  /** Units taken per product id. */
  taken: Record<string, number>;
  /** Orders not yet shipped, declined or cancelled: what each took, per product id. */
  open: Record<string, Record<string, number>>;
  /** Sum of staff adjustments per product id (PortalStockAdjusted). */
  adjusted: Record<string, number>;
  /** Units given back by declined or cancelled orders per product id: the stock decider counts them as free. */
  returned: Record<string, number>;
};

export const portalInventoryId = 'portal-inventory';

/** A placed order's units per product (lines without a positive whole quantity take nothing). */
const quantitiesOf = (lines: OrderPlaced['data']['lines']): Record<string, number> => {
  const quantities: Record<string, number> = {};
  for (const { productId, quantity } of lines) {
    if (quantity <= 0) continue;
    quantities[productId] = (quantities[productId] ?? 0) + quantity;
  }
  return quantities;
};

const adjust = (taken: Record<string, number>, quantities: Record<string, number>, sign: 1 | -1) => {
  const next = { ...taken };
  for (const [productId, quantity] of Object.entries(quantities)) {
    next[productId] = Math.max((next[productId] ?? 0) + sign * quantity, 0);
  }
  return next;
};

export const portalInventory = readModel<PortalInventoryDocument>({
  name: 'portalInventory',
  version: 2,
  handles: [...orderEventTypes, ...portalStockEventTypes],
  documentId: (recorded) => {
    if (recorded.type !== 'OrderPlaced') return portalInventoryId;
    const event = parseOrderEvent(recorded); // only portal orders take from this stock
    return event?.type === 'OrderPlaced' && isPortalOrder(event.data.storeCode) ? portalInventoryId : null;
  },
  evolve: (doc, recorded) => {
    const current = doc ?? { _id: portalInventoryId, taken: {}, open: {}, adjusted: {}, returned: {} };
    const stock = parsePortalStockEvent(recorded);
    if (stock !== null) {
      if (stock.type !== 'PortalStockAdjusted') return doc; // reservations show through their orders' events
      const { productId, quantity } = stock.data;
      return {
        ...current,
        adjusted: { ...current.adjusted, [productId]: (current.adjusted[productId] ?? 0) + quantity },
      };
    }
    const event = parseOrderEvent(recorded);
    if (event === null) return doc; // not an order event we can read: skipped, never thrown
    const { orderId } = event.data;
    if (event.type === 'OrderPlaced') {
      if (!isPortalOrder(event.data.storeCode) || current.open[orderId]) return doc;
      const quantities = quantitiesOf(event.data.lines);
      return {
        ...current,
        taken: adjust(current.taken, quantities, 1),
        open: { ...current.open, [orderId]: quantities },
      };
    }
    const took = current.open[orderId];
    if (doc === null || took === undefined) return doc;
    const { [orderId]: _closed, ...open } = current.open;
    if (event.type === 'OrderDeclined' || event.type === 'OrderCancelled') {
      return { ...current, taken: adjust(current.taken, took, -1), returned: adjust(current.returned, took, 1), open };
    }
    if (event.type === 'OrderShipped') return { ...current, open };
    return doc;
  },
});

export type PortalStockFigures = Readonly<{
  taken: Readonly<Record<string, number>>;
  open: Readonly<Record<string, Readonly<Record<string, number>>>>;
  adjusted: Readonly<Record<string, number>>;
  returned: Readonly<Record<string, number>>;
}>;

/** The whole document's figures (all empty before the first portal order or adjustment). */
export const portalStockFigures = async (
  collection: Collection<PortalInventoryDocument>,
): Promise<PortalStockFigures> => {
  const doc = await collection.findById(portalInventoryId);
  return {
    taken: doc?.taken ?? {},
    open: doc?.open ?? {},
    adjusted: doc?.adjusted ?? {},
    returned: doc?.returned ?? {},
  };
};

/** Units of the product that open (not yet shipped, declined or cancelled) orders hold. */
export const reservedOf = (figures: PortalStockFigures, productId: string): number =>
  Object.values(figures.open).reduce((sum, quantities) => sum + (quantities[productId] ?? 0), 0);
