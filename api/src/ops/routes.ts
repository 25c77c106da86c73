/** Everything under /ops, behind opsAccess. */
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import { guardedRouter } from '../auth/guards.ts';
import { opsAccess } from './opsAccess.ts';
import { projectionsReportRoutes } from './projectionsReport.ts';

export const opsRoutes = (deps: Readonly<{ opsToken: string | undefined; projections: ProjectionRuntime }>) => {
  const report = projectionsReportRoutes(deps.projections);
  // guardedRouter: the token is asked of /OPS/… too (a use-layer under a prefix would match /ops only).
  return guardedRouter('/ops', opsAccess(deps.opsToken)).use(report.routes(), report.allowedMethods());
};
