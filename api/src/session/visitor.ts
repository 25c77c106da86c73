/**
 * Who is calling a cart or checkout route: the visitor of the `Authorization: Bearer <guest session token>`
 * header. No token, or one that is unknown or expired, is 401 (the web then asks for a new guest session);
 * a client-sent owner or cart id is never trusted.
 */
import type { ParameterizedContext } from 'koa';
import { ProblemError } from '../http/problems.ts';
import type { GuestSessions } from './guestSessions.ts';

export type VisitorOf = (ctx: ParameterizedContext<unknown>) => Promise<string>;

const bearerOf = (header: string): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
};

export const visitorGuard = (sessions: GuestSessions, clock: () => Date): VisitorOf =>
  async function visitorOf(ctx) {
    const token = bearerOf(ctx.get('Authorization'));
    if (token === undefined) {
      throw new ProblemError(401, 'auth.required', { headers: { 'WWW-Authenticate': 'Bearer realm="store"' } });
    }
    const visitor = await sessions.resolve(token, clock());
    if (visitor === null) {
      throw new ProblemError(401, 'auth.required', {
        headers: { 'WWW-Authenticate': 'Bearer realm="store", error="invalid_token"' },
      });
    }
    ctx.set('Cache-Control', 'no-store');
    return visitor.visitorId;
  };
