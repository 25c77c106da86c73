/**
 * The event-store contract: one set of tests, run against every adapter (sqlite.contract.test.ts,
 * esdb.contract.test.ts). Test names carry the item ids of store-semantics.md part A. Every test works in
 * its own streams (a fresh prefix) and reads $all or subscribes from the head captured before it (C1.10),
 * so a shared real server with other data and system events is fine.
 *
 * Not here because the port does not expose them: A1.10 (throwOnAppendFailure:false), A4.4 (client-side
 * batching), A6.4 (readAll filters), A8.3 (subscribeToStream), A9.5 (content types: always JSON),
 * A10.3/A10.4 ($ce- category streams), A11 (the successor client).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEventId } from '../../ids.ts';
import {
  AppendTooLargeError,
  EventTooLargeError,
  InvalidArgumentError,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../errors.ts';
import type {
  DeleteExpectedRevision,
  EventStore,
  JsonObject,
  NewEvent,
  Position,
  RecordedEvent,
  SubscriptionItem,
} from '../port.ts';
import {
  type ContractTarget,
  collect,
  eventOfSize,
  eventsOf,
  eventsOfTotalSize,
  freshPrefix,
  isAfter,
  iteratorOf,
  newEvents,
  nextWithin,
  readAllSince,
  readOf,
  takeUntil,
} from './support.ts';

export type { ContractTarget } from './support.ts';

const ids = (events: readonly { id?: string }[]): (string | undefined)[] => events.map((event) => event.id);

const expectRecord = (event: RecordedEvent): void => {
  expect(typeof event.streamId).toBe('string');
  expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(typeof event.revision).toBe('bigint');
  expect(typeof event.type).toBe('string');
  expect(typeof event.data).toBe('object');
  expect(event.created).toBeInstanceOf(Date);
  expect(typeof event.position.commit).toBe('bigint');
  expect(typeof event.position.prepare).toBe('bigint');
  expect(event.position.commit).toBe(event.position.prepare);
};

const expectWev = async (
  promise: Promise<unknown>,
  streamName: string,
  expectedVersion: WrongExpectedVersionError['expectedVersion'],
  actualVersion?: WrongExpectedVersionError['actualVersion'],
): Promise<void> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  const wev = error as WrongExpectedVersionError;
  expect(wev.type).toBe('wrong-expected-version');
  expect(wev.streamName).toBe(streamName);
  expect(wev.expectedVersion).toBe(expectedVersion);
  if (actualVersion !== undefined) expect(wev.actualVersion).toBe(actualVersion);
};

const hasSystemName = (event: RecordedEvent): boolean => event.streamId.startsWith('$') || event.type.startsWith('$');

export const describeEventStoreContract = (name: string, target: ContractTarget | null): void => {
  describe.skipIf(target === null)(`event store contract: ${name}`, () => {
    let store: EventStore;
    const limits = target?.limits ?? { maxAppendSize: 0 };

    beforeAll(async () => {
      if (target !== null) store = await target.open();
    });
    afterAll(async () => {
      await store?.close();
      await target?.dispose?.();
    });

    const append = (stream: string, events: readonly NewEvent[], expectedRevision?: NewExpected) =>
      store.appendToStream(stream, events, expectedRevision === undefined ? undefined : { expectedRevision });
    type NewExpected = NonNullable<Parameters<EventStore['appendToStream']>[2]>['expectedRevision'];
    const readStream = (stream: string, options?: Parameters<EventStore['readStream']>[1]) =>
      readOf(() => store.readStream(stream, options));
    const idsOf = async (stream: string): Promise<string[]> => (await readStream(stream)).map((event) => event.id);

    describe('A1 appendToStream and the expected revision', () => {
      it('A1.1 any on a new and on an existing stream → revision and position of the last event written', async () => {
        const stream = `${freshPrefix()}-a`;
        const first = await append(stream, newEvents(4));
        expect(typeof first.nextExpectedRevision).toBe('bigint');
        expect(first.nextExpectedRevision).toBe(3n);
        const second = await append(stream, newEvents(2), 'any');
        expect(second.nextExpectedRevision).toBe(5n);
        const events = await readStream(stream);
        expect(events.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
        expect(events[3]?.position).toEqual(first.position);
        expect(events[5]?.position).toEqual(second.position);
        expect(typeof first.position.commit).toBe('bigint');
        expect(first.position.commit).toBe(first.position.prepare);
      });

      it('A1.2 no_stream on a missing stream succeeds; on an existing one → WEV(no_stream, last revision)', async () => {
        const stream = `${freshPrefix()}-a`;
        expect((await append(stream, newEvents(2), 'no_stream')).nextExpectedRevision).toBe(1n);
        await expectWev(append(stream, newEvents(1), 'no_stream'), stream, 'no_stream', 1n);
        expect(await idsOf(stream)).toHaveLength(2);
      });

      it('A1.3 stream_exists on an existing stream succeeds; on a missing one → WEV(stream_exists, no_stream)', async () => {
        const prefix = freshPrefix();
        const existing = `${prefix}-a`;
        await append(existing, newEvents(1));
        expect((await append(existing, newEvents(1), 'stream_exists')).nextExpectedRevision).toBe(1n);
        const missing = `${prefix}-missing`;
        await expectWev(append(missing, newEvents(1), 'stream_exists'), missing, 'stream_exists', 'no_stream');
        await expect(readStream(missing)).rejects.toBeInstanceOf(StreamNotFoundError);
      });

      it('A1.4 exact = last succeeds; exact on a missing stream → WEV(n, no_stream); last+1 → WEV(last+1, last)', async () => {
        const prefix = freshPrefix();
        const stream = `${prefix}-a`;
        await append(stream, newEvents(3));
        expect((await append(stream, newEvents(1), 2n)).nextExpectedRevision).toBe(3n);
        await expectWev(append(stream, newEvents(1), 4n), stream, 4n, 3n);
        const missing = `${prefix}-missing`;
        await expectWev(append(missing, newEvents(1), 0n), missing, 0n, 'no_stream');
      });

      it('A1.5 an exact revision below the current one runs the idempotency check, not an immediate WEV', async () => {
        const stream = `${freshPrefix()}-a`;
        const batch = newEvents(3);
        await append(stream, batch, 'no_stream');
        // The event at revision 1, re-sent with expected 0: already there → success, nothing written.
        const retry = await append(stream, [batch[1] as NewEvent], 0n);
        expect(retry.nextExpectedRevision).toBe(1n);
        expect(await idsOf(stream)).toEqual(ids(batch));
        // A new event with the same stale revision is a conflict.
        await expectWev(append(stream, newEvents(1), 0n), stream, 0n, 2n);
      });

      it('A1.6 one append gets consecutive revisions, sits contiguously in $all, and is all or nothing', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        const streams = [`${prefix}-a`, `${prefix}-b`, `${prefix}-a`, `${prefix}-c`, `${prefix}-b`];
        await Promise.all(streams.map((stream, batch) => append(stream, newEvents(20, 'Batched', { batch }))));
        const all = await readAllSince(store, head, prefix);
        expect(all).toHaveLength(100);
        for (let batch = 0; batch < streams.length; batch += 1) {
          const at = all.flatMap((event, index) => (event.data.batch === batch ? [index] : []));
          expect(at).toHaveLength(20);
          expect((at[19] ?? 0) - (at[0] ?? 0)).toBe(19);
          const revisions = at.map((index) => (all[index] as RecordedEvent).revision);
          revisions.forEach((revision, i) => {
            expect(revision).toBe((revisions[0] as bigint) + BigInt(i));
          });
        }
        // An error anywhere in the batch: nothing written.
        const broken = `${prefix}-broken`;
        const bad = [...newEvents(2), { type: '$Bad', data: {} }, ...newEvents(2)];
        await expect(append(broken, bad)).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(readStream(broken)).rejects.toBeInstanceOf(StreamNotFoundError);
      });

      it('A1.7 any append to a tombstoned stream → StreamDeleted, never WEV', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(2));
        await store.tombstoneStream(stream);
        for (const expected of ['any', 'no_stream', 'stream_exists', 1n, 5n] as const) {
          await expect(append(stream, newEvents(1), expected)).rejects.toMatchObject({
            constructor: StreamDeletedError,
            streamName: stream,
          });
        }
      });

      it('A1.8 concurrent appends with the same expected revision → exactly one succeeds, the others WEV', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(1));
        const results = await Promise.allSettled(Array.from({ length: 5 }, () => append(stream, newEvents(2), 0n)));
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        for (const result of results) {
          if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(WrongExpectedVersionError);
        }
        expect(await idsOf(stream)).toHaveLength(3);
      });

      it('A1.9 an empty append is rejected by the port', async () => {
        const stream = `${freshPrefix()}-a`;
        await expect(append(stream, [])).rejects.toBeInstanceOf(InvalidArgumentError);
        await append(stream, newEvents(1));
        await expect(append(stream, [], 0n)).rejects.toBeInstanceOf(InvalidArgumentError);
      });
    });

    describe('A2 WrongExpectedVersionError', () => {
      it('A2.1 shape: instanceof, type, the stream name as passed, expected and actual versions', async () => {
        const stream = `${freshPrefix()}-Mixed.Case_name`;
        await append(stream, newEvents(2));
        const error = await append(stream, newEvents(1), 7n).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({
          type: 'wrong-expected-version',
          streamName: stream,
          expectedVersion: 7n,
          actualVersion: 1n,
        });
      });

      it('A2.2 expectedVersion can be "any" (a corrupted idempotent retry), or the retry is written', async () => {
        const stream = `${freshPrefix()}-a`;
        const batch = newEvents(2);
        await append(stream, batch, 'any');
        // Best effort on the server (A3.5): either outcome, but never another error.
        const outcome = await append(stream, [batch[0] as NewEvent, ...newEvents(1)], 'any').then(
          () => 'written',
          (error: unknown) => error,
        );
        if (outcome !== 'written') {
          expect(outcome).toBeInstanceOf(WrongExpectedVersionError);
          expect(outcome).toMatchObject({ expectedVersion: 'any', streamName: stream });
        }
      });

      it('A2.3 WEV from deleteStream/tombstoneStream is normalised: no_stream is "no_stream", not -1n', async () => {
        const prefix = freshPrefix();
        const stream = `${prefix}-a`;
        await append(stream, newEvents(4));
        await expectWev(store.deleteStream(stream, { expectedRevision: 2n }), stream, 2n, 3n);
        await expectWev(store.deleteStream(stream, { expectedRevision: 'no_stream' }), stream, 'no_stream', 3n);
        await expectWev(store.tombstoneStream(stream, { expectedRevision: 'no_stream' }), stream, 'no_stream', 3n);
        const missing = `${prefix}-missing`;
        await expectWev(store.deleteStream(missing, { expectedRevision: 5n }), missing, 5n, 'no_stream');
        await expectWev(store.tombstoneStream(missing, { expectedRevision: 5n }), missing, 5n, 'no_stream');
        expect(await idsOf(stream)).toHaveLength(4);
      });
    });

    describe('A3 idempotent appends', () => {
      it('A3.1 a retry with the original no_stream/exact revision writes nothing and reports the original write', async () => {
        const stream = `${freshPrefix()}-a`;
        const first = newEvents(3);
        const original = await append(stream, first, 'no_stream');
        const retried = await append(stream, first, 'no_stream');
        expect(retried.nextExpectedRevision).toBe(2n);
        expect(retried.position).toEqual(original.position);

        const second = newEvents(2);
        const originalExact = await append(stream, second, 2n);
        const retriedExact = await append(stream, second, 2n);
        expect(retriedExact.nextExpectedRevision).toBe(4n);
        expect(retriedExact.position).toEqual(originalExact.position);
        expect(await idsOf(stream)).toEqual(ids([...first, ...second]));
      });

      it('A3.2 a retried prefix of the batch → success at the revision of its own last event, not the tip', async () => {
        const stream = `${freshPrefix()}-a`;
        const batch = newEvents(3);
        await append(stream, batch, 'no_stream');
        expect((await append(stream, [batch[0] as NewEvent], 'no_stream')).nextExpectedRevision).toBe(0n);
        const more = newEvents(3);
        await append(stream, more, 2n);
        expect((await append(stream, more.slice(0, 2), 2n)).nextExpectedRevision).toBe(4n);
        expect(await idsOf(stream)).toEqual(ids([...batch, ...more]));
      });

      it('A3.3 a retry with the current tip as expected revision is not checked: duplicates are written', async () => {
        const stream = `${freshPrefix()}-a`;
        const batch = newEvents(2);
        await append(stream, batch, 'no_stream');
        const again = await append(stream, batch, 1n);
        expect(again.nextExpectedRevision).toBe(3n);
        expect(await idsOf(stream)).toEqual(ids([...batch, ...batch]));
      });

      it('A3.4 a partial overlap (a later id differs or runs past the tip) or a first id that differs → WEV', async () => {
        const stream = `${freshPrefix()}-a`;
        const batch = newEvents(2);
        await append(stream, batch, 'no_stream');
        const [e1, e2] = batch as [NewEvent, NewEvent];
        await expectWev(append(stream, [e1, e2, ...newEvents(1)], 'no_stream'), stream, 'no_stream', 1n);
        await expectWev(append(stream, [e1, ...newEvents(1)], 'no_stream'), stream, 'no_stream', 1n);
        await expectWev(append(stream, [...newEvents(1), e2], 'no_stream'), stream, 'no_stream', 1n);
        await expectWev(append(stream, [e2], 'no_stream'), stream, 'no_stream', 1n);
        expect(await idsOf(stream)).toEqual(ids(batch));
      });

      it('A3.5 a retry with any/stream_exists succeeds without error (whether it writes again is not pinned)', async () => {
        const stream = `${freshPrefix()}-a`;
        const batch = newEvents(2);
        await append(stream, batch, 'any');
        const again = await append(stream, batch, 'any');
        expect(typeof again.nextExpectedRevision).toBe('bigint');
        const exists = await append(stream, batch, 'stream_exists');
        expect(typeof exists.nextExpectedRevision).toBe('bigint');
        const stored = await idsOf(stream);
        expect(stored.slice(0, 2)).toEqual(ids(batch));
      });

      it('A3.7 duplicate ids inside one append are rejected, nothing written', async () => {
        const stream = `${freshPrefix()}-a`;
        const id = newEventId();
        const duplicate: NewEvent[] = [
          { id, type: 'Tested', data: {} },
          { id: id.toUpperCase(), type: 'Tested', data: {} },
        ];
        await expect(append(stream, duplicate)).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(readStream(stream)).rejects.toBeInstanceOf(StreamNotFoundError);
      });
    });

    describe('A4 limits and event size', () => {
      const perEvent = Math.min((limits.maxEventSize ?? limits.maxAppendSize) - 1, 512 * 1024);

      it('A4.1 the size is bytes(data) + bytes(metadata) + 2 × type length, summed: exactly the limit passes', async () => {
        const stream = `${freshPrefix()}-a`;
        const events = eventsOfTotalSize(limits.maxAppendSize, perEvent);
        const result = await append(stream, events);
        expect(result.nextExpectedRevision).toBe(BigInt(events.length - 1));
        // Multi-byte characters count as bytes, the type as two bytes per UTF-16 unit.
        const accented: NewEvent = { type: 'Big', data: { p: 'é'.repeat(10) } };
        await append(stream, [accented]);
      });

      it('A4.3 one byte over the append limit → AppendTooLarge{maxAppendSize}, nothing written', async () => {
        const stream = `${freshPrefix()}-a`;
        const events = eventsOfTotalSize(limits.maxAppendSize + 1, perEvent);
        const error = await append(stream, events).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AppendTooLargeError);
        expect(error).toMatchObject({ maxAppendSize: limits.maxAppendSize });
        await expect(readStream(stream)).rejects.toBeInstanceOf(StreamNotFoundError);
      });

      it.skipIf(limits.maxEventSize === undefined || limits.maxEventSize > limits.maxAppendSize)(
        'A4.3 one event over the per-event limit → EventTooLarge{maxEventSize}, nothing written',
        async () => {
          const maxEventSize = limits.maxEventSize ?? 0;
          const stream = `${freshPrefix()}-a`;
          await append(stream, [eventOfSize(maxEventSize)]);
          const error = await append(stream, [eventOfSize(maxEventSize + 1)]).catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(EventTooLargeError);
          expect(error).toMatchObject({ maxEventSize });
          expect(await idsOf(stream)).toHaveLength(1);
        },
      );
    });

    describe('A5 readStream', () => {
      it('A5.1 forwards from start → all in revision order; fromRevision is inclusive', async () => {
        const stream = `${freshPrefix()}-a`;
        const batch = newEvents(8);
        await append(stream, batch);
        const all = await readStream(stream);
        expect(all.map((event) => event.id)).toEqual(ids(batch));
        all.forEach(expectRecord);
        const fromOne = await readStream(stream, { fromRevision: 1n });
        expect(fromOne).toHaveLength(7);
        expect(fromOne[0]?.revision).toBe(1n);
      });

      it('A5.2 backwards from end → descending; from n → n…0; from beyond the end → clamped to the last', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(5));
        const backwards = await readStream(stream, { direction: 'backwards' });
        expect(backwards.map((event) => event.revision)).toEqual([4n, 3n, 2n, 1n, 0n]);
        const fromEnd = await readStream(stream, { direction: 'backwards', fromRevision: 'end', maxCount: 1 });
        expect(fromEnd.map((event) => event.revision)).toEqual([4n]);
        const fromOne = await readStream(stream, { direction: 'backwards', fromRevision: 1n });
        expect(fromOne.map((event) => event.revision)).toEqual([1n, 0n]);
        const beyond = await readStream(stream, { direction: 'backwards', fromRevision: 100n });
        expect(beyond.map((event) => event.revision)).toEqual([4n, 3n, 2n, 1n, 0n]);
      });

      it('A5.3 maxCount caps the result; a negative fromRevision → InvalidArgument', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(5));
        expect(await readStream(stream, { maxCount: 2 })).toHaveLength(2);
        expect(await readStream(stream, { fromRevision: 3n, maxCount: 10 })).toHaveLength(2);
        await expect(readStream(stream, { fromRevision: -1n })).rejects.toBeInstanceOf(InvalidArgumentError);
      });

      it('A5.4 missing or soft-deleted → StreamNotFound, tombstoned → StreamDeleted, while iterating', async () => {
        const prefix = freshPrefix();
        const missing = `${prefix}-missing`;
        const iterable = store.readStream(missing);
        await expect(collect(iterable)).rejects.toMatchObject({
          constructor: StreamNotFoundError,
          streamName: missing,
        });
        const deleted = `${prefix}-deleted`;
        await append(deleted, newEvents(2));
        await store.deleteStream(deleted);
        await expect(collect(store.readStream(deleted))).rejects.toMatchObject({
          constructor: StreamNotFoundError,
          streamName: deleted,
        });
        const tombstoned = `${prefix}-tombstoned`;
        await append(tombstoned, newEvents(2));
        await store.tombstoneStream(tombstoned);
        await expect(collect(store.readStream(tombstoned))).rejects.toMatchObject({
          constructor: StreamDeletedError,
          streamName: tombstoned,
        });
      });

      it('A5.5 forwards from past the end of an existing stream → empty, no error', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(3));
        expect(await readStream(stream, { fromRevision: 10n })).toEqual([]);
      });
    });

    describe('A6 readAll', () => {
      it('A6.1 forwards: every user event in log order; backwards from end: newest first; no system events', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        const written: string[] = [];
        for (let i = 0; i < 6; i += 1) {
          const batch = newEvents(2);
          await append(`${prefix}-${i % 2 === 0 ? 'a' : 'b'}`, batch);
          written.push(...(ids(batch) as string[]));
        }
        // Deletions make system records on the server ($metadata, $streamDeleted): none may show.
        await store.deleteStream(`${prefix}-a`);
        await store.tombstoneStream(`${prefix}-b`);
        const forwards: RecordedEvent[] = [];
        for await (const event of store.readAll({ fromPosition: head ?? 'start' })) {
          expect(hasSystemName(event)).toBe(false);
          forwards.push(event);
        }
        const ours = forwards.filter((event) => isAfter(event.position, head) && event.streamId.startsWith(prefix));
        expect(ours.map((event) => event.id)).toEqual(written);
        ours.forEach(expectRecord);
        const backwards = await collect(store.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 200 }));
        expect(backwards.some(hasSystemName)).toBe(false);
        const newestFirst = backwards.filter((event) => event.streamId.startsWith(prefix)).map((event) => event.id);
        expect(newestFirst).toEqual([...written].reverse());
      });

      it('A6.2 fromPosition is inclusive: maxCount 1 from the position of X returns X', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(3));
        const [, second] = await readStream(stream);
        const read = await collect(store.readAll({ fromPosition: (second as RecordedEvent).position, maxCount: 1 }));
        expect(read.map((event) => event.id)).toEqual([second?.id]);
      });

      it('A6.3 positions: bigint, commit === prepare, strictly increasing, not dense; returned ones can be reused', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        const results = [];
        for (let i = 0; i < 5; i += 1) results.push(await append(`${prefix}-a`, newEvents(2)));
        const ours = await readAllSince(store, head, prefix);
        for (let i = 1; i < ours.length; i += 1) {
          expect(isAfter((ours[i] as RecordedEvent).position, (ours[i - 1] as RecordedEvent).position)).toBe(true);
        }
        const gaps = ours
          .slice(1)
          .map((event, i) => event.position.commit - (ours[i] as RecordedEvent).position.commit);
        expect(gaps.some((gap) => gap > 1n)).toBe(true);
        const last = results[4]?.position as Position;
        const [again] = await collect(store.readAll({ fromPosition: last, maxCount: 1 }));
        expect(again?.position).toEqual(last);
      });

      it('A6.5 events of deleted streams stay in $all', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        await append(`${prefix}-soft`, newEvents(2));
        await append(`${prefix}-hard`, newEvents(2));
        await store.deleteStream(`${prefix}-soft`);
        await store.tombstoneStream(`${prefix}-hard`);
        const ours = await readAllSince(store, head, prefix);
        expect(ours.map((event) => event.streamId)).toEqual([
          `${prefix}-soft`,
          `${prefix}-soft`,
          `${prefix}-hard`,
          `${prefix}-hard`,
        ]);
      });
    });

    describe('A7 deletion', () => {
      it('A7.1 deleteStream (soft) → reads say StreamNotFound', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(3));
        await store.deleteStream(stream, { expectedRevision: 2n });
        await expect(readStream(stream)).rejects.toBeInstanceOf(StreamNotFoundError);
      });

      for (const expected of ['any', 'no_stream', 'old last'] as const) {
        it(`A7.2 append after a soft delete with ${expected} → revisions continue, reads show only the new events`, async () => {
          const stream = `${freshPrefix()}-a`;
          await append(stream, newEvents(3));
          await store.deleteStream(stream);
          const fresh = newEvents(2);
          const result = await append(stream, fresh, expected === 'old last' ? 2n : expected);
          expect(result.nextExpectedRevision).toBe(4n);
          const events = await readStream(stream);
          expect(events.map((event) => [event.id, event.revision])).toEqual([
            [fresh[0]?.id, 3n],
            [fresh[1]?.id, 4n],
          ]);
          expect((await readStream(stream, { direction: 'backwards' })).map((event) => event.revision)).toEqual([
            4n,
            3n,
          ]);
        });
      }

      it('A7.3 stream_exists on a soft-deleted stream → StreamDeleted, not WEV', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(2));
        await store.deleteStream(stream);
        await expect(append(stream, newEvents(1), 'stream_exists')).rejects.toMatchObject({
          constructor: StreamDeletedError,
          streamName: stream,
        });
      });

      it('A7.4 tombstone → read and append say StreamDeleted; tombstoning a missing stream with no_stream works', async () => {
        const prefix = freshPrefix();
        const stream = `${prefix}-a`;
        await append(stream, newEvents(2));
        await store.tombstoneStream(stream, { expectedRevision: 1n });
        await expect(readStream(stream)).rejects.toBeInstanceOf(StreamDeletedError);
        await expect(append(stream, newEvents(1))).rejects.toBeInstanceOf(StreamDeletedError);
        const missing = `${prefix}-missing`;
        await store.tombstoneStream(missing, { expectedRevision: 'no_stream' });
        await expect(readStream(missing)).rejects.toMatchObject({
          constructor: StreamDeletedError,
          streamName: missing,
        });
        await expect(append(missing, newEvents(1), 'no_stream')).rejects.toBeInstanceOf(StreamDeletedError);
      });

      it('A7.5 expected revision on deletions: exact mismatch and no_stream on an existing stream → WEV', async () => {
        const prefix = freshPrefix();
        const stream = `${prefix}-a`;
        await append(stream, newEvents(2));
        await expectWev(store.deleteStream(stream, { expectedRevision: 0n }), stream, 0n, 1n);
        await expectWev(store.tombstoneStream(stream, { expectedRevision: 5n }), stream, 5n, 1n);
        await expectWev(store.tombstoneStream(stream, { expectedRevision: 'no_stream' }), stream, 'no_stream');
        // ⚠ current servers (EventStore PR 3154): deleting a missing stream with no_stream is a WEV too.
        const missing = `${prefix}-missing`;
        await expectWev(store.deleteStream(missing, { expectedRevision: 'no_stream' }), missing, 'no_stream');
        expect(await idsOf(stream)).toHaveLength(2);
      });

      it('A7.6 deletions take no stream_exists', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(1));
        const streamExists = 'stream_exists' as unknown as DeleteExpectedRevision;
        await expect(store.deleteStream(stream, { expectedRevision: streamExists })).rejects.toBeInstanceOf(
          InvalidArgumentError,
        );
        await expect(store.tombstoneStream(stream, { expectedRevision: streamExists })).rejects.toBeInstanceOf(
          InvalidArgumentError,
        );
        expect(await idsOf(stream)).toHaveLength(1);
      });
    });

    describe('A8 subscriptions to $all', () => {
      const isEvent = (item: SubscriptionItem): item is Extract<SubscriptionItem, { kind: 'event' }> =>
        item.kind === 'event';
      const caughtUp = (items: readonly SubscriptionItem[]): boolean => items.some((item) => item.kind === 'caughtUp');
      /**
       * A subscription from `end`, once it is running: on a server, `end` is where the head is when the
       * request arrives, so the tests append only after caughtUp says it has.
       */
      const liveFromEnd = async () => {
        const subscription = store.subscribeToAll({ fromPosition: 'end' });
        const iterator = iteratorOf(subscription);
        await takeUntil(iterator, caughtUp);
        return { subscription, iterator };
      };

      it('A8.1 history, exactly one caughtUp, then live, in log order, with appends made while catching up (C1.3)', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        for (let i = 0; i < 30; i += 1) await append(`${prefix}-h${i % 3}`, newEvents(100, 'History', { i }));
        const subscription = store.subscribeToAll({ fromPosition: head ?? 'start' });
        const iterator = iteratorOf(subscription);
        let ours = 0;
        let sideAppends = 0;
        try {
          // Appends land while history is being delivered: after our 1st, 1000th, 2000th and 2500th event.
          const items = await takeUntil(
            iterator,
            (got) => caughtUp(got) && ours >= 3000 + 4 * 10,
            30_000,
            async (item) => {
              if (!isEvent(item) || !item.event.streamId.startsWith(prefix)) return;
              ours += 1;
              if (ours === 1 || ours === 1000 || ours === 2000 || ours === 2500) {
                await append(`${prefix}-during`, newEvents(10, 'During', { sideAppends }));
                sideAppends += 1;
              }
            },
          );
          expect(items.filter((item) => item.kind === 'caughtUp')).toHaveLength(1);
          expect(items.some((item) => item.kind === 'checkpoint')).toBe(false);
          const delivered = eventsOf(items, prefix);
          delivered.forEach(expectRecord);
          expect(delivered.some(hasSystemName)).toBe(false);
          const logOrder = await readAllSince(store, head, prefix);
          expect(delivered.map((event) => event.id)).toEqual(logOrder.map((event) => event.id));
          expect(new Set(delivered.map((event) => event.id)).size).toBe(delivered.length);
          // Everything appended before subscribing came before caughtUp.
          const caughtUpAt = items.findIndex((item) => item.kind === 'caughtUp');
          const historyIds = new Set(logOrder.filter((event) => event.type === 'History').map((event) => event.id));
          const beforeCaughtUp = new Set(eventsOf(items.slice(0, caughtUpAt), prefix).map((event) => event.id));
          for (const id of historyIds) expect(beforeCaughtUp.has(id)).toBe(true);

          // Live: a new append arrives after caughtUp.
          const live = newEvents(3, 'Live');
          await append(`${prefix}-live`, live);
          const more = await takeUntil(iterator, (got) => eventsOf(got, `${prefix}-live`).length === 3);
          expect(eventsOf(more, `${prefix}-live`).map((event) => event.id)).toEqual(ids(live));
          expect(more.some((item) => item.kind === 'caughtUp')).toBe(false);
        } finally {
          await subscription.unsubscribe();
        }
      });

      it('A8.2 fromPosition is exclusive (the event at p is not delivered again); end → only new events', async () => {
        const prefix = freshPrefix();
        const batch = newEvents(3);
        await append(`${prefix}-a`, batch);
        const [, second] = await readStream(`${prefix}-a`);
        const fromSecond = store.subscribeToAll({ fromPosition: (second as RecordedEvent).position });
        try {
          const items = await takeUntil(iteratorOf(fromSecond), (got) => eventsOf(got, prefix).length >= 1);
          expect(eventsOf(items, prefix)[0]?.id).toBe(batch[2]?.id);
        } finally {
          await fromSecond.unsubscribe();
        }
        const { subscription: fromEnd, iterator } = await liveFromEnd();
        try {
          // Nothing from before; what is appended afterwards is delivered.
          const pending = takeUntil(iterator, (got) => eventsOf(got, prefix).length >= 1);
          const after = newEvents(1);
          await append(`${prefix}-b`, after);
          expect(eventsOf(await pending, prefix).map((event) => event.id)).toEqual(ids(after));
        } finally {
          await fromEnd.unsubscribe();
        }
      });

      it('A8.4 filters by stream-name prefixes and by event-type prefixes', async () => {
        const prefix = freshPrefix();
        const type = `T${prefix}`;
        const head = await store.headPosition();
        await append(`${prefix}-a-1`, newEvents(2, `${type}Added`));
        await append(`${prefix}-b-1`, newEvents(2, `${type}Removed`));
        await append(`${prefix}-a-2`, newEvents(2, `${type}Other`));
        await append(`${prefix}-c-1`, newEvents(2, `${type}Added`));
        const byStream = store.subscribeToAll({
          fromPosition: head ?? 'start',
          filter: { streamNamePrefixes: [`${prefix}-a-`, `${prefix}-c-`] },
        });
        try {
          const items = await takeUntil(iteratorOf(byStream), caughtUp);
          const streams = items.filter(isEvent).map((item) => item.event.streamId);
          expect(streams).toEqual([
            `${prefix}-a-1`,
            `${prefix}-a-1`,
            `${prefix}-a-2`,
            `${prefix}-a-2`,
            `${prefix}-c-1`,
            `${prefix}-c-1`,
          ]);
        } finally {
          await byStream.unsubscribe();
        }
        const byType = store.subscribeToAll({
          fromPosition: head ?? 'start',
          filter: { eventTypePrefixes: [`${type}Add`, `${type}Rem`] },
        });
        try {
          const items = await takeUntil(iteratorOf(byType), caughtUp);
          const types = items.filter(isEvent).map((item) => item.event.type);
          expect(types).toEqual([
            `${type}Added`,
            `${type}Added`,
            `${type}Removed`,
            `${type}Removed`,
            `${type}Added`,
            `${type}Added`,
          ]);
        } finally {
          await byType.unsubscribe();
        }
      });

      it('A8.5 subscriptions show user events only: no system streams or types, even after deletions', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        await append(`${prefix}-a`, newEvents(2));
        await store.deleteStream(`${prefix}-a`);
        await append(`${prefix}-b`, newEvents(2));
        await store.tombstoneStream(`${prefix}-b`);
        await append(`${prefix}-c`, newEvents(1));
        const subscription = store.subscribeToAll({ fromPosition: head ?? 'start' });
        try {
          const items = await takeUntil(
            iteratorOf(subscription),
            (got) => caughtUp(got) && eventsOf(got, prefix).length >= 5,
          );
          expect(items.filter(isEvent).some((item) => hasSystemName(item.event))).toBe(false);
          expect(eventsOf(items, prefix).map((event) => event.streamId)).toEqual([
            `${prefix}-a`,
            `${prefix}-a`,
            `${prefix}-b`,
            `${prefix}-b`,
            `${prefix}-c`,
          ]);
        } finally {
          await subscription.unsubscribe();
        }
      });

      it('A8.6 a filtered subscription reports checkpoints, so a consumer of rare events advances', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        await append(`${prefix}-noise`, newEvents(100, 'Noise'));
        await append(`${prefix}-noise`, newEvents(100, 'Noise'));
        await append(`${prefix}-rare-1`, newEvents(1, 'Rare'));
        const subscription = store.subscribeToAll({
          fromPosition: head ?? 'start',
          filter: { streamNamePrefixes: [`${prefix}-rare-`] },
        });
        try {
          const iterator = iteratorOf(subscription);
          const history = await takeUntil(iterator, (got) => caughtUp(got) && eventsOf(got, prefix).length === 1);
          const rare = eventsOf(history, prefix)[0] as RecordedEvent;
          const checkpoints = history.flatMap((item) => (item.kind === 'checkpoint' ? [item.position] : []));
          expect(checkpoints.length).toBeGreaterThanOrEqual(1);
          // Positions never go backwards, across events and checkpoints alike.
          let last: Position | undefined = head;
          for (const item of history) {
            const position =
              item.kind === 'event' ? item.event.position : item.kind === 'checkpoint' ? item.position : null;
            if (position === null) continue;
            expect(typeof position.commit).toBe('bigint');
            if (last !== undefined) expect(isAfter(last, position)).toBe(false);
            last = position;
          }
          // Live: passing over more events moves the checkpoint past the rare event.
          await append(`${prefix}-noise`, newEvents(100, 'Noise'));
          await append(`${prefix}-noise`, newEvents(100, 'Noise'));
          await takeUntil(iterator, (got) =>
            got.some((item) => item.kind === 'checkpoint' && isAfter(item.position, rare.position)),
          );
        } finally {
          await subscription.unsubscribe();
        }
      });

      it('A8.7 caughtUp comes once, and all history is delivered', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        await append(`${prefix}-a`, newEvents(5));
        const subscription = store.subscribeToAll({ fromPosition: head ?? 'start' });
        try {
          const iterator = iteratorOf(subscription);
          const items = await takeUntil(iterator, (got) => caughtUp(got) && eventsOf(got, prefix).length === 5);
          await append(`${prefix}-a`, newEvents(2));
          const more = await takeUntil(iterator, (got) => eventsOf(got, prefix).length === 2);
          expect([...items, ...more].filter((item) => item.kind === 'caughtUp')).toHaveLength(1);
        } finally {
          await subscription.unsubscribe();
        }
      });

      it('A8.8 unsubscribe ends the iteration: a waiting next() and later ones are done, nothing after', async () => {
        const prefix = freshPrefix();
        const { subscription, iterator } = await liveFromEnd();
        const pending = takeUntil(iterator, (got) => eventsOf(got, prefix).length === 1);
        await append(`${prefix}-a`, newEvents(1));
        await pending;
        const waiting = iterator.next();
        await subscription.unsubscribe();
        expect(await waiting).toMatchObject({ done: true });
        await append(`${prefix}-a`, newEvents(1));
        expect(await nextWithin(iterator, 2_000)).toMatchObject({ done: true });
        const ended = store.subscribeToAll({ fromPosition: 'end' });
        const forOf = (async () => {
          let count = 0;
          for await (const _ of ended) count += 1;
          return count;
        })();
        await ended.unsubscribe();
        expect(typeof (await forOf)).toBe('number');
      });

      it('A8.9 live order is commit order; the events of one append arrive together, in revision order', async () => {
        const prefix = freshPrefix();
        const { subscription, iterator } = await liveFromEnd();
        try {
          const pending = takeUntil(iterator, (got) => eventsOf(got, prefix).length === 50);
          await Promise.all(
            Array.from({ length: 5 }, (_, batch) =>
              append(`${prefix}-s${batch % 2}`, newEvents(10, 'Live', { batch })),
            ),
          );
          const delivered = eventsOf(await pending, prefix);
          for (let start = 0; start < 50; start += 10) {
            const group = delivered.slice(start, start + 10);
            expect(new Set(group.map((event) => event.data.batch)).size).toBe(1);
            group.forEach((event, i) => {
              expect(event.revision).toBe((group[0] as RecordedEvent).revision + BigInt(i));
            });
          }
          for (let i = 1; i < delivered.length; i += 1) {
            expect(
              isAfter((delivered[i] as RecordedEvent).position, (delivered[i - 1] as RecordedEvent).position),
            ).toBe(true);
          }
        } finally {
          await subscription.unsubscribe();
        }
      });
    });

    describe('A9 the event record', () => {
      it('A9.1 records carry streamId, id, bigint revision, type, data, metadata, created and position', async () => {
        const prefix = freshPrefix();
        const head = await store.headPosition();
        const stream = `${prefix}-a`;
        const result = await append(stream, [{ type: 'Shaped', data: { a: 1 }, metadata: { userId: 'usr-1' } }]);
        const [fromStream] = await readStream(stream);
        const [fromAll] = await readAllSince(store, head, prefix);
        for (const event of [fromStream, fromAll] as RecordedEvent[]) {
          expectRecord(event);
          expect(event).toMatchObject({ streamId: stream, revision: 0n, type: 'Shaped', data: { a: 1 } });
          expect(event.metadata).toEqual({ userId: 'usr-1' });
          expect(event.position).toEqual(result.position);
        }
      });

      it('A9.2 ids are UUIDs: lowercased, validated, minted when missing', async () => {
        const stream = `${freshPrefix()}-a`;
        const upper = newEventId().toUpperCase();
        await append(stream, [
          { id: upper, type: 'Tested', data: {} },
          { type: 'Tested', data: {} },
        ]);
        const [first, minted] = await readStream(stream);
        expect(first?.id).toBe(upper.toLowerCase());
        expectRecord(minted as RecordedEvent);
        await expect(append(stream, [{ id: 'not-a-uuid', type: 'Tested', data: {} }])).rejects.toBeInstanceOf(
          InvalidArgumentError,
        );
        expect(await idsOf(stream)).toHaveLength(2);
      });

      it('A9.3 data round-trips through JSON bytes: Date → ISO string, undefined dropped, NaN → null; BigInt → TypeError', async () => {
        const stream = `${freshPrefix()}-a`;
        const data = {
          when: new Date('2026-01-02T03:04:05.678Z'),
          gone: undefined,
          nan: Number.NaN,
          nested: { list: [1, 'two', null, { deep: true }] },
          text: 'Påske 🎉 "quoted" \\ back',
        } as unknown as JsonObject;
        await append(stream, [{ type: 'Json', data }]);
        const [event] = await readStream(stream);
        expect(event?.data).toEqual({
          when: '2026-01-02T03:04:05.678Z',
          nan: null,
          nested: { list: [1, 'two', null, { deep: true }] },
          text: 'Påske 🎉 "quoted" \\ back',
        });
        expect(Object.hasOwn(event?.data ?? {}, 'gone')).toBe(false);
        const big = { type: 'Json', data: { big: 1n } as unknown as JsonObject };
        await expect(append(stream, [...newEvents(1), big])).rejects.toBeInstanceOf(TypeError);
        expect(await idsOf(stream)).toHaveLength(1);
      });

      it('A9.4 metadata: none → undefined, {} → {}, correlation and causation under the port names', async () => {
        const stream = `${freshPrefix()}-a`;
        const full = {
          correlationId: 'corr-1',
          causationId: newEventId(),
          userId: 'usr-1',
          timestamp: '2026-11-22T10:00:00.000Z',
        };
        await append(stream, [
          { type: 'Meta', data: {} },
          { type: 'Meta', data: {}, metadata: {} },
          { type: 'Meta', data: {}, metadata: full },
        ]);
        const [none, empty, withAll] = await readStream(stream);
        expect(none?.metadata).toBeUndefined();
        expect(empty?.metadata).toEqual({});
        expect(withAll?.metadata).toEqual(full);
      });

      it('A9.6 created is a Date close to now', async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(1));
        const [event] = await readStream(stream);
        expect(event?.created).toBeInstanceOf(Date);
        expect(Math.abs((event?.created.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      });
    });

    describe('A10 metadata and naming conventions', () => {
      it('A10.1 $-prefixed metadata keys are reserved', async () => {
        const stream = `${freshPrefix()}-a`;
        const metadata = { $correlationId: 'x' } as unknown as NewEvent['metadata'];
        await expect(append(stream, [{ type: 'Meta', data: {}, metadata }])).rejects.toBeInstanceOf(
          InvalidArgumentError,
        );
        await expect(readStream(stream)).rejects.toBeInstanceOf(StreamNotFoundError);
      });

      it('A10.2 $-prefixed stream names and event types are rejected', async () => {
        const prefix = freshPrefix();
        await expect(append(`$${prefix}`, newEvents(1))).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(append(`$$${prefix}-a`, newEvents(1))).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(append(`${prefix}-a`, newEvents(1, '$metadata'))).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(readStream(`$${prefix}`)).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(store.deleteStream(`$${prefix}`)).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(store.tombstoneStream(`$${prefix}`)).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(readStream(`${prefix}-a`)).rejects.toBeInstanceOf(StreamNotFoundError);
      });
    });
  });
};
