/**
 * The newest events this store appended, decoded once and shared by the live subscriptions.
 *
 * Without it every live subscription read each new event back with its own query and JSON.parse: with the
 * product's 21 read models that was 21 reads and 21 parses per event, the largest cost of a purchase. Here
 * the writer hands over the rows it just committed, decoded exactly as a read decodes them, and a
 * subscription whose position lies inside the held run takes its window from memory.
 *
 * The one invariant: every event of the log with a position in (from, last held] is held, in order. It holds
 * because appends through this store are the only ones recorded, each knows the head it was appended after
 * (read under the write lock), and a run is started afresh whenever that head is not the last event held
 * (another connection committed in between). A commit by another connection noticed by the poll forgets the
 * run, so a subscription never trusts memory over the file. A subscription behind the run reads the file.
 *
 * The events are frozen: they are shared by every subscriber, so one consumer cannot change what another sees.
 */
import type { RecordedEvent } from '../port.ts';

/** Events held at most; older ones are read from the file like any history. */
const CAPACITY = 2_048;

const deepFreeze = (value: unknown): void => {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
};

export type HeldWindow = Readonly<{ events: readonly RecordedEvent[]; atHead: boolean }>;

export class RecentEvents {
  #events: RecordedEvent[] = [];
  /** Index of the oldest held event in #events (evictions advance it; the array is compacted now and then). */
  #start = 0;
  /** Every event after this position, up to the last held, is held; null when nothing can be trusted. */
  #from: bigint | null = null;
  readonly #capacity: number;

  constructor(capacity = CAPACITY) {
    this.#capacity = capacity;
  }

  /** Position of the last event held, or `from` when none is; null when nothing can be trusted. */
  last(): bigint | null {
    return this.#last();
  }

  #last(): bigint | null {
    return this.#events.length > this.#start
      ? (this.#events[this.#events.length - 1] as RecordedEvent).position.commit
      : this.#from;
  }

  /** An append through this store committed `events`, the log's head being `previousHead` before it. */
  appended(previousHead: bigint, events: readonly RecordedEvent[]): void {
    if (this.#from === null || this.#last() !== previousHead) {
      this.#events = [];
      this.#start = 0;
      this.#from = previousHead;
    }
    for (const event of events) {
      deepFreeze(event);
      this.#events.push(event);
    }
    const excess = this.#events.length - this.#start - this.#capacity;
    if (excess > 0) {
      this.#start += excess;
      this.#from = (this.#events[this.#start - 1] as RecordedEvent).position.commit;
      if (this.#start >= this.#capacity) {
        this.#events = this.#events.slice(this.#start);
        this.#start = 0;
      }
    }
  }

  /** Something this store did not append changed the log: nothing held can be trusted any more. */
  forget(): void {
    this.#events = [];
    this.#start = 0;
    this.#from = null;
  }

  /**
   * Up to `limit` held events after `after`, and whether they reach the last one held; null when the events
   * after `after` are not all held (the caller reads the file).
   */
  after(after: bigint, limit: number): HeldWindow | null {
    if (this.#from === null || after < this.#from) return null;
    const events = this.#events;
    // Binary search for the first held event after `after`.
    let low = this.#start;
    let high = events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((events[middle] as RecordedEvent).position.commit <= after) low = middle + 1;
      else high = middle;
    }
    const end = Math.min(events.length, low + limit);
    return { events: events.slice(low, end), atHead: end === events.length };
  }
}
