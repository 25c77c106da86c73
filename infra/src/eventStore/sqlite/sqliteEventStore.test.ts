/**
 * What only the embedded store promises, beyond the shared contract (../contract): deterministic
 * any-idempotency, opaque positions, several connections and processes on one file, the stored form.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEventId } from '../../ids.ts';
import { AppendTooLargeError, WrongExpectedVersionError } from '../errors.ts';
import type { EventStore, NewEvent, RecordedEvent, SubscriptionItem } from '../port.ts';
import { openSqliteEventStore } from './sqliteEventStore.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sqlite-event-store-'));
const path = join(dir, 'events.sqlite');
let store: EventStore;
let streamCounter = 0;
const freshStream = (): string => {
  streamCounter += 1;
  return `twin-${streamCounter}`;
};
const events = (count: number): NewEvent[] =>
  Array.from({ length: count }, (_, n) => ({ id: newEventId(), type: 'Tested', data: { n } }));
const read = async (stream: string, target: EventStore = store): Promise<RecordedEvent[]> => {
  const found: RecordedEvent[] = [];
  for await (const event of target.readStream(stream)) found.push(event);
  return found;
};

beforeAll(() => {
  store = openSqliteEventStore({ path });
});
const sharedStore = (): EventStore => store;
/** The two ways the store commits: on the caller's thread, and on a writer thread (the app's choice). */
const writers = [
  ['on this thread', false],
  ['on a writer thread', true],
] as const;
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sqlite event store: idempotency with a full id index (A3.5, A2.2)', () => {
  it('any/stream_exists: all ids already in the stream → the original write, nothing written', async () => {
    const stream = freshStream();
    const batch = events(3);
    const original = await store.appendToStream(stream, batch);
    await store.appendToStream(stream, events(2));
    const retry = await store.appendToStream(stream, batch, { expectedRevision: 'any' });
    expect(retry).toEqual(original);
    const exists = await store.appendToStream(stream, batch.slice(0, 2), { expectedRevision: 'stream_exists' });
    expect(exists.nextExpectedRevision).toBe(1n);
    expect(await read(stream)).toHaveLength(5);
  });

  it('any: the first id known but a later one not → WEV with expectedVersion "any"; the first unknown → written', async () => {
    const stream = freshStream();
    const [e1, e2] = events(2) as [NewEvent, NewEvent];
    await store.appendToStream(stream, [e1, e2]);
    const corrupted = store.appendToStream(stream, [e1, ...events(1)], { expectedRevision: 'any' });
    await expect(corrupted).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(corrupted).rejects.toMatchObject({ expectedVersion: 'any', actualVersion: 1n });
    const rewritten = await store.appendToStream(stream, [...events(1), e1], { expectedRevision: 'any' });
    expect(rewritten.nextExpectedRevision).toBe(3n);
    expect((await read(stream)).map((event) => event.id)).toEqual([e1.id, e2.id, expect.any(String), e1.id]);
  });

  it('an id written to another stream does not make an append idempotent', async () => {
    const [a, b] = [freshStream(), freshStream()];
    const batch = events(1);
    await store.appendToStream(a, batch);
    expect((await store.appendToStream(b, batch)).nextExpectedRevision).toBe(0n);
    expect(await read(b)).toHaveLength(1);
  });
});

describe('sqlite event store: positions and storage', () => {
  it('C1.8 positions are opaque: they start far from 0/1 and leave gaps', async () => {
    const fresh = openSqliteEventStore({ path: join(dir, 'positions', 'events.sqlite') });
    try {
      const first = await fresh.appendToStream('p-1', events(1));
      expect(first.position.commit).toBeGreaterThan(1n);
      const second = await fresh.appendToStream('p-1', events(1));
      expect(second.position.commit - first.position.commit).toBeGreaterThan(1n);
      expect(await fresh.headPosition()).toEqual(second.position);
    } finally {
      await fresh.close();
    }
  });

  it('stores one WAL file, correlation and causation under the reserved $ keys, lowercase ids', async () => {
    const stream = freshStream();
    const id = newEventId().toUpperCase();
    await store.appendToStream(stream, [
      { id, type: 'Meta', data: { a: 1 }, metadata: { correlationId: 'c-1', causationId: 'k-1', userId: 'u-1' } },
    ]);
    const raw = new DatabaseSync(path, { readOnly: true });
    try {
      expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      const row = raw.prepare('SELECT id, data, metadata FROM events WHERE stream = ?').get(stream);
      expect(row).toEqual({
        id: id.toLowerCase(),
        data: '{"a":1}',
        metadata: '{"$correlationId":"c-1","$causationId":"k-1","userId":"u-1"}',
      });
    } finally {
      raw.close();
    }
  });

  it('the append limit defaults to the server default of 1 MiB (A4.2)', async () => {
    const stream = freshStream();
    const big: NewEvent = { type: 'Big', data: { p: 'x'.repeat(1_048_576) } };
    await expect(store.appendToStream(stream, [big])).rejects.toBeInstanceOf(AppendTooLargeError);
  });
});

