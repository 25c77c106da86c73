/**
 * Report exports (issue 14, back-office.md §2 reports, §9): a BullMQ `exports` worker makes the file.
 *   POST   /api/Reports/Export?storeCode=         {reportId, filter, format, language?} → 202 the export's progress
 *   GET    /api/Reports/Export/{exportId}          {exportId, state, done, total}
 *   DELETE /api/Reports/Export/{exportId}          cancels it (its file is never stored)
 *   GET    /api/Reports/Export/{exportId}/File     the file, as an attachment named after its report and date
 *                                                  (`exportFileName`: orders-2026-11-28.txt, taxes-2026-11-28.xlsx)
 * Who may: the reports area (LMG, SuperUser). The export id is made of the report, filter, format, language and the
 * log position the report is read at, so an identical request is the same export and the same job; each requester
 * is recorded on the export stream and reads only the exports they asked for (another's is not found).
 */
import { exportDecider, exportIdOf } from '@parks/domain/exports/decider';
import { exportStreamOf } from '@parks/domain/exports/events';
import type { ExportStreamState } from '@parks/domain/exports/state';
import { mayRead } from '@parks/domain/exports/state';
import { foldStreamRevision, handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { reportPosition } from '@parks/projections/reports/exportPosition';
import {
  type ExportProgress,
  exportFileName,
  exportFiles,
  exportQuerySchema,
  exportRequestSchema,
} from '@parks/schemas/admin/exports';
import { type ReportFilter, type ReportId, validReportFilter, withAdminStore } from '@parks/schemas/admin/reports';
import { languageFromHeader } from '@parks/schemas/language';
import { isStaffRole } from '@parks/schemas/roles';
import type { ParameterizedContext } from 'koa';
import { eitherStoreAreaRoles } from '../auth/adminAreas.ts';
import { areaRolesFor, assertRole, forbidden, guardedRouter, requireRole } from '../auth/guards.ts';
import type { CommandDeps, ExportDeps, ExportJobs } from '../deps.ts';
import { ProblemError } from '../http/problems.ts';
import { validate } from '../http/validate.ts';
import type { AppState } from '../state.ts';

type Context = ParameterizedContext<AppState>;

/** The filter as the report's own schema reads it, so an export reads exactly what the report view shows. */
const filterOf = (reportId: ReportId, filter: unknown): ReportFilter => {
  try {
    return validReportFilter(reportId, filter);
  } catch (error) {
    throw new ProblemError(422, 'admin.exports.filterInvalid', { cause: error });
  }
};

/** The `exportId` of the path of a route of one export: not found unless well formed. */
const exportIdChecked = validate({ params: { exportId: 'admin.exports.notFound' } });

/** What the export routes need: export commands, the exports' queue and files. */
export type ExportRouteDeps = Pick<CommandDeps, 'eventStore' | 'clock'> & ExportDeps;

export const exportRoutes = (deps: ExportRouteDeps) => {
  const staff = (ctx: Context) => {
    const user = assertRole(ctx, areaRolesFor(ctx, 'reports'));
    if (!isStaffRole(user.role)) throw forbidden();
    return { userId: user.id, role: user.role };
  };

  const jobs = (): ExportJobs => {
    if (deps.exportJobs === undefined) throw new ProblemError(503, 'admin.exports.unavailable');
    return deps.exportJobs;
  };

  /** The export's stream, once the signed-in user is one who asked for it; anything else is not found. */
  const ownExport = async (ctx: Context, exportId: string): Promise<ExportStreamState> => {
    const actor = staff(ctx);
    const { state } = await foldStreamRevision(deps.eventStore, exportStreamOf(exportId), exportDecider);
    if (state.request === null || !mayRead(state, actor.userId)) throw new ProblemError(404, 'admin.exports.notFound');
    return state;
  };

  /** The name the export's file downloads under, as the worker stored it. */
  const fileNameOf = (request: NonNullable<ExportStreamState['request']>): string =>
    exportFileName(request.reportId, request.format, request.requestedAt);

  const progressOf = async (exportId: string, state: ExportStreamState): Promise<ExportProgress> => {
    // Asked for, by the time its progress is read (`ownExport`, or the request just recorded).
    if (state.request === null) throw new ProblemError(404, 'admin.exports.notFound');
    const fileName = fileNameOf(state.request);
    if (state.outcome.kind === 'completed') {
      const { rows, rowsAsOf } = state.outcome;
      return {
        exportId,
        state: 'completed',
        pass: 1,
        done: rows,
        total: rows,
        ...(rowsAsOf === null ? {} : { rowsAsOf }),
        fileName,
      };
    }
    const job = await jobs().progress(exportId, state.attempt);
    const seen = { pass: job?.pass ?? 1, done: job?.done ?? 0, total: job?.total ?? 0, fileName } as const;
    if (state.outcome.kind === 'cancelled') return { exportId, state: 'cancelled', ...seen };
    // A job that finished without a completion recorded yet is still writing its event: running, not done.
    const running = job?.state === 'completed' ? 'running' : (job?.state ?? 'waiting');
    return { exportId, state: running, ...seen };
  };

  return guardedRouter('/Reports/Export', requireRole(...eitherStoreAreaRoles('reports')))
    .post('/', validate({ query: exportQuerySchema, body: exportRequestSchema }), async (ctx) => {
      const actor = staff(ctx);
      const exportJobs = jobs();
      const { storeCode } = ctx.state.input.query;
      const input = ctx.state.input.body;
      const request = {
        reportId: input.reportId,
        // Read as the report view reads it: the asking store is part of the Orders report's filter (and so of the
        // export's identity) and of no other's.
        filter: filterOf(input.reportId, withAdminStore(input.reportId, input.filter, storeCode)),
        format: input.format,
        language: input.language ?? languageFromHeader(ctx.get('Accept-Language')),
        position: await reportPosition(deps.eventStore),
      };
      const exportId = exportIdOf(request);
      await handleCommand(deps.eventStore, exportStreamOf(exportId), exportDecider, {
        type: 'RequestExport',
        data: { ...request, exportId, actor },
        metadata: { now: deps.clock().toISOString(), userId: actor.userId },
      });
      // The job of the export's current run: a request after a cancel made the next run, a fresh job.
      const { state } = await foldStreamRevision(deps.eventStore, exportStreamOf(exportId), exportDecider);
      await exportJobs.enqueue(exportId, state.attempt);
      ctx.status = 202;
      ctx.body = await progressOf(exportId, state);
    })
    .get('/:exportId', exportIdChecked, async (ctx) => {
      const { exportId } = ctx.state.input.params;
      ctx.body = await progressOf(exportId, await ownExport(ctx, exportId));
    })
    .delete('/:exportId', exportIdChecked, async (ctx) => {
      const { exportId } = ctx.state.input.params;
      await ownExport(ctx, exportId);
      const actor = staff(ctx);
      await handleCommand(deps.eventStore, exportStreamOf(exportId), exportDecider, {
        type: 'CancelExport',
        data: { exportId, actor },
        metadata: { now: deps.clock().toISOString(), userId: actor.userId },
      });
      ctx.body = await progressOf(exportId, await ownExport(ctx, exportId));
    })
    .get('/:exportId/File', exportIdChecked, async (ctx) => {
      const { exportId } = ctx.state.input.params;
      const state = await ownExport(ctx, exportId);
      if (state.outcome.kind !== 'completed' || state.request === null) {
        throw new ProblemError(409, 'admin.exports.notReady');
      }
      const blob = deps.exportBlobs === undefined ? null : await deps.exportBlobs.get(state.outcome.blobId);
      if (blob === null) throw new ProblemError(503, 'admin.exports.unavailable');
      const file = exportFiles[state.request.format];
      ctx.attachment(fileNameOf(state.request), { type: 'attachment' });
      ctx.type = file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType;
      ctx.length = blob.metadata.size;
      ctx.set('Cache-Control', 'private, no-store');
      ctx.status = 200;
      ctx.body = blob.stream;
    });
};
