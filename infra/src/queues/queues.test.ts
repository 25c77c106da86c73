import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PrivateRedis, startPrivateRedis } from '../redis/privateRedis.ts';
import { eventually } from '../testing/eventually.ts';
import { createQueues, jobIdFor, type Queues } from './queues.ts';

let dir: string;
let redis: PrivateRedis;
let queues: Queues;

// One Redis for the file, emptied before each test (the restart test leaves it running on the same port).
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'queues-'));
  redis = await startPrivateRedis({ dir });
});

afterAll(async () => {
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** What the queues logged at warn and above in the current test, one JSON line each. */
let warnings: string[] = [];

beforeEach(async () => {
  warnings = [];
  queues = createQueues({
    url: redis.url,
    logger: pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) }),
  });
  await queues.connection.flushdb();
});

afterEach(async () => {
  await queues.close(2_000);
});

describe('jobIdFor', () => {
  it('joins the kind and the ids with dashes', () => {
    expect(jobIdFor('mail-order', 'ord-7f3a')).toBe('mail-order-ord-7f3a');
    expect(jobIdFor('export', 'b2b', '2026-11')).toBe('export-b2b-2026-11');
  });

  it('rejects colons, empty parts and a kind without an id', () => {
    expect(() => jobIdFor('mail-order', 'order:1')).toThrow(/':'/);
    expect(() => jobIdFor('mail-order', '')).toThrow();
    expect(() => jobIdFor('mail-order')).toThrow();
  });
});

describe('a job of a domain effect', () => {
  it('runs once when added twice with the same id, even after it has completed', async () => {
    const ran: string[] = [];
    queues.worker('mail', async (job: Job<unknown>) => {
      ran.push(String(job.id));
    });
    const queue = queues.queue('mail');
    const jobId = jobIdFor('mail-order', 'ord-1');
    await queue.add('confirmation', { orderId: 'ord-1' }, { jobId });
    await queue.add('confirmation', { orderId: 'ord-1' }, { jobId });
    await eventually(() => ran.length === 1);
    await queue.add('confirmation', { orderId: 'ord-1' }, { jobId });
    await queue.add('confirmation', { orderId: 'ord-2' }, { jobId: jobIdFor('mail-order', 'ord-2') });
    await eventually(() => ran.length === 2);
    // ord-2 was added after the third add of ord-1 and one job runs at a time, oldest first: had that add
    // queued a job, it would have run before ord-2. Nothing is left to run either.
    await expect
      .poll(() => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'completed'))
      .toEqual({ waiting: 0, active: 0, delayed: 0, prioritized: 0, completed: 2 });
    expect(ran).toEqual(['mail-order-ord-1', 'mail-order-ord-2']);
  });

  it('is retried after a failure', async () => {
    let attempts = 0;
    let succeeded = false;
    queues.worker('flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('transient');
      succeeded = true;
    });
    await queues.queue('flaky').add('x', {}, { jobId: jobIdFor('flaky', '1'), backoff: 10 });
    await eventually(() => succeeded);
    expect(attempts).toBe(2);
  });
});

describe('a worker', () => {
  it('closes gracefully while idle', async () => {
    const worker = queues.worker('idle', async () => {});
    await worker.waitUntilReady();
    await eventually(() => worker.isRunning());
    await queues.close(5_000);
    expect(worker.isRunning()).toBe(false);
    // Graceful: the workers closed within the grace, so nothing was forced (that path logs a warning).
    expect(warnings.filter((line) => line.includes('closing them anyway'))).toEqual([]);
  });

  it('finishes its active job before it closes', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const finished: string[] = [];
    let active = false;
    const worker = queues.worker('slow', async (job) => {
      active = true;
      await gate;
      finished.push(String(job.id));
    });
    const job = await queues.queue('slow').add('x', {}, { jobId: jobIdFor('slow', '1') });
    await eventually(() => active);
    const closing = new Promise((resolve) => worker.once('closing', resolve));
    let closeDone = false;
    const closed = queues.close(10_000).then(() => {
      closeDone = true;
    });
    // The worker is closing: its job is still running (in Redis too), and the close waits for it.
    await closing;
    expect(await job.getState()).toBe('active');
    expect(closeDone).toBe(false);
    expect(finished).toEqual([]);
    release();
    await closed;
    expect(finished).toEqual(['slow-1']);
  });

  it('survives a Redis restart and processes jobs added afterwards', async () => {
    const ran: string[] = [];
    const worker = queues.worker('durable', async (job) => {
      ran.push(String(job.id));
    });
    const queue = queues.queue('durable');
    await queue.add('x', {}, { jobId: jobIdFor('durable', 'before') });
    await eventually(() => ran.length === 1);

    const { port } = redis;
    await redis.stop();
    // The outage is seen by the clients before Redis comes back.
    await eventually(() => queues.connection.status !== 'ready');
    redis = await startPrivateRedis({ dir, port });

    await queue.add('x', {}, { jobId: jobIdFor('durable', 'after') });
    await eventually(() => ran.length === 2, 30_000);
    expect(ran).toEqual(['durable-before', 'durable-after']);
    expect(worker.isRunning()).toBe(true);
  });
});
