/**
 * Projection runtime:
 * - a rebuild of a per-stream counter read model over 1M events (2 000 streams of 500), in events/s, beside the
 *   raw read of the same events: plain node:sqlite `SELECT … ORDER BY position` plus JSON.parse of every payload,
 *   over an identical minimal table written alongside the appends (so the limit does not depend on the event
 *   store's private schema);
 * - live catch-up of every product read model over the admin bench's events (10 000 category revision streams,
 *   110 000 events, appended one stream at a time while the runtime runs): from the first append until every
 *   read model's checkpoint is at the last one, beside a shadow rebuild of every read model over the same events
 *   (all at once, swaps included). Live does the same work as the rebuild in more, smaller steps, so it should
 *   not take more than twice as long.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { NewEvent, Position } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { readModels } from '@parks/projections/readModels';
import { hasApplied } from '@parks/projections/runtime/checkpointWaiter';
import { createProjectionRuntime } from '@parks/projections/runtime/createProjectionRuntime';
import { silentLogger } from '@parks/projections/runtime/logger';
import { readModel } from '@parks/projections/runtime/readModel';
import { registryOf } from '@parks/projections/runtime/registry';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import { categoryEvents, categoryStream } from './adminEvents.ts';
import type { BenchRow } from './report.ts';

export const title = 'Projection runtime';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const PER_STREAM = Number(process.env.BENCH_PER_STREAM ?? 500);
const TOTAL = STREAMS * PER_STREAM;
const ADMIN_CATEGORIES = Number(process.env.BENCH_PROJECTIONS_CATEGORIES ?? 10_000);
const ADMIN_REVISIONS_PER = Number(process.env.BENCH_PROJECTIONS_REVISIONS_PER ?? 10);

type Counter = { _id: string; count: number; sum: number };

const counters = readModel<Counter>({
  name: 'benchCounters',
  version: 1,
  handles: ['BenchCounted'],
  documentId: (event) => event.streamId,
  evolve: (doc, event) => ({
    _id: event.streamId,
    count: (doc?.count ?? 0) + 1,
    sum: (doc?.sum ?? 0) + Number(event.data.n ?? 0),
  }),
});

const counterRebuild = async (): Promise<BenchRow> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-projections-'));
  const events = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const documents = await openEmbeddedDocumentStore({ path: join(dir, 'documents') });
  const raw = new DatabaseSync(join(dir, 'raw.sqlite'));
  try {
    raw.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
      CREATE TABLE events (position INTEGER PRIMARY KEY, stream_id TEXT NOT NULL, type TEXT NOT NULL,
        data TEXT NOT NULL, metadata TEXT, created INTEGER NOT NULL)`);
    const insert = raw.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)');

    // Generate: appends of PER_STREAM events (one call per stream), mirrored into the raw table.
    const generated = performance.now();
    let position = 0;
    for (let s = 0; s < STREAMS; s += 1) {
      const stream = `benchCounter-${s}`;
      const batch: NewEvent[] = [];
      for (let i = 0; i < PER_STREAM; i += 1) batch.push({ type: 'BenchCounted', data: { n: i, stream: s } });
      await events.appendToStream(stream, batch);
      raw.exec('BEGIN');
      for (const event of batch) {
        position += 1;
        insert.run(position, stream, event.type, JSON.stringify(event.data), null, Date.now());
      }
      raw.exec('COMMIT');
    }
    const generateMs = performance.now() - generated;

    // Limit: the raw read of the same events.
    const readStarted = performance.now();
    let parsed = 0;
    for (const row of raw
      .prepare('SELECT position, stream_id, type, data, metadata, created FROM events ORDER BY position')
      .iterate()) {
      const data = JSON.parse((row as { data: string }).data) as { n: number };
      parsed += data.n >= 0 ? 1 : 0;
    }
    const rawMs = performance.now() - readStarted;
    if (parsed !== TOTAL) throw new Error(`raw read saw ${parsed} of ${TOTAL}`);

    // Measured: a rebuild from the start into a shadow collection, swap included.
    const runtime = createProjectionRuntime({
      eventStore: events,
      documents,
      readModels: [counters],
      logger: silentLogger,
    });
    const rebuildStarted = performance.now();
    await runtime.rebuild(counters.name);
    const rebuildMs = performance.now() - rebuildStarted;
    const sample = await runtime.read(counters).findById('benchCounter-7');
    if (sample?.count !== PER_STREAM) throw new Error(`rebuild gave ${JSON.stringify(sample)}`);

    const perSecond = (ms: number): number => (TOTAL / ms) * 1_000;
    return {
      name: `rebuild of a per-stream counter over ${TOTAL} events (${STREAMS} streams)`,
      unit: 'events/s',
      value: perSecond(rebuildMs),
      limitName: 'raw node:sqlite SELECT ORDER BY + JSON.parse of the same events',
      limit: perSecond(rawMs),
      higherIsBetter: true,
      targetRatio: 0.5,
      note: `rebuild ${(rebuildMs / 1000).toFixed(1)} s, raw ${(rawMs / 1000).toFixed(1)} s, generated in ${(generateMs / 1000).toFixed(1)} s`,
    };
  } finally {
    raw.close();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Resolves once every read model's checkpoint (the registry's, which other processes read too) is at `position`. */
