/**
 * Slowing down password guessing, in Redis (counters that expire by themselves, shared by every API process):
 * - per username and client address: a few free failures, then each further failure doubles the wait before the
 *   next try (1 s, 2 s, 4 s … up to 5 min), answered 429 with Retry-After;
 * - per username from anywhere: after `accountLockFailures` failures within the window the account is locked for
 *   `lockSeconds` (the route records it as UserLockedOut in the user's stream; a password reset lifts it);
 * - per client address over all usernames (credential stuffing): a cap per window.
 * A success clears the username+address counter. Password-reset e-mails are capped per username and address.
 */
import type { Redis } from 'ioredis';
import { tokenHash } from './tokens.ts';

export type ThrottleLimits = Readonly<{
  windowSeconds: number;
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  accountLockFailures: number;
  lockSeconds: number;
  addressFailures: number;
  resetMailsPerUsername: number;
  resetRequestsPerAddress: number;
  resetWindowSeconds: number;
}>;

export const defaultThrottleLimits: ThrottleLimits = {
  windowSeconds: 15 * 60,
  freeFailures: 3,
  baseDelaySeconds: 1,
  maxDelaySeconds: 5 * 60,
  accountLockFailures: 20,
  lockSeconds: 15 * 60,
  addressFailures: 100,
  resetMailsPerUsername: 3,
  resetRequestsPerAddress: 20,
  resetWindowSeconds: 60 * 60,
};

export type ThrottleVerdict = Readonly<{ allowed: true }> | Readonly<{ allowed: false; retryAfterSeconds: number }>;

export type LoginThrottle = Readonly<{
  limits: ThrottleLimits;
  check: (usernameKey: string, address: string, now: Date) => Promise<ThrottleVerdict>;
  /** Counts a failure; answers how many the username has had from anywhere within the window. */
  recordFailure: (usernameKey: string, address: string, now: Date) => Promise<{ accountFailures: number }>;
  recordSuccess: (usernameKey: string, address: string) => Promise<void>;
  /** Forgets every failure of the username (a password reset: the new password starts with a clean slate). */
  clear: (usernameKey: string) => Promise<void>;
  /** Counts a reset request: whether to answer at all (address cap) and whether to send the mail (username cap). */
  resetRequest: (usernameKey: string, address: string) => Promise<{ allowed: boolean; sendMail: boolean }>;
}>;

const PREFIX = 'parks:auth:throttle';
/** One hash per username: `total` failures from anywhere, and `<address hash>:n` / `:t` per client address. */
const accountKey = (usernameKey: string) => `${PREFIX}:account:${tokenHash(usernameKey)}`;
const addressField = (address: string) => tokenHash(address).slice(0, 32);
const addressKey = (address: string) => `${PREFIX}:address:${tokenHash(address)}`;
const resetUserKey = (usernameKey: string) => `${PREFIX}:reset-user:${tokenHash(usernameKey)}`;
const resetAddressKey = (address: string) => `${PREFIX}:reset-address:${tokenHash(address)}`;

/** The wait after `failures` failures of one username from one address, in seconds (0 while free). */
export const delayAfter = (failures: number, limits: ThrottleLimits): number => {
  const over = failures - limits.freeFailures;
  if (over <= 0) return 0;
  return Math.min(limits.baseDelaySeconds * 2 ** Math.min(over - 1, 30), limits.maxDelaySeconds);
};

export const createLoginThrottle = (redis: Redis, limits: ThrottleLimits = defaultThrottleLimits): LoginThrottle => {
  const windowMs = limits.windowSeconds * 1000;

  const incrementWithin = async (key: string, ttlMs: number): Promise<number> => {
    const results = await redis.multi().incr(key).pexpire(key, ttlMs, 'NX').exec();
    const count = results?.[0]?.[1];
    return typeof count === 'number' ? count : 0;
  };

  return {
    limits,
    check: async (usernameKey, address, now) => {
      const field = addressField(address);
      const [[count, last], addressCount] = await Promise.all([
        redis.hmget(accountKey(usernameKey), `${field}:n`, `${field}:t`),
        redis.get(addressKey(address)),
      ]);
      if (Number(addressCount ?? 0) >= limits.addressFailures) {
        const ttl = await redis.pttl(addressKey(address));
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      }
      const delayMs = delayAfter(Number(count ?? 0), limits) * 1000;
      const waitMs = Number(last ?? 0) + delayMs - now.getTime();
      return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
    },
    recordFailure: async (usernameKey, address, now) => {
      const key = accountKey(usernameKey);
      const field = addressField(address);
      const [results] = await Promise.all([
        redis
          .multi()
          .hincrby(key, 'total', 1)
          .hincrby(key, `${field}:n`, 1)
          .hset(key, `${field}:t`, String(now.getTime()))
          .pexpire(key, windowMs)
          .exec(),
        incrementWithin(addressKey(address), windowMs),
      ]);
      const total = results?.[0]?.[1];
      return { accountFailures: typeof total === 'number' ? total : 0 };
    },
    recordSuccess: async (usernameKey, address) => {
      const field = addressField(address);
      await redis.hdel(accountKey(usernameKey), `${field}:n`, `${field}:t`);
    },
    clear: async (usernameKey) => {
      await redis.del(accountKey(usernameKey));
    },
    resetRequest: async (usernameKey, address) => {
      const windowResetMs = limits.resetWindowSeconds * 1000;
      const [byAddress, byUser] = await Promise.all([
        incrementWithin(resetAddressKey(address), windowResetMs),
        incrementWithin(resetUserKey(usernameKey), windowResetMs),
      ]);
      return {
        allowed: byAddress <= limits.resetRequestsPerAddress,
        sendMail: byUser <= limits.resetMailsPerUsername,
      };
    },
  };
};
