import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { createQueues, jobIdFor, type Queues } from '@parks/infra/queues/queues';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productProcessors } from './registry.ts';
import { startWorkers } from './startWorkers.ts';

let dir: string;
let redis: PrivateRedis;
let queues: Queues;
let eventStore: EventStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'workers-'));
  redis = await startPrivateRedis({ dir: join(dir, 'redis') });
  queues = createQueues({ url: redis.url, logger: silentLogger() });
  eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
});

afterEach(async () => {
  await queues.close(2_000);
  await eventStore.close();
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
});

const eventually = async (check: () => boolean, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

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
    const host = await startWorkers({
      queues,
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
    await queues.queue('greetings').add('hello', { id: 'g-1' }, { jobId: jobIdFor('greeting', 'g-1') });
    await eventually(() => active);
    const stopped = host.stop(5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
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
