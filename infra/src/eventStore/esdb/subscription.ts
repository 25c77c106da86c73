/**
 * subscribeToAll over the v6 client's catch-up subscription (a Readable in object mode).
 *
 * The client reports `caughtUp` and checkpoints as events on the side, while data still sits in the
 * Readable's buffer (A8.7), so the raw `for await` would see caughtUp before the history. Here every
 * marker is placed in the item sequence where the server sent it: behind the events received so far plus
 * those still buffered (`readableLength`), which is exactly what preceded it on the wire. Items are queued
 * and the Readable is paused while the queue is long, so a slow consumer holds a bounded backlog.
 */
import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type Position as ClientPosition,
  type EventStoreDBClient,
  eventTypeFilter,
  type Filter,
  streamNameFilter,
} from '@eventstore/db-client';
import type { Position, SubscribeToAllOptions, Subscription, SubscriptionItem } from '../port.ts';
import { type CheckedFilter, checkFilter, checkPosition } from '../sqlite/newEvents.ts';
import { isSystemEvent, mapClientError, toRecordedEvent } from './mapping.ts';

const HIGH_WATER = 1_024;
const LOW_WATER = 256;
const DONE: IteratorResult<SubscriptionItem> = Object.freeze({ value: undefined, done: true });

type Pending = { resolve: (result: IteratorResult<SubscriptionItem>) => void; reject: (error: unknown) => void };

/**
 * The server reports a filtered subscription's checkpoint every `maxSearchWindow × checkpointInterval` events
 * it considered (A8.6), live as well as while catching up, and once more when going live; nothing else tells
 * the consumer it passed over the tail of an append. Read-your-writes needs exactly that: a read model that
 * handles the first events of an append but not the last must see the append's position passed, even if the
 * log then stays quiet. Only a window of 1 (a checkpoint after every event considered) guarantees it, so that
 * is what is asked for (the sqlite twin reports at the head instead, which the server has no option for).
 * The price: live, one small checkpoint message per event per filtered subscription; catching up, the server
 * scans one event per page and sends a checkpoint for each, so rebuilding over a long history is slower than
 * with the default window (32). Switching windows at caughtUp would mean a second subscription and a
 * hand-over, the kind of boundary where events get dropped or repeated (C1.3), so it is not done here.
 */
const SEARCH_WINDOW = 1;
const CHECKPOINT_INTERVAL = 1;

const clientFilter = (filter: CheckedFilter, checkpoint: (position: ClientPosition) => void): Filter => {
  const options = {
    prefixes: [...filter.prefixes],
    maxSearchWindow: SEARCH_WINDOW,
    checkpointInterval: CHECKPOINT_INTERVAL,
    checkpointReached: (_subscription: AllStreamSubscription, position: ClientPosition) => checkpoint(position),
  };
  return filter.on === 'streamName' ? streamNameFilter(options) : eventTypeFilter(options);
};

export class EsdbSubscription implements Subscription {
  #stream: AllStreamSubscription | null = null;
  readonly #queue: SubscriptionItem[] = [];
  #head = 0;
  /** Markers (caughtUp, checkpoints) waiting for the events that preceded them on the wire. */
  readonly #markers: { after: number; item: SubscriptionItem }[] = [];
  /** Data items the Readable has handed over (system events included). */
  #received = 0;
  readonly #pending: Pending[] = [];
  #paused = false;
  #ended = false;
  #closed = false;
  #failure: unknown = null;
  readonly #forget: (subscription: EsdbSubscription) => void;

