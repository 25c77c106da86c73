/**
 * The `mail` queue: one job per order confirmation, id `mail-order-<orderId>` (adding it again while the
 * job is kept, 14 days, changes nothing), data `{ orderId }` only: the content is read from the order
 * stream when the job runs, so no personal data sits in Redis. A staff resend is one job per request,
 * `mail-resend-<orderId>-<requestId>`, data `{ orderId, requestId }` (the address stays in the order stream).
 */

import { type JobProcessor, jobIdFor, type Queues } from '@parks/infra/queues/queues';
import type { Job } from 'bullmq';
import {
  type ConfirmationMailDeps,
  type ConfirmationOutcome,
  type ResendOutcome,
  resendConfirmationMail,
  sendConfirmationMail,
} from './handler.ts';

export const MAIL_QUEUE = 'mail';
export const CONFIRMATION_JOB = 'order-confirmation';

export const confirmationMailJobId = (orderId: string): string => jobIdFor('mail-order', orderId);

/** A resend asked for by staff: one job per request id, so a request recorded once is mailed once. */
export const CONFIRMATION_RESEND_JOB = 'order-confirmation-resend';

export const confirmationResendJobId = (orderId: string, requestId: string): string =>
  jobIdFor('mail-resend', orderId, requestId);

const idOf = (data: unknown, key: 'orderId' | 'requestId'): string | null => {
  if (typeof data !== 'object' || data === null || !(key in data)) return null;
  const id: unknown = Reflect.get(data, key);
  return typeof id === 'string' && id !== '' && !id.includes(':') ? id : null;
};

/** Adds the resend job of a staff request (deduplicated by the request id). */
export const enqueueConfirmationResend = async (queues: Queues, orderId: string, requestId: string): Promise<void> => {
  await queues
    .queue(MAIL_QUEUE)
    .add(CONFIRMATION_RESEND_JOB, { orderId, requestId }, { jobId: confirmationResendJobId(orderId, requestId) });
};

/** Adds the confirmation job of an order (deduplicated by its id). */
export const enqueueConfirmationMail = async (queues: Queues, orderId: string): Promise<void> => {
  await queues.queue(MAIL_QUEUE).add(CONFIRMATION_JOB, { orderId }, { jobId: confirmationMailJobId(orderId) });
};

export const confirmationMailProcessor =
  (deps: ConfirmationMailDeps): JobProcessor =>
  async (job: Job<unknown>): Promise<ConfirmationOutcome | ResendOutcome | 'skipped'> => {
    const orderId = idOf(job.data, 'orderId');
    const requestId = idOf(job.data, 'requestId');
    if (job.name === CONFIRMATION_JOB && orderId !== null) return sendConfirmationMail(orderId, deps);
    if (job.name === CONFIRMATION_RESEND_JOB && orderId !== null && requestId !== null) {
      return resendConfirmationMail(orderId, requestId, deps);
    }
    deps.logger.warn({ queue: MAIL_QUEUE, jobId: job.id, jobName: job.name }, 'mail job not understood; skipped');
    return 'skipped';
  };