const allAt = async (runtime: ProjectionRuntime, documents: DocumentStore, position: Position): Promise<void> => {
  const handled = [...new Set(readModels.flatMap((model) => model.handles))];
  if (!(await runtime.waitFor(position, handled, 600_000))) throw new Error('the projections did not catch up');
  // Models that follow stream prefixes (ops) are not part of waitFor: their checkpoints are read until they are.
  const registry = registryOf(documents);
  for (;;) {
    const byName = new Map((await registry.find({})).map((doc) => [doc._id, doc]));
    if (readModels.every((model) => hasApplied(byName.get(model.name), position))) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const liveVersusRebuild = async (): Promise<BenchRow> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-projections-live-'));
  const events = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const documents = await openEmbeddedDocumentStore({ path: join(dir, 'documents') });
  const runtime = createProjectionRuntime({ eventStore: events, documents, readModels, logger: silentLogger });
  try {
    await runtime.start();
    const started = performance.now();
    let last: Position | null = null;
    let count = 0;
    for (let n = 0; n < ADMIN_CATEGORIES; n += 1) {
      const stream = categoryEvents(n, ADMIN_REVISIONS_PER);
      count += stream.length;
      last = (await events.appendToStream(categoryStream(n), stream)).position;
    }
    const appendMs = performance.now() - started;
    if (last === null) throw new Error('nothing was appended');
    await allAt(runtime, documents, last);
    const liveMs = performance.now() - started;

    // What live built, to check the rebuild against: the number of documents of every read model.
    const countAll = () => Promise.all(readModels.map((model) => runtime.collection(model.name).countDocuments({})));
    const liveCounts = await countAll();

    const rebuildStarted = performance.now();
    await Promise.all(readModels.map((model) => runtime.rebuild(model.name)));
    const rebuildMs = performance.now() - rebuildStarted;
    const rebuiltCounts = await countAll();
    readModels.forEach((model, i) => {
      if (rebuiltCounts[i] !== liveCounts[i]) {
        throw new Error(`${model.name}: live built ${liveCounts[i]} documents, the rebuild ${rebuiltCounts[i]}`);
      }
    });

    return {
      name: `live catch-up of every read model (${readModels.length}) over ${count} admin events (${ADMIN_CATEGORIES} appends)`,
      unit: 'ms',
      value: liveMs,
      limitName: 'a shadow rebuild of every read model over the same events, swaps included',
      limit: rebuildMs,
      higherIsBetter: false,
      targetRatio: 0.5,
      note: `live ${(liveMs / 1000).toFixed(1)} s of which appends ${(appendMs / 1000).toFixed(1)} s, rebuild ${(rebuildMs / 1000).toFixed(1)} s`,
    };
  } finally {
    await runtime.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

export const run = async (): Promise<BenchRow[]> => {
  const only = process.env.BENCH_PROJECTIONS_ONLY;
  const rows: BenchRow[] = [];
  if (only === undefined || only === 'rebuild') rows.push(await counterRebuild());
  if (only === undefined || only === 'live') rows.push(await liveVersusRebuild());
  return rows;
};
