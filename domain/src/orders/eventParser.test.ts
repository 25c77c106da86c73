import { describe, expect, it } from 'vitest';
import { cartDecider } from '../carts/decider.ts';
import { placedPortalOrder } from '../portal/testing.ts';
import { payment, start } from '../testing/cartCheckout.ts';
import { withPass } from '../testing/cartItems.ts';
import { now } from '../testing/catalog.ts';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import type { OrderCommand, OrderTransitionCommand } from './commands.ts';
import { orderDecider } from './decider.ts';
import { parseOrderEvent } from './eventParser.ts';
import { type OrderEvent, type OrderPlaced, orderEventTypes } from './events.ts';

const staff = { now, userId: 'usr-staff' };
const [started] = emitted(cartDecider, [start()], withPass);
if (started?.type !== 'CheckoutStarted') throw new Error('the cart fixture no longer starts a checkout');
const publicDraft = started.data.order;

/** Staff work on a placed order: an edit, a note and its correction, a confirmation resent. */
function staffWork(orderId: string): OrderCommand[] {
  const actorRole = 'SuperUser' as const;
  return [
    {
      type: 'EditOrder',
      data: { orderId, values: { shippingAddress: { city: 'Halifax', address2: 'Unit 2' } }, reason: null, actorRole },
      metadata: staff,
    },
    {
      type: 'EditOrder',
      data: { orderId, values: { trackingUrl: 'https://track.example/1Z999' }, reason: 'Carrier link', actorRole },
      metadata: staff,
    },
    {
      type: 'AddOrderNote',
      data: { orderId, noteId: 'n-1', text: 'Called', correctsNoteId: null, actorRole },
      metadata: staff,
    },
    {
      type: 'AddOrderNote',
      data: { orderId, noteId: 'n-2', text: 'Emailed', correctsNoteId: 'n-1', actorRole },
      metadata: staff,
    },
    { type: 'RequestConfirmationResend', data: { orderId, requestId: 'r-1', to: null, actorRole }, metadata: staff },
    {
      type: 'RecordConfirmationResent',
      data: { orderId, requestId: 'r-1', to: ['anne@example.ca'], messageId: 'm-1', via: 'file', sentAt: now },
      metadata: { now },
    },
  ];
}

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
    data: { orderId: publicDraft.orderId, trackingNumber: '1Z999', trackingUrl: null, actorRole: 'Administrator' },
    metadata: staff,
  },
  ...staffWork(publicDraft.orderId),
]);
const placedByFixture = placedPortalOrder({ orderId: 'ord-portal-1' });
const portalPlaced: OrderPlaced = { ...placedByFixture, data: { ...placedByFixture.data, status: 'pending' } };
const awaiting: OrderPlaced = { ...portalPlaced, data: { ...portalPlaced.data, status: 'pendingApproval' } };
const transitions = (orderId: string, ...types: OrderTransitionCommand['type'][]): OrderTransitionCommand[] =>
  types.map((type): OrderTransitionCommand => {
    switch (type) {
      case 'ShipOrder':
        return {
          type,
          data: { orderId, trackingNumber: 'TRK-1', trackingUrl: 'https://track.example/TRK-1' },
          metadata: staff,
        };
      case 'DeclineOrder':
      case 'CancelOrder':
        return { type, data: { orderId, reason: 'Over budget', actorRole: 'LMG' }, metadata: staff };
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
  // The status edit's transitions carry `via`.
  ...emitted(
    orderDecider,
    [
      {
        type: 'ChangeOrderStatus',
        data: {
          orderId,
          status: 'cancelled',
          reason: 'Duplicate',
          trackingNumber: '',
          trackingUrl: null,
          actorRole: 'SuperUser',
        },
        metadata: staff,
      },
    ],
    [portalPlaced],
  ),
];

describe('the order stream parser', () => {
  it('reads back every event the decider emits, and nothing of another shape', () =>
    checkParser({
      parse: parseOrderEvent,
      types: orderEventTypes,
      events: [...publicOrder, portalPlaced, ...portalOrders],
      optional: ['portal', 'role', 'via'],
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
