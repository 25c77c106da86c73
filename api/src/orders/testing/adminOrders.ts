/**
 * Orders for the back office's API tests, each with its own customer, addresses, SKU, dates and status: the
 * OrderPlaced the checkout records (made by the real portal rules, `placedPortalOrder`) with the test's values,
 * then the staff events that bring it to its status, appended to its stream as the command path would, and the
 * projections awaited, so the next read sees them.
 */
import type { OrderEvent, OrderPlaced } from '@parks/domain/orders/events';
import { orderStream } from '@parks/domain/orders/streams';
import { placedPortalOrder, portalTestLine } from '@parks/domain/portal/testing';
import type { JsonObject } from '@parks/infra/eventStore/port';
import type { PostalAddress } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { TestApi } from '../../testing/testApi.ts';

export type TestOrder = Readonly<{
  orderId: string;
  storeCode: StoreCode;
  placedAt: string;
  budgetCode?: string | null;
  poNumber?: string | null;
  username?: string;
  sku?: string;
  quantity?: number;
  shipping?: Partial<PostalAddress>;
  billing?: Partial<PostalAddress>;
  /** Where it is now: placed waiting for approval (b2b), pending, or shipped at this time. */
  state?: 'pendingApproval' | 'pending' | Readonly<{ shippedAt: string }>;
}>;

const staff = 'usr-seed-lmg';

export const orderEvents = (order: TestOrder): OrderEvent[] => {
  const base = placedPortalOrder({
    orderId: order.orderId,
    budgetCode: order.budgetCode === undefined ? 'CPC-100001' : order.budgetCode,
    lines: [{ ...portalTestLine, sku: order.sku ?? portalTestLine.sku, quantity: order.quantity ?? 100 }],
  }).data;
  const waiting = order.state === 'pendingApproval';
  const placed: OrderPlaced = {
    type: 'OrderPlaced',
    data: {
      ...base,
      storeCode: order.storeCode,
      status: waiting ? 'pendingApproval' : 'pending',
      poNumber: order.poNumber === undefined ? base.poNumber : order.poNumber,
      placedAt: order.placedAt,
      shippingAddress: { ...base.shippingAddress, ...order.shipping },
      billingAddress: { ...base.billingAddress, ...order.billing },
      portal:
        order.storeCode === 'b2b' && base.portal
          ? { ...base.portal, placedByUsername: order.username ?? base.portal.placedByUsername }
          : null,
      ...(order.storeCode === 'b2c' ? { budgetCode: null, poNumber: null, customerId: 'guest-test' } : {}),
    },
  };
  if (typeof order.state !== 'object') return [placed];
  const { orderId } = order;
  const { shippedAt } = order.state;
  return [
    placed,
    { type: 'OrderReleased', data: { orderId, releasedBy: staff, releasedAt: shippedAt } },
    {
      type: 'OrderShipped',
      data: { orderId, trackingNumber: '1Z999', trackingUrl: null, shippedBy: staff, shippedAt },
    },
  ];
};

/** Appends each order's events to its stream, then waits until the projections have them. */
export const placeTestOrders = async (app: TestApi, orders: readonly TestOrder[]): Promise<void> => {
  for (const order of orders) {
    // As the command path appends them: the typed events' data as JSON objects.
    const newEvents = orderEvents(order).map((event) => ({ type: event.type, data: event.data as JsonObject }));
    const { position } = await app.eventStore.appendToStream(orderStream(order.orderId), newEvents);
    if (!(await app.app.awaitProjections({ position, newEvents }, 10_000))) {
      throw new Error(`the projections did not reach order ${order.orderId}`);
    }
  }
};

/** The OrderPlaced total of a test order (what the amount range compares). */
export const totalOf = (order: TestOrder): number => {
  const [placed] = orderEvents(order);
  return placed?.type === 'OrderPlaced' ? placed.data.totals.totalCents : 0;
};
