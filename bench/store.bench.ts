/**
 * The public store over real HTTP (loopback only): the real app (createApp over embedded stores in a temp
 * dir, projections running, a private Redis, the sandbox gateway, the seed loaded — the API tests' setup),
 * each figure beside its limit measured in the same run.
 *
 *   category / search reads: a fixed count of GETs from a fixed number of keep-alive clients, driven from a
 *     worker thread (its own event loop, so the load generator does not share the server's thread), against
 *     a bare Koa app on another port answering the SAME JSON bytes captured from one real response. Real
 *     and bare alternate in rounds so drift hits both.
 *   purchase → readable: after each Purchase reply, GET /api/checkout/GetOrderById/{id} until 200; the
 *     limit is the same GET for an order already readable (the bare read latency).
 *   purchases/s: 20 concurrent shoppers (guest session → add to cart → purchase) in a worker thread, as the
 *     read load; the limit is the event store, opened as the app opens it (writer thread), re-appending the
 *     very events those purchases recorded (same streams, same grouping, one durable commit per append,
 *     sequential) — the rate if the store did nothing but commit them. The note gives the same appends
 *     committed on this thread too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type HttpServer, listen } from '@parks/api/server';
import { startTestApi } from '@parks/api/testing/testApi';
import type { EventStore, NewEvent, RecordedEvent } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import Koa from 'koa';
import type { BenchRow } from './report.ts';
import { call, expectStatus, runShoppers, shop } from './shopper.ts';

export const title = 'Public store over HTTP';

const CLIENTS = Number(process.env.BENCH_STORE_CLIENTS ?? 32);
const REQUESTS = Number(process.env.BENCH_STORE_REQUESTS ?? 4_000);
const ROUNDS = 3;
const PURCHASES = Number(process.env.BENCH_STORE_PURCHASES ?? 500);
const SHOPPERS = 20;
const SHOPPER_PURCHASES = Number(process.env.BENCH_STORE_SHOPPER_PURCHASES ?? 300);

// ---------------------------------------------------------------------------------------------------------
// Load generator: plain JS in a worker thread, node:http with a keep-alive agent of CLIENTS sockets.

type LoadJob = Readonly<{ url: string; total: number; clients: number; expectedBytes: number }>;
type LoadResult = Readonly<{ ms: number; latencies: Float64Array; failures: number }>;

const loadWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, total, clients, expectedBytes } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const one = () => new Promise((resolve) => {
  const req = http.request(
    { host: target.hostname, port: target.port, path: target.pathname + target.search, agent,
      headers: { Accept: 'application/json', 'Accept-Language': 'en' } },
    (res) => {
      let bytes = 0;
      res.on('data', (chunk) => { bytes += chunk.length; });
      res.on('end', () => resolve(res.statusCode === 200 && bytes === expectedBytes));
      res.on('error', () => resolve(false));
    });
  req.setTimeout(10000, () => req.destroy(new Error('timeout')));
  req.on('error', () => resolve(false));
  req.end();
});
const drive = async (count, latencies) => {
  let issued = 0;
  let failures = 0;
  const client = async () => {
    while (issued < count) {
      const i = issued++;
      const started = performance.now();
      const ok = await one();
      if (latencies) latencies[i] = performance.now() - started;
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return failures;
};
(async () => {
  await drive(clients * 8, undefined);
  const latencies = new Float64Array(total);
  const started = performance.now();
  const failures = await drive(total, latencies);
  const ms = performance.now() - started;
  agent.destroy();
  parentPort.postMessage({ ms, latencies, failures }, [latencies.buffer]);
})();
`;

const load = (job: LoadJob): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(loadWorkerSource, { eval: true, workerData: job });
    const limit = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`load on ${job.url} took over 60 s`));
    }, 60_000);
    worker.once('message', (result: LoadResult) => {
      clearTimeout(limit);
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
  });

const percentile = (sorted: ArrayLike<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const sortedOf = (parts: readonly Float64Array[]): Float64Array => {
  const all = new Float64Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all.sort();
};

type Throughput = Readonly<{ rps: number; p99: number; failures: number }>;

/** Real and bare alternate, ROUNDS each, the same request count per round. */
const compareReads = async (realUrl: string, bareUrl: string, bytes: number) => {
  const tally = {
    real: { ms: 0, lat: [] as Float64Array[], failures: 0 },
    bare: { ms: 0, lat: [] as Float64Array[], failures: 0 },
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order: ('real' | 'bare')[] = round % 2 === 0 ? ['real', 'bare'] : ['bare', 'real'];
    for (const which of order) {
      const result = await load({
        url: which === 'real' ? realUrl : bareUrl,
        total: REQUESTS,
        clients: CLIENTS,
        expectedBytes: bytes,
      });
      tally[which].ms += result.ms;
      tally[which].lat.push(result.latencies);
      tally[which].failures += result.failures;
    }
  }
  const of = (t: (typeof tally)['real']): Throughput => ({
    rps: (REQUESTS * ROUNDS) / (t.ms / 1000),
    p99: percentile(sortedOf(t.lat), 99),
    failures: t.failures,
  });
  return { real: of(tally.real), bare: of(tally.bare) };
};

