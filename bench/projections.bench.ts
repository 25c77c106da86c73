/**
 * Projection runtime: a rebuild of a per-stream counter read model over 1M events (2 000 streams of 500),
 * in events/s, beside the raw read of the same events: plain node:sqlite `SELECT … ORDER BY position`
 * plus JSON.parse of every payload, over an identical minimal table written alongside the appends
 * (so the limit does not depend on the event store's private schema).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { NewEvent } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { createProjectionRuntime } from '@parks/projections/runtime/createProjectionRuntime';
import { silentLogger } from '@parks/projections/runtime/logger';
import { readModel } from '@parks/projections/runtime/readModel';
import type { BenchRow } from './report.ts';

export const title = 'Projection runtime';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const PER_STREAM = Number(process.env.BENCH_PER_STREAM ?? 500);
const TOTAL = STREAMS * PER_STREAM;

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

export const run = async (): Promise<BenchRow[]> => {
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
    const sample = await runtime.collection<Counter>(counters.name).findById('benchCounter-7');
    if (sample?.count !== PER_STREAM) throw new Error(`rebuild gave ${JSON.stringify(sample)}`);

    const perSecond = (ms: number): number => (TOTAL / ms) * 1_000;
    return [
      {
        name: `rebuild of a per-stream counter over ${TOTAL} events (${STREAMS} streams)`,
        unit: 'events/s',
        value: perSecond(rebuildMs),
        limitName: 'raw node:sqlite SELECT ORDER BY + JSON.parse of the same events',
        limit: perSecond(rawMs),
        higherIsBetter: true,
        targetRatio: 0.5,
        note: `rebuild ${(rebuildMs / 1000).toFixed(1)} s, raw ${(rawMs / 1000).toFixed(1)} s, generated in ${(generateMs / 1000).toFixed(1)} s`,
      },
    ];
  } finally {
    raw.close();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
