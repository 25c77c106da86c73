/** Contract A5: readStream. */
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, StreamDeletedError, StreamNotFoundError } from '../errors.ts';
import type { ContractContext } from './contractContext.ts';
import { collect, expectRecord, freshPrefix, ids, newEvents } from './support.ts';

export const describeReadStream = (ctx: ContractContext): void => {
  const { append, readStream } = ctx;
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
      // The read is refused while iterating, naming the stream.
      const expectReadRefused = (streamName: string, error: typeof StreamNotFoundError | typeof StreamDeletedError) =>
        expect(collect(ctx.store.readStream(streamName))).rejects.toMatchObject({ constructor: error, streamName });
      const prefix = freshPrefix();
      const missing = `${prefix}-missing`;
      await expectReadRefused(missing, StreamNotFoundError);
      const deleted = `${prefix}-deleted`;
      await append(deleted, newEvents(2));
      await ctx.store.deleteStream(deleted);
      await expectReadRefused(deleted, StreamNotFoundError);
      const tombstoned = `${prefix}-tombstoned`;
      await append(tombstoned, newEvents(2));
      await ctx.store.tombstoneStream(tombstoned);
      await expectReadRefused(tombstoned, StreamDeletedError);
    });

    it('A5.5 forwards from past the end of an existing stream → empty, no error', async () => {
      const stream = `${freshPrefix()}-a`;
      await append(stream, newEvents(3));
      expect(await readStream(stream, { fromRevision: 10n })).toEqual([]);
    });
  });
};
