/**
 * Catch-up subscriptions to $all. Pull-based: each `next()` serves the current window of rows, reads the next
 * window (one ordered query, `position > last seen`) when it is used up, and only waits when the log has
 * nothing after the last position seen. History and live delivery are the same query, so the catch-up/live
 * boundary can neither drop nor repeat an event (C1.3), and as positions are assigned under the write lock
 * and become visible at COMMIT, `position > last` can never skip a late commit (C1.4). A slow consumer only
 * holds one window in memory, and each window is read on its own turn of the event loop, so catching up
 * on a million events leaves timers and I/O of the process running.
 *
 * Wake-ups: appends through this store call `changed()` right after COMMIT; appends from other connections
 * (other processes sharing the file) are noticed by polling `PRAGMA data_version` while someone waits.
 * `ChangeHub.version` counts both, and a subscription re-reads before waiting if it moved since its last
 * read, so no wake-up is lost between a read and the wait.
 *
 * Checkpoints (filtered subscriptions only) say how far the subscription has looked, not only what it
 * delivered: a consumer waiting for a position inside a run of events its filter skips (read-your-writes
 * after an append whose last event is of a type it does not handle) must see that position passed. So a
 * window that reaches the head reports the last position it passed over, every time (live, that is one per
 * wake-up, not one per skipped event); while catching up, only runs of CHECKPOINT_EVERY skipped events are
 * reported, so a catch-up through a long history emits at most one per such run, never one per skipped event.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Position, RecordedEvent, SubscriptionItem } from '../port.ts';
import { type CheckedFilter, checkFilter, checkPosition } from './newEvents.ts';
import { RecentEvents } from './recentEvents.ts';
import { decodeRow, EVENT_COLUMNS, rowsOf, scalar, statement } from './rows.ts';
import type { Appended } from './writes.ts';

const WINDOW = 1_000;
const POLL_INTERVAL_MS = 30;
/**
 * While catching up, a filtered subscription reports a checkpoint when a run of at least this many events
 * passed over ends (at a matching event or at the end of a window): about the server's catch-up rhythm (one
 * per 32 considered). At the head it reports whatever it passed over (see the header).
 */
const CHECKPOINT_EVERY = 32;

export class ChangeHub {
  /** Moves on every change seen: an append here, or another connection's commit noticed by the poll. */
  version = 0;
  readonly #dataVersion: StatementSync;
  readonly #waiters = new Set<() => void>();
  /** The log's last position, as the store's reader reads it. */
  readonly #head: () => bigint | null;
  #lastDataVersion: unknown;
  #timer: NodeJS.Timeout | null = null;
  /** A commit was noticed while this store's own answers were in flight: look again once they are in. */
  #recheck = false;
  /** Whether this store's writer thread has commits whose answers have not arrived (see writerThread.ts). */
  readonly #ownWritesInFlight: () => boolean;

  constructor(
    db: DatabaseSync,
    listening: () => boolean,
    head: () => bigint | null,
    ownWritesInFlight: () => boolean = () => false,
  ) {
    this.#listening = listening;
    this.#head = head;
    this.#ownWritesInFlight = ownWritesInFlight;
    this.#dataVersion = statement(db, 'PRAGMA data_version');
    this.#lastDataVersion = scalar(this.#dataVersion);
  }

  /** The tail of the log appended here, shared by live subscriptions (see recentEvents.ts). */
  readonly recent = new RecentEvents();
  /** Whether anyone subscribes: with no subscription, appends are not decoded for the tail. */
  readonly #listening: () => boolean;

  /** Called right after this store committed an append. */
  changed(appended: Appended): void {
    this.version += 1;
    const { previousHead, rows } = appended;
    // Stream names and types that are not well-formed UTF-16 are stored with replacement characters, so the
    // file, not memory, says what they became.
    if (
      this.#listening() &&
      rows.every((row) => (row[1] as string).isWellFormed() && (row[4] as string).isWellFormed())
    ) {
      this.recent.appended(previousHead, rows.map(decodeRow));
    } else {
      this.recent.forget();
    }
    this.#wakeAll();
  }

  /**
   * Notices commits by other connections; true when there was one. A writer thread is another connection too:
   * a commit of its own is announced by `changed()`, so one is only foreign if the log's head is not the last
   * event announced. While answers are in flight that cannot be told yet, so the check waits for `settled()`.
   */
  poll(): boolean {
    const current = scalar(this.#dataVersion);
    if (current === this.#lastDataVersion) return false;
    this.#lastDataVersion = current;
    if (this.#ownWritesInFlight()) {
      this.#recheck = true;
      return false;
    }
    return this.#foreignCommit();
  }

  /** The writer thread's last answer in flight has arrived. */
  settled(): void {
    if (!this.#recheck) return;
    this.#recheck = false;
    this.#foreignCommit();
  }

  #foreignCommit(): boolean {
    const head = this.#head();
    if (head !== null && head === this.recent.last()) return false;
    this.recent.forget();
    this.version += 1;
    this.#wakeAll();
    return true;
  }

  wait(wake: () => void): void {
    this.#waiters.add(wake);
    // The poll timer runs only while someone waits, and keeps the process alive like a server connection.
    this.#timer ??= setInterval(() => {
      try {
        this.poll();
      } catch {
        this.stop();
      }
    }, POLL_INTERVAL_MS);
  }

