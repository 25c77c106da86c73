/**
 * Everything authentication needs, built once by createApp from `AppDeps.auth`: the Redis-backed sessions,
 * login throttle and reset tokens, the password hasher, the mailer of reset links, and the per-address rate
 * limits of what anyone may call without signing in (guest sessions, promotional codes).
 */
import type { Mailer } from '@parks/infra/mail/port';
import { Redis } from 'ioredis';
import { ProblemError } from '../http/problems.ts';
import { type Argon2Params, createPasswordHasher, type PasswordHasher } from './passwords.ts';
import { createPreviewLinks, type PreviewLinks } from './previews.ts';
import { createRateLimiters, defaultRateLimits, type RateLimiters, type RateLimits } from './rateLimits.ts';
import { createPasswordResets, type PasswordResets } from './resets.ts';
import { createSessionStore, defaultSessionLimits, type SessionLimits, type SessionStore } from './sessions.ts';
import { createLoginThrottle, defaultThrottleLimits, type LoginThrottle, type ThrottleLimits } from './throttle.ts';

export type AuthDeps = Readonly<{
  /** Sessions, throttle counters and reset tokens live here (see createAuthRedis). */
  redis: Redis;
  /** Sends password-reset links; without one, a reset request is answered but no mail leaves (logged). */
  mailer?: Mailer;
  /** Where the web app is reached, for the links in mails (never taken from the request's Host header). */
  publicUrl?: string;
  mailFrom?: string;
  /** Argon2id parameters of new hashes (default: OWASP's minimum; tests use cheaper ones). */
  passwordHashing?: Argon2Params;
  sessionLimits?: SessionLimits;
  throttleLimits?: Partial<ThrottleLimits>;
  rateLimits?: Partial<RateLimits>;
}>;

export type Auth = Readonly<{
  sessions: SessionStore;
  throttle: LoginThrottle;
  resets: PasswordResets;
  /** The preview links of catalogue revisions (previews.ts). */
  previews: PreviewLinks;
  passwords: PasswordHasher;
  /** Not wrapped in 503s: a limit lets the call through when Redis fails (see rateLimits.ts). */
  rateLimits: RateLimiters;
  mailer: Mailer | undefined;
  publicUrl: string;
  mailFrom: string;
}>;

export const DEFAULT_MAIL_FROM = 'no-reply@store.parks.example';

/**
 * The same service whose every call that fails (Redis down, timed out) fails as 503 `auth.unavailable`, never as
 * a 500 nor, worse, as "not signed in".
 */
const unavailableOnError = <T extends object>(service: T): T =>
  Object.fromEntries(
    Object.entries(service).map(([name, member]) => [
      name,
      typeof member === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (member as (...inner: unknown[]) => Promise<unknown>)(...args);
            } catch (error) {
              throw new ProblemError(503, 'auth.unavailable', { cause: error, headers: { 'Retry-After': '5' } });
            }
          }
        : member,
    ]),
  ) as T;

export const createAuth = (deps: AuthDeps): Auth => ({
  sessions: unavailableOnError(createSessionStore(deps.redis, deps.sessionLimits ?? defaultSessionLimits)),
  throttle: unavailableOnError(createLoginThrottle(deps.redis, { ...defaultThrottleLimits, ...deps.throttleLimits })),
  resets: unavailableOnError(createPasswordResets(deps.redis)),
  previews: unavailableOnError(createPreviewLinks(deps.redis)),
  passwords: createPasswordHasher(deps.passwordHashing),
  rateLimits: createRateLimiters(deps.redis, { ...defaultRateLimits, ...deps.rateLimits }),
  mailer: deps.mailer,
  publicUrl: (deps.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
  mailFrom: deps.mailFrom ?? DEFAULT_MAIL_FROM,
});

/**
 * The API's Redis connection for authentication: a command fails after one retry instead of waiting for a
 * reconnection, so a sign-in during a Redis outage answers 503 at once rather than hanging.
 */
export const createAuthRedis = (url: string): Redis => {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    connectionName: 'parks-auth',
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  redis.on('error', () => {}); // reported per request (503 auth.unavailable) and by /ready
  return redis;
};

/** Where people reach the store, for links in mails: PUBLIC_URL when set, else the address the API listens on. */
export const publicUrlOf = (env: Readonly<Record<string, string | undefined>>, host: string, port: number): string => {
  const configured = env.PUBLIC_URL?.trim();
  if (configured !== undefined && /^https?:\/\/[^\s/]+/.test(configured)) return configured.replace(/\/+$/, '');
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
};
