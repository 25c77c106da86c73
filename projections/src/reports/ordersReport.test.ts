import { placedPortalOrder } from '@parks/domain/portal/testing';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { ReportFilter } from '@parks/schemas/admin/reports';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminOrderDocument, adminOrders } from '../admin/orders.ts';
import { openTestDocuments } from '../runtime/testSupport.ts';
import { fold, publicOrderOf, recorded } from '../store/testEvents.ts';
import { reportBatchSize } from './format.ts';
import { ordersReport } from './ordersReport.ts';

/**
 * The Orders report's rows are read page by page while the read model keeps changing: an order placed, or one that
 * leaves the filter, in the middle of an export must neither repeat a row nor drop one, so the file holds the rows
 * the export counted. (Over HTTP against the admin list: server/src/reportExportsOrders.test.ts.)
 */
const portal = placedPortalOrder({ orderId: 'ord-any' });
const orderAt = (n: number): AdminOrderDocument => {
  const orderId = `ord-${String(n).padStart(5, '0')}`;
  const placed = publicOrderOf(portal, orderId, new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString());
  const doc = fold<AdminOrderDocument>(adminOrders, orderId, [recorded(`order-${orderId}`, placed)]);
  if (doc === null) throw new Error(`no document for ${orderId}`);
  return doc;
};

// Two pages and a bit: the third page is read after the change.
const orders = Array.from({ length: 2 * reportBatchSize + 10 }, (_, n) => orderAt(n));
/** Newest first, as the list and the report sort them. */
const newestFirst = orders.map((order) => order.orderId).reverse();

let documents: DocumentStore;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ documents, close } = await openTestDocuments('orders-report'));
  const collection = documents.collection<AdminOrderDocument>(adminOrders.name);
  // The model's own indexes, so the pages are read the way the server reads them.
  for (const index of adminOrders.indexes ?? []) await collection.createIndex(index);
  for (const order of orders) await collection.insertOne(order);
});

afterEach(() => close());

/** The report's order ids, `change` made once the first row is read. */
const readWhile = async (filter: ReportFilter, change: () => Promise<void>): Promise<string[]> => {
  const ids: string[] = [];
  for await (const row of ordersReport.rows(documents, filter, 'en')) {
    if (ids.length === 0) await change();
    ids.push(String(row.orderId));
  }
  return ids;
};

describe('the Orders report read while orders change', () => {
  it('an order placed mid-export (it sorts first) repeats no row', async () => {
    const filter = { storeCode: 'b2c' };
    const counted = await ordersReport.count(documents, filter);
    const ids = await readWhile(filter, () =>
      documents.collection<AdminOrderDocument>(adminOrders.name).insertOne(orderAt(99_999)),
    );
    expect(ids).toEqual(newestFirst);
    expect(ids).toHaveLength(counted);
  });

  it('an order that leaves the filter after it was read drops no row', async () => {
    const filter = { storeCode: 'b2c', status: 'pending' };
    const counted = await ordersReport.count(documents, filter);
    const [newest] = orders.slice(-1);
    const ids = await readWhile(filter, async () => {
      if (newest === undefined) return;
      const shipped: AdminOrderDocument = { ...newest, status: 'shipped' };
      await documents.collection<AdminOrderDocument>(adminOrders.name).replaceOne({ _id: newest._id }, shipped);
    });
    expect(ids).toEqual(newestFirst);
    expect(ids).toHaveLength(counted);
  });
});
