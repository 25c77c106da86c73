import { describe, expect, it } from 'vitest';
import { orderDraft, orderPlaced } from '../testing/orderDrafts.ts';
import { specFor } from '../testing/specFor.ts';
import type { OrderCommand, PlaceOrder } from './commands.ts';
import { orderDecider } from './decider.ts';
import type { OrderDraft } from './draft.ts';
import type { OrderPlaced } from './events.ts';
import { orderIdFromStream, orderStream } from './streams.ts';
import { statusEventsBy } from './testing.ts';

const given = specFor(orderDecider);
const now = '2026-11-21T15:00:00.000Z';
const orderId = 'ord-1001';
const draft = (storeCode: 'b2c' | 'b2b' = 'b2c'): OrderDraft =>
  orderDraft(orderId, storeCode, { customerId: 'guest-1732200000000' });
const payment = { brand: 'visa', last4: '1111', authorizationId: 'auth-1', amountCents: 7_250 } as const;
const placeOrder = (more: Partial<PlaceOrder['data']> = {}): PlaceOrder => ({
  type: 'PlaceOrder',
  data: { order: draft(), payment, idempotencyKey: 'key-1', requestHash: 'hash-1', requiresApproval: false, ...more },
  metadata: { now },
});
const placed = (storeCode: 'b2c' | 'b2b' = 'b2c', status: 'pending' | 'pendingApproval' = 'pending'): OrderPlaced =>
  orderPlaced(draft(storeCode), {
    status,
    payment: storeCode === 'b2c' ? payment : null,
    placedBy: storeCode === 'b2c' ? 'guest-1732200000000' : 'usr-portal',
    placedAt: now,
  });
const staff = { now, userId: 'usr-staff' };
const approve: OrderCommand = { type: 'ApproveOrder', data: { orderId }, metadata: staff };
const decline = (reason = 'Over budget'): OrderCommand => ({
  type: 'DeclineOrder',
  data: { orderId, reason },
  metadata: staff,
});
const release: OrderCommand = { type: 'ReleaseOrder', data: { orderId }, metadata: staff };
const ship = (trackingNumber = '1Z999'): OrderCommand => ({
  type: 'ShipOrder',
  data: { orderId, trackingNumber, trackingUrl: null },
  metadata: staff,
});
const cancel = (reason = 'Customer request'): OrderCommand => ({
  type: 'CancelOrder',
  data: { orderId, reason },
  metadata: staff,
});
const staffDid = statusEventsBy(orderId, 'usr-staff', now);
const approved = staffDid.approved();
const released = staffDid.released();
const shipped = staffDid.shipped('1Z999');
const cancelled = staffDid.cancelled('Customer request');
const declined = staffDid.declined('Over budget');
const b2bPlaced = placed('b2b', 'pendingApproval');

describe('no order yet', () => {
  it('places a b2c order as Pending with only the payment summary', () =>
    given([]).when(placeOrder()).then([placed()]));
  it('places a b2b order needing approval as Pending Approval', () =>
    given([])
      .when({
        ...placeOrder({ order: draft('b2b'), payment: null, requiresApproval: true }),
        metadata: { now, userId: 'usr-portal' },
      })
      .then([b2bPlaced]));
  it('places a b2c order as Pending even when approval is asked', () =>
    given([])
      .when(placeOrder({ requiresApproval: true }))
      .then([placed()]));
  it('has nothing to approve, release or ship', () => {
    given([]).when(approve).thenThrows('order.notFound');
    given([]).when(ship()).thenThrows('order.notFound');
  });
});

describe('a placed order', () => {
  it('ignores a repeated PlaceOrder with the same key and request hash', () =>
    given([placed()]).when(placeOrder()).thenNothingHappened());
  it('refuses the same key with another request hash', () =>
    given([placed()])
      .when(placeOrder({ requestHash: 'hash-2' }))
      .thenThrows('order.idempotencyConflict'));
  it('refuses another key on the same order', () =>
    given([placed()])
      .when(placeOrder({ idempotencyKey: 'key-2' }))
      .thenThrows('order.idempotencyConflict'));
  it('never keeps a card number or CVV', () => {
    const text = JSON.stringify(placed());
    expect(text).not.toMatch(/4111111111111111|ccNumber|cvv|ccCvd/i);
  });
});

