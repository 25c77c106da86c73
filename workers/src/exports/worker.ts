/**
 * The `exports` queue: one job per run of an export, its id the export id (made of the report, filter, format,
 * language and log position: the same request is the same job) and, from the second run on (asked again after a
 * cancel), the run's number, so the next run is a fresh job while the cancelled one's is kept; data
 * `{ exportId, attempt }` only; what was asked, and by whom, is read from the export stream when the job runs, so
 * no filter (which may hold a name) sits in Redis.
 */
import { tmpdir } from 'node:os';
import { type JobProcessor, jobIdFor, type Queues } from '@parks/infra/queues/queues';
import { type ExportPhase, exportPhases } from '@parks/schemas/admin/exports';
import type { Job } from 'bullmq';
import { type ExportDeps, type ExportOutcome, runExport } from './handler.ts';
import { removeOrphanSpools, spoolRootOf } from './spool.ts';

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

export const exportProcessor = (deps: ExportDeps): JobProcessor => {
  // A worker starts by removing the spools that killed workers left; its jobs wait for that.
  const root = spoolRootOf(deps.spoolDir ?? tmpdir());
  const cleared = removeOrphanSpools(root).then(
    (removed) => {
      if (removed.length > 0) deps.logger.info({ root, removed }, 'removed the spools of stopped export workers');
    },
    (error: unknown) => deps.logger.warn({ root, err: error }, 'could not remove old export spools'),
  );
  return async (job: Job<unknown>): Promise<ExportOutcome> => {
    await cleared;
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
};

export type ExportJobState = 'waiting' | 'running' | 'completed' | 'failed';

const jobStateOf = (state: string): ExportJobState =>
  state === 'active' ? 'running' : state === 'completed' ? 'completed' : state === 'failed' ? 'failed' : 'waiting';

const isPhase = (value: unknown): value is ExportPhase => exportPhases.some((phase) => phase === value);

const progressOf = (progress: unknown): Readonly<{ phase: ExportPhase; done: number; total: number }> => {
  if (typeof progress !== 'object' || progress === null) return { phase: 'reading', done: 0, total: 0 };
  const phase: unknown = Reflect.get(progress, 'phase');
  const done: unknown = Reflect.get(progress, 'done');
  const total: unknown = Reflect.get(progress, 'total');
  return {
    phase: isPhase(phase) ? phase : 'reading',
    done: typeof done === 'number' && Number.isSafeInteger(done) ? done : 0,
    total: typeof total === 'number' && Number.isSafeInteger(total) ? total : 0,
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
