import type { Logger } from '@parks/infra/logging';

/** What the request-scoped middleware put on `ctx.state` for everything after them. */
export type AppState = {
  /** From a well-formed incoming X-Request-Id, or minted; echoed on the response. */
  requestId: string;
  /** The app logger bound to this request's id. */
  log: Logger;
};
