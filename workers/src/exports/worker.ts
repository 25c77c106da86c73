/**
 * The `exports` queue: one job per run of an export, its id the export id (made of the report, filter, format,
 * language and log position: the same request is the same job) and, from the second run on (asked again after a
 * cancel), the run's number, so the next run is a fresh job while the cancelled one's is kept; data
 * `{ exportId, attempt }` only; what was asked, and by whom, is read from the export stream when the job runs, so
 * no filter (which may hold a name) sits in Redis.
 */
import { type JobProcessor, jobIdFor, type Queues } from '@parks/infra/queues/queues';
import type { Job } from 'bullmq';
import { type ExportDeps, type ExportOutcome, runExport } from './handler.ts';

export const EXPORTS_QUEUE = 'exports';
export const EXPORT_JOB = 'report-export';

/** The job of an export's run; the first run's keeps the id it had before runs were counted. */
export const exportJobId = (exportId: string, attempt = 1): string =>
  attempt <= 1 ? jobIdFor('export', exportId) : jobIdFor('export', exportId, String(attempt));

/** Adds the job of the export's run; adding it again while it is kept changes nothing. */
export const enqueueExport = async (queues: Queues, exportId: string, attempt = 1): Promise<void> => {
  await queues
    .queue(EXPORTS_QUEUE)
    .add(
      EXPORT_JOB,
      { exportId, attempt },
      { jobId: exportJobId(exportId, attempt), attempts: 3, backoff: { type: 'fixed', delay: 500 } },
    );
};

const runOf = (data: unknown): Readonly<{ exportId: string; attempt: number }> | null => {
  if (typeof data !== 'object' || data === null || !('exportId' in data)) return null;
  const id: unknown = Reflect.get(data, 'exportId');
  // Jobs added before runs were counted carry no attempt: the first run's.
  const attempt: unknown = Reflect.get(data, 'attempt') ?? 1;
  return typeof id === 'string' &&
    /^[0-9a-f]{16,64}$/.test(id) &&
    typeof attempt === 'number' &&
    Number.isSafeInteger(attempt) &&
    attempt >= 1
    ? { exportId: id, attempt }
    : null;
};

export const exportProcessor =
  (deps: ExportDeps): JobProcessor =>
  async (job: Job<unknown>): Promise<ExportOutcome> => {
    const run = runOf(job.data);
    if (job.name !== EXPORT_JOB || run === null) {
      deps.logger.warn(
        { queue: EXPORTS_QUEUE, jobId: job.id, jobName: job.name },
        'export job not understood; skipped',
      );
      return 'skipped';
    }
    return runExport(run, (report) => job.updateProgress(report), deps);
  };

export type ExportJobState = 'waiting' | 'running' | 'completed' | 'failed';

const jobStateOf = (state: string): ExportJobState =>
  state === 'active' ? 'running' : state === 'completed' ? 'completed' : state === 'failed' ? 'failed' : 'waiting';

const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;

/** The job's last report (handler.ts ExportProgressReport); a job that reported nothing yet is at pass 1, 0 of 0. */
const progressOf = (progress: unknown): Readonly<{ pass: number; done: number; total: number }> => {
  if (typeof progress !== 'object' || progress === null) return { pass: 1, done: 0, total: 0 };
  return {
    pass: Math.max(1, count(Reflect.get(progress, 'pass'), 1)),
    done: count(Reflect.get(progress, 'done'), 0),
    total: count(Reflect.get(progress, 'total'), 0),
  };
};

/** The queue as the API needs it (its ExportJobs): add the job of an export's run, read its state and progress. */
export const exportJobsOf = (queues: Queues) => ({
  enqueue: (exportId: string, attempt: number): Promise<void> => enqueueExport(queues, exportId, attempt),
  progress: async (exportId: string, attempt: number) => {
    const job = await queues.queue(EXPORTS_QUEUE).getJob(exportJobId(exportId, attempt));
    if (job === undefined) return null;
    return { state: jobStateOf(await job.getState()), ...progressOf(job.progress) };
  },
});
