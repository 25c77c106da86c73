/**
 * The back office's order list over real HTTP (the API tests' setup: embedded stores, projections running), each
 * figure beside its limit measured in the same run:
 *
 *   `PUT /api/Orders/SearchOrders` over 100,000 portal orders, p95 of one page (random pages of the matches, one
 *   client; warm-up pages not counted): a keyword search (a city, about one order in twenty), and an advanced
 *   search with three fields (status, customer number exact, city contains). The limit is plain JS over the very
 *   documents the list reads (an array in memory: filter, sort, slice of the same page), which is what any store
 *   has to do at least; the target is a third of its speed, and the absolute p95 below 300 ms.
 *
 * The orders' documents are made by the read model's own `evolve` from each order's OrderPlaced and written in
 * batches into the collection the list reads (the projection's replay is measured by projections.bench.ts).
 */
import { caller, startTestApi, userToken } from '@parks/api/testing/testApi';
import { orderStream } from '@parks/domain/orders/streams';
import { placedPortalOrder } from '@parks/domain/portal/testing';
import type { JsonObject, RecordedEvent } from '@parks/infra/eventStore/port';
import { type AdminOrderDocument, adminOrders } from '@parks/projections/admin/orders';
import { orderSearchKey } from '@parks/schemas/admin/orders';
import type { BenchRow } from './report.ts';

export const title = 'Back office orders list over HTTP';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PAGES = Number(process.env.BENCH_ORDERS_PAGES ?? 100);
const WARMUP = Number(process.env.BENCH_ORDERS_WARMUP ?? 10);
const PAGE = 20;
const start = Date.parse('2026-01-01T00:00:00.000Z');
const P95_LIMIT_MS = 300;

const cities = [
  'Banff',
  'Jasper',
  'Gatineau',
  'Ottawa',
  'Halifax',
  'Moncton',
  'Victoria',
  'Quebec',
  'Regina',
  'Yellowknife',
];
const firstNames = ['Paula', 'Zoe', 'Marc', 'Aisha', 'Liam', 'Noor', 'Emma', 'Yves', 'Kai', 'Ines', 'Omar', 'Lea'];
const lastNames = ['Martin', 'Quinn', 'Roy', 'Singh', 'Tremblay', 'Nguyen', 'Smith', 'Gagnon', 'Lee', 'Cote'];
const customers = Array.from({ length: 40 }, (_, n) => `CPC-${String(100_000 + n)}`);

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** A deterministic sequence (the same in every run). */
const sequence = (seed: number) => {
  let x = seed;
  return (): number => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x;
  };
};

