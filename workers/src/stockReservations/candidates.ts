/**
 * The portal stock reservations the sweep will look at, as far as its reactor has read the log: a Redis sorted set
 * `parks:reactors:stock-reservations:live` of [productId, orderId] pairs (JSON), scored by the time each was
 * reserved, so the sweep reads only those past the hold. The reactor is its only writer (in log order, before its
 * checkpoint, as for the release candidates); the set is a list of candidates, not the truth: the sweep decides on
 * the streams. An entry the sweep found firm (its order recorded) or gave back leaves the set.
 */
import { QUEUE_PREFIX } from '@parks/infra/queues/queues';
import type { Redis } from 'ioredis';

export const RESERVATION_CANDIDATES_KEY = `${QUEUE_PREFIX}:reactors:stock-reservations:live`;

export type ReservationRef = Readonly<{ productId: string; orderId: string }>;

const memberOf = ({ productId, orderId }: ReservationRef): string => JSON.stringify([productId, orderId]);

const refOf = (member: string): ReservationRef | null => {
  try {
    const parsed: unknown = JSON.parse(member);
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [productId, orderId] = parsed;
    return typeof productId === 'string' && typeof orderId === 'string' ? { productId, orderId } : null;
  } catch {
    return null;
  }
};

export type ReservationCandidates = Readonly<{
  add: (ref: ReservationRef, reservedAt: Date) => Promise<void>;
  remove: (ref: ReservationRef) => Promise<void>;
  /** Up to `limit` reserved at or before `before`, oldest first. */
  due: (before: Date, limit: number) => Promise<readonly ReservationRef[]>;
  count: () => Promise<number>;
}>;

export const reservationCandidates = (redis: Redis): ReservationCandidates => ({
  add: async (ref, reservedAt) => {
    // A time that does not parse sorts first: the sweep then asks the stream, which keeps it (never past the hold).
    const score = Number.isFinite(reservedAt.getTime()) ? reservedAt.getTime() : 0;
    await redis.zadd(RESERVATION_CANDIDATES_KEY, score, memberOf(ref));
  },
  remove: async (ref) => {
    await redis.zrem(RESERVATION_CANDIDATES_KEY, memberOf(ref));
  },
  due: async (before, limit) => {
    const members = await redis.zrangebyscore(RESERVATION_CANDIDATES_KEY, '-inf', before.getTime(), 'LIMIT', 0, limit);
    return members.map(refOf).filter((ref) => ref !== null);
  },
  count: () => redis.zcard(RESERVATION_CANDIDATES_KEY),
});
