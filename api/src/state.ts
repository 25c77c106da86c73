import type { Logger } from '@parks/infra/logging';
import type { AuthUser } from './auth/sessions.ts';

/** What the request-scoped middleware put on `ctx.state` for everything after them. */
export type AppState = {
  /** From a well-formed incoming X-Request-Id, or minted; echoed on the response. */
  requestId: string;
  /** The app logger bound to this request's id. */
  log: Logger;
  /** The signed-in user of a valid access token (api/src/auth/authenticate.ts); undefined otherwise. */
  user?: AuthUser;
  /** A user access token was sent but is expired, revoked or unknown (guards answer 401 auth.sessionExpired). */
  userTokenRejected?: boolean;
};
