import type { OrderEvent, OrderPlaced } from '@parks/domain/orders/events';
import { statusEventsBy } from '@parks/domain/orders/testing';
import { placedPortalOrder } from '@parks/domain/portal/testing';
import type { DocumentStore } from '@parks/infra/documents/port';
import {
  noOrderSearch,
  type OrderSearch,
  orderAddressFields,
  orderAddressTypes,
  orderSearchKey,
} from '@parks/schemas/admin/orders';
import { pageLimits } from '@parks/schemas/fields';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDocuments } from '../runtime/testSupport.ts';
import { fold, now, publicOrderOf, recorded } from '../store/testEvents.ts';
import { type AdminOrderDocument, adminOrders, adminOrdersSort, searchAdminOrders } from './orders.ts';

const portal = placedPortalOrder({ orderId: 'ord-b2b-1' });
/** A public-store order with a guest's addresses. */
const publicOrder = (orderId: string, placedAt: string, city = 'Banff'): OrderPlaced => {
  const placed = publicOrderOf(portal, orderId, placedAt);
  return {
    ...placed,
    data: {
      ...placed.data,
      shippingAddress: { ...portal.data.shippingAddress, city, firstName: 'Gus', phone1: '(403) 555-0199' },
      billingAddress: { ...portal.data.billingAddress, city: 'Calgary', firstName: 'Bea', postalCode: 'T2P 1J9' },
    },
  };
};

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
      statusEventsBy('ord-b2b-1', 'usr-lmg', at(1)).approved(),
      statusEventsBy('ord-b2b-1', 'system', at(2)).released(),
      statusEventsBy('ord-b2b-1', 'u', at(3)).shipped('1Z'),
    ];
    const shipped = orderOf('ord-b2b-1', events);
    expect(shipped).toMatchObject({ status: 'shipped', dateShipped: at(3), dateUpdated: at(3) });
    // A second OrderPlaced (a replayed append) keeps what the later events made.
    expect(orderOf('ord-b2b-1', [...events, portal])).toEqual(shipped);
    const cancelled = orderOf('ord-b2b-1', [portal, statusEventsBy('ord-b2b-1', 'u', at(5)).cancelled('x')]);
    expect(cancelled).toMatchObject({ status: 'cancelled', dateCancelled: at(5) });
  });

  it('shows and searches what staff corrected, and ignores notes and resends', () => {
    const edited: OrderEvent = {
      type: 'OrderEdited',
      data: {
        orderId: 'ord-b2b-1',
        changes: [
          { field: 'shippingAddress.email', before: 'portal@partner.example', after: 'new@partner.example' },
          { field: 'shippingAddress.city', before: 'Gatineau', after: 'Hull' },
          { field: 'poNumber', before: 'PO-77', after: 'PO-78' },
        ],
        reason: null,
        editedBy: 'usr-lmg',
        role: 'LMG',
        editedAt: '2026-11-22T10:00:00.000Z',
      },
    };
    const note: OrderEvent = {
      type: 'OrderNoteAdded',
      data: {
        orderId: 'ord-b2b-1',
        noteId: 'note-1',
        text: 'Called the customer',
        correctsNoteId: null,
        addedBy: 'usr-lmg',
        role: 'LMG',
        addedAt: '2026-11-22T11:00:00.000Z',
      },
    };
    const doc = orderOf('ord-b2b-1', [portal, edited, note]);
    expect(doc).toMatchObject({
      email: 'new@partner.example',
      city: 'Hull',
      poNumber: 'PO-78',
      dateUpdated: '2026-11-22T10:00:00.000Z',
    });
    expect(doc?.match.shipping).toMatchObject({ emailAddress: 'new@partner.example', city: 'hull' });
    expect(doc?.match.poNumber).toBe(orderSearchKey('poNumber', 'PO-78'));
    expect(doc?.searchText).toContain('new@partner.example');
    expect(doc?.searchText).toContain('po-78');
    expect(doc?.searchText).not.toContain('po-77');
  });

  it('skips what it cannot read', () => {
    const unreadable = recorded('order-ord-x', { type: 'OrderPlaced', data: { orderId: 'ord-x' } });
    expect(adminOrders.evolve(null, unreadable)).toBeNull();
  });
});

