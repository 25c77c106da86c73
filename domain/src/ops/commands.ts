import type { StaffRole } from '@parks/schemas/roles';
import type { Command } from '../shared/decider.ts';

/**
 * What the runtime says right now comes in with the command (`rebuilding`, `jobFailed`): the decision stays pure
 * and the caller reads the projection registry or the queue just before deciding.
 */
export type RequestProjectionRebuild = Command<
  'RequestProjectionRebuild',
  {
    actionId: string;
    projection: string;
    reason: string;
    actorRole: StaffRole;
    /** The projection already has a shadow being filled. */
    rebuilding: boolean;
  }
>;

export type RetryFailedJob = Command<
  'RetryFailedJob',
  {
    actionId: string;
    queue: string;
    jobId: string;
    reason: string;
    actorRole: StaffRole;
    /** The job is among the queue's failed jobs. */
    jobFailed: boolean;
  }
>;

export type OpsCommand = RequestProjectionRebuild | RetryFailedJob;
