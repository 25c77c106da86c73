/**
 * The registration mails on the `mail` queue, ids only in Redis (the mail is read from the user's stream when the job
 * runs): the verification link, job `mail-registration-link-<userId>`, and staff's decision,
 * `mail-registration-decision-<userId>` (one decision per registration, so adding it again changes nothing).
 */
import { isUserId } from '@parks/domain/users/streams';
import { jobIdFor, type Queues } from '@parks/infra/queues/queues';
import type { Job } from 'bullmq';
import { MAIL_QUEUE } from '../confirmationMail/worker.ts';
import {
  type RegistrationMailDeps,
  type RegistrationMailOutcome,
  sendRegistrationDecision,
  sendVerificationLink,
} from './handler.ts';

export const REGISTRATION_LINK_JOB = 'registration-link';
export const REGISTRATION_DECISION_JOB = 'registration-decision';
export const registrationJobNames: readonly string[] = [REGISTRATION_LINK_JOB, REGISTRATION_DECISION_JOB];

export const registrationLinkJobId = (userId: string): string => jobIdFor('mail-registration-link', userId);
export const registrationDecisionJobId = (userId: string): string => jobIdFor('mail-registration-decision', userId);

export const enqueueRegistrationLink = async (queues: Queues, userId: string): Promise<void> => {
  await queues.queue(MAIL_QUEUE).add(REGISTRATION_LINK_JOB, { userId }, { jobId: registrationLinkJobId(userId) });
};

export const enqueueRegistrationDecision = async (queues: Queues, userId: string): Promise<void> => {
  await queues
    .queue(MAIL_QUEUE)
    .add(REGISTRATION_DECISION_JOB, { userId }, { jobId: registrationDecisionJobId(userId) });
};

const userIdOf = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const userId: unknown = Reflect.get(data, 'userId');
  return isUserId(userId) ? userId : null;
};

/** Runs a registration mail job (`registrationJobNames`), or says it is not one (null). */
export const registrationMailProcessor =
  (deps: RegistrationMailDeps) =>
  async (job: Job<unknown>): Promise<RegistrationMailOutcome | 'skipped'> => {
    const userId = userIdOf(job.data);
    if (userId === null) {
      deps.logger.warn({ queue: MAIL_QUEUE, jobId: job.id, jobName: job.name }, 'registration mail job without a user');
      return 'skipped';
    }
    return job.name === REGISTRATION_LINK_JOB
      ? sendVerificationLink(userId, deps)
      : sendRegistrationDecision(userId, deps);
  };
