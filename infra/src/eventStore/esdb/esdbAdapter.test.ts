/**
 * The parts of the esdb adapter that need no server: the error mapping table, and the subscription's
 * ordering of caughtUp/checkpoints among buffered events, driven through a stand-in for the client's
 * subscription stream (an object-mode PassThrough with `unsubscribe`, like the v6 Subscription Transform).
 * The full behaviour is pinned by the contract suite against a real server (../contract).
 */
import { PassThrough } from 'node:stream';
import {
  type AllStreamResolvedEvent,
  type Position as ClientPosition,
  StreamDeletedError as ClientStreamDeletedError,
  StreamNotFoundError as ClientStreamNotFoundError,
  WrongExpectedVersionError as ClientWrongExpectedVersionError,
  type EventStoreDBClient,
  MaxAppendSizeExceededError,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { newEventId } from '../../ids.ts';
import {
  AppendTooLargeError,
  InvalidArgumentError,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../errors.ts';
import type { SubscriptionItem } from '../port.ts';
import { mapClientError, normaliseActual, normaliseExpected } from './mapping.ts';
import { EsdbSubscription } from './subscription.ts';

describe('esdb error mapping', () => {
  it("A2.3 WEV from a deletion (server constants in gRPC metadata) is normalised to the caller's terms", () => {
    const raw = new ClientWrongExpectedVersionError(undefined, {
      streamName: 'order-1',
      expected: -1n as unknown as 'no_stream',
      current: -1n,
    });
    const mapped = mapClientError(raw, { streamName: 'order-1', expected: 'no_stream' });
    expect(mapped).toBeInstanceOf(WrongExpectedVersionError);
    expect(mapped).toMatchObject({ streamName: 'order-1', expectedVersion: 'no_stream', actualVersion: 'no_stream' });
    expect(normaliseExpected(-2n)).toBe('any');
    expect(normaliseExpected(-4n)).toBe('stream_exists');
    expect(normaliseExpected(7n)).toBe(7n);
    expect(normaliseActual(3n)).toBe(3n);
    expect(normaliseActual('no_stream')).toBe('no_stream');
  });

  it('maps stream errors and the append limit, and leaves the rest alone', () => {
    expect(mapClientError(ClientStreamDeletedError.fromStreamName('a-1'), { streamName: 'a-1' })).toEqual(
      new StreamDeletedError('a-1'),
    );
    expect(mapClientError(new ClientStreamNotFoundError(undefined, 'a-1'), { streamName: 'a-1' })).toBeInstanceOf(
      StreamNotFoundError,
    );
    const tooLarge = mapClientError(MaxAppendSizeExceededError.fromMaxAppendSize(1_048_576));
    expect(tooLarge).toBeInstanceOf(AppendTooLargeError);
    expect(tooLarge).toMatchObject({ maxAppendSize: 1_048_576 });
    const other = new Error('network');
    expect(mapClientError(other)).toBe(other);
  });
});

const recorded = (streamId: string, type: string, revision: bigint, position: bigint): AllStreamResolvedEvent => ({
  event: {
    streamId,
    id: newEventId(),
    revision,
    type,
    data: { revision: Number(revision) },
    metadata: { $correlationId: 'c-1' },
    isJson: true,
    created: new Date(),
    position: { commit: position, prepare: position },
  },
});

type FakeStream = PassThrough & { unsubscribe: () => Promise<void> };

const fakeClient = () => {
  const opened: { stream: FakeStream; options: SubscribeToAllOptions | undefined }[] = [];
  const client = {
    subscribeToAll: (options?: SubscribeToAllOptions) => {
      const stream = Object.assign(new PassThrough({ objectMode: true }), {
        unsubscribe: async () => {
          stream.end();
        },
      });
      opened.push({ stream, options });
      return stream;
    },
  } as unknown as EventStoreDBClient;
  return { client, opened };
};

/** A subscription over a fake client, with the client stream it opened and the options it opened it with. */
const subscribed = (options: ConstructorParameters<typeof EsdbSubscription>[1]) => {
  const { client, opened } = fakeClient();
  const subscription = new EsdbSubscription(client, options, () => {});
  const { stream, options: sent } = opened[0] as { stream: FakeStream; options: SubscribeToAllOptions };
  return { subscription, stream, sent };
};

const take = async (subscription: EsdbSubscription, count: number): Promise<SubscriptionItem[]> => {
  const iterator = subscription[Symbol.asyncIterator]();
  const items: SubscriptionItem[] = [];
  while (items.length < count) {
    const next = await iterator.next();
    if (next.done === true) break;
    items.push(next.value);
  }
  return items;
};

const kinds = (items: readonly SubscriptionItem[]): string[] =>
  items.map((item) => (item.kind === 'event' ? `${item.event.streamId}@${item.event.revision}` : item.kind));

describe('esdb subscription', () => {
  it('A8.7 caughtUp is placed after the events still buffered when the client reported it; system events hidden', async () => {
    const { subscription, stream } = subscribed({ fromPosition: 'start' });
    stream.write(recorded('a-0', 'Added', 0n, 50n));
    // Back-pressure: the next events stay in the stream's buffer, and the client reports caughtUp meanwhile.
    stream.pause();
    stream.write(recorded('a-1', 'Added', 0n, 100n));
    stream.write(recorded('$$a-1', '$metadata', 0n, 200n));
    stream.write(recorded('a-1', 'Added', 1n, 300n));
    expect(stream.readableLength).toBe(3);
    stream.emit('caughtUp');
    stream.resume();
    stream.write(recorded('$ce-a', '$>', 0n, 350n));
    stream.write(recorded('a-2', 'Added', 0n, 400n));
    const items = await take(subscription, 5);
    expect(kinds(items)).toEqual(['a-0@0', 'a-1@0', 'a-1@1', 'caughtUp', 'a-2@0']);
    const first = items[0] as Extract<SubscriptionItem, { kind: 'event' }>;
    expect(first.event.metadata).toEqual({ correlationId: 'c-1' });
    await subscription.unsubscribe();
  });

  it('A8.6 checkpoints from a filtered subscription arrive in order; A8.8 unsubscribe ends the iteration', async () => {
    const { subscription, stream, sent } = subscribed({
      fromPosition: 'start',
      filter: { eventTypePrefixes: ['Rare'] },
    });
    const filter = sent.filter as { prefixes: string[]; checkpointReached: (s: unknown, p: ClientPosition) => void };
    expect(filter.prefixes).toEqual(['Rare']);
    stream.write(recorded('r-1', 'RareThing', 0n, 100n));
    filter.checkpointReached(stream, { commit: 500n, prepare: 500n });
    stream.write(recorded('r-2', 'RareThing', 0n, 600n));
    const items = await take(subscription, 3);
    expect(items.map((item) => item.kind)).toEqual(['event', 'checkpoint', 'event']);
    expect(items[1]).toEqual({ kind: 'checkpoint', position: { commit: 500n, prepare: 500n } });

    const iterator = subscription[Symbol.asyncIterator]();
    const waiting = iterator.next();
    await subscription.unsubscribe();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('A8.6 asks for a checkpoint after every event considered; a run of them not yet taken is one item', async () => {
    const { subscription, stream, sent } = subscribed({
      fromPosition: 'start',
      filter: { streamNamePrefixes: ['r-'] },
    });
    const filter = sent.filter as {
      maxSearchWindow?: number;
      checkpointInterval: number;
      checkpointReached: (s: unknown, p: ClientPosition) => void;
    };
    // Read-your-writes needs the position of an append's last event even when the filter skips it and the log
    // then stays quiet: only a search window of 1 makes the server report it (see subscription.ts).
    expect(filter).toMatchObject({ maxSearchWindow: 1, checkpointInterval: 1 });
    stream.write(recorded('r-1', 'RareThing', 0n, 100n));
    for (const at of [200n, 300n, 400n]) filter.checkpointReached(stream, { commit: at, prepare: at });
    stream.write(recorded('r-2', 'RareThing', 0n, 500n));
    for (const at of [600n, 700n]) filter.checkpointReached(stream, { commit: at, prepare: at });
    const items = await take(subscription, 4);
    expect(kinds(items)).toEqual(['r-1@0', 'checkpoint', 'r-2@0', 'checkpoint']);
    expect(items[1]).toEqual({ kind: 'checkpoint', position: { commit: 400n, prepare: 400n } });
    expect(items[3]).toEqual({ kind: 'checkpoint', position: { commit: 700n, prepare: 700n } });
    await subscription.unsubscribe();
  });

  it('a stream error reaches the consumer mapped; an end without unsubscribe is a failure', async () => {
    const { client, opened } = fakeClient();
    const failing = new EsdbSubscription(client, {}, () => {});
    (opened[0] as { stream: FakeStream }).stream.destroy(ClientStreamDeletedError.fromStreamName('x-1'));
    await expect(failing[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(StreamDeletedError);

    const ending = new EsdbSubscription(client, {}, () => {});
    (opened[1] as { stream: FakeStream }).stream.end();
    await expect(ending[Symbol.asyncIterator]().next()).rejects.toThrow(/ended without unsubscribe/);
  });

  it('rejects a filter without prefixes on the first next()', async () => {
    const { client, opened } = fakeClient();
    const subscription = new EsdbSubscription(client, { filter: { streamNamePrefixes: [] } }, () => {});
    expect(opened).toHaveLength(0);
    await expect(subscription[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});
