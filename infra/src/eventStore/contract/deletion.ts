/** Contract A7: soft deletes and tombstones. */
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, StreamDeletedError, StreamNotFoundError } from '../errors.ts';
import type { DeleteExpectedRevision } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import { expectWev, freshPrefix, newEvents } from './support.ts';

export const describeDeletion = (ctx: ContractContext): void => {
  const { append, readStream, idsOf } = ctx;
  describe('A7 deletion', () => {
    it('A7.1 deleteStream (soft) → reads say StreamNotFound', async () => {
      const stream = `${freshPrefix()}-a`;
      await append(stream, newEvents(3));
      await ctx.store.deleteStream(stream, { expectedRevision: 2n });
      await expect(readStream(stream)).rejects.toBeInstanceOf(StreamNotFoundError);
    });

    for (const expected of ['any', 'no_stream', 'old last'] as const) {
      it(`A7.2 append after a soft delete with ${expected} → revisions continue, reads show only the new events`, async () => {
        const stream = `${freshPrefix()}-a`;
        await append(stream, newEvents(3));
        await ctx.store.deleteStream(stream);
        const fresh = newEvents(2);
        const result = await append(stream, fresh, expected === 'old last' ? 2n : expected);
        expect(result.nextExpectedRevision).toBe(4n);
        const events = await readStream(stream);
        expect(events.map((event) => [event.id, event.revision])).toEqual([
          [fresh[0]?.id, 3n],
          [fresh[1]?.id, 4n],
        ]);
        expect((await readStream(stream, { direction: 'backwards' })).map((event) => event.revision)).toEqual([4n, 3n]);
      });
    }

    it('A7.3 stream_exists on a soft-deleted stream → StreamDeleted, not WEV', async () => {
      const stream = `${freshPrefix()}-a`;
      await append(stream, newEvents(2));
      await ctx.store.deleteStream(stream);
      await expect(append(stream, newEvents(1), 'stream_exists')).rejects.toMatchObject({
        constructor: StreamDeletedError,
        streamName: stream,
      });
    });

    it('A7.4 tombstone → read and append say StreamDeleted; tombstoning a missing stream with no_stream works', async () => {
      const prefix = freshPrefix();
      const stream = `${prefix}-a`;
      await append(stream, newEvents(2));
      await ctx.store.tombstoneStream(stream, { expectedRevision: 1n });
      await expect(readStream(stream)).rejects.toBeInstanceOf(StreamDeletedError);
      await expect(append(stream, newEvents(1))).rejects.toBeInstanceOf(StreamDeletedError);
      const missing = `${prefix}-missing`;
      await ctx.store.tombstoneStream(missing, { expectedRevision: 'no_stream' });
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
      await expectWev(ctx.store.deleteStream(stream, { expectedRevision: 0n }), stream, 0n, 1n);
      await expectWev(ctx.store.tombstoneStream(stream, { expectedRevision: 5n }), stream, 5n, 1n);
      await expectWev(ctx.store.tombstoneStream(stream, { expectedRevision: 'no_stream' }), stream, 'no_stream');
      // ⚠ current servers (EventStore PR 3154): deleting a missing stream with no_stream is a WEV too.
      const missing = `${prefix}-missing`;
      await expectWev(ctx.store.deleteStream(missing, { expectedRevision: 'no_stream' }), missing, 'no_stream');
      expect(await idsOf(stream)).toHaveLength(2);
    });

    it('A7.6 deletions take no stream_exists', async () => {
      const stream = `${freshPrefix()}-a`;
      await append(stream, newEvents(1));
      const streamExists = 'stream_exists' as unknown as DeleteExpectedRevision;
      await expect(ctx.store.deleteStream(stream, { expectedRevision: streamExists })).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
      await expect(ctx.store.tombstoneStream(stream, { expectedRevision: streamExists })).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
      expect(await idsOf(stream)).toHaveLength(1);
    });
  });
};