const timed = async (run: () => Promise<void>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const newestFirst = (a: AdminOrderDocument, b: AdminOrderDocument): number =>
  compareText(b.dateOrdered, a.dateOrdered) || compareText(a._id, b._id);

export const run = async (): Promise<BenchRow[]> => {
  const app = await startTestApi({ store: true, accounts: true });
  try {
    const call = caller(app.base);
    const base = placedPortalOrder({ orderId: 'ord-bench-base' }).data;
    const pick = sequence(7);
    // The LCG's low bits repeat with a short period: draw from its high bits.
    const of = <T>(values: readonly T[]): T => values[(pick() >>> 12) % values.length] as T;

    // The documents are made by the read model's own evolve from each order's OrderPlaced, as the runtime would,
    // and written in large batches: appending 100,000 streams one fsync each would take the run's whole budget.
    const seeded = performance.now();
    const collection = app.projections.read(adminOrders);
    let batch: { replaceOne: { filter: { _id: string }; replacement: AdminOrderDocument; upsert: true } }[] = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const orderId = `ord-bench-${String(n).padStart(6, '0')}`;
      const address = {
        ...base.shippingAddress,
        firstName: of(firstNames),
        lastName: of(lastNames),
        city: of(cities),
        phone1: `(613) 555-${String(n % 10_000).padStart(4, '0')}`,
        email: `buyer${n % 5_000}@partner.example`,
      };
      const data = {
        ...base,
        orderId,
        status: n % 5 === 0 ? 'pendingApproval' : 'pending',
        budgetCode: of(customers),
        poNumber: `PO-${n}`,
        placedAt: new Date(start + n * 60_000).toISOString(),
        shippingAddress: address,
        billingAddress: address,
      };
      const recorded: RecordedEvent = {
        streamId: orderStream(orderId),
        id: `evt-${n}`,
        revision: 0n,
        type: 'OrderPlaced',
        data: data as unknown as JsonObject,
        metadata: {},
        created: new Date(data.placedAt),
        position: { commit: BigInt(n + 1), prepare: BigInt(n + 1) },
      };
      const doc = adminOrders.evolve(null, recorded) as AdminOrderDocument | null;
      if (doc === null) throw new Error(`order ${orderId} was not projected`);
      batch.push({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } });
      if (batch.length === 5_000 || n === ORDERS - 1) {
        await collection.bulkWrite(batch);
        batch = [];
      }
    }
    const seedMs = performance.now() - seeded;
    // Signed in only now: a connection left idle through the seeding may have been closed by the server.
    const lmg = await userToken(app.base, 'lmg');

    // The documents the list reads, as plain JS objects in memory (the limit's input).
    const docs = await collection.find({});
    if (docs.length < ORDERS) throw new Error(`only ${docs.length} orders were projected`);

    const keyword = 'gatineau';
    // Three fields of one order waiting for approval: its status, its customer number (exact), part of its city.
    const sample = docs.find((doc) => doc.status === 'pendingApproval' && doc.orderId.endsWith('00500'));
    if (sample === undefined) throw new Error('no order to search for');
    const advanced = {
      status: 'pendingApproval',
      budgetCode: sample.budgetCode ?? '',
      budgetCodeExact: true,
      city: sample.city.slice(0, 4),
    };
    const plainKeyword = (doc: AdminOrderDocument) => doc.storeCode === 'b2b' && doc.searchText.includes(keyword);
    const budgetKey = orderSearchKey('budgetCode', advanced.budgetCode);
    const cityKey = orderSearchKey('city', advanced.city);
    const plainAdvanced = (doc: AdminOrderDocument) =>
      doc.storeCode === 'b2b' &&
      doc.status === advanced.status &&
      doc.match.budgetCode === budgetKey &&
      (doc.match.shipping.city.includes(cityKey) || doc.match.billing.city.includes(cityKey));

    let checksum = 0;
    const measure = async (
      path: string,
      body: unknown,
      predicate: (doc: AdminOrderDocument) => boolean,
      seed: number,
    ) => {
      const matches = docs.filter(predicate).length;
      const pages = Math.max(1, Math.ceil(matches / PAGE));
      const next = sequence(seed);
      const real: number[] = [];
      const limit: number[] = [];
      for (let i = 0; i < WARMUP + PAGES; i += 1) {
        const page = 1 + (next() % pages);
        const realMs = await timed(async () => {
          const response = await call<{ rows: unknown[] }>(`${path}&page=${page}`, {
            method: 'PUT',
            token: lmg,
            body,
          });
          if (response.status !== 200) throw new Error(`${path} → ${response.status}`);
          checksum += response.body.rows.length;
        });
        const limitMs = await timed(async () => {
          const rows = docs
            .filter(predicate)
            .sort(newestFirst)
            .slice((page - 1) * PAGE, page * PAGE + 1);
          checksum += rows.length;
        });
        if (i < WARMUP) continue;
        real.push(realMs);
        limit.push(limitMs);
      }
      return { real, limit, matches };
    };

    const byKeyword = await measure(`/api/Orders/SearchOrders?storeCode=b2b&search=${keyword}`, {}, plainKeyword, 11);
    const byFields = await measure('/api/Orders/SearchOrders?storeCode=b2b', advanced, plainAdvanced, 13);
    if (checksum === 0) throw new Error('every page was empty');

    const note = `${PAGE} rows a page, ${WARMUP} warm-up pages not counted; ${ORDERS} orders written through the read model's evolve in ${(seedMs / 1000).toFixed(1)} s`;
    const row = (name: string, figures: typeof byKeyword, limitName: string, extra = ''): BenchRow[] => [
      {
        name: `${name}, p95 per page (${PAGES} random pages of ${figures.matches} matches)`,
        unit: 'ms',
        value: percentile(figures.real, 95),
        limitName,
        limit: percentile(figures.limit, 95),
        higherIsBetter: false,
        targetRatio: 1 / 3,
        note: `${extra}p50 ${percentile(figures.real, 50).toFixed(1)} ms vs ${percentile(figures.limit, 50).toFixed(1)} ms`,
      },
      {
        name: `${name}, absolute p95 per page`,
        unit: 'ms',
        value: percentile(figures.real, 95),
        limitName: 'the embedded target',
        limit: P95_LIMIT_MS,
        higherIsBetter: false,
        targetRatio: 1,
      },
    ];
    return [
      ...row(
        `SearchOrders keyword "${keyword}" over ${ORDERS} orders`,
        byKeyword,
        'plain JS filter + sort + slice over the same documents in memory',
        `${note}; `,
      ),
      ...row(
        `SearchOrders advanced (status, customer number exact, city) over ${ORDERS} orders`,
        byFields,
        'plain JS filter + sort + slice over the same documents in memory',
      ),
    ];
  } finally {
    await app.close();
  }
};
