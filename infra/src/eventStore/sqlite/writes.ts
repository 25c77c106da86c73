/**
 * Appends and deletions. Each runs under the write lock of a `BEGIN IMMEDIATE` transaction: the lock is
 * taken first, then the stream's state is read, the expected revision checked and the rows written, so a
 * concurrent writer (this process or another sharing the file) can never slip between check and insert
 * (C1.1); UNIQUE(stream, revision) is the backstop. The idempotency rules are the server's CheckCommit (A3).
 *
 * Group commit: the writes asked for in one turn of the event loop share one transaction, hence one durable
 * commit (one fsync), as a database server groups the commits that arrive together. Each runs in its own
 * savepoint, so one that fails (a conflict) leaves the others in, and each caller still learns its own
 * outcome, after the COMMIT. Writes are applied in the order they were asked for; a caller that awaits its
 * write before the next one, as a command does, sees exactly the sequential behaviour.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { AppendTooLargeError, EventTooLargeError, StreamDeletedError, WrongExpectedVersionError } from '../errors.ts';
import type { AppendResult, DeleteExpectedRevision, ExpectedRevision, NewEvent } from '../port.ts';
import {
  assertDistinctIds,
  checkBatch,
  checkData,
  checkDeleteExpectedRevision,
  checkEventType,
  checkExpectedRevision,
  checkStreamName,
  encodeMetadata,
  normaliseEventId,
} from './newEvents.ts';
import { type Row, rowOf, scalar, statement } from './rows.ts';
import { RECORD_OVERHEAD } from './schema.ts';

export type Limits = Readonly<{ maxAppendSize: number; maxEventSize: number }>;

type StreamState = Readonly<{
  /** Revision of the last event ever written (soft-deleted ones included), -1n for none. */
  last: bigint;
  softDeleted: boolean;
  tombstoned: boolean;
}>;

/** An append's events as checked and serialised on the caller's side (plain data: it crosses to the writer thread). */
export type Encoded = {
  ids: string[];
  types: string[];
  data: string[];
  metadata: (string | null)[];
  sizes: bigint[];
  /** The first id was minted here, so it cannot have been written before: no idempotency lookup. */
  firstMinted: boolean;
};

const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;

const utf8Length = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Validates and serialises a batch before any lock is taken: JSON through bytes (A9.3), sizes (A4.1). */
const encode = (streamName: string, events: readonly NewEvent[], limits: Limits): Encoded => {
  checkBatch(streamName, events);
  const encoded: Encoded = { ids: [], types: [], data: [], metadata: [], sizes: [], firstMinted: false };
  let total = 0;
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i] as NewEvent;
    checkEventType(event.type);
    checkData(event.data);
    const id = normaliseEventId(event.id);
    if (i === 0) encoded.firstMinted = event.id === undefined;
    const data = JSON.stringify(event.data);
    const stored = encodeMetadata(event.metadata);
    const metadata = stored === undefined ? null : JSON.stringify(stored);
    const size = utf8Length(data) + (metadata === null ? 0 : utf8Length(metadata)) + 2 * event.type.length;
    if (size > limits.maxEventSize) throw new EventTooLargeError(limits.maxEventSize);
    total += size;
    encoded.ids.push(id);
    encoded.types.push(event.type);
    encoded.data.push(data);
    encoded.metadata.push(metadata);
    encoded.sizes.push(BigInt(size));
  }
  if (total > limits.maxAppendSize) throw new AppendTooLargeError(limits.maxAppendSize);
  assertDistinctIds(encoded.ids);
  return encoded;
};

const actualOf = (state: StreamState): bigint | 'no_stream' => (state.last < 0n ? 'no_stream' : state.last);

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return code === SQLITE_CONSTRAINT_UNIQUE || code === SQLITE_CONSTRAINT_PRIMARYKEY;
};

