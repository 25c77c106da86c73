import type { StaffRole } from '@parks/schemas/roles';
import type { Event } from '../shared/decider.ts';

/**
 * What staff did from the ops page (issue 14), one stream per action (`opsAction-<actionId>`): the record of who
 * replayed which projection or retried which job, and why. The runtime's own state (the registry, BullMQ) says
 * how it went; these say who asked.
 */
export type ProjectionRebuildRequested = Event<
  'ProjectionRebuildRequested',
  {
    actionId: string;
    projection: string;
    reason: string;
    requestedBy: string;
    requestedByRole: StaffRole;
    requestedAt: string;
  }
>;

export type FailedJobRetried = Event<
  'FailedJobRetried',
  {
    actionId: string;
    queue: string;
    jobId: string;
    reason: string;
    retriedBy: string;
    retriedByRole: StaffRole;
    retriedAt: string;
  }
>;

export type OpsEvent = ProjectionRebuildRequested | FailedJobRetried;

export const opsEventTypes = [
  'ProjectionRebuildRequested',
  'FailedJobRetried',
] as const satisfies readonly OpsEvent['type'][];
