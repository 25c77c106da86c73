import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command, Event, StreamDecider } from '@parks/domain/shared/decider';
import { DomainError } from '@parks/domain/shared/errors';
import { event, eventParser, integer, object } from '@parks/domain/shared/shape';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedVersionError } from '../eventStore/errors.ts';
import type { EventStore, RecordedEvent } from '../eventStore/port.ts';
import { openSqliteEventStore } from '../eventStore/sqlite/sqliteEventStore.ts';
import { uuidv7 } from '../ids.ts';
import { handleCommand, UnreadableEventError } from './handleCommand.ts';

// A tiny stream used only to exercise the generic path: a ticket booth that sells up to `capacity` seats.
type Sold = Event<'SeatSold', { seat: number }>;
type Sell = Command<'SellSeat', { capacity: number }>;
type Booth = { sold: number };
const booth: StreamDecider<Booth, Sell, Sold> = {
  parse: eventParser<Sold>({ SeatSold: event('SeatSold', object({ seat: integer })) }),
  initialState: () => ({ sold: 0 }),
  evolve: (state, event) => ({ sold: Math.max(state.sold, event.data.seat) }),
  decide: (command, state) => {
    if (state.sold >= command.data.capacity) throw new DomainError('booth.soldOut', 409);
    return [{ type: 'SeatSold', data: { seat: state.sold + 1 } }];
  },
};
const sell = (capacity: number, userId = 'usr-1'): Sell => ({
  type: 'SellSeat',
  data: { capacity },
  metadata: { now: '2026-11-22T10:00:00.000Z', userId, correlationId: 'corr-1' },
});

let dir: string;
let store: EventStore;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'handle-command-'));
  store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const readAllOf = async (stream: string): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
};

