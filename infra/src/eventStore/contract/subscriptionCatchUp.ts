/** Contract A8.1/A8.2: a $all subscription catches up, then goes live; where it starts. */
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import {
  caughtUp,
  eventsOf,
  expectRecord,
  freshPrefix,
  hasSystemName,
  ids,
  isEvent,
  iteratorOf,
  liveFromEnd,
  newEvents,
  readAllSince,
  takeUntil,
} from './support.ts';

/** Registers the tests inside the A8 describe block. */
export const catchUpTests = (ctx: ContractContext): void => {
  const { append, readStream } = ctx;
  it('A8.1 history, exactly one caughtUp, then live, in log order, with appends made while catching up (C1.3)', async () => {
    const prefix = freshPrefix();
    const head = await ctx.store.headPosition();
    for (let i = 0; i < 30; i += 1) await append(`${prefix}-h${i % 3}`, newEvents(100, 'History', { i }));
    const subscription = ctx.store.subscribeToAll({ fromPosition: head ?? 'start' });
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
      const logOrder = await readAllSince(ctx.store, head, prefix);
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
    const fromSecond = ctx.store.subscribeToAll({ fromPosition: (second as RecordedEvent).position });
    try {
      const items = await takeUntil(iteratorOf(fromSecond), (got) => eventsOf(got, prefix).length >= 1);
      expect(eventsOf(items, prefix)[0]?.id).toBe(batch[2]?.id);
    } finally {
      await fromSecond.unsubscribe();
    }
    const { subscription: fromEnd, iterator } = await liveFromEnd(ctx.store);
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
};
