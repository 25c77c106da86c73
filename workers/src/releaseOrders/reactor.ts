/**
 * Order events → the release candidates (candidates.ts). The domain's `releaseCandidacy` says when an order
 * becomes one (a portal order placed Pending, or approved) and when it stops being one (released, declined,
 * cancelled or shipped). The reactor enqueues no job itself: the scheduled sweep (worker.ts) does, so orders go to
 * production on the schedule, and a replayed log changes nothing but the set it rebuilds.
 */
import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { type OrderEvent, orderEventTypes } from '@parks/domain/orders/events';
import { releaseCandidacy } from '@parks/domain/orders/release';
import { orderIdFromStream } from '@parks/domain/orders/streams';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Queues } from '@parks/infra/queues/queues';
import type { ReactorDefinition } from '../reactors/reactor.ts';
import { releaseCandidates } from './candidates.ts';

export const ORDER_RELEASE_REACTOR = 'order-release-candidates';

/** When the order became Pending: the time its event carries (the log's time when it carries none). */
const timeOf = (event: OrderEvent, recorded: RecordedEvent): Date => {
  const at =
    event.type === 'OrderPlaced' ? event.data.placedAt : event.type === 'OrderApproved' ? event.data.approvedAt : '';
  const parsed = new Date(at);
  return Number.isFinite(parsed.getTime()) ? parsed : recorded.created;
};

export const orderReleaseReactor = (deps: Readonly<{ queues: Queues; logger: Logger }>): ReactorDefinition => {
  const candidates = releaseCandidates(deps.queues.connection);
  return {
    name: ORDER_RELEASE_REACTOR,
    eventTypes: orderEventTypes,
    handle: async (recorded: RecordedEvent) => {
      const orderId = orderIdFromStream(recorded.streamId);
      if (orderId === null || orderId === '' || orderId.includes(':')) {
        deps.logger.warn(
          { streamId: recorded.streamId, type: recorded.type },
          'order event outside an order stream; skipped',
        );
        return;
      }
      const event = parseOrderEvent(recorded);
      if (event === null) {
        deps.logger.error({ streamId: recorded.streamId, type: recorded.type }, 'order event cannot be read; skipped');
        return;
      }
      // Which orders may be released is the domain's rule: this only follows what it says of each event.
      const candidacy = releaseCandidacy(event);
      if (candidacy === 'enters') await candidates.add(orderId, timeOf(event, recorded));
      else if (candidacy === 'leaves') await candidates.remove(orderId);
    },
  };
};