  constructor(
    client: EventStoreDBClient,
    options: SubscribeToAllOptions | undefined,
    forget: (subscription: EsdbSubscription) => void,
  ) {
    this.#forget = forget;
    const fromPosition = options?.fromPosition ?? 'start';
    let filter: CheckedFilter | undefined;
    try {
      checkPosition(fromPosition);
      filter = checkFilter(options?.filter);
    } catch (error) {
      // Argument errors surface on the first next().
      this.#failure = error;
      this.#ended = true;
      return;
    }
    const stream = client.subscribeToAll({
      fromPosition,
      ...(filter === undefined
        ? {}
        : { filter: clientFilter(filter, (position) => this.#mark({ kind: 'checkpoint', position: copy(position) })) }),
    });
    this.#stream = stream;
    stream.on('data', (resolved: AllStreamResolvedEvent) => this.#onData(resolved));
    stream.on('caughtUp', () => this.#mark({ kind: 'caughtUp' }));
    stream.on('error', (error: Error) => {
      if (this.#closed) return;
      this.#failure = mapClientError(error);
      this.#finish();
    });
    // Ending without unsubscribe() is a failure the consumer must see (a server shutdown, a dropped link).
    const ended = (): void => {
      if (!this.#closed && this.#failure === null && !this.#ended) {
        this.#failure = new Error('the subscription to $all ended without unsubscribe()');
      }
      this.#finish();
    };
    stream.on('end', ended);
    stream.on('close', ended);
  }

  [Symbol.asyncIterator](): AsyncIterator<SubscriptionItem> {
    return {
      next: () => this.#next(),
      return: async () => {
        await this.unsubscribe();
        return DONE;
      },
    };
  }

  async unsubscribe(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#queue.length = 0;
    this.#head = 0;
    this.#markers.length = 0;
    this.#forget(this);
    this.#drain();
    const stream = this.#stream;
    this.#stream = null;
    if (stream !== null) {
      await stream.unsubscribe().catch(() => {});
      stream.destroy();
    }
  }

  #next(): Promise<IteratorResult<SubscriptionItem>> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ resolve, reject });
      this.#drain();
    });
  }

  #onData(resolved: AllStreamResolvedEvent): void {
    this.#received += 1;
    const event = resolved.event;
    if (!this.#closed && event !== undefined && !isSystemEvent(event)) {
      try {
        this.#queue.push({ kind: 'event', event: toRecordedEvent(event) });
      } catch (error) {
        this.#failure = error;
        this.#finish();
        return;
      }
    }
    while (this.#markers.length > 0 && (this.#markers[0]?.after ?? 0) <= this.#received) {
      this.#enqueue((this.#markers.shift() as { item: SubscriptionItem }).item);
    }
    if (!this.#paused && this.#queue.length - this.#head >= HIGH_WATER) {
      this.#paused = true;
      this.#stream?.pause();
    }
    this.#drain();
  }

  #mark(item: SubscriptionItem): void {
    if (this.#closed) return;
    const after = this.#received + (this.#stream?.readableLength ?? 0);
    if (after <= this.#received && this.#markers.length === 0) {
      this.#enqueue(item);
      this.#drain();
    } else {
      const last = this.#markers.at(-1);
      if (last !== undefined && last.after === after && supersedes(item, last.item)) last.item = item;
      else this.#markers.push({ after, item });
    }
  }

  /**
   * Queues an item; a checkpoint right behind another one not yet taken replaces it. With a search window of
   * 1 the server sends a checkpoint per event passed over, and only the latest says anything, so a run of
   * skipped events costs the consumer one item and the queue stays bounded (checkpoints bypass the pause).
   */
  #enqueue(item: SubscriptionItem): void {
    const last = this.#head < this.#queue.length ? this.#queue[this.#queue.length - 1] : undefined;
    if (last !== undefined && supersedes(item, last)) this.#queue[this.#queue.length - 1] = item;
    else this.#queue.push(item);
  }

  #finish(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#forget(this);
    this.#drain();
  }

  #drain(): void {
    while (this.#pending.length > 0) {
      const pending = this.#pending[0] as Pending;
      if (this.#closed) {
        this.#pending.shift();
        pending.resolve(DONE);
      } else if (this.#head < this.#queue.length) {
        this.#pending.shift();
        const item = this.#queue[this.#head] as SubscriptionItem;
        this.#head += 1;
        pending.resolve({ value: item, done: false });
      } else if (this.#failure !== null) {
        this.#pending.shift();
        const failure = this.#failure;
        this.#failure = null;
        this.#closed = true;
        pending.reject(failure);
      } else if (this.#ended) {
        this.#pending.shift();
        pending.resolve(DONE);
      } else {
        break;
      }
    }
    if (this.#head > 0 && this.#head >= this.#queue.length) {
      this.#queue.length = 0;
      this.#head = 0;
    } else if (this.#head > HIGH_WATER) {
      this.#queue.splice(0, this.#head);
      this.#head = 0;
    }
    if (this.#paused && this.#queue.length - this.#head <= LOW_WATER) {
      this.#paused = false;
      this.#stream?.resume();
    }
  }
}

const copy = (position: ClientPosition): Position => ({ commit: position.commit, prepare: position.prepare });

const supersedes = (item: SubscriptionItem, previous: SubscriptionItem): boolean =>
  item.kind === 'checkpoint' && previous.kind === 'checkpoint';
