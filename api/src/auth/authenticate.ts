/**
 * Who is calling: a valid user access token (`Authorization: Bearer psa_…`) puts the user on `ctx.state.user`;
 * anything else leaves it undefined and lets the request go on (public routes stay public; the guest sessions of
 * the public store, `gst_…` tokens, are the store's to read). A user token that is expired, revoked or unknown
 * sets `ctx.state.userTokenRejected`, so a guard answers 401 `auth.sessionExpired` and the web refreshes.
 * When Redis cannot answer for a user token the call fails with 503 rather than running as anonymous.
 */

import { tokenKinds } from '@parks/infra/tokens';
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';
import type { Auth } from './auth.ts';

export const bearerOf = (header: string): string | undefined => /^Bearer[ ]+(\S+)\s*$/i.exec(header)?.[1];

export const authenticate = (auth: Auth | undefined): Middleware<AppState> =>
  async function authenticate(ctx, next) {
    const token = bearerOf(ctx.get('Authorization'));
    if (token?.startsWith(tokenKinds.access)) {
      if (auth === undefined) {
        ctx.state.userTokenRejected = true;
      } else {
        const user = await auth.sessions.resolveAccess(token); // 503 auth.unavailable when Redis cannot answer
        if (user === null) ctx.state.userTokenRejected = true;
        else ctx.state.user = user;
      }
    }
    await next();
  };