// ---------------------------------------------------------------------------------------------------------

/** The events recorded after `after` (exclusive), in log order. */
const eventsSince = async (eventStore: EventStore, after: RecordedEvent['position'] | undefined) => {
  const events: RecordedEvent[] = [];
  for await (const event of eventStore.readAll(after === undefined ? {} : { fromPosition: after })) {
    if (
      after !== undefined &&
      (event.position.commit < after.commit ||
        (event.position.commit === after.commit && event.position.prepare <= after.prepare))
    )
      continue;
    events.push(event);
  }
  return events;
};

/**
 * Re-appends the events as they were appended, sequentially; answers ms. One append's events are consecutive
 * events of one stream with one causation id (handleCommand stamps each append with its own); appends of one
 * group commit may interleave with other streams', so consecutive events alone would not say where one ends.
 */
const replayAppends = async (
  writerThread: boolean,
  events: readonly RecordedEvent[],
  path: string,
): Promise<{ ms: number; appends: number }> => {
  const groups: { stream: string; cause: string | undefined; events: NewEvent[] }[] = [];
  for (const event of events) {
    const copy: NewEvent = {
      type: event.type,
      data: event.data,
      ...(event.metadata === undefined ? {} : { metadata: event.metadata }),
    };
    const last = groups.at(-1);
    const cause = event.metadata?.causationId;
    if (last !== undefined && last.stream === event.streamId && last.cause === cause) last.events.push(copy);
    else groups.push({ stream: event.streamId, cause, events: [copy] });
  }
  const store = openSqliteEventStore({ path, writerThread });
  try {
    const started = performance.now();
    for (const group of groups) await store.appendToStream(group.stream, group.events, { expectedRevision: 'any' });
    return { ms: performance.now() - started, appends: groups.length };
  } finally {
    await store.close();
  }
};

