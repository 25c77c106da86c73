/** Contract A3: idempotent appends (retries of a batch already written). */
import { describe, expect, it } from 'vitest';
import { newEventId } from '../../ids.ts';
import { InvalidArgumentError, StreamNotFoundError } from '../errors.ts';
import type { NewEvent } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import { expectWev, freshPrefix, ids, newEvents } from './support.ts';

export const describeIdempotentAppends = (ctx: ContractContext): void => {
  const { append, readStream, idsOf } = ctx;
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
};
