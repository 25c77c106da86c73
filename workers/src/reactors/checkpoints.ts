/**
 * Where a reactor remembers how far it has read the log: a Redis key next to the jobs it enqueues
 * (`parks:reactors:<name>:checkpoint`), written after the jobs of the events it covers were added.
 * Keeping both in the one Redis is deliberate: Redis persists writes in order (AOF), so whatever it
 * loses in a crash is a suffix of them, and the checkpoint can never be ahead of the jobs it stands for.
 * (A checkpoint in the document store could survive a Redis loss that took the jobs with it, and those
 * mails would never be sent.) Losing the key only makes the reactor read from the start again, which
 * re-adds jobs that the job ids and the handlers' own "already done" checks make harmless.
 */
import type { Position } from '@parks/infra/eventStore/port';
import { QUEUE_PREFIX } from '@parks/infra/queues/queues';
import type { Redis } from 'ioredis';

export type ReactorCheckpoints = Readonly<{
  load: (reactor: string) => Promise<Position | null>;
  save: (reactor: string, position: Position) => Promise<void>;
  /** Back to the start of the log (ops: replay a reactor). */
  clear: (reactor: string) => Promise<void>;
}>;

const keyOf = (reactor: string): string => `${QUEUE_PREFIX}:reactors:${reactor}:checkpoint`;

const parse = (value: string | null): Position | null => {
  const match = value === null ? null : /^(\d+)\/(\d+)$/.exec(value);
  if (match === null) return null;
  return { commit: BigInt(match[1] ?? '0'), prepare: BigInt(match[2] ?? '0') };
};

export const redisCheckpoints = (redis: Redis): ReactorCheckpoints => ({
  load: async (reactor) => parse(await redis.get(keyOf(reactor))),
  save: async (reactor, position) => {
    await redis.set(keyOf(reactor), `${position.commit}/${position.prepare}`);
  },
  clear: async (reactor) => {
    await redis.del(keyOf(reactor));
  },
});
