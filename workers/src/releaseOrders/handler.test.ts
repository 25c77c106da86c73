import { randomUUID } from 'node:crypto';
import type { OrderCommand } from '@parks/domain/orders/commands';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import { silentLogger } from '@parks/infra/logging';
import { beforeEach, describe, expect, it } from 'vitest';
import { type OrderShape, placeOrder } from '../confirmationMail/testing/orders.ts';
import { useTestEventStore } from '../testing/testEventStore.ts';
import { RELEASE_SYSTEM_USER, type ReleaseDeps, releaseOrder } from './handler.ts';

const releasedAt = new Date('2026-11-22T08:00:00.000Z');
const store = useTestEventStore('release-handler');
let deps: ReleaseDeps;

beforeEach(() => {
  deps = { eventStore: store.eventStore, logger: silentLogger(), now: () => releasedAt };
});

const newOrderId = (): string => `ord-${randomUUID()}`;

const run = (orderId: string, command: OrderCommand) =>
  handleCommand(store.eventStore, orderStream(orderId), orderDecider, command);

const place = async (shape: OrderShape & Readonly<{ requiresApproval?: boolean }> = {}): Promise<string> => {
  const orderId = newOrderId();
  const command = placeOrder(orderId, { storeCode: 'b2b', ...shape });
  await run(orderId, { ...command, data: { ...command.data, requiresApproval: shape.requiresApproval ?? false } });
  return orderId;
};

const staff = { now: '2026-11-21T16:00:00.000Z', userId: 'usr-approver' };

const eventsOf = async (orderId: string): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for await (const event of store.eventStore.readStream(orderStream(orderId))) events.push(event);
  return events;
};

const releasesOf = async (orderId: string): Promise<RecordedEvent[]> =>
  (await eventsOf(orderId)).filter((event) => event.type === 'OrderReleased');

describe('releasing a Pending portal order', () => {
  it('records who released it and when', async () => {
    const orderId = await place();
    expect(await releaseOrder(orderId, RELEASE_SYSTEM_USER, deps)).toBe('released');
    const [released, ...more] = await releasesOf(orderId);
    expect(more).toEqual([]);
    expect(released?.data).toEqual({ orderId, releasedBy: RELEASE_SYSTEM_USER, releasedAt: releasedAt.toISOString() });
    expect(released?.metadata?.userId).toBe(RELEASE_SYSTEM_USER);
    expect(released?.metadata?.timestamp).toBe(releasedAt.toISOString());
  });

  it('adds nothing when run again', async () => {
    const orderId = await place();
    expect(await releaseOrder(orderId, 'usr-admin', deps)).toBe('released');
    expect(await releaseOrder(orderId, RELEASE_SYSTEM_USER, deps)).toBe('alreadyReleased');
    const releases = await releasesOf(orderId);
    expect(releases).toHaveLength(1);
    expect(releases[0]?.data.releasedBy).toBe('usr-admin');
  });

  it('records one release when several runs race', async () => {
    const orderId = await place();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => releaseOrder(orderId, 'usr-admin', deps)));
    expect(outcomes.filter((outcome) => outcome === 'released')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'alreadyReleased')).toHaveLength(4);
    expect(await releasesOf(orderId)).toHaveLength(1);
  });
});

describe('an order that cannot be released', () => {
  it('waits for its approval first', async () => {
    const orderId = await place({ requiresApproval: true });
    expect(await releaseOrder(orderId, RELEASE_SYSTEM_USER, deps)).toBe('notPending');
    await run(orderId, { type: 'ApproveOrder', data: { orderId }, metadata: staff });
    expect(await releaseOrder(orderId, RELEASE_SYSTEM_USER, deps)).toBe('released');
    expect((await eventsOf(orderId)).map((event) => event.type)).toEqual([
      'OrderPlaced',
      'OrderApproved',
      'OrderReleased',
    ]);
  });

  it('stays cancelled or declined', async () => {
    const cancelled = await place();
    await run(cancelled, { type: 'CancelOrder', data: { orderId: cancelled, reason: 'Duplicate' }, metadata: staff });
    const declined = await place({ requiresApproval: true });
    await run(declined, { type: 'DeclineOrder', data: { orderId: declined, reason: 'Over budget' }, metadata: staff });
    expect(await releaseOrder(cancelled, RELEASE_SYSTEM_USER, deps)).toBe('notPending');
    expect(await releaseOrder(declined, RELEASE_SYSTEM_USER, deps)).toBe('notPending');
    expect(await releasesOf(cancelled)).toEqual([]);
    expect(await releasesOf(declined)).toEqual([]);
  });

  it('is never a public-store order, which ships straight from Pending', async () => {
    const orderId = await place({ storeCode: 'b2c' });
    expect(await releaseOrder(orderId, RELEASE_SYSTEM_USER, deps)).toBe('notPortalOrder');
    expect(await releasesOf(orderId)).toEqual([]);
  });

  it('does not exist', async () => {
    expect(await releaseOrder(newOrderId(), RELEASE_SYSTEM_USER, deps)).toBe('orderNotFound');
  });
});
