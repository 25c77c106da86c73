/**
 * Sign-in sessions in Redis. A session (a "family") starts at sign-in and holds one refresh token at a time:
 * each refresh hands out a new access token and a new refresh token and retires the old one (rotation).
 * Showing a retired refresh token again means it was copied: the whole session is revoked (reuse detection),
 * except within a few seconds of its rotation, which is two tabs refreshing at once and only fails the late one.
 * Logout revokes the session; a password change or reset, a role change and a deactivation revoke all of the
 * user's sessions. Access tokens are opaque and checked in Redis on every call, so revocation is immediate.
 *
 * Why Redis and not an event stream: sessions are short-lived, looked up on every request and must expire by
 * themselves (TTL). None of it is a business fact worth keeping forever; the sign-ins themselves are recorded
 * in the user's stream (UserSignedIn). Losing Redis signs everyone out, which is safe.
 *
 * Keys (only token hashes, never tokens):
 *   parks:auth:access:<sha256>       → {userId, username, role, sessionId}            TTL 15 min
 *   parks:auth:refresh:<sha256>      → sessionId                                       TTL idle limit
 *   parks:auth:used:<sha256>         → "<sessionId> <rotatedAtMs>" (a retired token)   TTL session end
 *   parks:auth:session:<id>          → hash {userId, username, role, rememberme, expiresAt, refresh}
 *   parks:auth:session:<id>:access   → set of the session's access-token hashes
 *   parks:auth:user:<userId>         → set of the user's session ids
 */

import { isTokenOf, mintToken, randomId, tokenHash } from '@parks/infra/tokens';
import { accessTokenTtlSeconds, sessionLimits } from '@parks/schemas/auth';
import { isRole, type Role } from '@parks/schemas/roles';
import type { Redis } from 'ioredis';

export type SessionUser = Readonly<{ userId: string; username: string; role: Role }>;

/** Who is calling, as the authentication middleware puts it on `ctx.state.user`. */
export type AuthUser = Readonly<{ id: string; username: string; role: Role; sessionId: string }>;

export type IssuedSession = Readonly<{
  sessionId: string;
  accessToken: string;
  accessExpiresInSeconds: number;
  refreshToken: string;
  sessionExpiresAt: string;
  rememberme: boolean;
}>;

export type SessionLimits = Readonly<{
  accessTtlSeconds: number;
  session: Readonly<{ idleSeconds: number; absoluteSeconds: number }>;
  remembered: Readonly<{ idleSeconds: number; absoluteSeconds: number }>;
  /** A retired refresh token shown again within this time is a concurrent refresh, not a copy. */
  concurrentRefreshGraceMs: number;
}>;

export const defaultSessionLimits: SessionLimits = {
  accessTtlSeconds: accessTokenTtlSeconds,
  session: sessionLimits.session,
  remembered: sessionLimits.remembered,
  concurrentRefreshGraceMs: 10_000,
};

export type RefreshPeek =
  | Readonly<{ status: 'active'; sessionId: string; user: SessionUser; rememberme: boolean; expiresAtMs: number }>
  | Readonly<{ status: 'invalid' | 'reused' | 'concurrent' }>;

export type SessionStore = Readonly<{
  issue: (user: SessionUser, rememberme: boolean, now: Date) => Promise<IssuedSession>;
  /** The caller of an access token, or null when it is malformed, unknown, expired or revoked. */
  resolveAccess: (token: string) => Promise<AuthUser | null>;
  /** What a refresh token stands for; a reused one revokes its session before answering 'reused'. */
  peekRefresh: (token: string, now: Date) => Promise<RefreshPeek>;
  /** Retires `token` and hands out a new pair in the same session; null when it lost a race or was revoked. */
  rotate: (
    token: string,
    peek: RefreshPeek & { status: 'active' },
    user: SessionUser,
    now: Date,
  ) => Promise<IssuedSession | null>;
  revokeSession: (sessionId: string) => Promise<void>;
  revokeUser: (userId: string) => Promise<void>;
  /** How many sessions the user has open (ops and tests). */
  sessionCount: (userId: string) => Promise<number>;
}>;

