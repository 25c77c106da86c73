import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { createQueues, jobIdFor, type Queues } from '@parks/infra/queues/queues';
import type { Worker } from 'bullmq';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productProcessors } from './registry.ts';
import { startWorkers } from './startWorkers.ts';
import { eventually, useFileRedis } from './testing/fileRedis.ts';

const fileRedis = useFileRedis('workers');
let dir: string;
let queues: Queues;
let eventStore: EventStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'workers-'));
  queues = createQueues({ url: fileRedis.redis.url, logger: silentLogger() });
  await queues.connection.flushdb();
  eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
});

afterEach(async () => {
  await queues.close(2_000);
  await eventStore.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the workers host', () => {
  it('starts with the product registry (no processors yet) and stops', async () => {
    const host = await startWorkers({ queues, eventStore, logger: silentLogger() });
    expect(host.queues).toEqual(productProcessors({ queues, eventStore, logger: silentLogger() }).map((p) => p.queue));
    await host.stop();
  });

  it('runs one worker per registered processor and lets an active job finish on stop', async () => {
    const seen: unknown[] = [];
    let active = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The same queues, with the workers the host starts on them in view.
    const workers: Worker<unknown>[] = [];
    const watched = {
      ...queues,
      worker: (...args: Parameters<typeof queues.worker>) => {
        const worker = queues.worker(...args);
        workers.push(worker);
        return worker;
      },
    };
    const host = await startWorkers({
      queues: watched,
      eventStore,
      logger: silentLogger(),
      processors: () => [
        {
          queue: 'greetings',
          processor: async (job) => {
            active = true;
            await gate;
            seen.push(job.data);
          },
        },
      ],
    });
    expect(host.queues).toEqual(['greetings']);
    const job = await queues.queue('greetings').add('hello', { id: 'g-1' }, { jobId: jobIdFor('greeting', 'g-1') });
    await eventually(() => active);
    const [worker] = workers;
    if (worker === undefined) throw new Error('the host started no worker');
    const closing = new Promise((resolve) => worker.once('closing', resolve));
    let stopDone = false;
    const stopped = host.stop(5_000).then(() => {
      stopDone = true;
    });
    // The host is closing its worker (its reactors are stopped): the job is still running, and so is the stop.
    await closing;
    expect(await job.getState()).toBe('active');
    expect(stopDone).toBe(false);
    expect(seen).toEqual([]);
    release();
    await stopped;
    expect(seen).toEqual([{ id: 'g-1' }]);
  });

  it('refuses two processors for one queue', async () => {
    const processor = async (): Promise<void> => {};
    await expect(
      startWorkers({
        queues,
        eventStore,
        logger: silentLogger(),
        processors: () => [
          { queue: 'twice', processor },
          { queue: 'twice', processor },
        ],
      }),
    ).rejects.toThrow(/two processors for the queue twice/);
  });
});
