/** Contract A1/A2: appendToStream with an expected revision, and the WrongExpectedVersionError it throws. */
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, StreamDeletedError, StreamNotFoundError, WrongExpectedVersionError } from '../errors.ts';
import type { NewEvent, RecordedEvent } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import { expectWev, freshPrefix, ids, newEvents, readAllSince } from './support.ts';

export const describeAppendExpectedRevision = (ctx: ContractContext): void => {
  const { append, readStream, idsOf } = ctx;
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
      const head = await ctx.store.headPosition();
      const streams = [`${prefix}-a`, `${prefix}-b`, `${prefix}-a`, `${prefix}-c`, `${prefix}-b`];
      await Promise.all(streams.map((stream, batch) => append(stream, newEvents(20, 'Batched', { batch }))));
      const all = await readAllSince(ctx.store, head, prefix);
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
      await ctx.store.tombstoneStream(stream);
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
      await expectWev(ctx.store.deleteStream(stream, { expectedRevision: 2n }), stream, 2n, 3n);
      await expectWev(ctx.store.deleteStream(stream, { expectedRevision: 'no_stream' }), stream, 'no_stream', 3n);
      await expectWev(ctx.store.tombstoneStream(stream, { expectedRevision: 'no_stream' }), stream, 'no_stream', 3n);
      const missing = `${prefix}-missing`;
      await expectWev(ctx.store.deleteStream(missing, { expectedRevision: 5n }), missing, 5n, 'no_stream');
      await expectWev(ctx.store.tombstoneStream(missing, { expectedRevision: 5n }), missing, 5n, 'no_stream');
      expect(await idsOf(stream)).toHaveLength(4);
    });
  });
};