const PREFIX = 'parks:auth';
const keys = {
  access: (hash: string) => `${PREFIX}:access:${hash}`,
  refresh: (hash: string) => `${PREFIX}:refresh:${hash}`,
  used: (hash: string) => `${PREFIX}:used:${hash}`,
  session: (id: string) => `${PREFIX}:session:${id}`,
  sessionAccess: (id: string) => `${PREFIX}:session:${id}:access`,
  user: (userId: string) => `${PREFIX}:user:${userId}`,
};

/**
 * Rotation in one step, so a revocation or a second refresh cannot interleave: the old refresh token must still
 * name this session and the session must still exist; then the old token is retired and the new pair stored.
 */
const ROTATE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('HSET', KEYS[3], 'refresh', ARGV[4], 'role', ARGV[5], 'username', ARGV[6])
redis.call('SET', KEYS[5], ARGV[7], 'PX', ARGV[8])
redis.call('SADD', KEYS[4], ARGV[9])
redis.call('SET', KEYS[6], ARGV[1], 'PX', ARGV[10])
return 1
`;

type AccessRecord = Readonly<{ userId: string; username: string; role: Role; sessionId: string }>;

const parseAccess = (text: string | null): AccessRecord | null => {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<AccessRecord>;
    const { userId, username, role, sessionId } = value;
    if (typeof userId !== 'string' || typeof username !== 'string' || typeof sessionId !== 'string') return null;
    return isRole(role) ? { userId, username, role, sessionId } : null;
  } catch {
    return null;
  }
};

export const createSessionStore = (redis: Redis, limits: SessionLimits = defaultSessionLimits): SessionStore => {
  const accessTtlMs = limits.accessTtlSeconds * 1000;
  const limitsOf = (rememberme: boolean) => (rememberme ? limits.remembered : limits.session);

  const revokeSession = async (sessionId: string): Promise<void> => {
    const [members, fields] = await Promise.all([
      redis.smembers(keys.sessionAccess(sessionId)),
      redis.hmget(keys.session(sessionId), 'refresh', 'userId'),
    ]);
    const [refresh, userId] = fields;
    const multi = redis.multi();
    for (const hash of members) multi.del(keys.access(hash));
    if (refresh) multi.del(keys.refresh(refresh));
    multi.del(keys.session(sessionId), keys.sessionAccess(sessionId));
    if (userId) multi.srem(keys.user(userId), sessionId);
    await multi.exec();
  };

  return {
    issue: async (user, rememberme, now) => {
      const { idleSeconds, absoluteSeconds } = limitsOf(rememberme);
      const sessionId = randomId();
      const accessToken = mintToken('access');
      const refreshToken = mintToken('refresh');
      const absoluteMs = absoluteSeconds * 1000;
      const expiresAtMs = now.getTime() + absoluteMs;
      const accessMs = Math.min(accessTtlMs, absoluteMs);
      const access: AccessRecord = { userId: user.userId, username: user.username, role: user.role, sessionId };
      await redis
        .multi()
        .hset(keys.session(sessionId), {
          userId: user.userId,
          username: user.username,
          role: user.role,
          rememberme: rememberme ? '1' : '0',
          expiresAt: String(expiresAtMs),
          refresh: tokenHash(refreshToken),
        })
        .pexpire(keys.session(sessionId), absoluteMs)
        .set(keys.access(tokenHash(accessToken)), JSON.stringify(access), 'PX', accessMs)
        .sadd(keys.sessionAccess(sessionId), tokenHash(accessToken))
        .pexpire(keys.sessionAccess(sessionId), absoluteMs)
        .set(keys.refresh(tokenHash(refreshToken)), sessionId, 'PX', Math.min(idleSeconds * 1000, absoluteMs))
        .sadd(keys.user(user.userId), sessionId)
        .pexpire(keys.user(user.userId), limits.remembered.absoluteSeconds * 1000)
        .exec();
      return {
        sessionId,
        accessToken,
        accessExpiresInSeconds: Math.floor(accessMs / 1000),
        refreshToken,
        sessionExpiresAt: new Date(expiresAtMs).toISOString(),
        rememberme,
      };
    },

    resolveAccess: async (token) => {
      if (!isTokenOf('access', token)) return null;
      const record = parseAccess(await redis.get(keys.access(tokenHash(token))));
      if (record === null) return null;
      // A session revoked while one of its tokens was being handed out leaves no session behind.
      if ((await redis.exists(keys.session(record.sessionId))) === 0) return null;
      return { id: record.userId, username: record.username, role: record.role, sessionId: record.sessionId };
    },

    peekRefresh: async (token, now) => {
      if (!isTokenOf('refresh', token)) return { status: 'invalid' };
      const hash = tokenHash(token);
      const sessionId = await redis.get(keys.refresh(hash));
      if (sessionId === null) {
        const used = await redis.get(keys.used(hash));
        if (used === null) return { status: 'invalid' };
        const [usedSession = '', rotatedAt = '0'] = used.split(' ');
        if (now.getTime() - Number(rotatedAt) <= limits.concurrentRefreshGraceMs) return { status: 'concurrent' };
        await revokeSession(usedSession);
        return { status: 'reused' };
      }
      const session = await redis.hgetall(keys.session(sessionId));
      const { userId, username, role, rememberme, expiresAt } = session;
      if (userId === undefined || username === undefined || !isRole(role)) return { status: 'invalid' };
      return {
        status: 'active',
        sessionId,
        user: { userId, username, role },
        rememberme: rememberme === '1',
        expiresAtMs: Number(expiresAt),
      };
    },

    rotate: async (token, peek, user, now) => {
      const remainingMs = peek.expiresAtMs - now.getTime();
      if (remainingMs <= 1000) return null;
      const { idleSeconds } = limitsOf(peek.rememberme);
      const oldHash = tokenHash(token);
      const accessToken = mintToken('access');
      const refreshToken = mintToken('refresh');
      const accessHash = tokenHash(accessToken);
      const refreshHash = tokenHash(refreshToken);
      const accessMs = Math.min(accessTtlMs, remainingMs);
      const access: AccessRecord = {
        userId: user.userId,
        username: user.username,
        role: user.role,
        sessionId: peek.sessionId,
      };
      const done = await redis.eval(
        ROTATE,
        6,
        keys.refresh(oldHash),
        keys.used(oldHash),
        keys.session(peek.sessionId),
        keys.sessionAccess(peek.sessionId),
        keys.access(accessHash),
        keys.refresh(refreshHash),
        peek.sessionId,
        `${peek.sessionId} ${now.getTime()}`,
        String(remainingMs),
        refreshHash,
        user.role,
        user.username,
        JSON.stringify(access),
        String(accessMs),
        accessHash,
        String(Math.min(idleSeconds * 1000, remainingMs)),
      );
      if (done !== 1) return null;
      // Forget the session's access tokens that have expired by themselves (the set only grows otherwise).
      const members = await redis.smembers(keys.sessionAccess(peek.sessionId));
      const alive = await Promise.all(members.map((hash) => redis.exists(keys.access(hash))));
      const dead = members.filter((_, index) => alive[index] === 0);
      if (dead.length > 0) await redis.srem(keys.sessionAccess(peek.sessionId), ...dead);
      return {
        sessionId: peek.sessionId,
        accessToken,
        accessExpiresInSeconds: Math.floor(accessMs / 1000),
        refreshToken,
        sessionExpiresAt: new Date(peek.expiresAtMs).toISOString(),
        rememberme: peek.rememberme,
      };
    },

    revokeSession,

    revokeUser: async (userId) => {
      const sessionIds = await redis.smembers(keys.user(userId));
      for (const sessionId of sessionIds) await revokeSession(sessionId);
      await redis.del(keys.user(userId));
    },

    sessionCount: async (userId) => {
      const sessionIds = await redis.smembers(keys.user(userId));
      const alive = await Promise.all(sessionIds.map((id) => redis.exists(keys.session(id))));
      return alive.filter((exists) => exists === 1).length;
    },
  };
};
