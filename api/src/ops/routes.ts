/** Everything under /ops, behind opsAccess. */
import Router from '@koa/router';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import type { AppState } from '../state.ts';
import { opsAccess } from './opsAccess.ts';
import { projectionsReportRoutes } from './projectionsReport.ts';

export const opsRoutes = (deps: Readonly<{ opsToken: string | undefined; projections: ProjectionRuntime }>) => {
  const report = projectionsReportRoutes(deps.projections);
  return new Router<AppState>({ prefix: '/ops' })
    .use(opsAccess(deps.opsToken))
    .use(report.routes(), report.allowedMethods());
};
