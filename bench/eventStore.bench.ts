/**
 * Event store (node:sqlite adapter): each figure beside its limit measured in the same run, on the same
 * disk. The limits are plain node:sqlite statements on a minimal events table (integer position key,
 * stream, revision, UNIQUE(stream, revision), UUIDv7 id as text, type, JSON data and metadata), with the
 * same WAL + synchronous=FULL as the adapter, and the same serialisation work (JSON.stringify in,
 * JSON.parse of data and metadata out). Adapter and limit alternate in rounds so disk drift hits both.
 *
 *   batched appends: 100 events per append, exact expected revision (as handleCommand appends)
 *   durable single-event appends: one event per append, each committed (fsync) before the next
 *   $all read: readAll() from the start vs SELECT … ORDER BY position
 *   subscribeToAll catch-up (what projections run on) against the same raw read
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { EventStore, NewEvent } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { newEventId } from '@parks/infra/ids';
import type { BenchRow } from './report.ts';

export const title = 'Event store (node:sqlite)';

const STREAMS = Number(process.env.BENCH_ES_STREAMS ?? 200);
const APPENDS_PER_STREAM = Number(process.env.BENCH_ES_APPENDS ?? 10);
const BATCH = 100;
const SINGLES = Number(process.env.BENCH_ES_SINGLES ?? 1_000);
const ROUNDS = 6;

const eventAt = (stream: number, n: number): NewEvent => ({
  id: newEventId(),
  type: 'StockReserved',
  data: { sku: `SKU-${stream}-${n % 50}`, quantity: (n % 7) + 1, warehouse: 'central', note: 'reserved for order' },
  metadata: {
    correlationId: `corr-${stream}-${n}`,
    causationId: newEventId(),
    userId: `usr-${stream % 13}`,
    timestamp: '2026-11-22T10:00:00.000Z',
  },
});

/** The raw limit: the minimal table and statements, no checks, no port. */
const openRaw = (path: string) => {
  const db = new DatabaseSync(path);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;
    CREATE TABLE events (position INTEGER PRIMARY KEY, stream TEXT NOT NULL, revision INTEGER NOT NULL,
      id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT, UNIQUE (stream, revision))`);
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const insert = db.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?)');
  let position = 0;
  const revisions = new Map<string, number>();
  return {
    db,
    append(stream: string, events: readonly NewEvent[]): void {
      let revision = revisions.get(stream) ?? -1;
      begin.run();
      for (const event of events) {
        position += 1;
        revision += 1;
        insert.run(
          position,
          stream,
          revision,
          event.id ?? '',
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        );
      }
      commit.run();
      revisions.set(stream, revision);
    },
    read(): number {
      let count = 0;
      const select = db.prepare(
        'SELECT position, stream, revision, id, type, data, metadata FROM events ORDER BY position',
      );
      select.setReturnArrays(true);
      for (const row of select.iterate() as Iterable<unknown[]>) {
        const data = JSON.parse(row[5] as string) as { quantity: number };
        const metadata = JSON.parse(row[6] as string) as { userId: string };
        if (data.quantity > 0 && metadata.userId !== '') count += 1;
      }
      return count;
    },
  };
};

const timed = async (work: () => unknown): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export const run = async (): Promise<BenchRow[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-event-store-'));
  const store: EventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const raw = openRaw(join(dir, 'raw.sqlite'));
  try {
    // Batched appends: the same events (ids included) go to both, round by round.
    const streamsPerRound = Math.ceil(STREAMS / ROUNDS);
    let batchedMs = 0;
    let batchedRawMs = 0;
    let batchedEvents = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = round * streamsPerRound;
      const streams = Array.from({ length: Math.min(streamsPerRound, STREAMS - first) }, (_, i) => first + i);
      const plan: { stream: number; events: NewEvent[]; revision: bigint | 'no_stream' }[] = [];
      for (let a = 0; a < APPENDS_PER_STREAM; a += 1) {
        for (const stream of streams) {
          const events = Array.from({ length: BATCH }, (_, n) => eventAt(stream, a * BATCH + n));
          plan.push({ stream, events, revision: a === 0 ? 'no_stream' : BigInt(a * BATCH - 1) });
        }
      }
      batchedEvents += plan.length * BATCH;
      const adapterRound = async () => {
        batchedMs += await timed(async () => {
          for (const { stream, events, revision } of plan) {
            await store.appendToStream(`stock-${stream}`, events, { expectedRevision: revision });
          }
        });
      };
      const rawRound = async () => {
        batchedRawMs += await timed(() => {
          for (const { stream, events } of plan) raw.append(`stock-${stream}`, events);
        });
      };
      // ABBA order, so whichever goes second in a round gets no systematic advantage.
      for (const part of round % 2 === 0 ? [adapterRound, rawRound] : [rawRound, adapterRound]) await part();
    }

    // Durable single-event appends.
    let singleMs = 0;
    let singleRawMs = 0;
    const perRound = Math.ceil(SINGLES / ROUNDS);
    const singleRevisions = new Map<number, bigint>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const plan = Array.from({ length: perRound }, (_, i) => {
        const stream = (round * perRound + i) % 50;
        const previous = singleRevisions.get(stream);
        singleRevisions.set(stream, (previous ?? -1n) + 1n);
        return { stream, event: eventAt(stream, i), revision: previous ?? ('no_stream' as const) };
      });
      const rawRound = async () => {
        singleRawMs += await timed(() => {
          for (const { stream, event } of plan) raw.append(`single-${stream}`, [event]);
        });
      };
      const adapterRound = async () => {
        singleMs += await timed(async () => {
          for (const { stream, event, revision } of plan) {
            await store.appendToStream(`single-${stream}`, [event], { expectedRevision: revision });
          }
        });
      };
      for (const part of round % 2 === 0 ? [adapterRound, rawRound] : [rawRound, adapterRound]) await part();
    }
    const singles = perRound * ROUNDS;

    // $all read of everything, three times each, alternating; the best of three for both.
    const total = batchedEvents + singles;
    const readAdapter = async (): Promise<number> => {
      let count = 0;
      for await (const event of store.readAll()) {
        if (Number(event.data.quantity) > 0 && event.metadata?.userId !== '') count += 1;
      }
      if (count !== total) throw new Error(`readAll saw ${count} of ${total}`);
      return count;
    };
    const readRaw = (): number => {
      const count = raw.read();
      if (count !== total) throw new Error(`raw read saw ${count} of ${total}`);
      return count;
    };
    const subscribeAdapter = async (): Promise<number> => {
      let count = 0;
      const subscription = store.subscribeToAll({ fromPosition: 'start' });
      for await (const item of subscription) {
        if (item.kind === 'caughtUp') break;
        if (item.kind === 'event' && Number(item.event.data.quantity) > 0) count += 1;
      }
      if (count !== total) throw new Error(`subscribeToAll saw ${count} of ${total}`);
      return count;
    };
    const readMs: number[] = [];
    const readRawMs: number[] = [];
    const subscribeMs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      readRawMs.push(await timed(readRaw));
      readMs.push(await timed(readAdapter));
      subscribeMs.push(await timed(subscribeAdapter));
    }

    const perSecond = (count: number, ms: number): number => (count / ms) * 1_000;
    return [
      {
        name: `batched appends (${BATCH} events/append, exact revision, ${batchedEvents} events)`,
        unit: 'events/s',
        value: perSecond(batchedEvents, batchedMs),
        limitName: 'raw node:sqlite batched INSERTs, one transaction per batch, synchronous=FULL',
        limit: perSecond(batchedEvents, batchedRawMs),
        higherIsBetter: true,
        targetRatio: 0.5,
      },
      {
        name: `durable single-event appends (${singles})`,
        unit: 'appends/s',
        value: perSecond(singles, singleMs),
        limitName: 'raw node:sqlite single-row commits, synchronous=FULL',
        limit: perSecond(singles, singleRawMs),
        higherIsBetter: true,
        targetRatio: 0.5,
      },
      {
        name: `$all read (readAll from start, ${total} events)`,
        unit: 'events/s',
        value: perSecond(total, Math.min(...readMs)),
        limitName: 'raw SELECT … ORDER BY position + JSON.parse of data and metadata',
        limit: perSecond(total, Math.min(...readRawMs)),
        higherIsBetter: true,
        targetRatio: 0.5,
      },
      {
        name: `subscribeToAll catch-up from start to caughtUp (${total} events)`,
        unit: 'events/s',
        value: perSecond(total, Math.min(...subscribeMs)),
        limitName: 'raw SELECT … ORDER BY position + JSON.parse of data and metadata',
        limit: perSecond(total, Math.min(...readRawMs)),
        higherIsBetter: true,
        targetRatio: 0.5,
      },
    ];
  } finally {
    raw.db.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
