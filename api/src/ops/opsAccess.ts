/**
 * Who may call /ops/*: with OPS_TOKEN, a request bearing it (compared in constant time: both sides are
 * hashed first, so neither the content nor the length leaks through timing); without it, loopback
 * clients only. The socket's address is used, never X-Forwarded-For, which any client can send.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { ProblemError } from '../http/problems.ts';
import type { AppState } from '../state.ts';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

export const tokensMatch = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));

export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined &&
  (address === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address));

export const opsAccess = (opsToken: string | undefined): Middleware<AppState> =>
  async function opsAccess(ctx, next) {
    if (opsToken === undefined) {
      if (!isLoopback(ctx.socket.remoteAddress)) throw new ProblemError(403, 'ops.loopbackOnly');
      return next();
    }
    const bearer = /^Bearer[ ]+([^\s]+)\s*$/i.exec(ctx.get('Authorization'))?.[1];
    if (bearer === undefined) {
      throw new ProblemError(401, 'auth.required', { headers: { 'WWW-Authenticate': 'Bearer realm="ops"' } });
    }
    if (!tokensMatch(bearer, opsToken)) throw new ProblemError(403, 'auth.forbidden');
    return next();
  };
