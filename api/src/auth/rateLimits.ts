/**
 * Per client address limits on what anyone may call without signing in, in Redis (counters that expire by
 * themselves, shared by every API process): starting guest sessions (each one is a stream in the event store),
 * and trying promotional codes (guessing them). A limit is a number of uses per fixed window that starts at the
 * first use; over it, the caller gets 429 with Retry-After until the window ends.
 *
 * These limits protect the store; they must not take it down: when Redis does not answer, the call goes ahead
 * (and the failure is logged), unlike sign-in, which cannot work without Redis anyway.
 */

import { tokenHash } from '@parks/infra/tokens';
import type { MessageKey } from '@parks/schemas/messages/index';
import { registrationsPerAddressPerHour } from '@parks/schemas/registration';
import type { Redis } from 'ioredis';
import type { ParameterizedContext } from 'koa';
import { problemWith } from '../account/replies.ts';
import type { AppState } from '../state.ts';

export type RateRule = Readonly<{ limit: number; windowSeconds: number }>;

export type RateLimits = Readonly<{
  /** New guest sessions per address (POST /api/store/guestSession). */
  guestSessions: RateRule;
  /** Promotional codes that are not valid, per address (PUT /api/cart/addDiscount). */
  promoCodeFailures: RateRule;
  /** Portal self-registrations per address (POST /api/account/Register). */
  registrations: RateRule;
}>;

export const defaultRateLimits: RateLimits = {
  guestSessions: { limit: 30, windowSeconds: 60 },
  promoCodeFailures: { limit: 10, windowSeconds: 10 * 60 },
  registrations: { limit: registrationsPerAddressPerHour, windowSeconds: 60 * 60 },
};

export type RateVerdict = Readonly<{ allowed: true }> | Readonly<{ allowed: false; retryAfterSeconds: number }>;

export type RateLimiter = Readonly<{
  rule: RateRule;
  /** Counts one use by the address; refused once the window has had `limit` uses. */
  take: (address: string) => Promise<RateVerdict>;
  /** Takes a use back (it turned out not to count: a valid promotional code). */
  giveBack: (address: string) => Promise<void>;
}>;

const PREFIX = 'parks:rate';

export const createRateLimiter = (redis: Redis, name: string, rule: RateRule): RateLimiter => {
  const keyOf = (address: string) => `${PREFIX}:${name}:${tokenHash(address)}`;
  return {
    rule,
    take: async (address) => {
      const key = keyOf(address);
      const results = await redis
        .multi()
        .incr(key)
        .pexpire(key, rule.windowSeconds * 1000, 'NX')
        .pttl(key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      if (count <= rule.limit) return { allowed: true };
      const ttlMs = Number(results?.[2]?.[1] ?? 0);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    giveBack: async (address) => {
      const key = keyOf(address);
      // Only while the window lives: a DECR on an expired key would start a counter that never expires.
      await redis.eval(
        "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        key,
      );
    },
  };
};

export type RateLimiters = Readonly<{
  guestSessions: RateLimiter;
  promoCodes: RateLimiter;
  registrations: RateLimiter;
}>;

export const createRateLimiters = (redis: Redis, limits: RateLimits = defaultRateLimits): RateLimiters => ({
  guestSessions: createRateLimiter(redis, 'guest-sessions', limits.guestSessions),
  promoCodes: createRateLimiter(redis, 'promo-failures', limits.promoCodeFailures),
  registrations: createRateLimiter(redis, 'registrations', limits.registrations),
});

/**
 * Counts one use by the caller's address, or throws 429 `code` (text with `{seconds}` / `{minutes}`) with
 * Retry-After. Without a limiter (no Redis configured) or when Redis fails, the call goes ahead.
 * Answers whether a use was counted (so that it can be given back).
 */
export const takeOrRefuse = async (
  ctx: ParameterizedContext<AppState>,
  limiter: RateLimiter | undefined,
  code: MessageKey,
): Promise<boolean> => {
  if (limiter === undefined) return false;
  let verdict: RateVerdict;
  try {
    verdict = await limiter.take(ctx.ip);
  } catch (error) {
    ctx.state.log.warn({ err: error }, 'rate limit unavailable: call let through');
    return false;
  }
  if (verdict.allowed) return true;
  const seconds = verdict.retryAfterSeconds;
  throw problemWith(ctx, 429, code, { seconds, minutes: Math.ceil(seconds / 60) }, { 'Retry-After': String(seconds) });
};

/** Gives a counted use back; Redis trouble only costs the caller one use. */
export const giveBack = async (ctx: ParameterizedContext<AppState>, limiter: RateLimiter | undefined) => {
  try {
    await limiter?.giveBack(ctx.ip);
  } catch (error) {
    ctx.state.log.warn({ err: error }, 'rate limit unavailable: use not given back');
  }
};

/**
 * Runs `attempt` under a limit on failures: it counts as one use before it runs (so parallel tries cannot all
 * slip through), refused with 429 `refusal` once the window is used up, and the use is given back unless the
 * attempt failed in a way that counts (`isFailure`, e.g. a promotional code that is not valid).
 */
export const limitingFailures = async <T>(
  ctx: ParameterizedContext<AppState>,
  limiter: RateLimiter | undefined,
  refusal: MessageKey,
  isFailure: (error: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> => {
  const counted = await takeOrRefuse(ctx, limiter, refusal);
  try {
    const result = await attempt();
    if (counted) await giveBack(ctx, limiter);
    return result;
  } catch (error) {
    if (counted && !isFailure(error)) await giveBack(ctx, limiter);
    throw error;
  }
};
