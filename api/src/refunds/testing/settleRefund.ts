/**
 * What the refund worker records once the gateway answers (`RecordRefundOutcome`), appended straight to the
 * order's refund stream, then waited for until the read models that handle it have it: the API tests read the
 * refund's outcome back without running the worker and its gateway.
 */
import { refundDecider } from '@parks/domain/refunds/decider';
import { refundStream } from '@parks/domain/refunds/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { expect } from 'vitest';
import type { TestApi } from '../../testing/testApi.ts';

export const settleRefund = async (
  app: Pick<TestApi, 'eventStore' | 'projections'>,
  orderId: string,
  refundId: string,
  outcome: 'succeeded' | 'failed',
): Promise<void> => {
  const result = await handleCommand(app.eventStore, refundStream(orderId), refundDecider, {
    type: 'RecordRefundOutcome',
    data:
      outcome === 'succeeded'
        ? { refundId, outcome, gatewayRefundId: `gw-${refundId}` }
        : { refundId, outcome, reason: 'gateway declined' },
    metadata: { now: new Date().toISOString() },
  });
  if (result.position === undefined) throw new Error('nothing recorded');
  const types = result.newEvents.map((event) => event.type);
  expect(await app.projections.waitFor(result.position, types, 5_000)).toBe(true);
};
