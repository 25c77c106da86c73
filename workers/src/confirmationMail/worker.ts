/**
 * The `mail` queue: one job per order confirmation, id `mail-order-<orderId>` (adding it again while the
 * job is kept, 14 days, changes nothing), data `{ orderId }` only: the content is read from the order
 * stream when the job runs, so no personal data sits in Redis.
 */

import { type JobProcessor, jobIdFor, type Queues } from '@parks/infra/queues/queues';
import type { Job } from 'bullmq';
import { type ConfirmationMailDeps, type ConfirmationOutcome, sendConfirmationMail } from './handler.ts';

export const MAIL_QUEUE = 'mail';
export const CONFIRMATION_JOB = 'order-confirmation';

export const confirmationMailJobId = (orderId: string): string => jobIdFor('mail-order', orderId);

const orderIdOf = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null || !('orderId' in data)) return null;
  const { orderId } = data;
  return typeof orderId === 'string' && orderId !== '' && !orderId.includes(':') ? orderId : null;
};

/** Adds the confirmation job of an order (deduplicated by its id). */
export const enqueueConfirmationMail = async (queues: Queues, orderId: string): Promise<void> => {
  await queues.queue(MAIL_QUEUE).add(CONFIRMATION_JOB, { orderId }, { jobId: confirmationMailJobId(orderId) });
};

export const confirmationMailProcessor =
  (deps: ConfirmationMailDeps): JobProcessor =>
  async (job: Job<unknown>): Promise<ConfirmationOutcome | 'skipped'> => {
    const orderId = orderIdOf(job.data);
    if (job.name !== CONFIRMATION_JOB || orderId === null) {
      deps.logger.warn({ queue: MAIL_QUEUE, jobId: job.id, jobName: job.name }, 'mail job not understood; skipped');
      return 'skipped';
    }
    return sendConfirmationMail(orderId, deps);
  };