  cancel(wake: () => void): void {
    this.#waiters.delete(wake);
    if (this.#waiters.size === 0) this.#stopTimer();
  }

  stop(): void {
    this.#wakeAll();
    this.#stopTimer();
  }

  #wakeAll(): void {
    if (this.#waiters.size === 0) return;
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    this.#stopTimer();
    for (const wake of waiters) wake();
  }

  #stopTimer(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }
}

const DONE: IteratorResult<SubscriptionItem> = Object.freeze({ value: undefined, done: true });
const NEED = Symbol('need a window');
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The window query; with a filter, non-matching rows come back without their payload and `match` = 0. */
const windowStatement = (db: DatabaseSync, filter: CheckedFilter | undefined): StatementSync => {
  if (filter === undefined) {
    return statement(db, `SELECT ${EVENT_COLUMNS}, 1 FROM events WHERE position > ?1 ORDER BY position LIMIT ?2`);
  }
  const column = filter.on === 'streamName' ? 'stream' : 'type';
  // ?3, ?4 = length (in characters, like SQLite's substr) and text of the first prefix, and so on.
  const match = filter.prefixes.map((_, i) => `substr(${column}, 1, ?${3 + 2 * i}) = ?${4 + 2 * i}`).join(' OR ');
  return statement(
    db,
    `SELECT position, stream, revision, id, type, CASE WHEN ${match} THEN data END,
       CASE WHEN ${match} THEN metadata END, created, (${match})
     FROM events WHERE position > ?1 ORDER BY position LIMIT ?2`,
  );
};

export type SubscriptionHost = Readonly<{
  db: DatabaseSync;
  hub: ChangeHub;
  ensureOpen: () => void;
  head: () => bigint | null;
  forget: (subscription: SqliteSubscription) => void;
}>;

export class SqliteSubscription implements AsyncIterator<SubscriptionItem> {
  readonly #host: SubscriptionHost;
  readonly #filter: CheckedFilter | undefined;
  readonly #params: (string | number)[] = [];
  #window: StatementSync | null = null;
  /** Exclusive lower bound of the next window (A8.2). */
  #after: bigint;
  #items: SubscriptionItem[] = [];
  #index = 0;
  #caughtUp = false;
  #closed = false;
  #failure: unknown = null;
  /** Events passed over (filtered out) since the last item, and the position of the last item. */
  #skipped = 0;
  #lastReported: bigint;
  /** Hub version when the last window was read. */
  #seen = -1;
  #tail: Promise<unknown> | null = null;
  #wake: (() => void) | null = null;

  constructor(host: SubscriptionHost, from: 'start' | 'end' | Position, filter: CheckedFilter | undefined) {
    this.#host = host;
    this.#filter = filter;
    // `end` is resolved now: only events appended after the subscription started (A8.2).
    this.#after = from === 'start' ? -1n : from === 'end' ? (host.head() ?? -1n) : from.commit;
    this.#lastReported = this.#after;
    if (filter !== undefined) {
      for (const prefix of filter.prefixes) this.#params.push([...prefix].length, prefix);
    }
  }

  static open(
    host: SubscriptionHost,
    from: 'start' | 'end' | Position | undefined,
    filter: Parameters<typeof checkFilter>[0],
  ): SqliteSubscription {
    const start = from ?? 'start';
    let checked: CheckedFilter | undefined;
    let failure: unknown = null;
    try {
      checkPosition(start);
      checked = checkFilter(filter);
    } catch (error) {
      failure = error;
    }
    const subscription = new SqliteSubscription(host, failure === null ? start : 'start', checked);
    // Argument errors surface on the first next(), like read errors.
    subscription.#failure = failure;
    return subscription;
  }

  [Symbol.asyncIterator](): AsyncIterator<SubscriptionItem> {
    return this;
  }

  next(): Promise<IteratorResult<SubscriptionItem>> {
    if (this.#tail === null) {
      let ready: SubscriptionItem | typeof NEED | null;
      try {
        ready = this.#ready();
      } catch (error) {
        return Promise.reject(error);
      }
      if (ready === null) return Promise.resolve(DONE);
      if (ready !== NEED) return Promise.resolve({ value: ready, done: false });
    }
    return this.#queue(() => this.#produce());
  }

