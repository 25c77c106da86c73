import { orderEventTypes } from '@parks/domain/orders/events';
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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A placed order's units per product, or null when it is not a b2b order or not readable (skipped). */
const quantitiesOf = (data: Readonly<Record<string, unknown>>): Record<string, number> | null => {
  if (data.storeCode !== 'b2b' || !Array.isArray(data.lines)) return null;
  const quantities: Record<string, number> = {};
  for (const line of data.lines) {
    if (!isObject(line) || typeof line.productId !== 'string') continue;
    const quantity = line.quantity;
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity <= 0) continue;
    quantities[line.productId] = (quantities[line.productId] ?? 0) + quantity;
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
  documentId: (event) => (event.type === 'OrderPlaced' && event.data.storeCode !== 'b2b' ? null : portalInventoryId),
  evolve: (doc, event) => {
    const orderId = typeof event.data.orderId === 'string' ? event.data.orderId : null;
    if (orderId === null) return doc;
    const current = doc ?? { _id: portalInventoryId, taken: {}, open: {} };
    if (event.type === 'OrderPlaced') {
      const quantities = quantitiesOf(event.data);
      if (quantities === null || current.open[orderId]) return doc;
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
