/**
 * The real pieces a worker test runs on, in a temp dir: a private Redis, the queues on it, a SQLite event
 * store and an in-process SMTP sink with a mailer pointed at it. Nothing of ours is mocked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import type { Logger } from '@parks/infra/logging';
import type { Mailer } from '@parks/infra/mail/port';
import { createSmtpMailer } from '@parks/infra/mail/smtpMailer';
import { type SmtpSink, startSmtpSink } from '@parks/infra/mail/testing/smtpSink';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';

export type WorkerBed = {
  readonly dir: string;
  /** Replaced by a test that restarts Redis, so the bed stops the one that is running. */
  redis: PrivateRedis;
  readonly queues: Queues;
  readonly eventStore: EventStore;
  readonly sink: SmtpSink;
  readonly mailer: Mailer;
};

export const openWorkerBed = async (label: string, logger: Logger): Promise<WorkerBed> => {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  const redis = await startPrivateRedis({ dir: join(dir, 'redis') });
  const queues = createQueues({ url: redis.url, logger });
  const eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const sink = await startSmtpSink();
  const mailer = createSmtpMailer({ url: sink.url });
  return { dir, redis, queues, eventStore, sink, mailer };
};

export const closeWorkerBed = async (bed: WorkerBed): Promise<void> => {
  await bed.queues.close(2_000);
  await bed.mailer.close();
  await bed.sink.close();
  await bed.eventStore.close();
  await bed.redis.stop();
  rmSync(bed.dir, { recursive: true, force: true });
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; fails with a plain message after `timeoutMs`. */
export const eventually = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
};
