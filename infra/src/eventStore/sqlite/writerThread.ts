/**
 * The writes of a file-backed store on a thread of their own, as a database server commits on its own threads.
 *
 * A durable COMMIT blocks the thread that runs it until the disk has the WAL (synchronous = FULL). On the API's
 * thread that was a seventh of a purchase's time, spent waiting, not computing. Here the caller's thread checks
 * and serialises the append (writes.ts `encode`, so a bad argument fails exactly as before), and this thread's own
 * connection takes the write lock, writes and commits, with the same group commit. Its answers come back in
 * commit order, one message per batch; the caller hands each append's rows to the live tail (`committed`) before
 * resolving any of them, as the in-thread writer does.
 *
 * Only the locked part moves: the arguments' checks, the reads and the subscriptions stay on the caller's
 * connection, which sees each commit before its answer arrives (WAL: a read begun after a COMMIT sees it).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { StreamDeletedError, WrongExpectedVersionError } from '../errors.ts';
import type { AppendResult, DeleteExpectedRevision, ExpectedRevision } from '../port.ts';
import { openDatabase } from './schema.ts';
import {
  type Appended,
  type AppendOutcome,
  checkedWriter,
  createLockedWrites,
  type Encoded,
  type Limits,
  type Writer,
} from './writes.ts';

type Request =
  | Readonly<{ seq: number; op: 'append'; stream: string; encoded: Encoded; expected: ExpectedRevision }>
  | Readonly<{ seq: number; op: 'delete' | 'tombstone'; stream: string; expected: DeleteExpectedRevision }>
  | Readonly<{ seq: number; op: 'close' }>;

/** An error as it crosses threads: the port's own errors keep their type and fields, others their name and code. */
type WireError = Readonly<{
  name: string;
  message: string;
  streamName?: string;
  expectedVersion?: ExpectedRevision | DeleteExpectedRevision;
  actualVersion?: bigint | 'no_stream';
  errcode?: unknown;
  code?: unknown;
}>;

type Reply =
  | Readonly<{ seq: number; ok: true; result: AppendResult | null; wrote: Appended | null }>
  | Readonly<{ seq: number; ok: false; error: WireError }>;

type ThreadData = Readonly<{ role: 'sqlite-writer'; path: string }>;

const toWire = (error: unknown): WireError => {
  if (error instanceof WrongExpectedVersionError) {
    const { name, message, streamName, expectedVersion, actualVersion } = error;
    return { name, message, streamName, expectedVersion, actualVersion };
  }
  if (error instanceof StreamDeletedError)
    return { name: error.name, message: error.message, streamName: error.streamName };
  if (error instanceof Error) {
    const { errcode, code } = error as Error & { errcode?: unknown; code?: unknown };
    return { name: error.name, message: error.message, errcode, code };
  }
  return { name: 'Error', message: String(error) };
};

const fromWire = (wire: WireError): Error => {
  if (wire.name === 'WrongExpectedVersionError' && wire.streamName !== undefined) {
    return new WrongExpectedVersionError(
      wire.streamName,
      wire.expectedVersion as ExpectedRevision,
      wire.actualVersion ?? 'no_stream',
    );
  }
  if (wire.name === 'StreamDeletedError' && wire.streamName !== undefined)
    return new StreamDeletedError(wire.streamName);
  const error = new Error(wire.message);
  error.name = wire.name;
  if (wire.errcode !== undefined) Object.assign(error, { errcode: wire.errcode });
  if (wire.code !== undefined) Object.assign(error, { code: wire.code });
  return error;
};

