/**
 * What the ops page sees of the worker queues (issue 14): each queue's depth by state, its latest failed jobs, and
 * a retry of one failed job. Read through BullMQ's own Queue API (getJobCounts, getFailed, Job.retry), so the
 * figures are BullMQ's, whichever process runs the workers.
 */
import type { OpsFailedJobDto, OpsQueueDto } from '@parks/schemas/admin/ops';
import type { Job } from 'bullmq';
import type { Queues } from './queues.ts';

/** A queue's depth by state, as the ops page shows it. */
export type QueueCounts = Omit<OpsQueueDto, 'name' | 'failedJobs'>;

export type FailedJob = OpsFailedJobDto;

export type QueueInspector = Readonly<{
  /** The product's queues, in a stable order. */
  names: readonly string[];
  counts: (name: string) => Promise<QueueCounts>;
  /** The newest failed jobs first, at most `limit`. */
  failed: (name: string, limit: number) => Promise<readonly FailedJob[]>;
  isFailed: (name: string, jobId: string) => Promise<boolean>;
  /** Moves a failed job back to waiting; false when it is no longer failed (retried or removed meanwhile). */
  retry: (name: string, jobId: string) => Promise<boolean>;
}>;

const failedJobOf = (job: Job<unknown>): FailedJob => ({
  id: job.id ?? '',
  name: job.name,
  failedReason: (job.failedReason ?? '').slice(0, 500),
  attemptsMade: job.attemptsMade,
  failedAt: job.finishedOn === undefined ? null : new Date(job.finishedOn).toISOString(),
});

export const queueInspector = (queues: Queues, names: readonly string[]): QueueInspector => {
  const failedJob = async (name: string, jobId: string): Promise<Job<unknown> | null> => {
    const job = await queues.queue(name).getJob(jobId);
    if (job === undefined || job === null) return null;
    return (await job.getState()) === 'failed' ? job : null;
  };
  return {
    names,
    counts: async (name) => {
      const counts = await queues.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
      return {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        completed: counts.completed ?? 0,
      };
    },
    failed: async (name, limit) => {
      const jobs = await queues.queue(name).getFailed(0, Math.max(0, limit - 1));
      return jobs.filter((job): job is Job<unknown> => job !== undefined && job !== null).map(failedJobOf);
    },
    isFailed: async (name, jobId) => (await failedJob(name, jobId)) !== null,
    retry: async (name, jobId) => {
      const job = await failedJob(name, jobId);
      if (job === null) return false;
      await job.retry('failed');
      return true;
    },
  };
};