describe('sqlite event store: checkpoints of filtered subscriptions', () => {
  it('catching up reports runs of skipped events, not each one; at the head, the last position passed over', async () => {
    const head = await store.headPosition();
    const noise = (count: number): NewEvent[] =>
      Array.from({ length: count }, (_, n) => ({ id: newEventId(), type: 'TwinNoise', data: { n } }));
    const rare: NewEvent = { id: newEventId(), type: 'TwinRare', data: {} };
    // 5 000 skipped events over several windows, a rare one in the middle, and a short skipped tail.
    for (let i = 0; i < 5; i += 1) await store.appendToStream(freshStream(), noise(1_000));
    await store.appendToStream(freshStream(), [rare]);
    const { position: last } = await store.appendToStream(freshStream(), noise(3));
    const subscription = store.subscribeToAll({
      fromPosition: head ?? 'start',
      filter: { eventTypePrefixes: ['TwinRare'] },
    });
    try {
      const items: SubscriptionItem[] = [];
      for await (const item of subscription) {
        items.push(item);
        if (item.kind === 'caughtUp') break;
      }
      const checkpoints = items.flatMap((item) => (item.kind === 'checkpoint' ? [item.position] : []));
      expect(items.filter((item) => item.kind === 'event')).toHaveLength(1);
      // About one per window read while catching up (5 000 skipped: 5 or 6 windows), plus the one at the head.
      expect(checkpoints.length).toBeGreaterThanOrEqual(2);
      expect(checkpoints.length).toBeLessThanOrEqual(10);
      expect(checkpoints.at(-1)).toEqual(last);
      expect(items.at(-2)).toEqual({ kind: 'checkpoint', position: last });
    } finally {
      await subscription.unsubscribe();
    }
  });
});

describe('sqlite event store: several connections and processes on one file', () => {
  it('a subscription sees appends made through another connection (polled), in order, without gaps', async () => {
    const other = openSqliteEventStore({ path });
    const stream = freshStream();
    const subscription = store.subscribeToAll({ fromPosition: 'end' });
    try {
      const iterator = subscription[Symbol.asyncIterator]();
      expect((await iterator.next()).value).toEqual({ kind: 'caughtUp' });
      for (let i = 0; i < 5; i += 1) await other.appendToStream(stream, events(3));
      const seen: RecordedEvent[] = [];
      while (seen.length < 15) {
        const next = await iterator.next();
        const item = next.value as SubscriptionItem;
        if (item.kind === 'event') seen.push(item.event);
      }
      expect(seen.map((event) => event.revision)).toEqual(Array.from({ length: 15 }, (_, i) => BigInt(i)));
    } finally {
      await subscription.unsubscribe();
      await other.close();
    }
  });

  it('C1.1 writers in several processes with the same expected revisions: each revision is won exactly once', async () => {
    const stream = freshStream();
    const writer = join(here, 'testing', 'contendingWriter.ts');
    const runs = Array.from(
      { length: 4 },
      () =>
        new Promise<{ appended: number; conflicts: number }>((resolve, reject) => {
          const child = spawn(process.execPath, [writer, path, stream, '40'], { stdio: ['ignore', 'pipe', 'pipe'] });
          let out = '';
          let err = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
          });
          child.stderr.on('data', (chunk: Buffer) => {
            err += chunk.toString();
          });
          child.on('close', (code) => {
            if (code === 0) resolve(JSON.parse(out) as { appended: number; conflicts: number });
            else reject(new Error(`writer failed (${code}): ${err}`));
          });
        }),
    );
    const results = await Promise.all(runs);
    expect(results.map((result) => result.appended)).toEqual([40, 40, 40, 40]);
    const stored = await read(stream);
    expect(stored.map((event) => event.revision)).toEqual(Array.from({ length: 160 }, (_, i) => BigInt(i)));
    expect(new Set(stored.map((event) => event.id)).size).toBe(160);
  });

  it('close() ends subscriptions (a waiting next() is done) and later calls fail', async () => {
    const closing = openSqliteEventStore({ path });
    const subscription = closing.subscribeToAll({ fromPosition: 'end' });
    const iterator = subscription[Symbol.asyncIterator]();
    await iterator.next(); // caughtUp
    const waiting = iterator.next();
    await closing.close();
    expect(await waiting).toEqual({ value: undefined, done: true });
    await expect(closing.appendToStream('x-1', events(1))).rejects.toThrow(/closed/);
    await expect(closing.headPosition()).rejects.toThrow(/closed/);
  });
});

