/**
 * Password-reset tokens: one live token per user (asking again replaces it), usable once, for 30 minutes.
 * Only the token's hash is kept: `parks:auth:reset:<sha256>` → userId, and `parks:auth:reset-user:<userId>`
 * → the hash of the user's live token (to retire it when a new one is asked for).
 */

import { isTokenOf, mintToken, tokenHash } from '@parks/infra/tokens';
import { passwordResetTtlSeconds } from '@parks/schemas/auth';
import type { Redis } from 'ioredis';

export type PasswordResets = Readonly<{
  issue: (userId: string) => Promise<string>;
  /** The user of a live token, without using it up (to check the new password first). */
  peek: (token: string) => Promise<string | null>;
  /** The user of a live token, which is used up; null when unknown, expired or already used. */
  consume: (token: string) => Promise<string | null>;
}>;

const resetKey = (hash: string) => `parks:auth:reset:${hash}`;
const userKey = (userId: string) => `parks:auth:reset-user:${userId}`;

export const createPasswordResets = (redis: Redis, ttlSeconds = passwordResetTtlSeconds): PasswordResets => ({
  issue: async (userId) => {
    const token = mintToken('reset');
    const hash = tokenHash(token);
    const previous = await redis.get(userKey(userId));
    const multi = redis.multi();
    if (previous !== null) multi.del(resetKey(previous));
    await multi.set(resetKey(hash), userId, 'EX', ttlSeconds).set(userKey(userId), hash, 'EX', ttlSeconds).exec();
    return token;
  },
  peek: async (token) => (isTokenOf('reset', token) ? redis.get(resetKey(tokenHash(token))) : null),
  consume: async (token) => {
    if (!isTokenOf('reset', token)) return null;
    const hash = tokenHash(token);
    const userId = await redis.getdel(resetKey(hash));
    if (userId === null) return null;
    await redis.del(userKey(userId));
    return userId;
  },
});
