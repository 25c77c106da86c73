/**
 * The API and the workers of one process, as the server runs them, for the end-to-end test files: the test API of
 * `fileTestApi` and a workers host over its event store, on queues in a private Redis of the file's own (the API's
 * harness has its own Redis for sessions). Started in `beforeAll` (the queues first, so that the API may be given
 * them), stopped in `afterAll` (the workers first). Each test file calls it once at its top level.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FileTestApi, type FileTestApiOptions, fileTestApi } from '@parks/api/testing/fileTestApi';
import type { TestApi } from '@parks/api/testing/testApi';
import { silentLogger } from '@parks/infra/logging';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import type { WorkerDeps } from '@parks/workers/registry';
import { startWorkers, type WorkersHost } from '@parks/workers/startWorkers';
import { afterAll, beforeAll } from 'vitest';

/** What the workers are given besides the queues, the event store and the logger. */
export type WorkersOf = Omit<WorkerDeps, 'queues' | 'eventStore' | 'logger'>;

export type ApiWithWorkers = FileTestApi &
  Readonly<{
    /** The file's temp dir (the workers' files, such as mails, go under it). */
    readonly dir: string;
    readonly queues: Queues;
  }>;

export const apiWithWorkers = (
  label: string,
  setup: Readonly<{
    /** The API's options, given the queues (for its export jobs). */
    api?: (queues: Queues) => FileTestApiOptions;
    /** The workers' own deps, given the started API and the file's temp dir. */
    workers: (server: TestApi, dir: string) => WorkersOf;
  }>,
): ApiWithWorkers => {
  const logger = silentLogger();
  let dir: string | undefined;
  let redis: PrivateRedis | undefined;
  let queues: Queues | undefined;
  let host: WorkersHost | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the API and the workers start in beforeAll');
    return value;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `${label}-`));
    redis = await startPrivateRedis({ dir: join(dir, 'redis') });
    queues = createQueues({ url: redis.url, logger });
  });
  const api = fileTestApi(() => setup.api?.(started(queues)) ?? {});
  beforeAll(async () => {
    host = await startWorkers({
      queues: started(queues),
      eventStore: api.server.eventStore,
      logger,
      // Releases on demand only: no schedule runs behind a test's back.
      releaseEveryMs: null,
      ...setup.workers(api.server, started(dir)),
    });
  }, 60_000);

  // Registered after the API's, so run before it: the workers stop while the API they work for still runs.
  afterAll(async () => {
    await host?.stop(2_000);
    await queues?.close(2_000);
    await redis?.stop();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  return {
    get server() {
      return api.server;
    },
    call: api.call,
    user: api.user,
    as: api.as,
    head: api.head,
    get dir() {
      return started(dir);
    },
    get queues() {
      return started(queues);
    },
  };
};
