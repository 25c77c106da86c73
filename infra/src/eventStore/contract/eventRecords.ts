/** Contract A9/A10: the event record, metadata and naming conventions. */
import { describe, expect, it } from 'vitest';
import { newEventId } from '../../ids.ts';
import { InvalidArgumentError, StreamNotFoundError } from '../errors.ts';
import type { JsonObject, NewEvent, RecordedEvent } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import { expectRecord, freshPrefix, newEvents, readAllSince } from './support.ts';

export const describeEventRecords = (ctx: ContractContext): void => {
  const { append, readStream, idsOf } = ctx;
  describe('A9 the event record', () => {
    it('A9.1 records carry streamId, id, bigint revision, type, data, metadata, created and position', async () => {
      const prefix = freshPrefix();
      const head = await ctx.store.headPosition();
      const stream = `${prefix}-a`;
      const result = await append(stream, [{ type: 'Shaped', data: { a: 1 }, metadata: { userId: 'usr-1' } }]);
      const [fromStream] = await readStream(stream);
      const [fromAll] = await readAllSince(ctx.store, head, prefix);
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
      await expect(append(stream, [{ type: 'Meta', data: {}, metadata }])).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(readStream(stream)).rejects.toBeInstanceOf(StreamNotFoundError);
    });

    it('A10.2 $-prefixed stream names and event types are rejected', async () => {
      const prefix = freshPrefix();
      await expect(append(`$${prefix}`, newEvents(1))).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(append(`$$${prefix}-a`, newEvents(1))).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(append(`${prefix}-a`, newEvents(1, '$metadata'))).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(readStream(`$${prefix}`)).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(ctx.store.deleteStream(`$${prefix}`)).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(ctx.store.tombstoneStream(`$${prefix}`)).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(readStream(`${prefix}-a`)).rejects.toBeInstanceOf(StreamNotFoundError);
    });
  });
};
