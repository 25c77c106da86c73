/**
 * The `stock-reservations` queue: one kind of job, `stock-sweep` (handler.ts), produced by the job scheduler
 * `stock-reservations-sweep` every minute (upserted at start, so restarts and several worker processes keep one
 * schedule) or on demand by `requestStockSweep`. A reservation is then given back between 15 and 16 minutes after
 * it was taken, when its order was never recorded.
 */
import type { JobProcessor, Queues } from '@parks/infra/queues/queues';
import type { Job } from 'bullmq';
import { reservationCandidates } from './candidates.ts';
import { type StockSweepDeps, type StockSweepOutcome, sweepStockReservations } from './handler.ts';

export const STOCK_QUEUE = 'stock-reservations';
export const STOCK_SWEEP_JOB = 'stock-sweep';
export const STOCK_SCHEDULER = 'stock-reservations-sweep';
export const STOCK_SWEEP_EVERY_MS = 60_000;

const sweepJobOptions = { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } as const;

/** Creates or keeps the one schedule of the sweep (upserting an unchanged one keeps its next run). */
export const scheduleStockSweep = async (queues: Queues): Promise<void> => {
  await queues
    .queue(STOCK_QUEUE)
    .upsertJobScheduler(
      STOCK_SCHEDULER,
      { every: STOCK_SWEEP_EVERY_MS },
      { name: STOCK_SWEEP_JOB, data: {}, opts: sweepJobOptions },
    );
};

/** A sweep now (ops, tests): returns its job id, to follow it. */
export const requestStockSweep = async (queues: Queues): Promise<string> => {
  const job = await queues.queue(STOCK_QUEUE).add(STOCK_SWEEP_JOB, {}, sweepJobOptions);
  if (job.id === undefined) throw new Error('the stock sweep job got no id');
  return job.id;
};

export const stockSweepProcessor =
  (deps: Omit<StockSweepDeps, 'candidates'> & Readonly<{ queues: Queues }>): JobProcessor =>
  async (job: Job<unknown>): Promise<StockSweepOutcome | 'skipped'> => {
    if (job.name !== STOCK_SWEEP_JOB) {
      deps.logger.warn({ queue: STOCK_QUEUE, jobId: job.id, jobName: job.name }, 'stock job not understood; skipped');
      return 'skipped';
    }
    return sweepStockReservations({ ...deps, candidates: reservationCandidates(deps.queues.connection) });
  };
