/** A few headers every response gets: no MIME sniffing, no framing, a conservative referrer policy. */
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';

export const securityHeaders = (): Middleware<AppState> =>
  async function securityHeaders(ctx, next) {
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    await next();
  };
