import { adminAreaRoles } from '@parks/schemas/roles';
import type { StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import type { OpsCommand } from './commands.ts';
import { parseOpsEvent } from './eventParser.ts';
import type { OpsEvent } from './events.ts';

/** An action stream holds one action: once recorded, the same action id asked again records nothing more. */
export type OpsActionState = Readonly<{ recorded: boolean }>;

// The ops area is the same in both stores; b2b is the stricter reading should that ever change.
const mayRunOps = (role: string): boolean => adminAreaRoles('ops', 'b2b').some((allowed) => allowed === role);

const decide = (command: OpsCommand, state: OpsActionState): readonly OpsEvent[] => {
  const actor = actorOf(command.metadata);
  if (!mayRunOps(command.data.actorRole)) throw domainError('auth.permissionDenied', 403);
  if (command.data.reason.trim() === '') throw domainError('ops.reason.required', 422);
  if (state.recorded) return [];
  const { now } = command.metadata;
  switch (command.type) {
    case 'RequestProjectionRebuild': {
      const { actionId, projection, reason, actorRole, rebuilding } = command.data;
      if (rebuilding) throw domainError('ops.projection.rebuilding', 409);
      return [
        {
          type: 'ProjectionRebuildRequested',
          data: { actionId, projection, reason, requestedBy: actor, requestedByRole: actorRole, requestedAt: now },
        },
      ];
    }
    case 'RetryFailedJob': {
      const { actionId, queue, jobId, reason, actorRole, jobFailed } = command.data;
      if (!jobFailed) throw domainError('ops.job.notFailed', 404);
      return [
        {
          type: 'FailedJobRetried',
          data: { actionId, queue, jobId, reason, retriedBy: actor, retriedByRole: actorRole, retriedAt: now },
        },
      ];
    }
  }
};

export const opsDecider: StreamDecider<OpsActionState, OpsCommand, OpsEvent> = {
  decide,
  evolve: () => ({ recorded: true }),
  initialState: () => ({ recorded: false }),
  parse: parseOpsEvent,
};
