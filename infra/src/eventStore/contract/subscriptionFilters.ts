/** Contract A8.4–A8.6: what a $all subscription delivers: filters, user events only, checkpoints. */
import { expect, it } from 'vitest';
import type { Position, RecordedEvent, SubscriptionItem } from '../port.ts';
import type { ContractContext } from './contractContext.ts';
import {
  caughtUp,
  eventsOf,
  freshPrefix,
  hasSystemName,
  isAfter,
  isEvent,
  iteratorOf,
  newEvents,
  takeUntil,
} from './support.ts';

/** True once a checkpoint at or past `position` came. */
const passedOver =
  (position: Position) =>
  (items: readonly SubscriptionItem[]): boolean =>
    items.some((item) => item.kind === 'checkpoint' && !isAfter(position, item.position));

/** Registers the tests inside the A8 describe block. */
export const filterTests = (ctx: ContractContext): void => {
  const { append } = ctx;
  it('A8.4 filters by stream-name prefixes and by event-type prefixes', async () => {
    const prefix = freshPrefix();
    const type = `T${prefix}`;
    const head = await ctx.store.headPosition();
    await append(`${prefix}-a-1`, newEvents(2, `${type}Added`));
    await append(`${prefix}-b-1`, newEvents(2, `${type}Removed`));
    await append(`${prefix}-a-2`, newEvents(2, `${type}Other`));
    await append(`${prefix}-c-1`, newEvents(2, `${type}Added`));
    const byStream = ctx.store.subscribeToAll({
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
    const byType = ctx.store.subscribeToAll({
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
    const head = await ctx.store.headPosition();
    await append(`${prefix}-a`, newEvents(2));
    await ctx.store.deleteStream(`${prefix}-a`);
    await append(`${prefix}-b`, newEvents(2));
    await ctx.store.tombstoneStream(`${prefix}-b`);
    await append(`${prefix}-c`, newEvents(1));
    const subscription = ctx.store.subscribeToAll({ fromPosition: head ?? 'start' });
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
    const head = await ctx.store.headPosition();
    await append(`${prefix}-noise`, newEvents(100, 'Noise'));
    await append(`${prefix}-noise`, newEvents(100, 'Noise'));
    await append(`${prefix}-rare-1`, newEvents(1, 'Rare'));
    const subscription = ctx.store.subscribeToAll({
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

  // Read-your-writes waits for an append's last position: a consumer whose filter skips the tail of an append must
  // still see that position passed, even when the log then stays quiet (no later events to count towards an interval).
  it('A8.6 at the head, a filtered subscription reports the last position it passed over: history and live', async () => {
    const prefix = freshPrefix();
    const type = `T${prefix}`;
    const head = await ctx.store.headPosition();
    const history = await append(`${prefix}-s`, [...newEvents(1, `${type}Rare`), ...newEvents(3, `${type}Noise`)]);
    const subscription = ctx.store.subscribeToAll({
      fromPosition: head ?? 'start',
      filter: { eventTypePrefixes: [`${type}Rare`] },
    });
    try {
      const iterator = iteratorOf(subscription);
      const caught = await takeUntil(iterator, caughtUp);
      expect(
        passedOver(history.position)(
          caught.slice(
            0,
            caught.findIndex((item) => item.kind === 'caughtUp'),
          ),
        ),
      ).toBe(true);
      // Live, one append: a matching event, then events the filter skips, and nothing after them.
      const live = await append(`${prefix}-s`, [...newEvents(1, `${type}Rare`), ...newEvents(2, `${type}Noise`)]);
      const items = await takeUntil(iterator, passedOver(live.position));
      const delivered = eventsOf([...caught, ...items], prefix);
      expect(delivered.map((event) => event.type)).toEqual([`${type}Rare`, `${type}Rare`]);
    } finally {
      await subscription.unsubscribe();
    }
  });

  it('A8.6 an append none of whose events pass the filter still moves the checkpoint to its position', async () => {
    const prefix = freshPrefix();
    const type = `T${prefix}`;
    const subscription = ctx.store.subscribeToAll({
      fromPosition: 'end',
      filter: { eventTypePrefixes: [`${type}Rare`] },
    });
    try {
      const iterator = iteratorOf(subscription);
      await takeUntil(iterator, caughtUp);
      const { position } = await append(`${prefix}-s`, newEvents(2, `${type}Noise`));
      const items = await takeUntil(iterator, passedOver(position));
      expect(items.filter(isEvent)).toEqual([]);
    } finally {
      await subscription.unsubscribe();
    }
  });
};