export const run = async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const app = await startTestApi({ store: true });
  let bare: HttpServer | undefined;
  const scratch = mkdtempSync(join(tmpdir(), 'bench-store-'));
  try {
    const base = app.base;
    const deadline = Date.now() + 20_000;
    while ((await call(base, '/api/store/GetCategory/decouverte-discovery')).status !== 200) {
      if (Date.now() > deadline) throw new Error('the seeded catalogue never showed up');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // 1. Reads against the same bytes served bare.
    const reads = [
      { name: 'GET /api/store/GetCategory/decouverte-discovery', path: '/api/store/GetCategory/decouverte-discovery' },
      {
        name: 'GET /api/store/search?search=pass&page=1&pageSize=5',
        path: '/api/store/search?search=pass&page=1&pageSize=5',
      },
    ];
    const captured = new Map<string, { bytes: Buffer; type: string }>();
    for (const read of reads) {
      const response = await fetch(`${base}${read.path}`, {
        headers: { Accept: 'application/json', 'Accept-Language': 'en' },
      });
      if (response.status !== 200) throw new Error(`${read.path}: ${response.status}`);
      captured.set(read.path, {
        bytes: Buffer.from(await response.arrayBuffer()),
        type: response.headers.get('content-type') ?? 'application/json',
      });
    }
    const bareApp = new Koa();
    bareApp.use((ctx) => {
      const answer = captured.get(ctx.url);
      if (answer === undefined) return;
      ctx.type = answer.type;
      ctx.body = answer.bytes;
    });
    bare = await listen(bareApp, '127.0.0.1', 0);
    for (const read of reads) {
      const bytes = captured.get(read.path)?.bytes.length ?? 0;
      const { real, bare: limit } = await compareReads(`${base}${read.path}`, `${bare.url}${read.path}`, bytes);
      const failures = real.failures + limit.failures;
      const common = `${CLIENTS} keep-alive clients, ${REQUESTS} requests × ${ROUNDS} rounds, ${bytes} B body, load from a worker thread${failures > 0 ? `, ${failures} FAILED requests` : ''}`;
      rows.push({
        name: `${read.name} requests/s`,
        unit: 'req/s',
        value: real.rps,
        limitName: 'bare Koa, same bytes',
        limit: limit.rps,
        higherIsBetter: true,
        targetRatio: 0.5,
        note: common,
      });
      rows.push({
        name: `${read.name} p99 latency`,
        unit: 'ms',
        value: real.p99,
        limitName: 'bare Koa, same bytes',
        limit: limit.p99,
        higherIsBetter: false,
        note: `under the same ${CLIENTS}-client load`,
      });
    }

    // 2. Purchase reply → order readable by id, one shopper at a time.
    const visible: number[] = [];
    const reread: number[] = [];
    let retries = 0;
    for (let i = 0; i < PURCHASES; i += 1) {
      const { token, orderId } = await shop(base, `bench-${process.pid}-sequential-${i}`);
      const started = performance.now();
      for (;;) {
        const answer = await call(base, `/api/checkout/GetOrderById/${orderId}`, { token });
        if (answer.status === 200) break;
        if (answer.status !== 404 || performance.now() - started > 5_000)
          throw new Error(`order ${orderId} not readable: ${answer.status}`);
        retries += 1;
      }
      visible.push(performance.now() - started);
      const again = performance.now();
      expectStatus('re-read', await call(base, `/api/checkout/GetOrderById/${orderId}`, { token }), 200);
      reread.push(performance.now() - again);
    }
    visible.sort((a, b) => a - b);
    reread.sort((a, b) => a - b);
    for (const p of [50, 99]) {
      rows.push({
        name: `Purchase reply → order readable by id, p${p}`,
        unit: 'ms',
        value: percentile(visible, p),
        limitName: 'GET of an order already readable',
        limit: percentile(reread, p),
        higherIsBetter: false,
        note:
          p === 99
            ? `absolute target p99 < 50 ms embedded: ${percentile(visible, 99) < 50 ? 'MET' : 'MISSED'}; ${PURCHASES} sequential purchases; ${retries} GETs answered 404 first (Purchase awaits the projections before replying, so the first GET should already find it)`
            : `${PURCHASES} sequential purchases, poll without delay until 200`,
      });
    }

    // 3. Purchases/s with concurrent shoppers, against re-appending the events they recorded.
    const head = await app.eventStore.headPosition();
    const shoppers = await runShoppers({
      base,
      shoppers: SHOPPERS,
      journeys: SHOPPER_PURCHASES,
      keyPrefix: `bench-${process.pid}-concurrent`,
    });
    const done = shoppers.done;
    const shoppingMs = shoppers.ms;
    const recorded = await eventsSince(app.eventStore, head);
    // The limit is the store as the app opens it (infra/src/stores.ts: commits on a writer thread); the same appends
    // committed on this thread, without the hop between threads, are given beside it.
    const replay = await replayAppends(true, recorded, join(scratch, 'replay.sqlite'));
    const inThread = await replayAppends(false, recorded, join(scratch, 'replay-in-thread.sqlite'));
    rows.push({
      name: `End-to-end purchases/s, ${SHOPPERS} concurrent shoppers`,
      unit: 'purchases/s',
      value: done / (shoppingMs / 1000),
      limitName: 'event store committing the same events',
      limit: done / (replay.ms / 1000),
      higherIsBetter: true,
      targetRatio: 0.3,
      note: `${done} journeys (guest session → add to cart → purchase, driven from a worker thread) recorded ${recorded.length} events in ${replay.appends} appends; the limit re-appends them to a fresh store opened as the app opens it, writer thread included (the same appends: stream and causation id; one durable commit each, sequential); committed on this thread instead, without the hop: ${(done / (inThread.ms / 1000)).toFixed(0)} purchases/s, ratio ${(done / shoppingMs / (done / inThread.ms)).toFixed(2)}`,
    });
  } finally {
    await bare?.close(1_000);
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  }

  return rows;
};
