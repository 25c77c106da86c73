/** GET /health (the process is up) and GET /ready (it can serve: 503 naming the failing check). */
import Router from '@koa/router';
import type { HealthDto } from '@parks/schemas/health';
import { checkReadiness, type ReadinessDeps } from '../ops/readiness.ts';
import type { AppState } from '../state.ts';

export const healthRoutes = (deps: ReadinessDeps & Readonly<{ readinessTimeoutMs: number }>) =>
  new Router<AppState>()
    .get('/health', (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      const body: HealthDto = { status: 'ok' };
      ctx.body = body;
    })
    .get('/ready', async (ctx) => {
      const readiness = await checkReadiness(deps, deps.readinessTimeoutMs);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = readiness.status === 'ready' ? 200 : 503;
      ctx.body = readiness;
    });
