/** Fixtures for tests of orders (domain, read models): status events as the decider records them. */
import type { Role } from '@parks/schemas/roles';
import type { OrderApproved, OrderCancelled, OrderDeclined, OrderReleased, OrderShipped } from './events.ts';

/** How a staff member acted, as their status events record it (a release sweep records neither). */
type Acting = Readonly<{ role?: Role; via?: 'statusEdit' }>;

/** The status events that `by` records on one order at one time. */
export const statusEventsBy = (orderId: string, by: string, at: string, acting: Acting = {}) => ({
  approved: (): OrderApproved => ({
    type: 'OrderApproved',
    data: { orderId, approvedBy: by, approvedAt: at, ...acting },
  }),
  declined: (reason: string): OrderDeclined => ({
    type: 'OrderDeclined',
    data: { orderId, reason, declinedBy: by, declinedAt: at, ...acting },
  }),
  released: (): OrderReleased => ({
    type: 'OrderReleased',
    data: { orderId, releasedBy: by, releasedAt: at, ...acting },
  }),
  shipped: (trackingNumber: string, trackingUrl: string | null = null): OrderShipped => ({
    type: 'OrderShipped',
    data: { orderId, trackingNumber, trackingUrl, shippedBy: by, shippedAt: at, ...acting },
  }),
  cancelled: (reason: string): OrderCancelled => ({
    type: 'OrderCancelled',
    data: { orderId, reason, cancelledBy: by, cancelledAt: at, ...acting },
  }),
});
