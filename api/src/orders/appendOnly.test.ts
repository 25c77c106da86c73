/**
 * Acceptance of issue 13's audit: no API route deletes or rewrites an order event, a note or a timeline entry.
 *
 * - Every route the app serves (its routers' stacks, so a route added later is covered): none under /api/Orders or
 *   /api/Refunds deletes or patches.
 * - The API's sources call no delete of the event store (deleteStream, tombstoneStream) and no write of a read model
 *   (only the projection runtime writes those, timeline included).
 * - Every /api route, called over real HTTP on an order that has a history (through an app whose event store refuses
 *   and counts deletes), leaves the log it found as a prefix of the log after it, and every timeline entry as it was.
 * - The order modal's UpdateOrders views and a refund only ever append: after each, the log before is untouched and
 *   what is new is the next revisions of that order's own streams.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { EventStore, RecordedEvent } from '@parks/infra/eventStore/port';
import { type OrderTimelineDocument, orderTimeline } from '@parks/projections/admin/orderTimeline';
import type { OrderDetailsDto } from '@parks/schemas/admin/orderDetails';
import type { RefundFormDto } from '@parks/schemas/admin/refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { type Route, routesOf } from '../testing/routes.ts';
import { allEvents, type Call, call, seed, startTestApi, type TestApi, tokenOf } from '../testing/testApi.ts';
import { placePublicOrder } from './testing/publicOrders.ts';

let api: TestApi;
let app: App;
let base = '';
let token = '';
let orderId = '';
const deletes: string[] = [];

/** The test's event store, refusing (and counting) every delete a route might try. */
const refusingDeletes = (store: EventStore): EventStore =>
  new Proxy(store, {
    get(target, key) {
      if (key === 'deleteStream' || key === 'tombstoneStream') {
        return async (stream: string) => {
          deletes.push(`${String(key)} ${stream}`);
          throw new Error('no route may delete a stream');
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

const as = <T = Record<string, unknown>>(path: string, options: Call = {}) =>
  call<T>(base, path, { ...options, token });
const update = (body: unknown) => as('/api/Orders/UpdateOrders', { method: 'PUT', body });

const comparable = (event: RecordedEvent) => ({
  streamId: event.streamId,
  id: event.id,
  revision: event.revision.toString(),
  type: event.type,
  data: event.data,
  metadata: event.metadata,
});
const timeline = () => api.projections.read(orderTimeline).find({}, { sort: { _id: 1 }, projection: { _position: 0 } });

/** The log before is a prefix of the log after, every stream's revisions still run 0, 1, 2 … with no gap. */
const expectAppendedOnly = (before: readonly RecordedEvent[], after: readonly RecordedEvent[]) => {
  expect(after.slice(0, before.length).map(comparable)).toEqual(before.map(comparable));
  const next = new Map<string, bigint>();
  for (const event of after) {
    expect(event.revision, `${event.streamId} has a gap`).toBe(next.get(event.streamId) ?? 0n);
    next.set(event.streamId, event.revision + 1n);
  }
};

/** Every timeline entry there before is there after, unchanged. */
const expectEntriesKept = (before: readonly OrderTimelineDocument[], after: readonly OrderTimelineDocument[]) => {
  const byId = new Map(after.map((entry) => [entry._id, entry]));
  for (const entry of before) expect(byId.get(entry._id), entry._id).toEqual(entry);
};

beforeAll(async () => {
  api = await startTestApi({ seedCatalogue: true });
  ({ url: base, app } = await api.start({ eventStore: refusingDeletes(api.eventStore) }));
  token = (await tokenOf(api.base, 'lmg', seed('lmg').password)).token;
  orderId = await placePublicOrder(api.eventStore, new Date());
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('the routes of orders and refunds', () => {
  it('delete and patch nothing: their methods are GET, POST and PUT only', () => {
    const ours = routesOf(app).filter((route) => /^\/api\/(orders|refunds)\b/i.test(route.path));
    expect(ours.map((route) => `${route.method} ${route.path}`)).toContain('GET /api/Orders/GetOrderDetails/:orderId');
    expect(ours.map((route) => `${route.method} ${route.path}`)).toContain('PUT /api/Orders/UpdateOrders');
    // The DELETEs are the families' refusals: Orders answers 405 (familyCalls.test.ts), Refunds 409
    // (refunds/family.test.ts), and neither changes anything.
    const refusals = ['DELETE /api/Orders/Delete/:orderId', 'DELETE /api/Refunds/Delete/:refundId'];
    for (const route of ours.filter((one) => !refusals.includes(`${one.method} ${one.path}`))) {
      expect(['GET', 'POST', 'PUT'], `${route.method} ${route.path}`).toContain(route.method);
    }
  });

  it('are backed by sources that never delete a stream nor write a read model', () => {
    const root = join(import.meta.dirname, '..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
      });
    const writes =
      /\.(deleteStream|tombstoneStream|deleteOne|deleteMany|replaceOne|insertOne|bulkWrite|dropCollection)\(/;
    const offending = sources(root).filter((path) => writes.test(readFileSync(path, 'utf8')));
    expect(offending.map((path) => relative(root, path))).toEqual([]);
  });
});

describe('every API route, called on an order with a history', () => {
  it('leaves the log it found and every timeline entry as they were, and deletes nothing', async () => {
    const note = await update({ action: 'note', orderId, data: { note: 'Before the walk' } });
    expect(note.status).toBe(200);
    const logBefore = await allEvents(api.eventStore);
    const entriesBefore = await timeline();
    expect(entriesBefore.filter((entry) => entry.orderId === orderId).map((entry) => entry.kind)).toEqual([
      'placed',
      'noteAdded',
    ]);

    const routes = routesOf(app).filter(
      (route: Route) => route.path.startsWith('/api/') && route.path !== '/api/account/logout',
    );
    expect(routes.length).toBeGreaterThan(50);
    const body = JSON.stringify({ orderId, orderIds: [orderId], id: orderId, reason: 'walk', note: 'walk' });
    for (const route of routes) {
      const path = route.path.replace(/\{([^}]*)\}/g, '$1').replace(/:(\w+)/g, () => encodeURIComponent(orderId));
      const response = await fetch(`${base}${path}`, {
        method: route.method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'walk' },
        ...(route.method === 'GET' ? {} : { body }),
      });
      await response.arrayBuffer();
      expect(response.status, `${route.method} ${path}`).toBeLessThan(500);
    }

    expect(deletes).toEqual([]);
    expectAppendedOnly(logBefore, await allEvents(api.eventStore));
    expectEntriesKept(entriesBefore, await timeline());
  }, 120_000);
});

describe('the order modal’s views and refunds', () => {
  it('only ever append the next revisions of the order’s own streams', async () => {
    const other = await placePublicOrder(api.eventStore, new Date(), 'other@example.ca');
    const form = await as<RefundFormDto>(`/api/Refunds/GetById/${other}`);
    const lineId = form.body.lines[0]?.id ?? '';
    const steps: [string, () => Promise<{ status: number }>][] = [
      ['edit', () => update({ action: 'edit', orderId: other, data: { shippingAddress: { city: 'Perth' } } })],
      ['note', () => update({ action: 'note', orderId: other, data: { note: 'First' } })],
      ['email', () => update({ action: 'email', orderId: other, data: { requestId: 'append-only-1' } })],
      [
        'editStatus',
        () =>
          update({
            action: 'editStatus',
            orderId: other,
            data: { status: 'shipped', trackingNumber: '1ZAPPEND', trackingUrl: null },
          }),
      ],
      ['edit tracking', () => update({ action: 'edit', orderId: other, data: { trackingNumber: '1ZAPPEND2' } })],
      ['bulk cancel (refused: shipped)', () => update({ action: 'cancel', orderIds: [other], reason: 'Late' })],
      [
        'refund',
        () =>
          as('/api/Refunds/Create', {
            method: 'POST',
            body: { orderId: other, type: 'partial', reason: 'Damaged', lines: [{ id: lineId, amount: -5 }] },
          }),
      ],
    ];
    for (const [name, step] of steps) {
      const before = await allEvents(api.eventStore);
      const entriesBefore = await timeline();
      const reply = await step();
      expect(reply.status, name).toBeLessThan(500);
      const after = await allEvents(api.eventStore);
      expectAppendedOnly(before, after);
      const added = after.slice(before.length);
      expect(
        added.every((event) => [`order-${other}`, `refund-${other}`].includes(event.streamId)),
        name,
      ).toBe(true);
      expectEntriesKept(entriesBefore, await timeline());
    }
    const details = await as<OrderDetailsDto>(`/api/Orders/GetOrderDetails/${other}`);
    expect(details.body.timeline.map((entry) => entry.kind)).toEqual([
      'placed',
      'edited',
      'noteAdded',
      'emailResendRequested',
      'statusChanged',
      'edited',
      'refundRequested',
    ]);
    expect(details.body.timeline[5]?.changes).toEqual([
      { field: 'trackingNumber', before: '1ZAPPEND', after: '1ZAPPEND2' },
    ]);
    expect(deletes).toEqual([]);
  });
});
