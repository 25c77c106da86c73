/**
 * readStream and readAll, paged: each page is one ordered query (C1.2) run to completion, so no cursor
 * stays open across awaits and memory is bounded by the page size. Errors (bad arguments, StreamNotFound,
 * StreamDeleted) surface on the first `next()`, not at the call (A5.4).
 */
import type { DatabaseSync } from 'node:sqlite';
import { StreamDeletedError, StreamNotFoundError } from '../errors.ts';
import type { ReadAllOptions, ReadStreamOptions, RecordedEvent } from '../port.ts';
import { checkAllRead, checkStreamRead } from './newEvents.ts';
import { decodeRow, EVENT_COLUMNS, type Row, rowOf, rowsOf, scalar, statement } from './rows.ts';

const PAGE_SIZE = 512;

/** A page source: the next decoded page, and whether it was the last one. */
type Page<T> = Readonly<{ items: readonly T[]; last: boolean }>;
type PageSource<T> = () => Page<T>;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * An async iterable over synchronous pages, without a generator: `next()` resolves at once from the
 * current page. Each page query runs on a later turn of the event loop, as a server round trip would:
 * readers started together do not all see one snapshot, and a long read never starves timers and I/O.
 * `open` runs before the first page, so its errors reject the first `next()`.
 */
export const pagedIterable = <T>(open: () => PageSource<T>): AsyncIterable<T> => ({
  [Symbol.asyncIterator](): AsyncIterator<T> {
    let source: PageSource<T> | null = null;
    let page: readonly T[] = [];
    let index = 0;
    let last = false;
    let done = false;
    const fetch = async (): Promise<IteratorResult<T>> => {
      await nextTurn();
      if (done) return { value: undefined, done: true };
      try {
        source ??= open();
        ({ items: page, last } = source());
        index = 0;
      } catch (error) {
        done = true;
        page = [];
        throw error;
      }
      return iterator.next();
    };
    const iterator: AsyncIterator<T> = {
      next(): Promise<IteratorResult<T>> {
        if (index < page.length) return Promise.resolve({ value: page[index++] as T, done: false });
        if (last || done) {
          done = true;
          page = [];
          return Promise.resolve({ value: undefined, done: true });
        }
        return fetch();
      },
      return(): Promise<IteratorResult<T>> {
        done = true;
        page = [];
        return Promise.resolve({ value: undefined, done: true });
      },
    };
    return iterator;
  },
});

export type Reader = Readonly<{
  readStream(streamName: string, options: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  readAll(options: ReadAllOptions): AsyncIterable<RecordedEvent>;
  headPosition(): bigint | null;
}>;

export const createReader = (db: DatabaseSync, ensureOpen: () => void): Reader => {
  const lastRevision = statement(db, 'SELECT max(revision) FROM events WHERE stream = ?');
  const deletion = statement(
    db,
    'SELECT truncate_before, soft_deleted, tombstoned FROM deleted_streams WHERE stream = ?',
  );
  const streamForwards = statement(
    db,
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
  );
  const streamBackwards = statement(
    db,
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision <= ? AND revision >= ? ORDER BY revision DESC LIMIT ?`,
  );
  const allForwards = statement(
    db,
    `SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`,
  );
  const allBackwards = statement(
    db,
    `SELECT ${EVENT_COLUMNS} FROM events WHERE position <= ? ORDER BY position DESC LIMIT ?`,
  );
  const head = statement(db, 'SELECT max(position) FROM events');

  /** Pages of at most PAGE_SIZE rows, `remaining` rows in all; `query(limit)` returns rows and moves on. */
  const limited = (maxCount: number | undefined, query: (limit: number) => Row[]): PageSource<RecordedEvent> => {
    let remaining = maxCount ?? Number.POSITIVE_INFINITY;
    return () => {
      ensureOpen();
      if (remaining <= 0) return { items: [], last: true };
      const limit = Math.min(PAGE_SIZE, remaining);
      const rows = query(limit);
      remaining -= rows.length;
      return { items: rows.map(decodeRow), last: rows.length < limit || remaining <= 0 };
    };
  };

  return {
    readStream(streamName, options) {
      return pagedIterable(() => {
        ensureOpen();
        const { forwards, from } = checkStreamRead(streamName, options);
        const last = scalar(lastRevision, streamName) as bigint | null;
        const deleted = rowOf(deletion, streamName);
        if (deleted !== undefined && deleted[2] === 1n) throw new StreamDeletedError(streamName);
        const truncateBefore = (deleted?.[0] as bigint | undefined) ?? 0n;
        if (last === null || (deleted !== undefined && deleted[1] === 1n) || last < truncateBefore) {
          throw new StreamNotFoundError(streamName);
        }
        if (forwards) {
          let next = from === 'start' ? truncateBefore : from === 'end' ? last + 1n : from;
          if (next < truncateBefore) next = truncateBefore;
          return limited(options.maxCount, (limit) => {
            const rows = rowsOf(streamForwards, streamName, next, limit);
            const tail = rows[rows.length - 1];
            if (tail !== undefined) next = (tail[2] as bigint) + 1n;
            return rows;
          });
        }
        // Backwards from beyond the end is clamped to the last event (A5.2).
        let next = from === 'end' ? last : from === 'start' ? -1n : from;
        return limited(options.maxCount, (limit) => {
          if (next < truncateBefore) return [];
          const rows = rowsOf(streamBackwards, streamName, next, truncateBefore, limit);
          const tail = rows[rows.length - 1];
          if (tail !== undefined) next = (tail[2] as bigint) - 1n;
          return rows;
        });
      });
    },

    readAll(options) {
      return pagedIterable(() => {
        ensureOpen();
        const { forwards, from } = checkAllRead(options);
        if (forwards) {
          // Inclusive (A6.2): a position read before is read again.
          let next =
            from === 'start' ? 0n : from === 'end' ? ((scalar(head) as bigint | null) ?? 0n) + 1n : from.commit;
          return limited(options.maxCount, (limit) => {
            const rows = rowsOf(allForwards, next, limit);
            const tail = rows[rows.length - 1];
            if (tail !== undefined) next = (tail[0] as bigint) + 1n;
            return rows;
          });
        }
        let next = from === 'end' ? ((scalar(head) as bigint | null) ?? -1n) : from === 'start' ? -1n : from.commit;
        return limited(options.maxCount, (limit) => {
          if (next < 0n) return [];
          const rows = rowsOf(allBackwards, next, limit);
          const tail = rows[rows.length - 1];
          if (tail !== undefined) next = (tail[0] as bigint) - 1n;
          return rows;
        });
      });
    },

    headPosition() {
      ensureOpen();
      return scalar(head) as bigint | null;
    },
  };
};
