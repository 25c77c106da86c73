/**
 * The embedded event store: one SQLite file (node:sqlite), EventStoreDB semantics (store-semantics.md part A).
 * Several processes may share the file: writes serialise on SQLite's write lock, and subscriptions notice
 * other processes' appends by polling.
 *
 *   schema.ts        the file, pragmas and tables
 *   newEvents.ts     what the port rejects, metadata mapping (shared with the esdb adapter)
 *   writes.ts        append (expected revision, idempotency, limits), deleteStream, tombstoneStream
 *   writerThread.ts  the same writes on a thread of their own (option `writerThread`)
 *   reads.ts         readStream, readAll (paged)
 *   subscription.ts  subscribeToAll (paged catch-up, then live)
 */
import type { EventStore, Position } from '../port.ts';
import { createReader } from './reads.ts';
import { openDatabase } from './schema.ts';
import { ChangeHub, SqliteSubscription } from './subscription.ts';
import { createThreadedWriter } from './writerThread.ts';
import { type Appended, createWriter, type Writer } from './writes.ts';

export type SqliteEventStoreOptions = Readonly<{
  /** The database file; its directory is created if missing. */
  path: string;
  /**
   * Largest append in bytes, summed as the server does (A4.1). Default 1 MiB, the server's default up to
   * v25.0 (v25.1+: 256 MiB); set it to match the server the real adapter runs against.
   */
  maxAppendSize?: number;
  /** Largest single event (A4.1 size). Default: no separate limit, as up to v25.0 (v25.1+: 16 MiB). */
  maxEventSize?: number;
  /**
   * Commit on a writer thread (writerThread.ts), so the caller's thread never waits for the disk: the app's
   * choice. Off by default: a store opened for a moment (a test, a CLI) needs no thread.
   */
  writerThread?: boolean;
}>;

const DEFAULT_MAX_APPEND_SIZE = 1_048_576;

const positionOf = (value: bigint): Position => ({ commit: value, prepare: value });

export const openSqliteEventStore = (options: SqliteEventStoreOptions): EventStore => {
  const db = openDatabase(options.path);
  const subscriptions = new Set<SqliteSubscription>();
  let ownWritesInFlight = (): boolean => false;
  let closed = false;
  const ensureOpen = (): void => {
    if (closed) throw new Error(`the event store at ${options.path} is closed`);
  };
  const reader = createReader(db, ensureOpen);
  const hub = new ChangeHub(
    db,
    () => subscriptions.size > 0,
    // Also asked while closing (the writer thread's last answer), when the reader refuses: nothing is known then.
    () => (closed ? null : reader.headPosition()),
    () => ownWritesInFlight(),
  );
  const limits = {
    maxAppendSize: options.maxAppendSize ?? DEFAULT_MAX_APPEND_SIZE,
    maxEventSize: options.maxEventSize ?? Number.POSITIVE_INFINITY,
  };
  const committed = (appended: Appended): void => hub.changed(appended);
  let writer: Writer;
  // An in-memory database is private to its connection: only a file can be shared with a writer thread.
  if (options.writerThread === true && options.path !== ':memory:') {
    const threaded = createThreadedWriter(options.path, limits, committed, () => hub.settled());
    ownWritesInFlight = threaded.inFlight;
    writer = threaded;
  } else {
    writer = createWriter(db, limits, committed);
  }
  const host = {
    db,
    hub,
    ensureOpen,
    head: () => reader.headPosition(),
    forget: (subscription: SqliteSubscription) => subscriptions.delete(subscription),
  };

  return {
    async appendToStream(streamName, events, appendOptions) {
      ensureOpen();
      return await writer.append(streamName, events, appendOptions?.expectedRevision ?? 'any');
    },
    readStream(streamName, readOptions) {
      return reader.readStream(streamName, readOptions ?? {});
    },
    readAll(readOptions) {
      return reader.readAll(readOptions ?? {});
    },
    subscribeToAll(subscribeOptions) {
      ensureOpen();
      const subscription = SqliteSubscription.open(host, subscribeOptions?.fromPosition, subscribeOptions?.filter);
      subscriptions.add(subscription);
      return subscription;
    },
    async deleteStream(streamName, deleteOptions) {
      ensureOpen();
      await writer.deleteStream(streamName, deleteOptions?.expectedRevision ?? 'any');
    },
    async tombstoneStream(streamName, deleteOptions) {
      ensureOpen();
      await writer.tombstoneStream(streamName, deleteOptions?.expectedRevision ?? 'any');
    },
    async headPosition() {
      const head = reader.headPosition();
      return head === null ? undefined : positionOf(head);
    },
    async close() {
      if (closed) return;
      closed = true;
      // Writes already asked for are committed, not lost.
      await writer.close();
      for (const subscription of [...subscriptions]) subscription.close();
      hub.stop();
      db.close();
    },
  };
};
