/**
 * Order events → confirmation mail jobs. A public order's confirmation is due when it is placed, a portal
 * order's when it is released (spec: "a confirmation e-mail follows then"); the job itself checks again
 * from the order stream, so a release of a public order only adds a job that the job id drops.
 */
import { orderIdFromStream } from '@parks/domain/orders/streams';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Queues } from '@parks/infra/queues/queues';
import { enqueueConfirmationMail } from '../confirmationMail/worker.ts';
import type { ReactorDefinition } from './reactor.ts';

export const ORDER_CONFIRMATION_REACTOR = 'order-confirmation-mail';

export const orderConfirmationReactor = (deps: Readonly<{ queues: Queues; logger: Logger }>): ReactorDefinition => ({
  name: ORDER_CONFIRMATION_REACTOR,
  eventTypes: ['OrderPlaced', 'OrderReleased'],
  handle: async (event: RecordedEvent) => {
    const orderId = orderIdFromStream(event.streamId);
    if (orderId === null || orderId === '' || orderId.includes(':')) {
      deps.logger.warn({ streamId: event.streamId, type: event.type }, 'order event outside an order stream; skipped');
      return;
    }
    if (event.type === 'OrderPlaced' && event.data.storeCode === 'b2b') return;
    await enqueueConfirmationMail(deps.queues, orderId);
  },
});
