import { describe, expect, it } from 'vitest';
import { cartDecider } from '../carts/decider.ts';
import { placedPortalOrder } from '../portal/testing.ts';
import { payment, start } from '../testing/cartCheckout.ts';
import { withPass } from '../testing/cartItems.ts';
import { now } from '../testing/catalog.ts';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import type { OrderCommand } from './commands.ts';
import { orderDecider } from './decider.ts';
import { parseOrderEvent } from './eventParser.ts';
import { type OrderEvent, type OrderPlaced, orderEventTypes } from './events.ts';

const staff = { now, userId: 'usr-staff' };
const [started] = emitted(cartDecider, [start()], withPass);
if (started?.type !== 'CheckoutStarted') throw new Error('the cart fixture no longer starts a checkout');
const publicDraft = started.data.order;

/** Every order event type, as the decider emits them: a public order shipped, portal orders through every path. */
const publicOrder = emitted(orderDecider, [
  {
    type: 'PlaceOrder',
    data: {
      order: publicDraft,
      payment: { ...payment, amountCents: publicDraft.totals.totalCents },
      idempotencyKey: 'key-1',
      requestHash: 'hash-1',
      requiresApproval: false,
    },
    metadata: { now },
  },
  {
    type: 'ShipOrder',
    data: { orderId: publicDraft.orderId, trackingNumber: '1Z999', trackingUrl: null },
    metadata: staff,
  },
]);
const placedByFixture = placedPortalOrder({ orderId: 'ord-portal-1' });
const portalPlaced: OrderPlaced = { ...placedByFixture, data: { ...placedByFixture.data, status: 'pending' } };
const awaiting: OrderPlaced = { ...portalPlaced, data: { ...portalPlaced.data, status: 'pendingApproval' } };
const transitions = (orderId: string, ...types: OrderCommand['type'][]): OrderCommand[] =>
  types.map((type): OrderCommand => {
    switch (type) {
      case 'ShipOrder':
        return {
          type,
          data: { orderId, trackingNumber: 'TRK-1', trackingUrl: 'https://track.example/TRK-1' },
          metadata: staff,
        };
      case 'DeclineOrder':
      case 'CancelOrder':
        return { type, data: { orderId, reason: 'Over budget' }, metadata: staff };
      case 'PlaceOrder':
        throw new Error('not a transition');
      default:
        return { type, data: { orderId }, metadata: staff };
    }
  });
const orderId = portalPlaced.data.orderId;
const portalOrders: OrderEvent[] = [
  awaiting,
  ...emitted(orderDecider, transitions(orderId, 'ApproveOrder', 'ReleaseOrder', 'ShipOrder'), [awaiting]),
  ...emitted(orderDecider, transitions(orderId, 'DeclineOrder'), [awaiting]),
  ...emitted(orderDecider, transitions(orderId, 'CancelOrder'), [portalPlaced]),
];

describe('the order stream parser', () => {
  it('reads back every event the decider emits, and nothing of another shape', () =>
    checkParser({
      parse: parseOrderEvent,
      types: orderEventTypes,
      events: [...publicOrder, portalPlaced, ...portalOrders],
      optional: ['portal'],
    }));

  it('keeps the portal details of a portal order and nothing the type does not declare', () => {
    const read = parseOrderEvent({
      type: 'OrderPlaced',
      data: { ...portalPlaced.data, cardNumber: '4111111111111111' },
    });
    expect(read).toEqual(portalPlaced);
    expect(JSON.stringify(read)).not.toContain('4111111111111111');
  });

  it('refuses a status an order is never placed in', () =>
    expect(parseOrderEvent({ type: 'OrderPlaced', data: { ...portalPlaced.data, status: 'shipped' } })).toBeNull());
});
