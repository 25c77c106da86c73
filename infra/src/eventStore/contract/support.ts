/** Helpers of the event-store contract suite: fresh names, events of a given size, assertions, collecting and waiting. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { newEventId } from '../../ids.ts';
import { WrongExpectedVersionError } from '../errors.ts';
import type { EventStore, NewEvent, Position, RecordedEvent, Subscription, SubscriptionItem } from '../port.ts';

export type ContractLimits = Readonly<{ maxAppendSize: number; maxEventSize?: number }>;

/** What one adapter brings to the suite. */
export type ContractTarget = Readonly<{
  /** Opens a store; called once per suite (and again by the tests that need a second connection). */
  open: () => Promise<EventStore>;
  /** The append limits the store enforces (A4): the twin's configuration, or the pinned server's defaults. */
  limits: ContractLimits;
  /** Stops whatever `open` relies on (a container, a temp dir), after the suite. */
  dispose?: () => Promise<void>;
}>;

const run = randomUUID().replaceAll('-', '').slice(0, 10);
let counter = 0;

/** A per-test unique prefix (C1.10): stream names are `<prefix>-<label>`, event types `<Prefix>Label`. */
export const freshPrefix = (): string => {
  counter += 1;
  return `ct${run}n${counter}`;
};

export const newEvents = (count: number, type = 'Tested', data: Record<string, string | number> = {}): NewEvent[] =>
  Array.from({ length: count }, (_, n) => ({ id: newEventId(), type, data: { ...data, n } }));

/**
 * An event whose A4.1 size (UTF-8 bytes of the JSON data + metadata + 2 × type length) is exactly `size`:
 * `{"p":"…"}` is 8 bytes plus the padding, and the type `Big` counts 6.
 */
export const eventOfSize = (size: number): NewEvent => {
  if (size < 14) throw new RangeError(`an event is at least 14 bytes here, not ${size}`);
  return { id: newEventId(), type: 'Big', data: { p: 'x'.repeat(size - 14) } };
};

/** Events of at most `perEvent` bytes each, `total` bytes in all. */
export const eventsOfTotalSize = (total: number, perEvent: number): NewEvent[] => {
  const count = Math.ceil(total / perEvent);
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => eventOfSize(i === count - 1 ? total - base * (count - 1) : base));
};

export const ids = (events: readonly { id?: string }[]): (string | undefined)[] => events.map((event) => event.id);

export const expectRecord = (event: RecordedEvent): void => {
  expect(typeof event.streamId).toBe('string');
  expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(typeof event.revision).toBe('bigint');
  expect(typeof event.type).toBe('string');
  expect(typeof event.data).toBe('object');
  expect(event.created).toBeInstanceOf(Date);
  expect(typeof event.position.commit).toBe('bigint');
  expect(typeof event.position.prepare).toBe('bigint');
  expect(event.position.commit).toBe(event.position.prepare);
};

export const expectWev = async (
  promise: Promise<unknown>,
  streamName: string,
  expectedVersion: WrongExpectedVersionError['expectedVersion'],
  actualVersion?: WrongExpectedVersionError['actualVersion'],
): Promise<void> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  const wev = error as WrongExpectedVersionError;
  expect(wev.type).toBe('wrong-expected-version');
  expect(wev.streamName).toBe(streamName);
  expect(wev.expectedVersion).toBe(expectedVersion);
  if (actualVersion !== undefined) expect(wev.actualVersion).toBe(actualVersion);
};

export const hasSystemName = (event: RecordedEvent): boolean =>
  event.streamId.startsWith('$') || event.type.startsWith('$');

export const collect = async <T>(iterable: AsyncIterable<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
};

/** The call and the iteration as one promise, so an error at either point rejects it. */
export const readOf = (read: () => AsyncIterable<RecordedEvent>): Promise<RecordedEvent[]> =>
  (async () => collect(read()))();

export const isAfter = (a: Position, b: Position | undefined): boolean =>
  b === undefined || a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

/** User events of $all after `head` (exclusive) whose stream starts with `prefix`, in log order. */
export const readAllSince = async (
  store: EventStore,
  head: Position | undefined,
  prefix: string,
): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for await (const event of store.readAll({ fromPosition: head ?? 'start' })) {
    if (isAfter(event.position, head) && event.streamId.startsWith(prefix)) events.push(event);
  }
  return events;
};

const TIMEOUT = Symbol('timeout');

/**
 * Pulls items until `enough(items)` says so, or fails after `timeoutMs`. Leaves the subscription open.
 */
export const takeUntil = async (
  iterator: AsyncIterator<SubscriptionItem>,
  enough: (items: readonly SubscriptionItem[]) => boolean,
  timeoutMs = 15_000,
  onItem?: (item: SubscriptionItem, items: readonly SubscriptionItem[]) => Promise<void> | void,
): Promise<SubscriptionItem[]> => {
  const items: SubscriptionItem[] = [];
  const deadline = Date.now() + timeoutMs;
  while (!enough(items)) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMEOUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMEOUT), Math.max(0, deadline - Date.now()));
    });
    const result = await Promise.race([iterator.next(), timeout]);
    clearTimeout(timer);
    if (result === TIMEOUT) {
      throw new Error(`timed out after ${timeoutMs} ms with ${items.length} items: ${describeItems(items)}`);
    }
    if (result.done === true) throw new Error(`the subscription ended after ${items.length} items`);
    items.push(result.value);
    await onItem?.(result.value, items);
  }
  return items;
};

/** Resolves with the next result, or the string 'pending' when none came within `ms`. */
export const nextWithin = async (
  iterator: AsyncIterator<SubscriptionItem>,
  ms: number,
): Promise<IteratorResult<SubscriptionItem> | 'pending'> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  const result = await Promise.race([iterator.next(), timeout]);
  clearTimeout(timer);
  return result;
};

const describeItems = (items: readonly SubscriptionItem[]): string =>
  items
    .slice(-5)
    .map((item) => (item.kind === 'event' ? `${item.event.streamId}@${item.event.revision}` : item.kind))
    .join(', ');

export const eventsOf = (items: readonly SubscriptionItem[], prefix: string): RecordedEvent[] =>
  items.flatMap((item) => (item.kind === 'event' && item.event.streamId.startsWith(prefix) ? [item.event] : []));

export const iteratorOf = (subscription: Subscription): AsyncIterator<SubscriptionItem> =>
  subscription[Symbol.asyncIterator]();

export const isEvent = (item: SubscriptionItem): item is Extract<SubscriptionItem, { kind: 'event' }> =>
  item.kind === 'event';

export const caughtUp = (items: readonly SubscriptionItem[]): boolean => items.some((item) => item.kind === 'caughtUp');

/**
 * A subscription from `end`, once it is running: on a server, `end` is where the head is when the
 * request arrives, so the tests append only after caughtUp says it has.
 */
export const liveFromEnd = async (store: EventStore) => {
  const subscription = store.subscribeToAll({ fromPosition: 'end' });
  const iterator = iteratorOf(subscription);
  await takeUntil(iterator, caughtUp);
  return { subscription, iterator };
};
