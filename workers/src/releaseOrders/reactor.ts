/**
 * Order events → the release candidates (candidates.ts). A portal order becomes a candidate when it is
 * Pending: placed Pending (no approval needed) or approved. It stops being one once released, declined,
 * cancelled or shipped. Only b2b orders are ever Pending Approval, so an approval is always a portal order's.
 * The reactor enqueues no job itself: the scheduled sweep (worker.ts) does, so orders go to production on
 * the schedule, and a replayed log changes nothing but the set it rebuilds.
 */
import type { OrderEvent } from '@parks/domain/orders/events';
import { orderIdFromStream } from '@parks/domain/orders/streams';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Queues } from '@parks/infra/queues/queues';
import type { ReactorDefinition } from '../reactors/reactor.ts';
import { releaseCandidates } from './candidates.ts';

export const ORDER_RELEASE_REACTOR = 'order-release-candidates';

const becamePending = ['OrderPlaced', 'OrderApproved'] as const satisfies readonly OrderEvent['type'][];
const leftPending = [
  'OrderReleased',
  'OrderDeclined',
  'OrderCancelled',
  'OrderShipped',
] as const satisfies readonly OrderEvent['type'][];

const timeOf = (event: RecordedEvent): Date => {
  const at = event.type === 'OrderPlaced' ? event.data.placedAt : event.data.approvedAt;
  const parsed = typeof at === 'string' ? new Date(at) : event.created;
  return Number.isFinite(parsed.getTime()) ? parsed : event.created;
};

export const orderReleaseReactor = (deps: Readonly<{ queues: Queues; logger: Logger }>): ReactorDefinition => {
  const candidates = releaseCandidates(deps.queues.connection);
  return {
    name: ORDER_RELEASE_REACTOR,
    eventTypes: [...becamePending, ...leftPending],
    handle: async (event: RecordedEvent) => {
      const orderId = orderIdFromStream(event.streamId);
      if (orderId === null || orderId === '' || orderId.includes(':')) {
        deps.logger.warn(
          { streamId: event.streamId, type: event.type },
          'order event outside an order stream; skipped',
        );
        return;
      }
      switch (event.type) {
        case 'OrderPlaced':
          if (event.data.storeCode === 'b2b' && event.data.status === 'pending') {
            await candidates.add(orderId, timeOf(event));
          }
          return;
        case 'OrderApproved':
          await candidates.add(orderId, timeOf(event));
          return;
        default:
          await candidates.remove(orderId);
      }
    },
  };
};
