/**
 * RefundRequested → the payment gateway → RefundSucceeded or RefundFailed on the refund's stream. The gateway call
 * carries the refund id as its idempotency key, and the stream is read first: an event handled again (the reactor
 * is at-least-once) finds its outcome recorded and sends nothing, and one whose outcome was lost in a crash gets
 * the gateway's first answer back. A gateway that does not answer (an exception: outcome unknown) makes the
 * handler throw, so the reactor retries from its checkpoint with a backoff. An order paid on account has no card
 * to refund: its refund succeeds with no gateway call.
 */
import type { PaymentGateway } from '@parks/domain/payments/port';
import type { RecordRefundOutcome } from '@parks/domain/refunds/commands';
import { refundDecider } from '@parks/domain/refunds/decider';
import { parseRefundEvent } from '@parks/domain/refunds/eventParser';
import { orderIdFromRefundStream } from '@parks/domain/refunds/streams';
import { foldStreamRevision, handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore, RecordedEvent } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { ReactorDefinition } from './reactor.ts';

export const REFUND_PAYMENT_REACTOR = 'refund-payment';

/** Who records a gateway's answer: no staff member, the refund reactor itself. */
export const refundReactorUser = 'system-refunds';

export type RefundPaymentDeps = Readonly<{
  eventStore: EventStore;
  gateway: Pick<PaymentGateway, 'refund'>;
  logger: Logger;
  now?: () => Date;
}>;

export const refundPaymentReactor = (deps: RefundPaymentDeps): ReactorDefinition => ({
  name: REFUND_PAYMENT_REACTOR,
  eventTypes: ['RefundRequested'],
  handle: async (event: RecordedEvent) => {
    const orderId = orderIdFromRefundStream(event.streamId);
    const parsed = parseRefundEvent(event);
    if (orderId === null || orderId === '' || parsed?.type !== 'RefundRequested' || parsed.data.orderId !== orderId) {
      deps.logger.error({ streamId: event.streamId, type: event.type }, 'refund event cannot be read; skipped');
      return;
    }
    const { refundId, authorizationId, totalCents } = parsed.data;
    const { state } = await foldStreamRevision(deps.eventStore, event.streamId, refundDecider);
    if (state.refunds.find((refund) => refund.refundId === refundId)?.status !== 'requested') return;

    let data: RecordRefundOutcome['data'];
    if (authorizationId === null) {
      data = { refundId, outcome: 'succeeded', gatewayRefundId: null };
    } else {
      const answer = await deps.gateway.refund({ refundId, authorizationId, amountCents: totalCents });
      data =
        answer.outcome === 'refunded'
          ? { refundId, outcome: 'succeeded', gatewayRefundId: answer.gatewayRefundId }
          : { refundId, outcome: 'failed', reason: answer.reason };
    }
    const now = (deps.now ?? (() => new Date()))().toISOString();
    await handleCommand(deps.eventStore, event.streamId, refundDecider, {
      type: 'RecordRefundOutcome',
      data,
      metadata: { now, userId: refundReactorUser },
    });
    if (data.outcome === 'failed') deps.logger.warn({ refundId, reason: data.reason }, 'refund refused by the gateway');
  },
});
