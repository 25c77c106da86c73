/**
 * Releases one portal order for production: `ReleaseOrder` through the one command path, by `releasedBy`
 * (the admin who asked, or the system user of the schedule) at the worker's clock. Safe to run any number
 * of times, concurrently too: the decider adds nothing to an order already In Production, and two racing
 * appends meet the stream's expected revision, so the loser re-decides on fresh state and adds nothing.
 * An order the decider refuses to release (not found, a public-store order, not Pending) is an outcome, not an
 * error: nothing would change on a retry. Errors of the store are thrown for BullMQ to retry.
 */
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { DomainError } from '@parks/domain/shared/errors';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
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

/** The decider's refusals, as outcomes: which orders may be released is the decider's rule, not this worker's. */
const refusals: Readonly<Record<string, ReleaseOutcome>> = {
  'order.notFound': 'orderNotFound',
  'order.notPortalOrder': 'notPortalOrder',
  'order.notPending': 'notPending',
};

export const releaseOrder = async (orderId: string, releasedBy: string, deps: ReleaseDeps): Promise<ReleaseOutcome> => {
  const log = deps.logger.child({ orderId });
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
    const outcome = refusals[error.code];
    if (outcome === undefined) throw error;
    if (outcome === 'notPending') log.info({ code: error.code }, 'order not pending; not released');
    else log.warn({ code: error.code }, 'order that cannot be released; skipped');
    return outcome;
  }
};
