import type { OrderEvent, OrderPlaced } from '@parks/domain/orders/events';
import { placedPortalOrder } from '@parks/domain/portal/testing';
import type { DocumentStore } from '@parks/infra/documents/port';
import { noOrderSearch, type OrderSearch } from '@parks/schemas/admin/orders';
import { pageLimits } from '@parks/schemas/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocuments, tempDir } from '../runtime/testSupport.ts';
import { fold, now, recorded } from '../store/testEvents.ts';
import { type AdminOrderDocument, adminOrders, adminOrdersSort, searchAdminOrders } from './orders.ts';

const portal = placedPortalOrder({ orderId: 'ord-b2b-1' });
/** A public-store order: no customer number, no portal details, a guest's addresses. */
const publicOrder = (orderId: string, placedAt: string, city = 'Banff'): OrderPlaced => ({
  type: 'OrderPlaced',
  data: {
    ...portal.data,
    orderId,
    storeCode: 'b2c',
    status: 'pending',
    budgetCode: null,
    poNumber: null,
    portal: null,
    customerId: 'guest-1',
    placedAt,
    shippingAddress: { ...portal.data.shippingAddress, city, firstName: 'Gus', phone1: '(403) 555-0199' },
    billingAddress: { ...portal.data.billingAddress, city: 'Calgary', firstName: 'Bea', postalCode: 'T2P 1J9' },
  },
});

const orderOf = (orderId: string, events: readonly OrderEvent[]) =>
  fold<AdminOrderDocument>(
    adminOrders,
    orderId,
    events.map((event) => recorded(`order-${orderId}`, event)),
  );

describe('the admin orders read model', () => {
  it('holds a portal order as the list shows it, with its search keys', () => {
    const doc = orderOf('ord-b2b-1', [portal]);
    expect(doc).toMatchObject({
      orderId: 'ord-b2b-1',
      storeCode: 'b2b',
      status: portal.data.status,
      dateOrdered: portal.data.placedAt,
      dateShipped: null,
      dateCancelled: null,
      username: 'portal',
      budgetCode: 'CPC-100001',
      poNumber: 'PO-77',
      firstName: 'Paula',
      city: 'Gatineau',
      totalCents: portal.data.totals.totalCents,
      skus: ['PUB-VG-001'],
      addressTypes: ['shipping', 'billing'],
    });
    expect(doc?.match.shipping).toEqual({
      firstName: 'paula',
      lastName: 'martin',
      phoneNumber: '8195550100',
      emailAddress: 'portal@partner.example',
      city: 'gatineau',
      postalCode: 'j8x0b3',
    });
    expect(doc?.match.skus).toEqual(['pub-vg-001']);
    expect(doc?.searchText).toContain('cpc-100001');
  });

  it('holds a public-store order too, with both of its addresses', () => {
    const doc = orderOf('ord-b2c-1', [publicOrder('ord-b2c-1', now)]);
    expect(doc).toMatchObject({ storeCode: 'b2c', username: null, budgetCode: null, skus: [], city: 'Banff' });
    expect(doc?.match.billing.city).toBe('calgary');
  });

  it('follows the status events with their dates, and is the same when an event is applied again', () => {
    const at = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
    const events: OrderEvent[] = [
      portal,
      { type: 'OrderApproved', data: { orderId: 'ord-b2b-1', approvedBy: 'usr-lmg', approvedAt: at(1) } },
      { type: 'OrderReleased', data: { orderId: 'ord-b2b-1', releasedBy: 'system', releasedAt: at(2) } },
      {
        type: 'OrderShipped',
        data: { orderId: 'ord-b2b-1', trackingNumber: '1Z', trackingUrl: null, shippedBy: 'u', shippedAt: at(3) },
      },
    ];
    const shipped = orderOf('ord-b2b-1', events);
    expect(shipped).toMatchObject({ status: 'shipped', dateShipped: at(3), dateUpdated: at(3) });
    // A second OrderPlaced (a replayed append) keeps what the later events made.
    expect(orderOf('ord-b2b-1', [...events, portal])).toEqual(shipped);
    const cancelled = orderOf('ord-b2b-1', [
      portal,
      { type: 'OrderCancelled', data: { orderId: 'ord-b2b-1', reason: 'x', cancelledBy: 'u', cancelledAt: at(5) } },
    ]);
    expect(cancelled).toMatchObject({ status: 'cancelled', dateCancelled: at(5) });
  });

  it('skips what it cannot read', () => {
    const unreadable = recorded('order-ord-x', { type: 'OrderPlaced', data: { orderId: 'ord-x' } });
    expect(adminOrders.evolve(null, unreadable)).toBeNull();
  });
});

describe('the admin orders search over a store', () => {
  let dir: ReturnType<typeof tempDir>;
  let documents: DocumentStore;
  const placedAt = (n: number) => new Date(Date.parse(now) + n * 60_000).toISOString();

  beforeAll(async () => {
    dir = tempDir('admin-orders');
    documents = await openDocuments(dir.path);
    const collection = documents.collection<AdminOrderDocument>('adminOrders');
    for (const index of adminOrders.indexes ?? []) await collection.createIndex(index);
    const docs = Array.from({ length: 45 }, (_, n) =>
      orderOf(`ord-${n}`, [publicOrder(`ord-${n}`, placedAt(n), n % 3 === 0 ? 'Jasper' : 'Banff')]),
    );
    docs.push(orderOf('ord-b2b-1', [portal]));
    await collection.bulkWrite(
      docs.flatMap((doc) =>
        doc === null ? [] : [{ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } }],
      ),
    );
  });
  afterAll(async () => {
    await documents.close();
    dir.remove();
  });

  const search = (page: number, keyword = '', advanced: Partial<OrderSearch> = {}) =>
    searchAdminOrders(documents.collection<AdminOrderDocument>('adminOrders'), {
      storeCode: 'b2c',
      search: keyword,
      advanced: { ...noOrderSearch, ...advanced },
      page,
    });

  it('pages one store newest first, 20 a page, and Show all gives every order', async () => {
    const first = await search(1);
    expect(first.orders.map((doc) => doc.orderId).slice(0, 3)).toEqual(['ord-44', 'ord-43', 'ord-42']);
    expect([first.orders.length, first.more]).toEqual([20, true]);
    const third = await search(3);
    expect([third.orders.length, third.more]).toEqual([5, false]);
    const all = await search(pageLimits.showAll);
    expect([all.orders.length, all.more]).toEqual([45, false]);
    expect(all.orders.every((doc) => doc.storeCode === 'b2c')).toBe(true);
  });

  it('combines the keyword with the advanced fields', async () => {
    const jasper = await search(pageLimits.showAll, 'JASPER');
    expect(jasper.orders).toHaveLength(15);
    const shippingOnly = await search(pageLimits.showAll, 'jasper', { city: 'Calgary', addressType: 'shipping' });
    expect(shippingOnly.orders).toHaveLength(0);
    const billing = await search(pageLimits.showAll, 'jasper', { city: 'calg', addressType: 'billing' });
    expect(billing.orders).toHaveLength(15);
    const exact = await search(pageLimits.showAll, 'jasper', { city: 'calg', cityExact: true });
    expect(exact.orders).toHaveLength(0);
  });

  it('sorts by a key an index declares', () => {
    const keys = (adminOrders.indexes ?? []).map((index) => JSON.stringify(index.key));
    const { _id, ...sort } = adminOrdersSort;
    expect(keys).toContain(JSON.stringify(sort));
  });
});
