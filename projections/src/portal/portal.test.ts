import type { OrderEvent } from '@parks/domain/orders/events';
import { evolve, initialState } from '@parks/domain/orders/state';
import { statusEventsBy } from '@parks/domain/orders/testing';
import { placedPortalOrder, portalTestLine } from '@parks/domain/portal/testing';
import { portalSeedEntities } from '@parks/domain/seed/portalCommands';
import { availablePortalUnits } from '@parks/domain/stock/availability';
import type { PortalStockEvent } from '@parks/domain/stock/events';
import { describe, expect, it } from 'vitest';
import { fold, now, publishedEntity, recorded } from '../store/testEvents.ts';
import { type PortalCatalogDocument, portalCatalog } from './catalog.ts';
import { type PortalInventoryDocument, portalInventory, portalInventoryId, stockCountOf } from './inventory.ts';
import { type PortalOrderDocument, portalOrders, toPortalOrderDto, toPortalOrderRow } from './orders.ts';

const placed = placedPortalOrder({
  orderId: 'ord-1',
  lines: [portalTestLine, { ...portalTestLine, cartItemId: 'ci-2', quantity: 50 }],
});
const other = placedPortalOrder({ orderId: 'ord-2', lines: [{ ...portalTestLine, quantity: 7 }] });
const staff = { approvedBy: 'usr-lmg', approvedAt: now };
const inventoryOf = (events: readonly OrderEvent[]) =>
  fold<PortalInventoryDocument>(
    portalInventory,
    portalInventoryId,
    events.map((event) => recorded(`order-${event.data.orderId}`, event)),
  );
const orderOf = (events: readonly OrderEvent[]) =>
  fold<PortalOrderDocument>(
    portalOrders,
    'ord-1',
    events.map((event) => recorded('order-ord-1', event)),
  );

const guide = 'prod-b2b-visitor-guide';
/** What the portal shows for the guide with `received` units, by the domain's one rule. */
const availableGuides = (doc: PortalInventoryDocument | null, received = 1_000) =>
  doc === null ? received : availablePortalUnits(stockCountOf(doc, guide, received));

describe('the portal inventory: orders placed without a reservation (before the stock stream)', () => {
  const declined = statusEventsBy('ord-1', 'usr-lmg', now).declined('No');
  it('holds every placed portal order’s units, as unreserved', () => {
    const doc = inventoryOf([placed, other]);
    expect(doc?.unreserved).toEqual({ [guide]: 157 });
    expect(availableGuides(doc)).toBe(1_000 - 157);
  });
  it('gets back what a declined or cancelled order took, once', () => {
    expect(inventoryOf([placed, other, declined])?.unreserved).toEqual({ [guide]: 7 });
    const cancelledTwice = statusEventsBy('ord-2', 'usr-lmg', now).cancelled('x');
    expect(inventoryOf([placed, other, cancelledTwice, cancelledTwice])?.unreserved).toEqual({ [guide]: 150 });
  });
  it('keeps what a shipped order took: it left the stock', () => {
    const shipped = statusEventsBy('ord-2', 'u', now).shipped('1Z');
    const cancelled = statusEventsBy('ord-2', 'u', now).cancelled('late');
    const doc = inventoryOf([other, shipped, cancelled]);
    expect([doc?.unreserved, doc?.shipped, doc?.open]).toEqual([{ [guide]: 7 }, { [guide]: 7 }, {}]);
    expect(availableGuides(doc)).toBe(1_000 - 7);
  });
});