describe('handleCommand', () => {
  it('folds the stream, decides and appends with who, when and correlation in the metadata', async () => {
    const stream = `booth-${uuidv7()}`;
    const first = await handleCommand(store, stream, booth, sell(5));
    expect(first.newEvents).toEqual([{ type: 'SeatSold', data: { seat: 1 } }]);
    expect(first.nextExpectedRevision).toBe(0n);
    expect(typeof first.position?.commit).toBe('bigint');

    const second = await handleCommand(store, stream, booth, sell(5, 'usr-2'));
    expect(second.newEvents).toEqual([{ type: 'SeatSold', data: { seat: 2 } }]);
    expect(second.nextExpectedRevision).toBe(1n);

    const events = await readAllOf(stream);
    expect(events.map((e) => e.data)).toEqual([{ seat: 1 }, { seat: 2 }]);
    expect(events[1]?.metadata).toMatchObject({
      userId: 'usr-2',
      correlationId: 'corr-1',
      timestamp: '2026-11-22T10:00:00.000Z',
    });
    expect(events[1]?.metadata?.causationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('runs concurrent commands on one stream one after another in this process, so all of them apply', async () => {
    const stream = `booth-${uuidv7()}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => handleCommand(store, stream, booth, sell(10))));
    expect(results.map((r) => r.nextExpectedRevision).sort()).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect((await readAllOf(stream)).map((e) => e.data.seat)).toEqual([1, 2, 3, 4, 5]);
  });

  it('retries a decision that lost a race to another connection, on fresh state, so both commands apply', async () => {
    // A second connection to the same file is another writer, as another process would be: no queue between them.
    const other = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    try {
      const stream = `booth-${uuidv7()}`;
      const results = await Promise.all([
        handleCommand(store, stream, booth, sell(10)),
        handleCommand(other, stream, booth, sell(10)),
        handleCommand(store, stream, booth, sell(10)),
        handleCommand(other, stream, booth, sell(10)),
      ]);
      expect(results.map((r) => r.nextExpectedRevision).sort()).toEqual([0n, 1n, 2n, 3n]);
      expect((await readAllOf(stream)).map((e) => e.data.seat)).toEqual([1, 2, 3, 4]);
    } finally {
      await other.close();
    }
  });

  it('writes nothing when the rule refuses, and the domain error reaches the caller', async () => {
    const stream = `booth-${uuidv7()}`;
    await handleCommand(store, stream, booth, sell(1));
    await expect(handleCommand(store, stream, booth, sell(1))).rejects.toMatchObject({ code: 'booth.soldOut' });
    expect(await readAllOf(stream)).toHaveLength(1);
  });

  it('refuses a stale client revision (If-Match) without retrying', async () => {
    const stream = `booth-${uuidv7()}`;
    await handleCommand(store, stream, booth, sell(5));
    await handleCommand(store, stream, booth, sell(5));
    const stale = handleCommand(store, stream, booth, sell(5), { expectedRevision: 0n });
    await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(stale).rejects.toMatchObject({ expectedVersion: 0n, actualVersion: 1n });
    expect(await readAllOf(stream)).toHaveLength(2);
  });

  it('returns no position when the decision is "already done"', async () => {
    const noop: StreamDecider<Booth, Sell, Sold> = { ...booth, decide: () => [] };
    const result = await handleCommand(store, `booth-${uuidv7()}`, noop, sell(5));
    expect(result).toEqual({ newEvents: [], state: { sold: 0 }, nextExpectedRevision: undefined, position: undefined });
  });

  it('answers the state after the command, as a fresh read of the stream folds it', async () => {
    const stream = `booth-${uuidv7()}`;
    const loser = `booth-${uuidv7()}`;
    await handleCommand(store, stream, booth, sell(5));
    // Another writer's seat lands first: the state answered includes it, then this command's own event.
    await store.appendToStream(stream, [{ id: uuidv7(), type: 'SeatSold', data: { seat: 2 } }], {
      expectedRevision: 0n,
    });
    const sold = await handleCommand(store, stream, booth, sell(5));
    expect(sold.state).toEqual({ sold: 3 });
    await handleCommand(store, loser, booth, sell(1));
    const refused = await handleCommand(store, loser, { ...booth, decide: () => [] }, sell(1));
    expect(refused.state).toEqual({ sold: 1 });
  });

  describe('on a state the caller holds (known)', () => {
    /** The store, counting the stream reads made through it. */
    const counted = () => {
      const reads = { count: 0 };
      const wrapped: EventStore = {
        ...store,
        appendToStream: (...args) => store.appendToStream(...args),
        readStream: (...args) => {
          reads.count += 1;
          return store.readStream(...args);
        },
      };
      return { wrapped, reads };
    };
    const seatsOf = async (stream: string) => (await readAllOf(stream)).map((event) => event.data.seat);

    it('decides on it without reading the stream when it is current', async () => {
      const stream = `booth-${uuidv7()}`;
      const first = await handleCommand(store, stream, booth, sell(5));
      const { wrapped, reads } = counted();
      const known = { state: first.state, revision: first.nextExpectedRevision };
      const second = await handleCommand(wrapped, stream, booth, sell(5), { known });
      expect(reads.count).toBe(0);
      expect(second.state).toEqual({ sold: 2 });
      expect(await seatsOf(stream)).toEqual([1, 2]);
    });

    it('decides again on a fresh read when the stream moved since, without spending a retry', async () => {
      const stream = `booth-${uuidv7()}`;
      const first = await handleCommand(store, stream, booth, sell(5));
      await handleCommand(store, stream, booth, sell(5));
      const known = { state: first.state, revision: first.nextExpectedRevision };
      const third = await handleCommand(store, stream, booth, sell(5), { known, maxRetries: 0 });
      expect(third.state).toEqual({ sold: 3 });
      expect(await seatsOf(stream)).toEqual([1, 2, 3]);
    });

    it('takes neither a refusal nor "nothing to do" from it: both are decided again on a fresh read', async () => {
      const refusing = `booth-${uuidv7()}`;
      await handleCommand(store, refusing, booth, sell(5));
      const soldOut = { state: { sold: 5 }, revision: 0n };
      expect((await handleCommand(store, refusing, booth, sell(5), { known: soldOut })).state).toEqual({ sold: 2 });

      const idle = `booth-${uuidv7()}`;
      await handleCommand(store, idle, booth, sell(5));
      const upTo4: StreamDecider<Booth, Sell, Sold> = {
        ...booth,
        decide: (command, state) => (state.sold >= 4 ? [] : booth.decide(command, state)),
      };
      const done = await handleCommand(store, idle, upTo4, sell(5), { known: { state: { sold: 4 }, revision: 0n } });
      expect(done.newEvents).toEqual([{ type: 'SeatSold', data: { seat: 2 } }]);
      expect(await seatsOf(idle)).toEqual([1, 2]);
    });

    it('is ignored with a client revision (If-Match)', async () => {
      const stream = `booth-${uuidv7()}`;
      await handleCommand(store, stream, booth, sell(5));
      const stale = { state: { sold: 0 }, revision: undefined };
      const refused = handleCommand(store, stream, booth, sell(5), { known: stale, expectedRevision: 3n });
      await expect(refused).rejects.toBeInstanceOf(WrongExpectedVersionError);
    });
  });

  it('refuses to decide on a stream with an event its parser cannot read, and appends nothing', async () => {
    const stream = `booth-${uuidv7()}`;
    await handleCommand(store, stream, booth, sell(5));
    await store.appendToStream(stream, [{ id: uuidv7(), type: 'SeatSold', data: { seat: 'two' } }], {
      expectedRevision: 0n,
    });
    const refused = handleCommand(store, stream, booth, sell(5));
    await expect(refused).rejects.toBeInstanceOf(UnreadableEventError);
    await expect(refused).rejects.toMatchObject({ streamName: stream, revision: 1n, eventType: 'SeatSold' });
    expect(await readAllOf(stream)).toHaveLength(2);
  });
});
