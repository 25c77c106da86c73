/**
 * Embedded document store over 100k order-like documents, each figure beside plain JavaScript doing the
 * same work over the same array in the same run:
 * - a filtered, sorted, paged find (`{status, total ≥ t}` by `placedAt: -1, _id: 1`, skip 20, limit 20)
 *   vs `filter().sort().slice()`, with the index `{status: 1, placedAt: -1}` declared, and without any;
 * - a `$group` by status (`$sum` of totals and a count) vs a Map reduce;
 * - the process RSS with the store opened on the file vs with the plain array (each in a fresh child).
 * Target: both queries within 3x of plain JS.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { Document, DocumentStore } from '@parks/infra/documents/port';
import { type BenchRow, timeMedian } from './report.ts';

export const title = 'Document store (embedded, mingo + node:sqlite)';

const COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const STATUSES = ['Pending', 'Approved', 'Released', 'Cancelled'] as const;
const SKIP = 20;
const LIMIT = 20;
const MIN_TOTAL = 50_000;

type Order = Document & {
  status: (typeof STATUSES)[number];
  total: number;
  placedAt: string;
  customerId: string;
  channel: 'b2c' | 'b2b';
  lines: Array<{ sku: string; quantity: number; unitPrice: number }>;
};

/** mulberry32: the same orders in every process. */
const random = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const generate = (count: number): Order[] => {
  const next = random(42);
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const orders: Order[] = [];
  for (let i = 0; i < count; i += 1) {
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
      sku: `SKU-${Math.floor(next() * 500)}`,
      quantity: 1 + Math.floor(next() * 4),
      unitPrice: 500 + Math.floor(next() * 20_000),
    }));
    orders.push({
      _id: `ord-${String(i).padStart(7, '0')}`,
      status: STATUSES[Math.floor(next() * STATUSES.length)] as Order['status'],
      total: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
      // Minute precision: many orders share a placedAt, so the _id tie-break matters.
      placedAt: new Date(start + Math.floor(next() * 365 * 24 * 60) * 60_000).toISOString(),
      customerId: `cus-${Math.floor(next() * 5_000)}`,
      channel: next() < 0.7 ? 'b2c' : 'b2b',
      lines,
    });
  }
  return orders;
};

const plainQuery = (orders: readonly Order[]): Order[] =>
  orders
    .filter((order) => order.status === 'Pending' && order.total >= MIN_TOTAL)
    .sort((a, b) =>
      a.placedAt < b.placedAt ? 1 : a.placedAt > b.placedAt ? -1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0,
    )
    .slice(SKIP, SKIP + LIMIT);

const plainGroup = (orders: readonly Order[]): Array<{ _id: string; total: number; count: number }> => {
  const groups = new Map<string, { _id: string; total: number; count: number }>();
  for (const order of orders) {
    let group = groups.get(order.status);
    if (group === undefined) {
      group = { _id: order.status, total: 0, count: 0 };
      groups.set(order.status, group);
    }
    group.total += order.total;
    group.count += 1;
  }
  return [...groups.values()];
};

const storeQuery = (store: DocumentStore, collection = 'orders') =>
  store
    .collection<Order>(collection)
    .find(
      { status: 'Pending', total: { $gte: MIN_TOTAL } },
      { sort: { placedAt: -1, _id: 1 }, skip: SKIP, limit: LIMIT },
    );

const storeGroup = (store: DocumentStore) =>
  store
    .collection<Order>('orders')
    .aggregate<{ _id: string; total: number; count: number }>([
      { $group: { _id: '$status', total: { $sum: '$total' }, count: { $sum: 1 } } },
    ]);

const byStatus = <G extends { _id: string }>(groups: G[]): G[] => [...groups].sort((a, b) => (a._id < b._id ? -1 : 1));

const here = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;

/** RSS of a fresh process holding `what` (after GC), in MB. */
const rssOf = (what: 'nothing' | 'array' | 'store', path: string): number => {
  const child = spawnSync(process.execPath, ['--expose-gc', here, 'rss', what, path, String(COUNT)], {
    encoding: 'utf8',
  });
  const rss = Number(/rss (\d+)/.exec(child.stdout)?.[1]);
  if (!Number.isFinite(rss)) throw new Error(`RSS child failed: ${child.stderr}`);
  return rss / MB;
};