describe('sqlite event store: the live tail shared by subscriptions', () => {
  /** Collects `count` events from the iterator, skipping checkpoints and caughtUp. */
  const take = async (iterator: AsyncIterator<SubscriptionItem>, count: number): Promise<RecordedEvent[]> => {
    const seen: RecordedEvent[] = [];
    while (seen.length < count) {
      const item = (await iterator.next()).value as SubscriptionItem;
      if (item.kind === 'event') seen.push(item.event);
    }
    return seen;
  };

  // With a writer thread, this store's own commits come from another connection too: the tail must still
  // tell them from the other store's.
  it.each(writers)(
    'appends here (%s) and through another connection, interleaved: every event once, in log order, as a read gives it',
    async (_, writerThread) => {
      const store = writerThread ? openSqliteEventStore({ path, writerThread }) : sharedStore();
      const other = openSqliteEventStore({ path });
      const stream = freshStream();
      const subscription = store.subscribeToAll({ fromPosition: 'end' });
      const filtered = store.subscribeToAll({ fromPosition: 'end', filter: { streamNamePrefixes: [stream] } });
      try {
        const iterator = subscription[Symbol.asyncIterator]();
        const onlyStream = filtered[Symbol.asyncIterator]();
        expect((await iterator.next()).value).toEqual({ kind: 'caughtUp' });
        expect((await onlyStream.next()).value).toEqual({ kind: 'caughtUp' });
        // Here, there, here, there, here: the tail held in memory must give way to the file whenever the
        // other connection wrote in between, and never deliver an event twice.
        for (let i = 0; i < 5; i += 1) {
          await (i % 2 === 0 ? store : other).appendToStream(stream, events(2));
          await store.appendToStream(freshStream(), events(1));
        }
        const live = await take(iterator, 15);
        const ofStream = await take(onlyStream, 10);
        const stored = await read(stream);
        expect(ofStream).toEqual(stored);
        expect(live.filter((event) => event.streamId === stream)).toEqual(stored);
        const positions = live.map((event) => event.position.commit);
        expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions);
        expect(new Set(live.map((event) => event.id)).size).toBe(15);
      } finally {
        await subscription.unsubscribe();
        await filtered.unsubscribe();
        await other.close();
        if (writerThread) await store.close();
      }
    },
  );

  it('an event shared by two subscribers is frozen: one cannot change what the other sees', async () => {
    const stream = freshStream();
    const first = store.subscribeToAll({ fromPosition: 'end' });
    const second = store.subscribeToAll({ fromPosition: 'end' });
    try {
      const a = first[Symbol.asyncIterator]();
      const b = second[Symbol.asyncIterator]();
      await a.next(); // caughtUp
      await b.next();
      await store.appendToStream(stream, [{ id: newEventId(), type: 'Tested', data: { n: 1, nested: { m: 2 } } }]);
      const [seenByFirst] = await take(a, 1);
      expect(() => {
        (seenByFirst?.data as { n: number }).n = 99;
      }).toThrow(TypeError);
      expect(() => {
        (seenByFirst?.data.nested as { m: number }).m = 99;
      }).toThrow(TypeError);
      const [seenBySecond] = await take(b, 1);
      expect(seenBySecond?.data).toEqual({ n: 1, nested: { m: 2 } });
    } finally {
      await first.unsubscribe();
      await second.unsubscribe();
    }
  });
});

describe('sqlite event store: writes asked for together are committed together', () => {
  it.each(writers)(
    'each keeps its own outcome (%s): a conflict fails alone, the others are written, in the order asked',
    async (_, writerThread) => {
      const store = writerThread ? openSqliteEventStore({ path, writerThread }) : sharedStore();
      try {
        const contested = freshStream();
        const free = freshStream();
        const [won, lost, alongside] = await Promise.allSettled([
          store.appendToStream(contested, events(1), { expectedRevision: 'no_stream' }),
          store.appendToStream(contested, events(2), { expectedRevision: 'no_stream' }),
          store.appendToStream(free, events(3), { expectedRevision: 'no_stream' }),
        ]);
        expect(won).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 0n } });
        expect(lost).toMatchObject({ status: 'rejected' });
        expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
        expect(alongside).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 2n } });
        expect(await read(contested)).toHaveLength(1);
        expect(await read(free)).toHaveLength(3);
        const wonAt = (won as PromiseFulfilledResult<{ position: { commit: bigint } }>).value.position.commit;
        const alongsideAt = (alongside as PromiseFulfilledResult<{ position: { commit: bigint } }>).value.position
          .commit;
        expect(wonAt < alongsideAt).toBe(true);
      } finally {
        if (writerThread) await store.close();
      }
    },
  );

  it('a deletion asked for after an append in the same turn applies after it', async () => {
    const stream = freshStream();
    const appended = store.appendToStream(stream, events(2), { expectedRevision: 'no_stream' });
    const deleted = store.deleteStream(stream, { expectedRevision: 1n });
    await expect(appended).resolves.toMatchObject({ nextExpectedRevision: 1n });
    await expect(deleted).resolves.toBeUndefined();
    expect(await read(stream).catch((error: unknown) => error)).toBeInstanceOf(Error);
  });

  it.each(writers)('close() commits the writes already asked for (%s)', async (_, writerThread) => {
    const closingPath = join(dir, `closing-${writerThread}.sqlite`);
    const closing = openSqliteEventStore({ path: closingPath, writerThread });
    const stream = freshStream();
    const appended = closing.appendToStream(stream, events(2));
    await closing.close();
    await expect(appended).resolves.toMatchObject({ nextExpectedRevision: 1n });
    const reopened = openSqliteEventStore({ path: closingPath });
    try {
      expect(await read(stream, reopened)).toHaveLength(2);
    } finally {
      await reopened.close();
    }
  });
});
