/**
 * Who is calling a cart or checkout route, and so who owns the cart: a signed-in user (a valid `psa_` user
 * access token, `ctx.state.user`: the owner is the user id), else the visitor of the
 * `Authorization: Bearer <guest session token>` header. No token, or one that is unknown or expired, is 401
 * (`auth.sessionExpired` for a user token that is no longer valid, so the web refreshes it; `auth.required`
 * otherwise, and the web asks for a new guest session). A client-sent owner or cart id is never trusted.
 */
import type { ParameterizedContext } from 'koa';
import { ProblemError } from '../http/problems.ts';
import type { AppState } from '../state.ts';
import type { GuestSessions } from './guestSessions.ts';

export type VisitorOf = (ctx: ParameterizedContext<AppState>) => Promise<string>;

const bearerOf = (header: string): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
};

export const visitorGuard = (sessions: GuestSessions, clock: () => Date): VisitorOf =>
  async function visitorOf(ctx) {
    const { user } = ctx.state;
    if (user !== undefined) {
      ctx.set('Cache-Control', 'no-store');
      return user.id;
    }
    if (ctx.state.userTokenRejected) {
      throw new ProblemError(401, 'auth.sessionExpired', {
        headers: { 'WWW-Authenticate': 'Bearer realm="parks", error="invalid_token"' },
      });
    }
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
