/**
 * The `release-orders` queue, two kinds of job (switched on the job name):
 *   - `release-sweep`, produced by the job scheduler `release-orders-sweep` every N minutes (upserted at
 *     start, so restarts and several worker processes keep one schedule): adds a release job for every
 *     candidate of the release reactor (candidates.ts);
 *   - `release-order`, id `release-order-<orderId>`, data `{ orderId, requestedBy? }` (ids only): runs the
 *     release (handler.ts). Added by the sweep, or on demand by `requestRelease` (the admin route).
 * A release job is removed once it completed: the order stream, not the job, remembers the release, and a
 * later request for the same order (say one made before the order was approved) must be able to run again.
 * While a job is waiting or running, adding it again is dropped by its id. A job that failed for good (store
 * down through all its attempts, or stalled too often) is kept for inspection and retried by the next request.
 */
import { type JobProcessor, jobIdFor, type Queues } from '@parks/infra/queues/queues';
import type { Job, JobsOptions } from 'bullmq';
import { releaseCandidates } from './candidates.ts';
import { RELEASE_SYSTEM_USER, type ReleaseDeps, type ReleaseOutcome, releaseOrder } from './handler.ts';

export const RELEASE_QUEUE = 'release-orders';
export const RELEASE_JOB = 'release-order';
export const SWEEP_JOB = 'release-sweep';
export const RELEASE_SCHEDULER = 'release-orders-sweep';

export const releaseJobId = (orderId: string): string => jobIdFor('release-order', orderId);

const releaseJobOptions = (orderId: string): JobsOptions => ({ jobId: releaseJobId(orderId), removeOnComplete: true });

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= 200 && !value.includes(':');

type ReleaseJobData = Readonly<{ orderId: string; requestedBy?: string }>;

const releaseDataOf = (data: unknown): ReleaseJobData | null => {
  if (typeof data !== 'object' || data === null || !('orderId' in data) || !isId(data.orderId)) return null;
  if (!('requestedBy' in data) || data.requestedBy === undefined) return { orderId: data.orderId };
  return isId(data.requestedBy) ? { orderId: data.orderId, requestedBy: data.requestedBy } : null;
};

export type EnqueuedRelease = 'added' | 'retried';

/**
 * Adds the release job of one order (dropped by its id while one is waiting or running); a job that had
 * failed for good is retried instead.
 */
export const enqueueRelease = async (
  queues: Queues,
  orderId: string,
  requestedBy?: string,
): Promise<EnqueuedRelease> => {
  if (!isId(orderId)) throw new Error(`not an order id: ${orderId}`);
  if (requestedBy !== undefined && !isId(requestedBy)) throw new Error(`not a user id: ${requestedBy}`);
  const queue = queues.queue(RELEASE_QUEUE);
  const existing = await queue.getJob(releaseJobId(orderId));
  if (existing !== undefined && (await existing.isFailed())) {
    await existing.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return 'retried';
  }
  const data: ReleaseJobData = requestedBy === undefined ? { orderId } : { orderId, requestedBy };
  await queue.add(RELEASE_JOB, data, releaseJobOptions(orderId));
  return 'added';
};

/**
 * The release on demand of the given orders, by the admin `requestedBy` (recorded as who released them, unless
 * a job of the same order was already waiting: that one runs, under its own requester). Checks every id
 * before adding any job. The admin API can get it injected by the composition root as a `RequestRelease`.
 */
export const requestRelease = async (
  queues: Queues,
  orderIds: readonly string[],
  requestedBy: string,
): Promise<void> => {
  const unique = [...new Set(orderIds)];
  const bad = [requestedBy, ...unique].find((id) => !isId(id));
  if (bad !== undefined) throw new Error(`not an id: ${bad}`);
  for (const orderId of unique) await enqueueRelease(queues, orderId, requestedBy);
};

export type RequestRelease = (orderIds: readonly string[], requestedBy: string) => Promise<void>;

/** One release job per candidate; returns how many were asked for. */
export const sweepReleaseCandidates = async (queues: Queues): Promise<number> => {
  let asked = 0;
  for await (const batch of releaseCandidates(queues.connection).scan()) {
    for (const orderId of batch) {
      if (!isId(orderId)) continue;
      await enqueueRelease(queues, orderId);
      asked += 1;
    }
  }
  return asked;
};

/** Default 5 minutes; `null` removes the schedule (releases then happen on demand only). */
export const DEFAULT_RELEASE_EVERY_MS = 5 * 60_000;

/**
 * Creates or updates the one schedule of the sweep. A new schedule (or a changed interval) sweeps first one
 * interval from now, not at once: a deploy releases nothing early. Upserting an unchanged schedule keeps its
 * next run (BullMQ only reads `startDate` when it has no previous run for this interval), so frequent restarts
 * never postpone the sweep, and every worker process can upsert it at start.
 */
export const scheduleReleaseSweep = async (queues: Queues, everyMs: number | null): Promise<void> => {
  const queue = queues.queue(RELEASE_QUEUE);
  if (everyMs === null) {
    await queue.removeJobScheduler(RELEASE_SCHEDULER);
    return;
  }
  if (!Number.isSafeInteger(everyMs) || everyMs < 100) throw new Error(`bad release interval: ${everyMs} ms`);
  await queue.upsertJobScheduler(
    RELEASE_SCHEDULER,
    { every: everyMs, startDate: Date.now() + everyMs },
    { name: SWEEP_JOB, data: {}, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
  );
};

export type SweepOutcome = Readonly<{ asked: number }>;

export const releaseOrdersProcessor =
  (deps: ReleaseDeps & Readonly<{ queues: Queues }>): JobProcessor =>
  async (job: Job<unknown>): Promise<ReleaseOutcome | SweepOutcome | 'skipped'> => {
    if (job.name === SWEEP_JOB) return { asked: await sweepReleaseCandidates(deps.queues) };
    const data = job.name === RELEASE_JOB ? releaseDataOf(job.data) : null;
    if (data === null) {
      deps.logger.warn(
        { queue: RELEASE_QUEUE, jobId: job.id, jobName: job.name },
        'release job not understood; skipped',
      );
      return 'skipped';
    }
    return releaseOrder(data.orderId, data.requestedBy ?? RELEASE_SYSTEM_USER, deps);
  };
