/**
 * The `exports` queue: one job per export, its id the export id (made of the report, filter, format, language and
 * log position: the same request is the same job), data `{ exportId }` only; what was asked, and by whom, is read
 * from the export stream when the job runs, so no filter (which may hold a name) sits in Redis.
 */
import { type JobProcessor, jobIdFor, type Queues } from '@parks/infra/queues/queues';
import type { Job } from 'bullmq';
import { type ExportDeps, type ExportOutcome, runExport } from './handler.ts';

export const EXPORTS_QUEUE = 'exports';
export const EXPORT_JOB = 'report-export';

export const exportJobId = (exportId: string): string => jobIdFor('export', exportId);

/** Adds the export's job; adding it again while it is kept changes nothing. */
export const enqueueExport = async (queues: Queues, exportId: string): Promise<void> => {
  await queues
    .queue(EXPORTS_QUEUE)
    .add(
      EXPORT_JOB,
      { exportId },
      { jobId: exportJobId(exportId), attempts: 3, backoff: { type: 'fixed', delay: 500 } },
    );
};

const exportIdOf = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null || !('exportId' in data)) return null;
  const id: unknown = Reflect.get(data, 'exportId');
  return typeof id === 'string' && /^[0-9a-f]{16,64}$/.test(id) ? id : null;
};

export const exportProcessor =
  (deps: ExportDeps): JobProcessor =>
  async (job: Job<unknown>): Promise<ExportOutcome> => {
    const exportId = exportIdOf(job.data);
    if (job.name !== EXPORT_JOB || exportId === null) {
      deps.logger.warn(
        { queue: EXPORTS_QUEUE, jobId: job.id, jobName: job.name },
        'export job not understood; skipped',
      );
      return 'skipped';
    }
    return runExport(exportId, (report) => job.updateProgress(report), deps);
  };

export type ExportJobState = 'waiting' | 'running' | 'completed' | 'failed';

const jobStateOf = (state: string): ExportJobState =>
  state === 'active' ? 'running' : state === 'completed' ? 'completed' : state === 'failed' ? 'failed' : 'waiting';

const progressOf = (progress: unknown): Readonly<{ done: number; total: number }> => {
  if (typeof progress !== 'object' || progress === null) return { done: 0, total: 0 };
  const done: unknown = Reflect.get(progress, 'done');
  const total: unknown = Reflect.get(progress, 'total');
  return {
    done: typeof done === 'number' && Number.isSafeInteger(done) ? done : 0,
    total: typeof total === 'number' && Number.isSafeInteger(total) ? total : 0,
  };
};

/** The queue as the API needs it (its ExportJobs): add an export's job, read its state and progress. */
export const exportJobsOf = (queues: Queues) => ({
  enqueue: (exportId: string): Promise<void> => enqueueExport(queues, exportId),
  progress: async (exportId: string) => {
    const job = await queues.queue(EXPORTS_QUEUE).getJob(exportJobId(exportId));
    if (job === undefined) return null;
    return { state: jobStateOf(await job.getState()), ...progressOf(job.progress) };
  },
});
