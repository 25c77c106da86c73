/**
 * POST /api/store/guestSession → 201 `{ token, expiresAt }`: a new guest session. The web keeps the token
 * (instead of the spec's client-made 'guest-' + timestamp id, which anyone could guess) and sends it as
 * `Authorization: Bearer <token>` on every cart and checkout call. Each session is a stream in the event store,
 * so their number per client address is limited (auth/rateLimits.ts; 429 `guestSession.tooMany` beyond it).
 */
import Router from '@koa/router';
import type { GuestSessionDto } from '@parks/schemas/store/dtos';
import { takeOrRefuse } from '../auth/rateLimits.ts';
import type { AuthDeps, CommandDeps } from '../deps.ts';
import type { AppState } from '../state.ts';
import type { GuestSessions } from './guestSessions.ts';

/** What the session routes need: the auth service (when there is one) and the clock. */
export type SessionRouteDeps = AuthDeps & Pick<CommandDeps, 'clock'>;

export const sessionRoutes = (deps: SessionRouteDeps, sessions: GuestSessions) =>
  new Router<AppState>({ prefix: '/store' }).post('/guestSession', async (ctx) => {
    await takeOrRefuse(ctx, deps.auth?.rateLimits.guestSessions, 'guestSession.tooMany');
    const session = await sessions.issue(deps.clock());
    const body: GuestSessionDto = { token: session.token, expiresAt: session.expiresAt };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = body;
  });
