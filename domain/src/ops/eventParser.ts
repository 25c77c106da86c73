import { staffRoles } from '@parks/schemas/roles';
import { object, oneOf, streamParser, text } from '../shared/shape.ts';
import type { OpsEvent } from './events.ts';

/** The ops action stream's parser: the command path and any reader of the ops history go through it. */
export const parseOpsEvent = streamParser<OpsEvent>({
  ProjectionRebuildRequested: object({
    actionId: text,
    projection: text,
    reason: text,
    requestedBy: text,
    requestedByRole: oneOf(staffRoles),
    requestedAt: text,
  }),
  FailedJobRetried: object({
    actionId: text,
    queue: text,
    jobId: text,
    reason: text,
    retriedBy: text,
    retriedByRole: oneOf(staffRoles),
    retriedAt: text,
  }),
});
