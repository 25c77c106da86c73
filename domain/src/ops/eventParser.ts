import { staffRoles } from '@parks/schemas/roles';
import { type EventParser, event, eventParser, object, oneOf, text } from '../shared/shape.ts';
import type { OpsEvent } from './events.ts';

/** The ops action stream's parser: the command path and any reader of the ops history go through it. */
export const parseOpsEvent: EventParser<OpsEvent> = eventParser<OpsEvent>({
  ProjectionRebuildRequested: event(
    'ProjectionRebuildRequested',
    object({
      actionId: text,
      projection: text,
      reason: text,
      requestedBy: text,
      requestedByRole: oneOf(staffRoles),
      requestedAt: text,
    }),
  ),
  FailedJobRetried: event(
    'FailedJobRetried',
    object({
      actionId: text,
      queue: text,
      jobId: text,
      reason: text,
      retriedBy: text,
      retriedByRole: oneOf(staffRoles),
      retriedAt: text,
    }),
  ),
});
