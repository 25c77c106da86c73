/** Contract A6: readAll over $all. */
import { describe, expect, it } from 'vitest';
import type { Position, RecordedEvent } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import { collect, expectRecord, freshPrefix, hasSystemName, ids, isAfter, newEvents, readAllSince } from './support.ts';

export const describeReadAll = (ctx: ContractContext): void => {
  const { append, readStream } = ctx;
  describe('A6 readAll', () => {
    it('A6.1 forwards: every user event in log order; backwards from end: newest first; no system events', async () => {
      const prefix = freshPrefix();
      const head = await ctx.store.headPosition();
      const written: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const batch = newEvents(2);
        await append(`${prefix}-${i % 2 === 0 ? 'a' : 'b'}`, batch);
        written.push(...(ids(batch) as string[]));
      }
      // Deletions make system records on the server ($metadata, $streamDeleted): none may show.
      await ctx.store.deleteStream(`${prefix}-a`);
      await ctx.store.tombstoneStream(`${prefix}-b`);
      const forwards: RecordedEvent[] = [];
      for await (const event of ctx.store.readAll({ fromPosition: head ?? 'start' })) {
        expect(hasSystemName(event)).toBe(false);
        forwards.push(event);
      }
      const ours = forwards.filter((event) => isAfter(event.position, head) && event.streamId.startsWith(prefix));
      expect(ours.map((event) => event.id)).toEqual(written);
      ours.forEach(expectRecord);
      const backwards = await collect(
        ctx.store.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 200 }),
      );
      expect(backwards.some(hasSystemName)).toBe(false);
      const newestFirst = backwards.filter((event) => event.streamId.startsWith(prefix)).map((event) => event.id);
      expect(newestFirst).toEqual([...written].reverse());
    });

    it('A6.2 fromPosition is inclusive: maxCount 1 from the position of X returns X', async () => {
      const stream = `${freshPrefix()}-a`;
      await append(stream, newEvents(3));
      const [, second] = await readStream(stream);
      const read = await collect(ctx.store.readAll({ fromPosition: (second as RecordedEvent).position, maxCount: 1 }));
      expect(read.map((event) => event.id)).toEqual([second?.id]);
    });

    it('A6.3 positions: bigint, commit === prepare, strictly increasing, not dense; returned ones can be reused', async () => {
      const prefix = freshPrefix();
      const head = await ctx.store.headPosition();
      const results = [];
      for (let i = 0; i < 5; i += 1) results.push(await append(`${prefix}-a`, newEvents(2)));
      const ours = await readAllSince(ctx.store, head, prefix);
      for (let i = 1; i < ours.length; i += 1) {
        expect(isAfter((ours[i] as RecordedEvent).position, (ours[i - 1] as RecordedEvent).position)).toBe(true);
      }
      const gaps = ours.slice(1).map((event, i) => event.position.commit - (ours[i] as RecordedEvent).position.commit);
      expect(gaps.some((gap) => gap > 1n)).toBe(true);
      const last = results[4]?.position as Position;
      const [again] = await collect(ctx.store.readAll({ fromPosition: last, maxCount: 1 }));
      expect(again?.position).toEqual(last);
    });

    it('A6.5 events of deleted streams stay in $all', async () => {
      const prefix = freshPrefix();
      const head = await ctx.store.headPosition();
      await append(`${prefix}-soft`, newEvents(2));
      await append(`${prefix}-hard`, newEvents(2));
      await ctx.store.deleteStream(`${prefix}-soft`);
      await ctx.store.tombstoneStream(`${prefix}-hard`);
      const ours = await readAllSince(ctx.store, head, prefix);
      expect(ours.map((event) => event.streamId)).toEqual([
        `${prefix}-soft`,
        `${prefix}-soft`,
        `${prefix}-hard`,
        `${prefix}-hard`,
      ]);
    });
  });
};
