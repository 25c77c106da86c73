/**
 * X-Request-Id in and out: a caller's (or proxy's) id is kept when it is short and plain, so it cannot
 * forge log lines; otherwise one is minted. Every log line of the request carries it (requestLog.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';

const wellFormed = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestId = (): Middleware<AppState> =>
  async function requestId(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = wellFormed.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    await next();
  };