export type Writer = Readonly<{
  append(streamName: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  deleteStream(streamName: string, expected: DeleteExpectedRevision): Promise<void>;
  tombstoneStream(streamName: string, expected: DeleteExpectedRevision): Promise<void>;
  /** Commits what is queued, then writes no more (before the database closes). */
  close(): Promise<void>;
}>;

/** What an append did under the lock: its result, and its rows when it wrote any (not an idempotent retry). */
export type AppendOutcome = Readonly<{ result: AppendResult; wrote: Appended | null }>;

/**
 * The part of the writes that runs under the write lock, on arguments already checked (see `createWriter`):
 * what the writer thread runs (writerThread.ts). `onCommit` runs right after the COMMIT, in write order, before
 * any caller resumes.
 */
export type LockedWrites = Readonly<{
  append(
    streamName: string,
    encoded: Encoded,
    expected: ExpectedRevision,
    onCommit?: (outcome: AppendOutcome) => void,
  ): Promise<AppendOutcome>;
  deleteStream(streamName: string, expected: DeleteExpectedRevision): Promise<void>;
  tombstoneStream(streamName: string, expected: DeleteExpectedRevision): Promise<void>;
  /** Commits what is queued now. */
  flush(): void;
}>;

/** A write waiting for the next commit: its work under the lock, and what to do once committed. */
type Queued = {
  work: () => unknown;
  /** Called right after the COMMIT, in write order, before any caller resumes. */
  committed: ((value: unknown) => void) | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** What an append wrote: the log's head before it, and its rows as a read returns them (see rows.ts). */
export type Appended = Readonly<{ previousHead: bigint; rows: readonly Row[] }>;

export const createLockedWrites = (db: DatabaseSync): LockedWrites => {
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const lastRevision = statement(db, 'SELECT max(revision) FROM events WHERE stream = ?');
  const deletion = statement(db, 'SELECT soft_deleted, tombstoned FROM deleted_streams WHERE stream = ?');
  const head = statement(db, 'SELECT max(position) FROM events');
  const eventAt = statement(db, 'SELECT id, position FROM events WHERE stream = ? AND revision = ?');
  const byId = statement(
    db,
    'SELECT stream, revision, position FROM events WHERE id = ? ORDER BY position DESC LIMIT 1',
  );
  const insert: StatementSync = db.prepare(
    'INSERT INTO events (position, stream, revision, id, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const undelete = db.prepare('UPDATE deleted_streams SET soft_deleted = 0 WHERE stream = ?');
  const markDeleted = db.prepare(
    `INSERT INTO deleted_streams (stream, truncate_before, soft_deleted, tombstoned) VALUES (?, ?, ?, ?)
     ON CONFLICT (stream) DO UPDATE SET truncate_before = excluded.truncate_before,
       soft_deleted = excluded.soft_deleted, tombstoned = excluded.tombstoned`,
  );

  const stateOf = (streamName: string): StreamState => {
    const last = scalar(lastRevision, streamName) as bigint | null;
    const deleted = rowOf(deletion, streamName);
    return {
      last: last ?? -1n,
      softDeleted: deleted !== undefined && deleted[0] === 1n,
      tombstoned: deleted !== undefined && deleted[1] === 1n,
    };
  };

  const savepoint = db.prepare('SAVEPOINT write');
  const release = db.prepare('RELEASE write');
  const rollbackTo = db.prepare('ROLLBACK TO write');

  let queue: Queued[] = [];
  let scheduled: NodeJS.Immediate | null = null;

  /** One transaction for every queued write; each caller gets its own outcome after the COMMIT. */
  const flush = (): void => {
    if (scheduled !== null) clearImmediate(scheduled);
    scheduled = null;
    const writes = queue;
    queue = [];
    if (writes.length === 0) return;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      begin.run();
      for (const write of writes) {
        // A lone write needs no savepoint: if it fails, the whole transaction is rolled back.
        if (writes.length > 1) savepoint.run();
        try {
          outcomes.push({ ok: true, value: write.work() });
          if (writes.length > 1) release.run();
        } catch (error) {
          if (writes.length === 1) throw error;
          rollbackTo.run();
          release.run();
          outcomes.push({ ok: false, error });
        }
      }
      commit.run();
    } catch (error) {
      if (db.isTransaction) rollback.run();
      for (const write of writes) write.reject(error);
      return;
    }
    writes.forEach((write, i) => {
      const outcome = outcomes[i] as (typeof outcomes)[number];
      if (outcome.ok) {
        write.committed?.(outcome.value);
        write.resolve(outcome.value);
      } else write.reject(outcome.error);
    });
  };

  const enqueue = <T>(work: () => T, onCommit?: (value: T) => void): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({
        work,
        committed: onCommit as ((value: unknown) => void) | undefined,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      scheduled ??= setImmediate(flush);
    });

  /**
   * `any`/`stream_exists` (A3.5), deterministic through the full id index: every id already in this stream →
   * the original write; the first one unknown → a new write; a later one unknown → WEV.
   */
  const idempotentByIds = (
    streamName: string,
    ids: readonly string[],
    expected: ExpectedRevision,
    state: StreamState,
  ): AppendResult | null => {
    let result: AppendResult | null = null;
    for (let i = 0; i < ids.length; i += 1) {
      const row = rowOf(byId, ids[i] as string);
      if (row === undefined || row[0] !== streamName) {
        if (i === 0) return null;
        throw new WrongExpectedVersionError(streamName, expected, actualOf(state));
      }
      const position = row[2] as bigint;
      result = { nextExpectedRevision: row[1] as bigint, position: { commit: position, prepare: position } };
    }
    return result;
  };

  /**
   * Exact or no_stream below the tip (A1.5, A3.1–A3.4): the ids must be those stored at expected+1, +2, …
   * All match → the original write (nothing written); the first differs → WEV (or, for no_stream on a
   * soft-deleted stream, a new write, A7.2); a later one differs or runs past the tip → WEV.
   */
  const idempotentByRevisions = (
    streamName: string,
    ids: readonly string[],
    expected: ExpectedRevision,
    from: bigint,
    state: StreamState,
  ): AppendResult | null => {
    let revision = from;
    let position = 0n;
    for (let i = 0; i < ids.length; i += 1) {
      revision += 1n;
      const row = rowOf(eventAt, streamName, revision);
      if (row !== undefined && row[0] === ids[i]) {
        position = row[1] as bigint;
        continue;
      }
      if (i === 0 && expected === 'no_stream' && state.softDeleted) return null;
      throw new WrongExpectedVersionError(streamName, expected, actualOf(state));
    }
    return { nextExpectedRevision: revision, position: { commit: position, prepare: position } };
  };

  /** The append under the write lock; `wrote` is false for an idempotent retry. */
  const appendLocked = (streamName: string, encoded: Encoded, expected: ExpectedRevision): AppendOutcome => {
    const state = stateOf(streamName);
    if (state.tombstoned) throw new StreamDeletedError(streamName);
    if (expected === 'any' || expected === 'stream_exists') {
      if (expected === 'stream_exists') {
        if (state.softDeleted) throw new StreamDeletedError(streamName);
        if (state.last < 0n) throw new WrongExpectedVersionError(streamName, expected, 'no_stream');
      }
      if (!encoded.firstMinted) {
        const idempotent = idempotentByIds(streamName, encoded.ids, expected, state);
        if (idempotent !== null) return { result: idempotent, wrote: null };
      }
    } else {
      const from = expected === 'no_stream' ? -1n : expected;
      if (from > state.last) throw new WrongExpectedVersionError(streamName, expected, actualOf(state));
      if (from < state.last) {
        const idempotent = idempotentByRevisions(streamName, encoded.ids, expected, from, state);
        if (idempotent !== null) return { result: idempotent, wrote: null };
      }
    }

    const previousHead = (scalar(head) as bigint | null) ?? 0n;
    let position = previousHead;
    let revision = state.last;
    const created = Date.now();
    const { ids, types, data, metadata, sizes } = encoded;
    const rows: Row[] = [];
    for (let i = 0; i < ids.length; i += 1) {
      revision += 1n;
      position += RECORD_OVERHEAD + (sizes[i] as bigint);
      const row = [
        position,
        streamName,
        revision,
        ids[i] as string,
        types[i] as string,
        data[i] as string,
        metadata[i] ?? null,
        created,
      ] as const;
      insert.run(...row);
      rows.push(row);
    }
    if (state.softDeleted) undelete.run(streamName);
    return {
      result: { nextExpectedRevision: revision, position: { commit: position, prepare: position } },
      wrote: { previousHead, rows },
    };
  };

  return {
    append(streamName, encoded, expected, onCommit) {
      return enqueue(() => {
        try {
          return appendLocked(streamName, encoded, expected);
        } catch (error) {
          if (isUniqueViolation(error)) {
            // Only reachable if the lock discipline were broken; report it as the conflict it is.
            throw new WrongExpectedVersionError(streamName, expected, actualOf(stateOf(streamName)));
          }
          throw error;
        }
      }, onCommit);
    },

    async deleteStream(streamName, expected) {
      await enqueue(() => {
        const state = stateOf(streamName);
        if (state.tombstoned) throw new StreamDeletedError(streamName);
        // no_stream never matches a soft delete on current servers: a missing stream is WEV too (A7.5).
        if (expected === 'no_stream' || (typeof expected === 'bigint' && expected !== state.last)) {
          throw new WrongExpectedVersionError(streamName, expected, actualOf(state));
        }
        markDeleted.run(streamName, state.last + 1n, 1, 0);
      });
    },

    async tombstoneStream(streamName, expected) {
      await enqueue(() => {
        const state = stateOf(streamName);
        if (state.tombstoned) throw new StreamDeletedError(streamName);
        const current = expected === 'no_stream' ? -1n : expected;
        if (current !== 'any' && current !== state.last) {
          throw new WrongExpectedVersionError(streamName, expected, actualOf(state));
        }
        markDeleted.run(streamName, state.last + 1n, 0, 1);
      });
    },

    flush,
  };
};

/** The arguments' checks (before any lock), then the locked part: `locked`, in this thread or the writer thread. */
export const checkedWriter = (
  limits: Limits,
  locked: Omit<LockedWrites, 'flush'>,
  committed: (appended: Appended) => void,
  close: () => Promise<void>,
): Writer => ({
  async append(streamName, events, expected) {
    checkExpectedRevision(expected);
    const encoded = encode(streamName, events, limits);
    // Published only after COMMIT (C1.4).
    const outcome = await locked.append(streamName, encoded, expected, (done) => {
      if (done.wrote !== null) committed(done.wrote);
    });
    return outcome.result;
  },
  async deleteStream(streamName, expected) {
    checkStreamName(streamName);
    checkDeleteExpectedRevision(expected);
    await locked.deleteStream(streamName, expected);
  },
  async tombstoneStream(streamName, expected) {
    checkStreamName(streamName);
    checkDeleteExpectedRevision(expected);
    await locked.tombstoneStream(streamName, expected);
  },
  close,
});

/** Writes on this thread's connection. */
export const createWriter = (db: DatabaseSync, limits: Limits, committed: (appended: Appended) => void): Writer => {
  const locked = createLockedWrites(db);
  return checkedWriter(limits, locked, committed, async () => locked.flush());
};
