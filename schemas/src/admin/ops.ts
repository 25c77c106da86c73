/**
 * The ops page (issue 14; LMG only): the projections' state, rebuilding one into a shadow collection, the worker
 * queues' depth and failed jobs, and retrying one.
 *   GET  /api/Ops/GetAll                              OpsStatusDto
 *   POST /api/Ops/Rebuild   {projection, reason}       202 OpsActionResultDto: the rebuild runs, the page polls GetAll
 *   POST /api/Ops/RetryJob  {queue, jobId, reason}     200 OpsActionResultDto
 * Projection and queue names are checked for their shape here and against what runs on the server there (404).
 */
import { type InferType, object } from 'yup';
import { idField, text } from '../fields.ts';
import { msg } from '../texts/messages/index.ts';

export const opsLimits = {
  reason: 500,
  /** Failed jobs listed per queue, newest first. */
  failedJobs: 20,
} as const;

export type OpsProjectionStatus = 'catchingUp' | 'live' | 'rebuilding' | 'stopped' | 'failed';

export type OpsProjectionDto = Readonly<{
  name: string;
  version: number;
  status: OpsProjectionStatus;
  collection: string;
  /** Last position applied (decimal), null before the first event. */
  position: string | null;
  headPosition: string | null;
  /** Events this projection handles that it has not applied yet (a lower bound past the scan limit). */
  lagEvents: number;
  lastError: string | null;
  updatedAt: string | null;
  /** While rebuilding: the shadow collection, how far it got and what it still has to apply. */
  rebuild: Readonly<{ collection: string; position: string | null; remainingEvents: number }> | null;
}>;

export type OpsFailedJobDto = Readonly<{
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  /** ISO time of the last failure, null when BullMQ has none. */
  failedAt: string | null;
}>;

export type OpsQueueDto = Readonly<{
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  failedJobs: readonly OpsFailedJobDto[];
}>;

export type OpsStatusDto = Readonly<{
  projections: readonly OpsProjectionDto[];
  /** Null when this server has no queue connection (no Redis): the page says so. */
  queues: readonly OpsQueueDto[] | null;
}>;

export type OpsActionResultDto = Readonly<{ actionId: string; message: string }>;

const reason = () => text(opsLimits.reason).required(msg('ops.reason.required'));

export const rebuildProjectionSchema = object({
  projection: idField(msg('ops.projection.unknown')).required(msg('ops.projection.unknown')),
  reason: reason(),
});
export type RebuildProjectionInput = InferType<typeof rebuildProjectionSchema>;

export const retryJobSchema = object({
  queue: idField(msg('ops.queue.unknown')).required(msg('ops.queue.unknown')),
  jobId: idField(msg('ops.job.notFailed')).required(msg('ops.job.notFailed')),
  reason: reason(),
});
export type RetryJobInput = InferType<typeof retryJobSchema>;
