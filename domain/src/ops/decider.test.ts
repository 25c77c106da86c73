import type { StaffRole } from '@parks/schemas/roles';
import { describe, expect, it } from 'vitest';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { specFor } from '../testing/specFor.ts';
import type { OpsCommand, RequestProjectionRebuild, RetryFailedJob } from './commands.ts';
import { opsDecider } from './decider.ts';
import { parseOpsEvent } from './eventParser.ts';
import { type OpsEvent, opsEventTypes } from './events.ts';

const spec = specFor(opsDecider);
const now = '2026-11-27T09:00:00.000Z';

const rebuild = (
  data: Partial<RequestProjectionRebuild['data']> = {},
  userId: string | null = 'usr-lmg',
): RequestProjectionRebuild => ({
  type: 'RequestProjectionRebuild',
  data: {
    actionId: 'act-1',
    projection: 'adminOrders',
    reason: 'evolve fixed',
    actorRole: 'LMG',
    rebuilding: false,
    ...data,
  },
  metadata: userId === null ? { now } : { now, userId },
});

const retry = (data: Partial<RetryFailedJob['data']> = {}): RetryFailedJob => ({
  type: 'RetryFailedJob',
  data: {
    actionId: 'act-2',
    queue: 'mail',
    jobId: 'mail-order-1',
    reason: 'SMTP back',
    actorRole: 'LMG',
    jobFailed: true,
    ...data,
  },
  metadata: { now, userId: 'usr-lmg' },
});

const rebuildRequested: OpsEvent = {
  type: 'ProjectionRebuildRequested',
  data: {
    actionId: 'act-1',
    projection: 'adminOrders',
    reason: 'evolve fixed',
    requestedBy: 'usr-lmg',
    requestedByRole: 'LMG',
    requestedAt: now,
  },
};

describe('ops actions', () => {
  it('records a rebuild request with who asked, as which role, and why', () => {
    spec([]).when(rebuild()).then([rebuildRequested]);
  });

  it('records a retried job with who retried it, as which role, and why', () => {
    spec([])
      .when(retry())
      .then([
        {
          type: 'FailedJobRetried',
          data: {
            actionId: 'act-2',
            queue: 'mail',
            jobId: 'mail-order-1',
            reason: 'SMTP back',
            retriedBy: 'usr-lmg',
            retriedByRole: 'LMG',
            retriedAt: now,
          },
        },
      ]);
  });

  it('records the same action id once', () => {
    spec([rebuildRequested]).when(rebuild()).thenNothingHappened();
  });

  it('refuses a rebuild of a projection already rebuilding', () => {
    spec([])
      .when(rebuild({ rebuilding: true }))
      .thenThrows('ops.projection.rebuilding');
  });

  it('refuses to retry a job that is not failed', () => {
    spec([])
      .when(retry({ jobFailed: false }))
      .thenThrows('ops.job.notFailed');
  });

  it('refuses a blank reason', () => {
    spec([])
      .when(rebuild({ reason: '  ' }))
      .thenThrows('ops.reason.required');
    spec([])
      .when(retry({ reason: '' }))
      .thenThrows('ops.reason.required');
  });

  it.each<StaffRole>(['SuperUser', 'Administrator', 'Operator'])('refuses %s: ops is LMG only', (role) => {
    spec([])
      .when(rebuild({ actorRole: role }))
      .thenThrows('auth.permissionDenied');
    spec([])
      .when(retry({ actorRole: role }))
      .thenThrows('auth.permissionDenied');
  });

  it('refuses a command without an acting user', () => {
    spec([]).when(rebuild({}, null)).thenThrows('auth.required');
  });

  it('reads back every event it records, and nothing malformed', () => {
    const commands: OpsCommand[] = [rebuild(), retry()];
    const events = commands.flatMap((command) => emitted(opsDecider, [command]));
    expect(events).toHaveLength(2);
    checkParser({ parse: parseOpsEvent, types: opsEventTypes, events });
  });
});
