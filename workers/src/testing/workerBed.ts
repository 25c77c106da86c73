/**
 * The real pieces a worker test runs on, in a temp dir: a private Redis, the queues on it, a SQLite event
 * store and an in-process SMTP sink with a mailer pointed at it. Nothing of ours is mocked.
 *
 * Redis is started once per test file (`useFileRedis`, in beforeAll) and flushed by every bed opened on it,
 * so each test starts from an empty Redis (no jobs, schedules, checkpoints nor candidates of an earlier
 * test) without paying for a redis-server start. The event store, sink and mailer are per test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { comparePositions, type EventStore, type Position } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { type Logger, silentLogger } from '@parks/infra/logging';
import type { Mailer } from '@parks/infra/mail/port';
import { createSmtpMailer } from '@parks/infra/mail/smtpMailer';
import { type SmtpSink, startSmtpSink } from '@parks/infra/mail/testing/smtpSink';
import { createQueues, QUEUE_PREFIX, type Queues } from '@parks/infra/queues/queues';
import { type PrivateRedis, pingRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { type Job, type JobType, type Processor, Worker } from 'bullmq';
import { afterEach, beforeEach } from 'vitest';
import type { Reactor } from '../reactors/reactor.ts';
import { eventually, type FileRedis, useFileRedis } from './fileRedis.ts';

export { eventually, type FileRedis, useFileRedis } from './fileRedis.ts';

/**
 * A fresh start for the next test: the file's Redis is running (started again on its port if a failed test
 * left it stopped) and empty.
 */
const readyAndEmpty = async (shared: FileRedis): Promise<void> => {
  const { redis } = shared;
  if (!(await pingRedis(redis.host, redis.port, 1_000, redis.password))) {
    await redis.stop();
    shared.redis = await startPrivateRedis({ dir: redis.dir, port: redis.port });
  }
};

export type WorkerBed = {
  readonly dir: string;
  /** The directory of the file's Redis, for a test that restarts it on its port. */
  readonly redisDir: string;
  /** Replaced by a test that restarts Redis, so the bed hands the running one back to the file. */
  redis: PrivateRedis;
  readonly queues: Queues;
  readonly eventStore: EventStore;
  readonly sink: SmtpSink;
  readonly mailer: Mailer;
  readonly shared: FileRedis;
};

export const openWorkerBed = async (label: string, logger: Logger, shared: FileRedis): Promise<WorkerBed> => {
  await readyAndEmpty(shared);
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  const { redis } = shared;
  const queues = createQueues({ url: redis.url, logger });
  await queues.connection.flushdb();
  const eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const sink = await startSmtpSink();
  const mailer = createSmtpMailer({ url: sink.url });
  return { dir, redisDir: redis.dir, redis, queues, eventStore, sink, mailer, shared };
};

export const closeWorkerBed = async (bed: WorkerBed): Promise<void> => {
  await bed.queues.close(2_000);
  await bed.mailer.close();
  await bed.sink.close();
  await bed.eventStore.close();
  bed.shared.redis = bed.redis;
  rmSync(bed.dir, { recursive: true, force: true });
};

/** The bed of the test running (`useWorkerBed`), and what is to be undone after it before the bed closes. */
export type TestBed = WorkerBed &
  Readonly<{
    /** Undone after the test, the latest first, before the bed closes: a worker, a host, a child process. */
    cleanup: (step: () => Promise<void>) => void;
  }>;

/**
 * A bed for each test of the file, on the file's Redis (`useFileRedis`): opened before the test, closed after it
 * once the test's cleanups have run, so that nothing the test started outlives the queues and stores it used.
 * Read it from a hook or a test, not at import time.
 */
export const useWorkerBed = (label: string, logger: Logger): TestBed => {
  const shared = useFileRedis(label);
  const cleanups: (() => Promise<void>)[] = [];
  // One object for the whole file, as `useFileRedis`'s: each test's bed is opened into it.
  const bed = {
    cleanup: (step: () => Promise<void>) => {
      cleanups.push(step);
    },
  } as TestBed;

  beforeEach(async () => {
    Object.assign(bed, await openWorkerBed(label, logger, shared));
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await closeWorkerBed(bed);
  });

  return bed;
};

