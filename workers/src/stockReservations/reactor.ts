/**
 * Portal stock events → the sweep's candidates (candidates.ts): a reservation enters when taken, leaves when
 * cancelled (by the checkout or by the sweep). Replaying the log rebuilds the same set.
 */
import { parsePortalStockEvent } from '@parks/domain/stock/eventParser';
import { portalStockEventTypes } from '@parks/domain/stock/events';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Queues } from '@parks/infra/queues/queues';
import type { ReactorDefinition } from '../reactors/reactor.ts';
import { reservationCandidates } from './candidates.ts';

export const STOCK_RESERVATIONS_REACTOR = 'stock-reservations';

export const stockReservationsReactor = (deps: Readonly<{ queues: Queues; logger: Logger }>): ReactorDefinition => {
  const candidates = reservationCandidates(deps.queues.connection);
  return {
    name: STOCK_RESERVATIONS_REACTOR,
    eventTypes: portalStockEventTypes,
    handle: async (recorded: RecordedEvent) => {
      const event = parsePortalStockEvent(recorded);
      if (event === null) {
        deps.logger.error({ streamId: recorded.streamId, type: recorded.type }, 'stock event cannot be read; skipped');
        return;
      }
      if (event.type === 'PortalStockReserved') {
        const { productId, orderId, reservedAt } = event.data;
        await candidates.add({ productId, orderId }, new Date(reservedAt));
      } else if (event.type === 'PortalStockReservationCancelled') {
        const { productId, orderId } = event.data;
        await candidates.remove({ productId, orderId });
      }
    },
  };
};
