/**
 * Slowing down password guessing, in Redis (shared by every API process), so that strangers cannot turn it
 * against users: nothing ever locks an account, and nothing one client address does stops another address.
 *
 * - per username and client address: a few free failures, then each further failure doubles the wait before the
 *   next try from that address (1 s, 2 s, 4 s … up to 5 min). An attacker slows down on the accounts they attack;
 *   the owner signing in from anywhere else is not affected.
 * - per client address over all usernames (credential stuffing, password spraying): after more free failures,
 *   a short wait (at most a few seconds) between tries, so a colleague behind the same NAT address still signs
 *   in after a few seconds whatever the failures of others.
 *
 * A caller who must wait gets `{allowed: false, retryAfterSeconds}` (the route answers 429 with Retry-After). An
 * allowed try is counted as a failure the moment it is claimed, atomically with the check (a Lua script), so
 * parallel tries cannot all slip through before the first failure is recorded; a success then takes its count
 * back (`succeeded`). The answer is the same whether the username exists or not: no username probing.
 * Password-reset e-mails are capped per username and address.
 */

import { tokenHash } from '@parks/infra/tokens';
import type { Redis } from 'ioredis';

export type DelayRule = Readonly<{ freeFailures: number; baseDelaySeconds: number; maxDelaySeconds: number }>;

export type ThrottleLimits = Readonly<{
  /** Failures are forgotten once none happened for this long. */
  windowSeconds: number;
  /** Per username and client address. */
  account: DelayRule;
  /** Per client address, whatever the username; keep `maxDelaySeconds` to a few seconds (shared addresses). */
  address: DelayRule;
  resetMailsPerUsername: number;
  resetRequestsPerAddress: number;
  resetWindowSeconds: number;
}>;

export const defaultThrottleLimits: ThrottleLimits = {
  windowSeconds: 15 * 60,
  account: { freeFailures: 3, baseDelaySeconds: 1, maxDelaySeconds: 5 * 60 },
  address: { freeFailures: 10, baseDelaySeconds: 1, maxDelaySeconds: 2 },
  resetMailsPerUsername: 3,
  resetRequestsPerAddress: 20,
  resetWindowSeconds: 60 * 60,
};

/** A try that may go ahead, to be handed back to `succeeded` when the password was right. */
export type ThrottleClaim = Readonly<{
  usernameKey: string;
  address: string;
  at: number;
  previousAddressFailureAt: number;
}>;

export type ThrottleVerdict =
  | Readonly<{ allowed: true; claim: ThrottleClaim }>
  | Readonly<{ allowed: false; retryAfterSeconds: number }>;

export type LoginThrottle = Readonly<{
  limits: ThrottleLimits;
  /** Whether the username may be tried from the address now; an allowed try counts as a failure until `succeeded`. */
  attempt: (usernameKey: string, address: string, now: Date) => Promise<ThrottleVerdict>;
  /** The claimed try was a success: it is not a failure, and the username's failures from that address are forgotten. */
  succeeded: (claim: ThrottleClaim) => Promise<void>;
  /** Forgets every failure of the username (a password reset: the new password starts with a clean slate). */
  clear: (usernameKey: string) => Promise<void>;
  /** Counts a reset request: whether to answer at all (address cap) and whether to send the mail (username cap). */
  resetRequest: (usernameKey: string, address: string) => Promise<{ allowed: boolean; sendMail: boolean }>;
}>;

const PREFIX = 'parks:auth:throttle';
/** One hash per username: `<address hash>:n` failures and `:t` time of the last one, per client address. */
const accountKey = (usernameKey: string) => `${PREFIX}:account:${tokenHash(usernameKey)}`;
const addressField = (address: string) => tokenHash(address).slice(0, 32);
/** One hash per client address: `n` failures and `t` time of the last one, whatever the username. */
const addressKey = (address: string) => `${PREFIX}:address:${tokenHash(address)}`;
const resetUserKey = (usernameKey: string) => `${PREFIX}:reset-user:${tokenHash(usernameKey)}`;
const resetAddressKey = (address: string) => `${PREFIX}:reset-address:${tokenHash(address)}`;