/**
 * A worker of the test's own on `queueName`, closed after the test, that takes over the job of a child worker the
 * test killed (testing/childWorker.ts) as soon as that job stalls.
 */
export const survivingWorker = (bed: TestBed, queueName: string, processor: Processor): Worker => {
  const worker = new Worker(queueName, processor, {
    connection: bed.queues.connection,
    prefix: QUEUE_PREFIX,
    stalledInterval: 300,
  });
  bed.cleanup(() => worker.close());
  return worker;
};

/** A child worker started by `startWorkerChild`: what it printed so far, and its SIGKILL (`killChild`). */
export type WorkerChild = Readonly<{ process: ChildProcess; output: () => string; kill: () => Promise<void> }>;

/**
 * Runs `script` (a testing/ child worker, found from the test's `import.meta.url`) with `args` in a child process,
 * killed after the test, once it says it is `ready`.
 */
export const startWorkerChild = async (bed: TestBed, script: URL, args: readonly string[]): Promise<WorkerChild> => {
  const child = spawn(process.execPath, [fileURLToPath(script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  bed.cleanup(() => killChild(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code})`)));
  });
  return { process: child, output: () => output, kill: () => killChild(child) };
};

/** SIGKILLs a child worker and waits for its exit, so it cannot touch the file's Redis after the next flush. */
export const killChild = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};

type Settling = Readonly<{
  eventStore: EventStore;
  queues: Queues;
  /** The reactors feeding the queues (a workers host's, which runs the product reactors in this order). */
  reactors: readonly Reactor[];
  /** The queues whose jobs must all be done. */
  queueNames: readonly string[];
  /** Which jobs count (default all), e.g. not the next run of a schedule, which is always delayed. */
  counts?: (job: Job<unknown>) => boolean;
}>;

const UNFINISHED: JobType[] = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'];

/**
 * The event types each product reactor subscribes to, in the order a workers host starts them. The registry (all
 * the workers) is imported here, when a test settles, not by every file that opens a bed.
 */
const productReactorTypes = async (
  deps: Readonly<{ eventStore: EventStore; queues: Queues }>,
): Promise<(readonly string[])[]> => {
  const { productReactors } = await import('../registry.ts');
  return productReactors({ ...deps, logger: silentLogger() }).map((definition) => definition.eventTypes);
};

/** For each list of type prefixes, the position of the last event of the log of one of those types. */
const lastPositions = async (
  eventStore: EventStore,
  typeLists: readonly (readonly string[])[],
): Promise<(Position | undefined)[]> => {
  const last: (Position | undefined)[] = typeLists.map(() => undefined);
  for await (const event of eventStore.readAll()) {
    typeLists.forEach((types, index) => {
      if (types.some((type) => event.type.startsWith(type))) last[index] = event.position;
    });
  }
  return last;
};

/**
 * Waits until nothing more can happen by itself: every reactor has handled the last event of its types in the
 * log and no job of the given queues is waiting, delayed or running, and the log did not grow meanwhile (a job
 * that appended an event may feed a reactor again). What a test asserts after it is final, without sleeping.
 * (A reactor's position reaches the head of the log only on an event of its own types, or at a progress
 * checkpoint written at most once a second: so it is compared with the last event it is given.)
 */
export const settled = async (options: Settling): Promise<void> => {
  const { eventStore, queues, reactors, queueNames, counts = () => true } = options;
  const typeLists = (await productReactorTypes(options)).slice(0, reactors.length);
  for (;;) {
    const head = await eventStore.headPosition();
    const targets = await lastPositions(eventStore, typeLists);
    await eventually(() =>
      reactors.every((reactor, index) => {
        const target = targets[index];
        const at = reactor.position();
        return target === undefined || (at !== null && comparePositions(at, target) >= 0);
      }),
    );
    await eventually(async () => {
      for (const name of queueNames) {
        const jobs = await queues.queue(name).getJobs(UNFINISHED);
        if (jobs.some((job) => job !== undefined && counts(job))) return false;
      }
      return true;
    });
    const after = await eventStore.headPosition();
    if (head === undefined ? after === undefined : after !== undefined && comparePositions(after, head) === 0) return;
  }
};
