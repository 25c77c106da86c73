/** Contract A8.7–A8.9: a live $all subscription: one caughtUp, unsubscribing, commit order. */
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import {
  caughtUp,
  eventsOf,
  freshPrefix,
  isAfter,
  iteratorOf,
  liveFromEnd,
  newEvents,
  nextWithin,
  takeUntil,
} from './support.ts';

/** Registers the tests inside the A8 describe block. */
export const liveTests = (ctx: ContractContext): void => {
  const { append } = ctx;
  it('A8.7 caughtUp comes once, and all history is delivered', async () => {
    const prefix = freshPrefix();
    const head = await ctx.store.headPosition();
    await append(`${prefix}-a`, newEvents(5));
    const subscription = ctx.store.subscribeToAll({ fromPosition: head ?? 'start' });
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
    const { subscription, iterator } = await liveFromEnd(ctx.store);
    const pending = takeUntil(iterator, (got) => eventsOf(got, prefix).length === 1);
    await append(`${prefix}-a`, newEvents(1));
    await pending;
    const waiting = iterator.next();
    await subscription.unsubscribe();
    expect(await waiting).toMatchObject({ done: true });
    await append(`${prefix}-a`, newEvents(1));
    expect(await nextWithin(iterator, 2_000)).toMatchObject({ done: true });
    const ended = ctx.store.subscribeToAll({ fromPosition: 'end' });
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
    const { subscription, iterator } = await liveFromEnd(ctx.store);
    try {
      const pending = takeUntil(iterator, (got) => eventsOf(got, prefix).length === 50);
      await Promise.all(
        Array.from({ length: 5 }, (_, batch) => append(`${prefix}-s${batch % 2}`, newEvents(10, 'Live', { batch }))),
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
        expect(isAfter((delivered[i] as RecordedEvent).position, (delivered[i - 1] as RecordedEvent).position)).toBe(
          true,
        );
      }
    } finally {
      await subscription.unsubscribe();
    }
  });
};
