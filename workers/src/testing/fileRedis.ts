/**
 * One private Redis per test file: started in beforeAll, stopped in afterAll; each test flushes it (FLUSHDB)
 * before it starts, so tests stay independent without a redis-server start each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { afterAll, beforeAll } from 'vitest';

/** The Redis of one test file; `redis` is replaced by a test that restarts it (same dir, same port). */
export type FileRedis = {
  readonly dir: string;
  redis: PrivateRedis;
};

/**
 * Starts one private Redis for the calling test file (beforeAll) and stops it (afterAll). Read it from a hook
 * or a test, not at import time.
 */
export const useFileRedis = (label: string): FileRedis => {
  const holder = {} as FileRedis & { dir: string };
  beforeAll(async () => {
    holder.dir = mkdtempSync(join(tmpdir(), `${label}-redis-`));
    holder.redis = await startPrivateRedis({ dir: join(holder.dir, 'redis') });
  });
  afterAll(async () => {
    await holder.redis?.stop();
    if (holder.dir !== undefined) rmSync(holder.dir, { recursive: true, force: true });
  });
  return holder;
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; fails with a plain message after `timeoutMs`. */
export const eventually = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
};
