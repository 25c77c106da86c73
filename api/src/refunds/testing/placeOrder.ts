/**
 * An order placed on its stream as a checkout places it (the refund tests' orders), with a fresh id of the store's
 * shape, from the domain's priced refund orders.
 */
import { randomUUID } from 'node:crypto';
import { orderDecider } from '@parks/domain/orders/decider';
import type { OrderPlaced } from '@parks/domain/orders/events';
import { orderStream } from '@parks/domain/orders/streams';
import { placedOrder, type RefundOrderSpec } from '@parks/domain/testing/refundOrders';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';

export const placeOrder = async (eventStore: EventStore, spec: RefundOrderSpec = {}): Promise<OrderPlaced['data']> => {
  const placed = placedOrder({ orderId: `20261127-${randomUUID().slice(0, 8).toUpperCase()}`, ...spec });
  const { status: _s, payment, idempotencyKey, requestHash, placedBy: _b, placedAt: _a, ...order } = placed;
  await handleCommand(eventStore, orderStream(placed.orderId), orderDecider, {
    type: 'PlaceOrder',
    data: { order, payment, idempotencyKey, requestHash, requiresApproval: false },
    metadata: { now: new Date().toISOString(), userId: placed.customerId },
  });
  return placed;
};