  return(): Promise<IteratorResult<SubscriptionItem>> {
    this.close();
    return Promise.resolve(DONE);
  }

  /** Ends the iteration: pending and later `next()` calls resolve done (A8.8). */
  async unsubscribe(): Promise<void> {
    this.close();
  }

  close(): void {
    if (this.#closed) return;
    this.#end();
    const wake = this.#wake;
    if (wake !== null) {
      this.#host.hub.cancel(wake);
      wake();
    }
  }

  #end(): void {
    this.#closed = true;
    this.#items = [];
    this.#index = 0;
    this.#host.forget(this);
  }

  /** Serialises next() calls that arrive while one is reading or waiting. */
  #queue(work: () => Promise<IteratorResult<SubscriptionItem>>): Promise<IteratorResult<SubscriptionItem>> {
    const previous = this.#tail ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.#tail = tail;
    void tail.then(() => {
      if (this.#tail === tail) this.#tail = null;
    });
    return result;
  }

  /** The next buffered item; null when closed; NEED when a window must be read first. */
  #ready(): SubscriptionItem | typeof NEED | null {
    if (this.#failure !== null) {
      const failure = this.#failure;
      this.#failure = null;
      this.#end();
      throw failure;
    }
    if (this.#closed) return null;
    if (this.#index < this.#items.length) return this.#items[this.#index++] as SubscriptionItem;
    return NEED;
  }

  async #produce(): Promise<IteratorResult<SubscriptionItem>> {
    for (;;) {
      const ready = this.#ready();
      if (ready === null) return DONE;
      if (ready !== NEED) return { value: ready, done: false };
      // Each window is read on a later turn of the event loop: a long catch-up never starves timers and I/O.
      await nextTurn();
      if (this.#closed) return DONE;
      this.#items = [];
      this.#index = 0;
      let atHead: boolean;
      try {
        atHead = this.#read();
      } catch (error) {
        this.#end();
        throw error;
      }
      // At the head, events passed over since the last item are reported, before caughtUp the first time.
      if (atHead && this.#filter !== undefined && this.#after > this.#lastReported) this.#checkpoint();
      if (atHead && !this.#caughtUp) {
        this.#items.push({ kind: 'caughtUp' });
        this.#caughtUp = true;
      }
      if (this.#items.length > 0 || !atHead) continue;
      // Nothing new. Checked and registered in one synchronous step, so a commit in between is not
      // missed: one made here since the read (version moved) or elsewhere (the poll says so) reads again.
      if (this.#host.hub.version !== this.#seen || this.#host.hub.poll()) continue;
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          this.#wake = null;
          resolve();
        };
        this.#wake = wake;
        this.#host.hub.wait(wake);
      });
    }
  }

  #checkpoint(): void {
    const position = this.#after;
    this.#items.push({ kind: 'checkpoint', position: { commit: position, prepare: position } });
    this.#lastReported = position;
    this.#skipped = 0;
  }

  /** Reads one window into #items, from the shared tail when it holds it; true when it reached the head. */
  #read(): boolean {
    this.#host.ensureOpen();
    this.#seen = this.#host.hub.version;
    const held = this.#host.hub.recent.after(this.#after, WINDOW);
    if (held !== null) {
      const filter = this.#filter;
      for (const event of held.events) {
        const value = filter === undefined ? '' : filter.on === 'streamName' ? event.streamId : event.type;
        const matched = filter === undefined || filter.prefixes.some((prefix) => value.startsWith(prefix));
        this.#take(event.position.commit, matched ? event : null);
      }
      if (filter !== undefined && this.#skipped >= CHECKPOINT_EVERY) this.#checkpoint();
      return held.atHead;
    }
    this.#window ??= windowStatement(this.#host.db, this.#filter);
    const rows = rowsOf(this.#window, this.#after, WINDOW, ...this.#params);
    const filtered = this.#filter !== undefined;
    for (const row of rows) this.#take(row[0] as bigint, !filtered || row[8] === 1n ? decodeRow(row) : null);
    if (filtered && this.#skipped >= CHECKPOINT_EVERY) this.#checkpoint();
    return rows.length < WINDOW;
  }

  /** One event of the window: delivered when it matched, else passed over (counted for checkpoints). */
  #take(position: bigint, event: RecordedEvent | null): void {
    if (event !== null) {
      // A long run passed over before this event is reported first, at its last position.
      if (this.#skipped >= CHECKPOINT_EVERY) this.#checkpoint();
      this.#items.push({ kind: 'event', event });
      this.#lastReported = position;
      this.#skipped = 0;
    } else {
      this.#skipped += 1;
    }
    this.#after = position;
  }
}