describe('the portal inventory and the stock streams', () => {
  const adjusted = (quantity: number): PortalStockEvent => ({
    type: 'PortalStockAdjusted',
    data: { productId: guide, quantity, reason: 'Count', adjustedBy: 'usr-lmg', actorRole: 'LMG', adjustedAt: now },
  });
  const reserved = (orderId: string, quantity: number): PortalStockEvent => ({
    type: 'PortalStockReserved',
    data: { productId: guide, orderId, quantity, reservedAt: now, userId: 'usr-portal' },
  });
  const expired = (orderId: string): PortalStockEvent => ({
    type: 'PortalStockReservationCancelled',
    data: { productId: guide, orderId, cancelledAt: now, reason: 'expired' },
  });
  const declined = statusEventsBy('ord-1', 'usr-lmg', now).declined('No');
  const stockEvent = (event: PortalStockEvent) => recorded(`portalStock-${guide}`, event);
  const orderEvent = (event: OrderEvent) => recorded(`order-${event.data.orderId}`, event);
  const withStock = (events: readonly ReturnType<typeof recorded>[]) =>
    fold<PortalInventoryDocument>(portalInventory, portalInventoryId, events);

  it('sums staff adjustments per product, below zero too', () => {
    const doc = withStock([adjusted(5), adjusted(-2), adjusted(-4)].map(stockEvent));
    expect(doc?.adjusted).toEqual({ [guide]: -1 });
    expect(availableGuides(doc, 10)).toBe(9);
  });

  it('holds a reservation’s units from the moment it is taken, before its order is placed', () => {
    const doc = withStock([stockEvent(reserved('ord-1', 150))]);
    expect([doc?.reserved, doc?.pending]).toEqual([{ [guide]: 150 }, { 'ord-1': { [guide]: 150 } }]);
    expect(availableGuides(doc)).toBe(850);
  });

  it('counts a reserved order once when it is placed, and gives its units back when it is declined', () => {
    const placedDoc = withStock([stockEvent(reserved('ord-1', 150)), orderEvent(placed)]);
    expect([placedDoc?.reserved, placedDoc?.unreserved, placedDoc?.pending]).toEqual([{ [guide]: 150 }, {}, {}]);
    expect(placedDoc?.open['ord-1']).toEqual({ [guide]: { quantity: 150, reserved: 150 } });
    expect(availableGuides(placedDoc)).toBe(850);
    const doc = withStock([stockEvent(reserved('ord-1', 150)), orderEvent(placed), orderEvent(declined)]);
    expect(doc?.released).toEqual({ [guide]: 150 });
    expect(availableGuides(doc)).toBe(1_000);
  });

  it('gives back a reservation the sweep expired, and counts orders from before the stream beside reservations', () => {
    const doc = withStock([
      orderEvent(other),
      stockEvent(reserved('ord-crashed', 40)),
      stockEvent(reserved('ord-3', 3)),
      stockEvent(expired('ord-crashed')),
    ]);
    expect([doc?.reserved, doc?.unreserved, doc?.pending]).toEqual([
      { [guide]: 3 },
      { [guide]: 7 },
      { 'ord-3': { [guide]: 3 } },
    ]);
    expect(availableGuides(doc)).toBe(1_000 - 7 - 3);
  });
});