export const run = async (): Promise<BenchRow[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-documents-'));
  const path = join(dir, 'readmodels.sqlite');
  try {
    const orders = generate(COUNT);
    const loading = await openEmbeddedDocumentStore({ path });
    const loadStarted = performance.now();
    await loading.collection('orders').createIndex({ key: { status: 1, placedAt: -1 } });
    for (let i = 0; i < orders.length; i += 1_000) {
      await loading
        .collection<Order>('orders')
        .bulkWrite(orders.slice(i, i + 1_000).map((document) => ({ insertOne: { document } })));
    }
    const loadMs = performance.now() - loadStarted;
    await loading.close();

    const openStarted = performance.now();
    const store = await openEmbeddedDocumentStore({ path });
    const openMs = performance.now() - openStarted;
    try {
      const expected = plainQuery(orders).map((order) => order._id);
      const got = (await storeQuery(store)).map((order) => order._id);
      if (JSON.stringify(got) !== JSON.stringify(expected)) {
        throw new Error(`find disagrees with plain JS: ${JSON.stringify(got)} vs ${JSON.stringify(expected)}`);
      }
      const groups = JSON.stringify(byStatus(await storeGroup(store)));
      if (groups !== JSON.stringify(byStatus(plainGroup(orders)))) throw new Error(`$group disagrees: ${groups}`);

      // RSS first: the children open the file while it holds the 100k orders only.
      const baseRss = rssOf('nothing', path);
      const arrayRss = rssOf('array', path);
      const storeRss = rssOf('store', path);

      const findMs = await timeMedian(() => storeQuery(store), 31, 3);
      const plainFindMs = await timeMedian(() => plainQuery(orders), 31, 3);
      const groupMs = await timeMedian(() => storeGroup(store), 31, 3);
      const plainGroupMs = await timeMedian(() => plainGroup(orders), 31, 3);
      const matches = orders.filter((order) => order.status === 'Pending' && order.total >= MIN_TOTAL).length;

      // The same find over a copy of the collection without any index: a compiled scan and a top-k.
      for (let i = 0; i < orders.length; i += 1_000) {
        await store
          .collection<Order>('unindexed')
          .bulkWrite(orders.slice(i, i + 1_000).map((document) => ({ insertOne: { document } })));
      }
      const unindexedMs = await timeMedian(() => storeQuery(store, 'unindexed'), 31, 3);
      return [
        {
          name: `find {status, total ≥ ${MIN_TOTAL}} sort {placedAt: -1, _id: 1} skip ${SKIP} limit ${LIMIT} over ${COUNT} docs (${matches} match)`,
          unit: 'ms/query',
          value: findMs,
          limitName: 'plain JS filter().sort().slice() over the same array',
          limit: plainFindMs,
          higherIsBetter: false,
          targetRatio: 1 / 3,
        },
        {
          name: 'the same find on a copy of the collection without the {status: 1, placedAt: -1} index',
          unit: 'ms/query',
          value: unindexedMs,
          limitName: 'plain JS filter().sort().slice() over the same array',
          limit: plainFindMs,
          higherIsBetter: false,
          targetRatio: 1 / 3,
        },
        {
          name: `aggregate $group by status ($sum of totals, count) over ${COUNT} docs`,
          unit: 'ms/query',
          value: groupMs,
          limitName: 'plain JS Map reduce over the same array',
          limit: plainGroupMs,
          higherIsBetter: false,
          targetRatio: 1 / 3,
        },
        {
          name: `process RSS with ${COUNT} order documents loaded (store opened on its file)`,
          unit: 'MB',
          value: storeRss,
          limitName: 'the same documents as a plain array',
          limit: arrayRss,
          higherIsBetter: false,
          note: `informational; empty process ${baseRss.toFixed(0)} MB; open ${openMs.toFixed(0)} ms, load by bulkWrite ${(loadMs / 1000).toFixed(1)} s`,
        },
      ];
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// `node --expose-gc documents.bench.ts rss <nothing|array|store> <path> <count>`: the RSS children.
if (process.argv[1] === here && process.argv[2] === 'rss') {
  const [, , , what, path, count] = process.argv;
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
  let held: unknown = null;
  if (what === 'array') held = generate(Number(count));
  if (what === 'store') held = await openEmbeddedDocumentStore({ path: path as string });
  for (let i = 0; i < 3; i += 1) gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc();
  process.stdout.write(`rss ${process.memoryUsage().rss} ${held === null ? 0 : 1}\n`);
}