describe('the admin orders search over a store', () => {
  let documents: DocumentStore;
  let close: () => Promise<void>;
  const placedAt = (n: number) => new Date(Date.parse(now) + n * 60_000).toISOString();

  beforeAll(async () => {
    ({ documents, close } = await openTestDocuments('admin-orders'));
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
  afterAll(() => close());

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

/**
 * The search as the store runs it agrees with the same rules written as plain JS, for any orders and any mix of
 * keyword, exact and partial fields, address type, status and ranges: the same orders, newest first.
 */
describe('the admin orders search, any orders and any search', () => {
  let documents: DocumentStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ documents, close } = await openTestDocuments('admin-orders-property'));
  });
  afterAll(() => close());

  const cities = ['Banff', 'Jasper', 'Gatineau', 'Ottawa'];
  const names = ['Paula', 'Zoe', 'Marc', 'Paul'];
  const codes = ['CPC-100001', 'CPC-100002', 'CPC-200001'];
  const skus = ['PUB-VG-001', 'PUB-MAP-002', 'PUB-VG-0011'];
  const statuses = ['pendingApproval', 'pending'] as const;

  const orderArb = fc.record({
    storeCode: fc.constantFrom('b2b' as const, 'b2c' as const),
    status: fc.constantFrom(...statuses),
    minute: fc.integer({ min: 0, max: 60 * 24 * 10 }),
    shipCity: fc.constantFrom(...cities),
    billCity: fc.constantFrom(...cities),
    firstName: fc.constantFrom(...names),
    budgetCode: fc.constantFrom(...codes),
    sku: fc.constantFrom(...skus),
    quantity: fc.integer({ min: 1, max: 400 }),
  });
  const part = (values: readonly string[]) =>
    fc.oneof(
      fc.constant(''),
      fc.constantFrom(...values),
      fc.constantFrom(...values).map((v) => v.slice(1, 4)),
    );
  const day = fc.oneof(
    fc.constant(''),
    fc.integer({ min: 0, max: 10 }).map((d) => `2026-11-${String(20 + d)}`),
  );
  const searchArb = fc.record({
    keyword: fc.oneof(fc.constant(''), fc.constantFrom('gat', 'zoe', 'vg-001', 'cpc-2')),
    city: part(cities),
    cityExact: fc.boolean(),
    firstName: part(names),
    firstNameExact: fc.boolean(),
    budgetCode: part(codes),
    budgetCodeExact: fc.boolean(),
    sku: part(skus),
    skuExact: fc.boolean(),
    addressType: fc.constantFrom('' as const, 'shipping' as const, 'billing' as const),
    status: fc.constantFrom('' as const, ...statuses),
    dateOrderedFrom: day,
    totalToCents: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 20_000 })),
  });

  const contains = (value: string, wanted: string, exact: boolean) =>
    exact ? value === wanted : value.includes(wanted);
  const matches = (doc: AdminOrderDocument, search: OrderSearch, keyword: string): boolean => {
    if (doc.storeCode !== 'b2b') return false;
    if (keyword !== '' && !doc.searchText.includes(keyword)) return false;
    const budget = orderSearchKey('budgetCode', search.budgetCode);
    if (budget !== '' && !contains(doc.match.budgetCode, budget, search.budgetCodeExact)) return false;
    const sku = orderSearchKey('sku', search.sku);
    if (sku !== '' && !doc.match.skus.some((one) => contains(one, sku, search.skuExact))) return false;
    const types = search.addressType === '' ? orderAddressTypes : [search.addressType];
    const addressHolds = types.some((type) =>
      orderAddressFields.every((field) => {
        const key = orderSearchKey(field, search[field]);
        return key === '' || contains(doc.match[type][field], key, search[`${field}Exact`]);
      }),
    );
    if (!addressHolds) return false;
    if (search.status !== '' && doc.status !== search.status) return false;
    if (search.dateOrderedFrom !== '' && doc.dateOrdered < `${search.dateOrderedFrom}T00:00:00.000Z`) return false;
    if (search.totalToCents !== null && doc.totalCents > search.totalToCents) return false;
    return true;
  };

  it('finds exactly what the rules say, newest first', async () => {
    const collection = documents.collection<AdminOrderDocument>('adminOrdersProperty');
    for (const index of adminOrders.indexes ?? []) await collection.createIndex(index);
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { maxLength: 30 }), searchArb, async (orders, picked) => {
        const docs = orders.flatMap((order, n) => {
          const orderId = `ord-p-${n}`;
          const placed: OrderPlaced = {
            type: 'OrderPlaced',
            data: {
              ...portal.data,
              orderId,
              storeCode: order.storeCode,
              status: order.status,
              budgetCode: order.budgetCode,
              placedAt: new Date(Date.parse('2026-11-20T00:00:00.000Z') + order.minute * 60_000).toISOString(),
              totals: { ...portal.data.totals, totalCents: order.quantity * 45 },
              shippingAddress: { ...portal.data.shippingAddress, city: order.shipCity, firstName: order.firstName },
              billingAddress: { ...portal.data.billingAddress, city: order.billCity },
              portal: portal.data.portal
                ? {
                    ...portal.data.portal,
                    lines: portal.data.portal.lines.map((line) => ({ ...line, sku: order.sku })),
                  }
                : null,
            },
          };
          const doc = orderOf(orderId, [placed]);
          return doc === null ? [] : [doc];
        });
        await collection.deleteMany({});
        if (docs.length > 0) {
          await collection.bulkWrite(
            docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } })),
          );
        }
        const { keyword, ...fields } = picked;
        const search: OrderSearch = { ...noOrderSearch, ...fields };
        const found = await searchAdminOrders(collection, {
          storeCode: 'b2b',
          search: keyword,
          advanced: search,
          page: pageLimits.showAll,
        });
        const expected = docs
          .filter((doc) => matches(doc, search, keyword))
          .sort((a, b) =>
            a.dateOrdered === b.dateOrdered ? (a._id < b._id ? -1 : 1) : a.dateOrdered < b.dateOrdered ? 1 : -1,
          )
          .map((doc) => doc.orderId);
        expect(found.orders.map((doc) => doc.orderId)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