describe('a portal order', () => {
  it('shows its customer number, PO number, fees and line options, waiting for approval', () => {
    const doc = orderOf([placed]);
    expect(doc).toMatchObject({
      orderId: 'ord-1',
      customerId: 'usr-portal',
      status: 'pendingApproval',
      budgetCode: 'CPC-100001',
      poNumber: 'PO-77',
      shippingOption: 'shipComplete',
      placedByUsername: 'portal',
    });
    expect(doc?.orderProducts[0]).toMatchObject({ sku: 'PUB-VG-001', serialNumber: 'ord-1-1', quantity: 100 });
    expect(doc?.fees.totalCents).toBe(placed.data.totals.totalCents);
  });
  it('follows approval, release, shipping', () => {
    const doc = orderOf([
      placed,
      { type: 'OrderApproved', data: { orderId: 'ord-1', ...staff } },
      { type: 'OrderReleased', data: { orderId: 'ord-1', releasedBy: 'system', releasedAt: now } },
      statusEventsBy('ord-1', 'u', now).shipped('1Z9'),
    ]);
    expect(doc).toMatchObject({ status: 'shipped', trackingNumber: '1Z9' });
    if (!doc) throw new Error('no order');
    expect(toPortalOrderRow(doc)).toMatchObject({ status: 'shipped', production: doc.fees.productionTotalCents });
    expect(Object.keys(toPortalOrderDto(doc))).not.toContain('customerId');
  });
  it('keeps the decline reason', () =>
    expect(orderOf([placed, statusEventsBy('ord-1', 'u', now).declined('Over budget')])).toMatchObject({
      status: 'declined',
      declineReason: 'Over budget',
    }));
  it('is not a b2c order', () =>
    expect(orderOf([{ ...placed, data: { ...placed.data, storeCode: 'b2c' } }])).toBeNull());
  it('shows the status the order decider decides on, after every event', () => {
    const history: OrderEvent[] = [
      placed,
      { type: 'OrderApproved', data: { orderId: 'ord-1', ...staff } },
      { type: 'OrderReleased', data: { orderId: 'ord-1', releasedBy: 'system', releasedAt: now } },
    ];
    for (let length = 1; length <= history.length; length += 1) {
      const events = history.slice(0, length);
      expect(orderOf(events)?.status).toBe(events.reduce(evolve, initialState()).status);
    }
  });
  it('shows edited addresses, customer and PO numbers, and finds the order by its new PO number', () => {
    const doc = orderOf([
      placed,
      {
        type: 'OrderEdited',
        data: {
          orderId: 'ord-1',
          changes: [
            { field: 'shippingAddress.firstName', before: placed.data.shippingAddress.firstName, after: 'Jeanne' },
            { field: 'poNumber', before: 'PO-77', after: 'PO-NEW-5' },
            { field: 'budgetCode', before: 'CPC-100001', after: 'CPC-100002' },
          ],
          reason: 'Typo',
          editedBy: 'usr-lmg',
          role: 'LMG',
          editedAt: now,
        },
      },
    ]);
    expect(doc).toMatchObject({ poNumber: 'PO-NEW-5', budgetCode: 'CPC-100002', status: 'pendingApproval' });
    expect(doc?.shippingAddress).toEqual({ ...placed.data.shippingAddress, firstName: 'Jeanne' });
    expect(doc?.searchText).toContain('po-new-5');
    expect(doc?.searchText).not.toContain('po-77');
  });
  it('stays as it was when a status event cannot be read', () =>
    expect(
      fold<PortalOrderDocument>(portalOrders, 'ord-1', [
        recorded('order-ord-1', placed),
        recorded('order-ord-1', { type: 'OrderDeclined', data: { orderId: 'ord-1', reason: null } }),
      ]),
    ).toMatchObject({ status: placed.data.status, declineReason: null }));
});

describe('the portal catalogue', () => {
  it('keeps a seeded b2b product with its options, stock and limits', () => {
    const entity = portalSeedEntities.find((e) => e.entityId === 'prod-b2b-visitor-guide');
    if (!entity) throw new Error('fixture');
    const doc = fold<PortalCatalogDocument>(
      portalCatalog,
      'Product:prod-b2b-visitor-guide',
      publishedEntity('Product', entity.entityId, entity.payload),
    );
    expect(doc?.published).toMatchObject({
      kind: 'product',
      sku: 'PUB-VG-001',
      inventory: 5_000,
      minimumOrderQty: 25,
      allowBackorder: true,
    });
    expect(doc?.published && 'options' in doc.published ? doc.published.options.year : []).toHaveLength(2);
  });
  it('shows nothing of a b2c product', () => {
    const doc = fold<PortalCatalogDocument>(
      portalCatalog,
      'Product:prod-x',
      publishedEntity('Product', 'prod-x', { productId: 'prod-x', categoryId: 'c', storeCode: 'b2c' }),
    );
    expect(doc?.published ?? null).toBeNull();
  });
});
