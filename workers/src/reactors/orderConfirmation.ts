/**
 * Order events → confirmation mail jobs, on the events the domain's `confirmationFallsDueOn` names (a public
 * order's placement, a portal order's release); the job itself decides from the order stream with
 * `confirmationDue`. A staff request to resend it (`OrderConfirmationResendRequested`) adds that request's job.
 */
import { confirmationFallsDueOn } from '@parks/domain/orders/confirmation';
import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { orderIdFromStream } from '@parks/domain/orders/streams';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Queues } from '@parks/infra/queues/queues';
import { enqueueConfirmationMail, enqueueConfirmationResend } from '../confirmationMail/worker.ts';
import type { ReactorDefinition } from './reactor.ts';

export const ORDER_CONFIRMATION_REACTOR = 'order-confirmation-mail';

export const orderConfirmationReactor = (deps: Readonly<{ queues: Queues; logger: Logger }>): ReactorDefinition => ({
  name: ORDER_CONFIRMATION_REACTOR,
  eventTypes: ['OrderPlaced', 'OrderReleased', 'OrderConfirmationResendRequested'],
  handle: async (event: RecordedEvent) => {
    const orderId = orderIdFromStream(event.streamId);
    if (orderId === null || orderId === '' || orderId.includes(':')) {
      deps.logger.warn({ streamId: event.streamId, type: event.type }, 'order event outside an order stream; skipped');
      return;
    }
    const parsed = parseOrderEvent(event);
    if (parsed === null) {
      deps.logger.error({ streamId: event.streamId, type: event.type }, 'order event cannot be read; skipped');
      return;
    }
    if (parsed.type === 'OrderConfirmationResendRequested') {
      await enqueueConfirmationResend(deps.queues, orderId, parsed.data.requestId);
      return;
    }
    // A portal order's placement adds no job: its confirmation falls due on the release, and the job id of a
    // finished job would drop that later one.
    if (confirmationFallsDueOn(parsed)) await enqueueConfirmationMail(deps.queues, orderId);
  },
});
