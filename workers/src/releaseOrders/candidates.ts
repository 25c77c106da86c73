/**
 * The portal orders waiting to be released for production, as far as the release reactor has read the log:
 * a Redis sorted set `parks:reactors:order-release-candidates:pending` of order ids, scored by the time
 * each became Pending (ops can see how long an order has waited). It is this worker's own read model, so
 * the release does not wait on, or break with, another team's projection. The reactor is its only writer, and writes it
 * before its checkpoint in the same Redis: an AOF that loses a suffix of writes can never leave the
 * checkpoint ahead of the set, and a lost checkpoint only replays the log, which rebuilds the same set (add
 * and remove are idempotent, applied in log order). It is a list of candidates, not the truth: each release
 * job decides from the order stream.
 */
import { QUEUE_PREFIX } from '@parks/infra/queues/queues';
import type { Redis } from 'ioredis';

export const RELEASE_CANDIDATES_KEY = `${QUEUE_PREFIX}:reactors:order-release-candidates:pending`;

export type ReleaseCandidates = Readonly<{
  /** The order became Pending at `since` (its score). */
  add: (orderId: string, since: Date) => Promise<void>;
  remove: (orderId: string) => Promise<void>;
  /**
   * Every candidate present for the whole scan, in batches (ZSCAN: one may appear twice; one added or removed
   * meanwhile may or may not appear).
   */
  scan: (batchSize?: number) => AsyncIterable<readonly string[]>;
  count: () => Promise<number>;
  /** Ops and tests: forget them all (the reactor rebuilds the set once its checkpoint is cleared too). */
  clear: () => Promise<void>;
}>;

export const releaseCandidates = (redis: Redis): ReleaseCandidates => ({
  add: async (orderId, since) => {
    const score = Number.isFinite(since.getTime()) ? since.getTime() : 0;
    await redis.zadd(RELEASE_CANDIDATES_KEY, score, orderId);
  },
  remove: async (orderId) => {
    await redis.zrem(RELEASE_CANDIDATES_KEY, orderId);
  },
  scan: async function* (batchSize = 500) {
    let cursor = '0';
    do {
      const [next, flat] = await redis.zscan(RELEASE_CANDIDATES_KEY, cursor, 'COUNT', batchSize);
      cursor = next;
      // ZSCAN answers member, score, member, score…
      const ids = flat.filter((_, index) => index % 2 === 0);
      if (ids.length > 0) yield ids;
    } while (cursor !== '0');
  },
  count: () => redis.zcard(RELEASE_CANDIDATES_KEY),
  clear: async () => {
    await redis.del(RELEASE_CANDIDATES_KEY);
  },
});
