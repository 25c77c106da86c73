/** GET /ops/projections: the projection runtime's report (active and shadow collection, position, lag, …). */
import Router from '@koa/router';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import type { AppState } from '../state.ts';

export const projectionsReportRoutes = (projections: ProjectionRuntime) =>
  new Router<AppState>().get('/projections', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await projections.report();
  });
