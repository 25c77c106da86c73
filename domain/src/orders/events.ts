import type { OrderStatus, PaymentSummary } from '@parks/schemas/orders';
import type { Event } from '../shared/decider.ts';
import type { OrderDraft } from './draft.ts';

/**
 * The first event of every order stream. A b2c order starts Pending; a b2b order needing approval starts
 * Pending Approval. `idempotencyKey` and `requestHash` let a repeated PlaceOrder be recognised.
 */
export type OrderPlaced = Event<
  'OrderPlaced',
  OrderDraft & {
    status: Extract<OrderStatus, 'pending' | 'pendingApproval'>;
    payment: PaymentSummary | null;
    idempotencyKey: string;
    requestHash: string;
    placedBy: string;
    placedAt: string;
  }
>;
export type OrderApproved = Event<'OrderApproved', { orderId: string; approvedBy: string; approvedAt: string }>;
export type OrderDeclined = Event<
  'OrderDeclined',
  { orderId: string; reason: string; declinedBy: string; declinedAt: string }
>;
/** Released for production and fulfilment (the confirmation e-mail follows). */
export type OrderReleased = Event<'OrderReleased', { orderId: string; releasedBy: string; releasedAt: string }>;
export type OrderShipped = Event<
  'OrderShipped',
  { orderId: string; trackingNumber: string; trackingUrl: string | null; shippedBy: string; shippedAt: string }
>;
export type OrderCancelled = Event<
  'OrderCancelled',
  { orderId: string; reason: string; cancelledBy: string; cancelledAt: string }
>;

export type OrderEvent = OrderPlaced | OrderApproved | OrderDeclined | OrderReleased | OrderShipped | OrderCancelled;

export const orderEventTypes = [
  'OrderPlaced',
  'OrderApproved',
  'OrderDeclined',
  'OrderReleased',
  'OrderShipped',
  'OrderCancelled',
] as const satisfies readonly OrderEvent['type'][];