/** The thread's side: its own connection, the locked writes, and answers batched per turn. */
const serve = (data: ThreadData): void => {
  const port = parentPort;
  if (port === null) return;
  const db = openDatabase(data.path);
  const locked = createLockedWrites(db);
  let replies: Reply[] = [];
  let scheduled = false;
  const answer = (reply: Reply): void => {
    replies.push(reply);
    if (scheduled) return;
    scheduled = true;
    // A group commit resolves its writes together, in the flush itself, so their reactions are all queued before this
    // microtask: the batch goes out as one message as soon as the last of them ran, with no turn of the loop lost.
    queueMicrotask(() => {
      scheduled = false;
      const batch = replies;
      replies = [];
      port.postMessage(batch);
    });
  };
  const settle = (seq: number, work: Promise<AppendOutcome | undefined>): void => {
    work.then(
      (outcome) => answer({ seq, ok: true, result: outcome?.result ?? null, wrote: outcome?.wrote ?? null }),
      (error: unknown) => answer({ seq, ok: false, error: toWire(error) }),
    );
  };
  port.on('message', (request: Request) => {
    switch (request.op) {
      case 'append':
        settle(request.seq, locked.append(request.stream, request.encoded, request.expected));
        return;
      case 'delete':
      case 'tombstone': {
        const remove = request.op === 'delete' ? locked.deleteStream : locked.tombstoneStream;
        settle(
          request.seq,
          remove(request.stream, request.expected).then(() => undefined),
        );
        return;
      }
      case 'close':
        // What is queued is committed, not lost; its answers go out with this one (the same turn's batch), and
        // the caller then ends the thread.
        locked.flush();
        setImmediate(() => {
          db.close();
          answer({ seq: request.seq, ok: true, result: null, wrote: null });
        });
    }
  });
};

type Pending = {
  resolve: (reply: Reply & { ok: true }) => void;
  reject: (error: Error) => void;
  /** The append's hook (writes.ts): hands its rows to the live tail. */
  onCommit: ((outcome: AppendOutcome) => void) | undefined;
};

const outcomeOf = (reply: Reply & { ok: true }): AppendOutcome => ({
  result: reply.result as AppendResult,
  wrote: reply.wrote,
});

/**
 * Writes through a writer thread on the file at `path`. `committed` runs for each append that wrote, in commit
 * order, before any of the batch's callers resume; `inFlight` tells the store whether answers are on their way.
 */
export const createThreadedWriter = (
  path: string,
  limits: Limits,
  committed: (appended: Appended) => void,
  /** Called when the last answer in flight has arrived. */
  settled: () => void,
): Writer & { inFlight(): boolean } => {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { role: 'sqlite-writer', path } satisfies ThreadData,
  });
  // An idle writer does not keep the process alive, as an idle SQLite handle does not.
  worker.unref();
  const pending = new Map<number, Pending>();
  let seq = 0;
  const next = (): number => {
    seq += 1;
    return seq;
  };
  let failure: Error | null = null;

  const failAll = (error: Error): void => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (batch: Reply[]) => {
    // Commit order first: every append's rows reach the tail before any caller goes on.
    const sorted = [...batch].sort((a, b) => a.seq - b.seq);
    for (const reply of sorted) if (reply.ok) pending.get(reply.seq)?.onCommit?.(outcomeOf(reply));
    for (const reply of sorted) {
      const waiting = pending.get(reply.seq);
      pending.delete(reply.seq);
      if (reply.ok) waiting?.resolve(reply);
      else waiting?.reject(fromWire(reply.error));
    }
    if (pending.size === 0) {
      worker.unref();
      settled();
    }
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the event store's writer thread stopped (exit code ${code})`)));

  const send = (request: Request, onCommit?: (outcome: AppendOutcome) => void): Promise<Reply & { ok: true }> =>
    new Promise((resolve, reject) => {
      if (failure !== null) {
        reject(failure);
        return;
      }
      if (pending.size === 0) worker.ref();
      pending.set(request.seq, { resolve, reject, onCommit });
      worker.postMessage(request);
    });

  const writer = checkedWriter(
    limits,
    {
      async append(stream, encoded, expected, onCommit) {
        return outcomeOf(await send({ seq: next(), op: 'append', stream, encoded, expected }, onCommit));
      },
      async deleteStream(stream, expected) {
        await send({ seq: next(), op: 'delete', stream, expected });
      },
      async tombstoneStream(stream, expected) {
        await send({ seq: next(), op: 'tombstone', stream, expected });
      },
    },
    committed,
    async () => {
      if (failure === null) await send({ seq: next(), op: 'close' });
      await worker.terminate();
    },
  );
  return { ...writer, inFlight: () => pending.size > 0 };
};

if (!isMainThread && (workerData as ThreadData | undefined)?.role === 'sqlite-writer') serve(workerData as ThreadData);