describe('an order pending approval', () => {
  it('is approved, becoming Pending', () => given([b2bPlaced]).when(approve).then([approved]));
  it('is declined with a reason', () => given([b2bPlaced]).when(decline()).then([declined]));
  it('needs a reason to be declined', () => given([b2bPlaced]).when(decline('  ')).thenThrows('order.reasonRequired'));
  it('cannot be released before approval', () => given([b2bPlaced]).when(release).thenThrows('order.notPending'));
  it('cannot ship before approval', () => given([b2bPlaced]).when(ship()).thenThrows('order.cannotShip'));
  it('refuses a transition without an acting user', () =>
    given([b2bPlaced])
      .when({ ...approve, metadata: { now } })
      .thenThrows('auth.required'));
});

describe('a pending order', () => {
  it('is released for production', () => given([b2bPlaced, approved]).when(release).then([released]));
  it('ignores a repeated approval', () => given([b2bPlaced, approved]).when(approve).thenNothingHappened());
  it('was never awaiting approval when placed Pending', () =>
    given([placed()]).when(approve).thenThrows('order.notAwaitingApproval'));
  it('cannot be declined', () => given([placed()]).when(decline()).thenThrows('order.notAwaitingApproval'));
  it('ships straight from Pending in the public store', () => given([placed()]).when(ship()).then([shipped]));
  it('is never released for production in the public store', () =>
    given([placed()]).when(release).thenThrows('order.notPortalOrder'));
  it('must go through production in the portal', () =>
    given([b2bPlaced, approved]).when(ship()).thenThrows('order.cannotShip'));
  it('is cancelled with a reason', () => given([placed()]).when(cancel()).then([cancelled]));
});

describe('an order in production', () => {
  const history = [b2bPlaced, approved, released];
  it('ignores a repeated release', () => given(history).when(release).thenNothingHappened());
  it('is shipped with its tracking number', () => given(history).when(ship()).then([shipped]));
  it('needs a tracking number to ship', () => given(history).when(ship(' ')).thenThrows('order.trackingRequired'));
  it('can still be cancelled', () => given(history).when(cancel()).then([cancelled]));
});

describe('a public-store order', () => {
  it('is not released even once shipped', () =>
    given([placed(), shipped]).when(release).thenThrows('order.notPortalOrder'));
});

describe('a shipped order', () => {
  const history = [b2bPlaced, approved, released, shipped];
  it('ignores a repeated shipment with the same tracking number', () =>
    given(history).when(ship()).thenNothingHappened());
  it('refuses another tracking number', () => given(history).when(ship('OTHER')).thenThrows('order.alreadyShipped'));
  it('can no longer be cancelled', () => given(history).when(cancel()).thenThrows('order.alreadyShipped'));
  it('cannot be released again', () => given(history).when(release).thenThrows('order.notPending'));
});

describe('a cancelled order', () => {
  it('ignores a repeated cancellation', () => given([placed(), cancelled]).when(cancel()).thenNothingHappened());
  it('cannot be released', () => given([b2bPlaced, cancelled]).when(release).thenThrows('order.notPending'));
  it('of the public store is still not a portal order to release', () =>
    given([placed(), cancelled]).when(release).thenThrows('order.notPortalOrder'));
});

describe('a declined order', () => {
  it('ignores a repeated decline', () => given([b2bPlaced, declined]).when(decline()).thenNothingHappened());
  it('cannot be cancelled', () => given([b2bPlaced, declined]).when(cancel()).thenThrows('order.notCancellable'));
  it('cannot be approved', () => given([b2bPlaced, declined]).when(approve).thenThrows('order.notAwaitingApproval'));
});

describe('order streams', () => {
  it('are named order-<orderId>', () => {
    expect(orderStream('ord-1001')).toBe('order-ord-1001');
    expect(orderIdFromStream('order-ord-1001')).toBe('ord-1001');
    expect(orderIdFromStream('cart-1')).toBeNull();
  });
});