/** The wait after `failures` failures under `rule`, in seconds (0 while free). */
export const delayAfter = (failures: number, rule: DelayRule): number => {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.baseDelaySeconds * 2 ** Math.min(over - 1, 30), rule.maxDelaySeconds);
};

/**
 * KEYS: account hash, address hash. ARGV: address field, now (ms), window (ms), then the waits (ms) of the
 * account rule and of the address rule after 0, 1, 2 … failures, comma-separated (from `delayAfter`, the one
 * place the rule is written; the last one holds for more failures). Answers {wait ms, previous address `t`}: a
 * wait above 0 refuses the try and changes nothing; otherwise the try is counted as a failure of both.
 */
const ATTEMPT = `
local function delay(n, table)
  local waits = {}
  for wait in string.gmatch(table, '[^,]+') do waits[#waits + 1] = tonumber(wait) end
  if n + 1 > #waits then return waits[#waits] end
  return waits[n + 1]
end
local field = ARGV[1]
local now = tonumber(ARGV[2])
local pn = tonumber(redis.call('HGET', KEYS[1], field .. ':n') or '0')
local pt = tonumber(redis.call('HGET', KEYS[1], field .. ':t') or '0')
local an = tonumber(redis.call('HGET', KEYS[2], 'n') or '0')
local at = tonumber(redis.call('HGET', KEYS[2], 't') or '0')
local wait = math.max(pt + delay(pn, ARGV[4]) - now, at + delay(an, ARGV[5]) - now)
if wait > 0 then return {math.ceil(wait), at} end
redis.call('HINCRBY', KEYS[1], field .. ':n', 1)
redis.call('HSET', KEYS[1], field .. ':t', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('HINCRBY', KEYS[2], 'n', 1)
redis.call('HSET', KEYS[2], 't', ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return {0, at}
`;

/**
 * KEYS: account hash, address hash. ARGV: address field, time of the claim, previous address `t`. Forgets the
 * username's failures from the address, takes the claimed failure back from the address, and gives the address
 * its previous failure time back unless another failure came since.
 */
const SUCCEEDED = `
redis.call('HDEL', KEYS[1], ARGV[1] .. ':n', ARGV[1] .. ':t')
local n = tonumber(redis.call('HGET', KEYS[2], 'n') or '0')
if n > 0 then redis.call('HINCRBY', KEYS[2], 'n', -1) end
if redis.call('HGET', KEYS[2], 't') == ARGV[2] then redis.call('HSET', KEYS[2], 't', ARGV[3]) end
return 1
`;

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

export const createLoginThrottle = (redis: Redis, limits: ThrottleLimits = defaultThrottleLimits): LoginThrottle => {
  const windowMs = limits.windowSeconds * 1000;
  /** The waits after 0, 1, 2 … failures until the longest one, which then holds (the script's table). */
  const waitsOf = (rule: DelayRule): string => {
    const waits = [0];
    for (let failures = 1; waits.length < 200; failures += 1) {
      waits.push(delayAfter(failures, rule) * 1000);
      if (waits.at(-1) === rule.maxDelaySeconds * 1000) break;
    }
    return waits.join(',');
  };
  const accountWaits = waitsOf(limits.account);
  const addressWaits = waitsOf(limits.address);

  const incrementWithin = async (key: string, ttlMs: number): Promise<number> => {
    const results = await redis.multi().incr(key).pexpire(key, ttlMs, 'NX').exec();
    return asNumber(results?.[0]?.[1]);
  };

  return {
    limits,
    attempt: async (usernameKey, address, now) => {
      const at = now.getTime();
      const reply = await redis.eval(
        ATTEMPT,
        2,
        accountKey(usernameKey),
        addressKey(address),
        addressField(address),
        String(at),
        String(windowMs),
        accountWaits,
        addressWaits,
      );
      const [waitMs, previous] = Array.isArray(reply) ? reply.map(asNumber) : [0, 0];
      if (waitMs !== undefined && waitMs > 0) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      return { allowed: true, claim: { usernameKey, address, at, previousAddressFailureAt: previous ?? 0 } };
    },
    succeeded: async (claim) => {
      await redis.eval(
        SUCCEEDED,
        2,
        accountKey(claim.usernameKey),
        addressKey(claim.address),
        addressField(claim.address),
        String(claim.at),
        String(claim.previousAddressFailureAt),
      );
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
