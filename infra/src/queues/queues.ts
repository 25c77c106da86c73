/**
 * BullMQ on ioredis: one shared connection for queues and workers (each worker duplicates it for its
 * blocking reads), deterministic job ids for domain effects, and a graceful close: workers first (they
 * finish their active jobs), then queues, then the connection.
 *
 * Job data is stored in clear text in Redis: put ids in it, never payloads, personal or card data. A
 * processor gets `job.data` as unknown and must check it; it must be idempotent (a retry, or a stalled
 * job taken over by another worker, runs it again).
 */
import { type Job, type JobsOptions, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logging.ts';

/** Keys of every queue live under this prefix in Redis. */
export const QUEUE_PREFIX = 'parks';

export type JobProcessor = (job: Job<unknown>) => Promise<unknown>;

export type WorkerOptions = Readonly<{ concurrency?: number }>;

/**
 * Kept long enough that a repeated add of the same domain effect finds the finished job and is dropped
 * (a custom job id deduplicates only while the earlier job exists).
 */
export const defaultJobOptions: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 14 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/**
 * The job id of a domain effect, e.g. `jobIdFor('mail-order', orderId)` → `mail-order-<orderId>`: adding
 * it twice runs it once. BullMQ ids must not contain `:`; a part that does is rejected, not mangled.
 */
export const jobIdFor = (kind: string, ...parts: readonly string[]): string => {
  for (const part of [kind, ...parts]) {
    if (part === '' || part.includes(':')) throw new Error(`job id part must be non-empty and have no ':' (${part})`);
  }
  if (parts.length === 0) throw new Error('a job id needs at least one id after its kind');
  return [kind, ...parts].join('-');
};

/** A connection as BullMQ needs it: commands wait for a reconnection instead of failing. */
export const createQueueConnection = (url: string, logger: Logger, name = 'parks-queues'): Redis => {
  const connection = new Redis(url, { maxRetriesPerRequest: null, connectionName: name });
  // One warning per outage, not one per reconnection attempt.
  let down = false;
  connection.on('error', (error: Error) => {
    if (!down) logger.warn({ err: error, connection: name }, 'redis connection lost; reconnecting');
    down = true;
  });
  connection.on('ready', () => {
    if (down) logger.info({ connection: name }, 'redis connection back');
    down = false;
  });
  return connection;
};

export type Queues = Readonly<{
  connection: Redis;
  /** The queue of this name (one instance per name). */
  queue: (name: string) => Queue<unknown>;
  /** Starts a worker on this queue; closed by close(). */
  worker: (name: string, processor: JobProcessor, options?: WorkerOptions) => Worker<unknown>;
  /** Workers (active jobs finish, up to `graceMs`), then queues, then the connection. */
  close: (graceMs?: number) => Promise<void>;
}>;

const withDeadline = async (work: Promise<void>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
};

export const createQueues = (options: Readonly<{ url: string; logger: Logger }>): Queues => {
  const { logger } = options;
  const connection = createQueueConnection(options.url, logger);
  const queues = new Map<string, Queue<unknown>>();
  const workers: Worker<unknown>[] = [];
  let closing: Promise<void> | undefined;

  const queue = (name: string): Queue<unknown> => {
    const known = queues.get(name);
    if (known !== undefined) return known;
    const created = new Queue<unknown>(name, { connection, prefix: QUEUE_PREFIX, defaultJobOptions });
    created.on('error', (error: Error) => logger.warn({ err: error, queue: name }, 'queue error'));
    queues.set(name, created);
    return created;
  };

  const worker = (name: string, processor: JobProcessor, workerOptions: WorkerOptions = {}): Worker<unknown> => {
    if (closing !== undefined) throw new Error('queues are closing');
    const created = new Worker<unknown>(name, processor, {
      connection,
      prefix: QUEUE_PREFIX,
      concurrency: workerOptions.concurrency ?? 1,
    });
    created.on('error', (error: Error) => logger.warn({ err: error, queue: name }, 'worker error'));
    created.on('failed', (job, error) =>
      logger.warn(
        { queue: name, jobId: job?.id, jobName: job?.name, attemptsMade: job?.attemptsMade, err: error },
        'job failed',
      ),
    );
    workers.push(created);
    return created;
  };

  const close = (graceMs = 10_000): Promise<void> => {
    closing ??= (async () => {
      const graceful = await withDeadline(
        Promise.all(workers.map((w) => w.close())).then(() => {}),
        graceMs,
      );
      if (!graceful) {
        logger.warn({ graceMs }, 'workers did not finish their jobs in time; closing them anyway');
        await withDeadline(
          Promise.all(workers.map((w) => w.close(true))).then(() => {}),
          2_000,
        );
      }
      await withDeadline(
        Promise.all([...queues.values()].map((q) => q.close())).then(() => {}),
        2_000,
      );
      // quit() waits for pending replies; during an outage it would wait for ever, so disconnect then.
      if (connection.status === 'ready')
        await withDeadline(
          connection.quit().then(() => {}),
          2_000,
        );
      connection.disconnect();
    })();
    return closing;
  };

  return { connection, queue, worker, close };
};
