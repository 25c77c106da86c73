/**
 * The back office's ops page (issue 14; LMG only, whatever the store: the role table's `ops` area):
 *   GET  /api/Ops/GetAll                            each projection's position, lag, status, last error and rebuild
 *                                                   progress; each worker queue's depth and latest failed jobs
 *   POST /api/Ops/Rebuild   {projection, reason}     records who asked and why, then rebuilds the projection into a
 *                                                   shadow collection while the active one keeps serving; the swap
 *                                                   happens when the shadow has caught up (the runtime's rebuild)
 *   POST /api/Ops/RetryJob  {queue, jobId, reason}   records who retried and why, then moves the failed job back
 * The decision (role, reason, already rebuilding, job not failed) is the ops decider's; the runtime's state and the
 * queue's are read just before it. The action is recorded before it runs: a refusal records nothing.
 */
import type { OpsCommand } from '@parks/domain/ops/commands';
import { opsDecider } from '@parks/domain/ops/decider';
import { opsActionStream } from '@parks/domain/ops/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { QueueInspector } from '@parks/infra/queues/inspect';
import type { ProjectionReport, ProjectionRuntime } from '@parks/projections/runtime/types';
import {
  type OpsActionResultDto,
  type OpsProjectionDto,
  type OpsQueueDto,
  type OpsStatusDto,
  opsLimits,
  rebuildProjectionSchema,
  retryJobSchema,
} from '@parks/schemas/admin/ops';
import { languageFromHeader } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { adminAreaRoles, isStaffRole, type StaffRole } from '@parks/schemas/roles';
import type { ParameterizedContext } from 'koa';
import { assertRole, forbidden, guardedRouter, requireRole } from '../auth/guards.ts';
import type { CommandDeps, OpsPageDeps, ReadDeps } from '../deps.ts';
import { ProblemError } from '../http/problems.ts';
import { validate } from '../http/validate.ts';
import type { AppState } from '../state.ts';

type Context = ParameterizedContext<AppState>;

// The same in both stores (schemas/src/roles.ts).
const opsRoles = adminAreaRoles('ops', 'b2b');

const projectionDto = (report: ProjectionReport): OpsProjectionDto => ({
  name: report.name,
  version: report.version,
  status: report.status,
  collection: report.collection,
  position: report.position,
  headPosition: report.headPosition,
  lagEvents: report.lagEvents,
  lastError: report.lastError,
  updatedAt: report.updatedAt,
  rebuild:
    report.shadowCollection === null
      ? null
      : {
          collection: report.shadowCollection,
          position: report.shadowPosition,
          remainingEvents: report.shadowLagEvents ?? 0,
        },
});

const queueDto = async (queues: QueueInspector, name: string): Promise<OpsQueueDto> => {
  const [counts, failedJobs] = await Promise.all([queues.counts(name), queues.failed(name, opsLimits.failedJobs)]);
  return { name, ...counts, failedJobs };
};

/** What the ops page needs: its actions' commands, the projections it reports and rebuilds, the queues. */
export type OpsRouteDeps = CommandDeps & ReadDeps & OpsPageDeps;

export const opsPageRoutes = (deps: OpsRouteDeps) => {
  const projections: ProjectionRuntime = deps.projections;

  const staff = (ctx: Context): { id: string; role: StaffRole } => {
    const user = assertRole(ctx, opsRoles);
    if (!isStaffRole(user.role)) throw forbidden();
    return { id: user.id, role: user.role };
  };

  const record = async (command: OpsCommand, actionId: string): Promise<void> => {
    const outcome = await handleCommand(deps.eventStore, opsActionStream(actionId), opsDecider, command);
    await deps.awaitProjections(outcome);
  };

  /**
   * Rebuilds this process started and that have not swapped yet: the registry shows a shadow only once the runtime
   * has prepared it, and two requests in that moment must not both start one.
   */
  const inFlight = new Set<string>();

  return guardedRouter('/Ops', requireRole(...opsRoles))
    .get('/GetAll', async (ctx) => {
      staff(ctx);
      const [reports, queues] = await Promise.all([
        projections.report(),
        deps.opsQueues === undefined
          ? Promise.resolve(null)
          : Promise.all(deps.opsQueues.names.map((name) => queueDto(deps.opsQueues as QueueInspector, name))),
      ]);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { projections: reports.map(projectionDto), queues } satisfies OpsStatusDto;
    })
    .post('/Rebuild', validate({ body: rebuildProjectionSchema }), async (ctx) => {
      const user = staff(ctx);
      const input = ctx.state.input.body;
      const report = (await projections.report()).find((item) => item.name === input.projection);
      if (report === undefined) throw new ProblemError(404, 'ops.projection.unknown');
      if (deps.rebuildsProjections !== true) throw new ProblemError(409, 'ops.projection.notRunning');
      const actionId = deps.ids.adminId('ops');
      const rebuilding = report.shadowCollection !== null || inFlight.has(input.projection);
      if (!rebuilding) inFlight.add(input.projection);
      try {
        await record(
          {
            type: 'RequestProjectionRebuild',
            data: {
              actionId,
              projection: input.projection,
              reason: input.reason,
              actorRole: user.role,
              rebuilding,
            },
            metadata: { now: deps.clock().toISOString(), userId: user.id },
          },
          actionId,
        );
      } catch (error) {
        if (!rebuilding) inFlight.delete(input.projection);
        throw error;
      }
      // The rebuild outlives the request: it ends with the swap, which the page follows through GetAll.
      void projections
        .rebuild(input.projection)
        .catch((error: unknown) => {
          deps.logger.error({ err: error, projection: input.projection, actionId }, 'projection rebuild failed');
        })
        .finally(() => inFlight.delete(input.projection));
      const language = languageFromHeader(ctx.get('Accept-Language'));
      ctx.status = 202;
      ctx.body = {
        actionId,
        message: translate(language, 'ops.rebuild.started', { name: input.projection }),
      } satisfies OpsActionResultDto;
    })
    .post('/RetryJob', validate({ body: retryJobSchema }), async (ctx) => {
      const user = staff(ctx);
      const input = ctx.state.input.body;
      const queues = deps.opsQueues;
      if (queues === undefined) throw new ProblemError(503, 'ops.queues.unavailable');
      if (!queues.names.includes(input.queue)) throw new ProblemError(404, 'ops.queue.unknown');
      const actionId = deps.ids.adminId('ops');
      await record(
        {
          type: 'RetryFailedJob',
          data: {
            actionId,
            queue: input.queue,
            jobId: input.jobId,
            reason: input.reason,
            actorRole: user.role,
            jobFailed: await queues.isFailed(input.queue, input.jobId),
          },
          metadata: { now: deps.clock().toISOString(), userId: user.id },
        },
        actionId,
      );
      // Retried by someone else between the check and now: the job runs again either way, which is what was asked.
      await queues.retry(input.queue, input.jobId);
      const language = languageFromHeader(ctx.get('Accept-Language'));
      ctx.body = {
        actionId,
        message: translate(language, 'ops.job.retried', { id: input.jobId }),
      } satisfies OpsActionResultDto;
    });
};
