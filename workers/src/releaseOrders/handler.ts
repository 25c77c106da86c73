/**
 * Releases one portal order for production: `ReleaseOrder` through the one command path, by `releasedBy`
 * (the admin who asked, or the system user of the schedule) at the worker's clock. Safe to run any number
 * of times, concurrently too: the decider adds nothing to an order already In Production, and two racing
 * appends meet the stream's expected revision, so the loser re-decides on fresh state and adds nothing.
 * An order that cannot be released (not found, a public-store order, not Pending) is an outcome, not an
 * error: nothing would change on a retry. Errors of the store are thrown for BullMQ to retry.
 */
import { orderDecider } from '@parks/domain/orders/decider';
import type { OrderEvent } from '@parks/domain/orders/events';
import { evolve, initialState, type OrderState } from '@parks/domain/orders/state';
import { orderStream } from '@parks/domain/orders/streams';
import { DomainError } from '@parks/domain/shared/errors';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { StreamDeletedError, StreamNotFoundError } from '@parks/infra/eventStore/errors';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';

/** The acting user of a release nobody asked for by hand (the schedule). */
export const RELEASE_SYSTEM_USER = 'system-release';

export type ReleaseDeps = Readonly<{
  eventStore: EventStore;
  logger: Logger;
  now?: () => Date;
}>;

export type ReleaseOutcome = 'released' | 'alreadyReleased' | 'notPending' | 'orderNotFound' | 'notPortalOrder';

const stateOf = async (eventStore: EventStore, orderId: string): Promise<OrderState> => {
  let state = initialState();
  try {
    for await (const recorded of eventStore.readStream(orderStream(orderId))) {
      state = evolve(state, { type: recorded.type, data: recorded.data } as unknown as OrderEvent);
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return initialState();
    throw error;
  }
  return state;
};

export const releaseOrder = async (orderId: string, releasedBy: string, deps: ReleaseDeps): Promise<ReleaseOutcome> => {
  const log = deps.logger.child({ orderId });
  // The decider releases any Pending order; only portal orders go through production (public-store orders
  // ship straight from Pending), so the store code is checked first. It never changes, so no race here.
  const state = await stateOf(deps.eventStore, orderId);
  if (state.status === 'absent') {
    log.warn('release of an order that does not exist; skipped');
    return 'orderNotFound';
  }
  if (state.storeCode !== 'b2b') {
    log.warn({ storeCode: state.storeCode }, 'release of a public-store order; skipped');
    return 'notPortalOrder';
  }
  const now = (deps.now ?? (() => new Date()))().toISOString();
  try {
    const result = await handleCommand(deps.eventStore, orderStream(orderId), orderDecider, {
      type: 'ReleaseOrder',
      data: { orderId },
      metadata: { now, userId: releasedBy },
    });
    if (result.newEvents.length === 0) {
      log.debug('order already in production');
      return 'alreadyReleased';
    }
    log.info({ releasedBy }, 'order released for production');
    return 'released';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'order.notFound') return 'orderNotFound';
    log.info({ code: error.code, status: state.status }, 'order not pending; not released');
    return 'notPending';
  }
};
