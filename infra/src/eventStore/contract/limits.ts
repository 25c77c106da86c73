/** Contract A4: the append and per-event size limits. */
import { describe, expect, it } from 'vitest';
import { AppendTooLargeError, EventTooLargeError, StreamNotFoundError } from '../errors.ts';
import type { NewEvent } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import { eventOfSize, eventsOfTotalSize, freshPrefix } from './support.ts';

export const describeLimits = (ctx: ContractContext): void => {
  const { append, readStream, idsOf, limits } = ctx;
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
};
