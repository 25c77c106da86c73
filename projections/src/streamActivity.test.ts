import type { RecordedEvent } from '@parks/infra/eventStore/port';
import { describe, expect, it } from 'vitest';
import { categoryOf, type StreamActivity, streamActivity } from './streamActivity.ts';

const event = (streamId: string, type: string, n: number, timestamp?: string): RecordedEvent => ({
  streamId,
  id: `e${n}`,
  revision: 0n,
  type,
  data: {},
  metadata: timestamp === undefined ? undefined : { timestamp },
  created: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
  position: { commit: BigInt(n), prepare: BigInt(n) },
});

describe('stream activity', () => {
  it('groups streams by the text before the first dash', () => {
    expect(categoryOf('order-7f3a-x')).toBe('order');
    expect(categoryOf('settings')).toBe('settings');
    expect(streamActivity.documentId(event('cart-1', 'CartOpened', 1))).toBe('cart');
  });
  it('counts events per type and keeps the last one', () => {
    const events = [
      event('cart-1', 'CartOpened', 1),
      event('cart-2', 'CartOpened', 2),
      event('cart-1', 'ItemAdded', 3, '2026-11-21T15:00:00.000Z'),
    ];
    const doc = events.reduce<StreamActivity | null>(
      (state, e) => streamActivity.evolve(state, e) as StreamActivity | null,
      null,
    );
    expect(doc).toEqual({
      _id: 'cart',
      events: 3,
      types: [
        { type: 'CartOpened', count: 2 },
        { type: 'ItemAdded', count: 1 },
      ],
      lastEventAt: '2026-11-21T15:00:00.000Z',
      lastEventType: 'ItemAdded',
      lastPosition: '3',
    });
  });
});
