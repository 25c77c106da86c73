/**
 * One log line per request (method, path, status, duration) from a child logger bound to the request id,
 * which handlers and the error listener use too. Probes (/health, /ready) log at debug to keep logs quiet.
 * Query strings and headers are not logged: they can carry tokens.
 */

import type { Logger } from '@parks/infra/logging';
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';

const probes = new Set(['/health', '/ready']);

export const requestLog = (logger: Logger): Middleware<AppState> =>
  async function requestLog(ctx, next) {
    const started = performance.now();
    ctx.state.log = logger.child({ reqId: ctx.state.requestId });
    try {
      await next();
    } finally {
      const fields = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (probes.has(ctx.path) && ctx.status < 500) ctx.state.log.debug(fields, 'request');
      else if (ctx.status >= 500) ctx.state.log.error(fields, 'request');
      else ctx.state.log.info(fields, 'request');
    }
  };
