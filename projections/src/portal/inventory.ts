import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { type OrderPlaced, orderEventTypes } from '@parks/domain/orders/events';
import { isPortalOrder } from '@parks/domain/orders/release';
import type { Collection } from '@parks/infra/documents/port';
import { readModel } from '../runtime/readModel.ts';

/**
 * What portal orders took from stock: one document for the whole portal. A placed b2b order takes its lines'
 * quantities; a declined or cancelled order gives them back; a shipped order's units stay taken (they left the
 * stock). The stock still available for a product is its inventory count (the product record) minus `taken`.
 */
export type PortalInventoryDocument = {
  _id: string;
  /** Units taken per product id. */
  taken: Record<string, number>;
  /** Orders not yet shipped, declined or cancelled: what each took, per product id. */
  open: Record<string, Record<string, number>>;
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
  version: 1,
  handles: orderEventTypes,
  documentId: (recorded) => {
    if (recorded.type !== 'OrderPlaced') return portalInventoryId;
    const event = parseOrderEvent(recorded); // only portal orders take from this stock
    return event?.type === 'OrderPlaced' && isPortalOrder(event.data.storeCode) ? portalInventoryId : null;
  },
  evolve: (doc, recorded) => {
    const event = parseOrderEvent(recorded);
    if (event === null) return doc; // not an order event we can read: skipped, never thrown
    const { orderId } = event.data;
    const current = doc ?? { _id: portalInventoryId, taken: {}, open: {} };
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
      return { ...current, taken: adjust(current.taken, took, -1), open };
    }
    if (event.type === 'OrderShipped') return { ...current, open };
    return doc;
  },
});

/** Units taken per product id (empty before the first portal order). */
export const portalTaken = async (collection: Collection<PortalInventoryDocument>): Promise<Record<string, number>> =>
  (await collection.findById(portalInventoryId))?.taken ?? {};
