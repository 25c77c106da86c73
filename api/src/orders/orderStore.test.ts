/**
 * Staff actions on one order follow the order's own store, over real HTTP: an Administrator ships and cancels
 * public-store orders without sending a storeCode, and a storeCode in the request does not change which store's
 * rules apply: the portal orders stay with LMG and SuperUser.
 */
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { started } from '@parks/domain/testing/cartCheckout';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { describe, expect, it } from 'vitest';
import { ordersTestApi } from './testing/ordersTestApi.ts';
import { placePortalOrder } from './testing/portalOrders.ts';

const api = ordersTestApi();
const { as, user } = api;

/** A paid public-store order (Pending, shippable), placed on its stream as the public checkout does. */
const publicOrder = async (orderId: string): Promise<string> => {
  if (started.type !== 'CheckoutStarted') throw new Error('fixture');
  const outcome = await handleCommand(api.server.eventStore, orderStream(orderId), orderDecider, {
    type: 'PlaceOrder',
    data: {
      order: { ...started.data.order, orderId, storeCode: 'b2c' },
      payment: { brand: 'visa', last4: '1111', authorizationId: `auth-${orderId}`, amountCents: 9_888 },
      idempotencyKey: orderId,
      requestHash: orderId,
      requiresApproval: false,
    },
    metadata: { now: new Date().toISOString(), userId: 'gst-visitor' },
  });
  await api.server.app.awaitProjections(outcome, 5_000);
  return orderId;
};

const ship = { body: { trackingNumber: '1Z999AA10123456784' } };

describe('an Administrator on a public-store order', () => {
  it('ships it without a storeCode', async () => {
    const orderId = await publicOrder('20261123-PUBLICSHIP');
    const shipped = await as('administrator', `/api/Orders/${orderId}/Ship`, ship);
    expect([shipped.status, shipped.body]).toEqual([200, { orderId, status: 'shipped' }]);
  });

  it('cancels it whatever storeCode the request carries', async () => {
    const orderId = await publicOrder('20261123-PUBLICCANCEL');
    const cancelled = await as('administrator', `/api/Orders/${orderId}/Cancel?storeCode=b2b`, {
      body: { reason: 'Customer request', storeCode: 'b2b' },
    });
    expect([cancelled.status, cancelled.body]).toEqual([200, { orderId, status: 'cancelled' }]);
  });

  it('is the orders area of the public store only: an Operator or a portal user is still refused', async () => {
    const orderId = await publicOrder('20261123-PUBLICREFUSED');
    for (const who of ['operator', 'portal']) {
      const refused = await as(who, `/api/Orders/${orderId}/Ship?storeCode=b2c`, ship);
      expect([who, refused.status, refused.body.code]).toEqual([who, 403, 'auth.permissionDenied']);
    }
  });
});

describe('a portal order', () => {
  it('stays with the b2b orders area: an Administrator is refused, even with storeCode=b2c', async () => {
    const { orderId } = await placePortalOrder(api.server.base, user('operator'), null);
    for (const action of ['Ship', 'Cancel', 'Approve']) {
      const body = { trackingNumber: '1Z1', reason: 'No', storeCode: 'b2c' };
      const refused = await as('administrator', `/api/Orders/${orderId}/${action}?storeCode=b2c`, { body });
      expect([action, refused.status, refused.body.code]).toEqual([action, 403, 'auth.permissionDenied']);
    }
    const cancelled = await as('superuser', `/api/Orders/${orderId}/Cancel`, { body: { reason: 'Duplicate' } });
    expect([cancelled.status, cancelled.body]).toEqual([200, { orderId, status: 'cancelled' }]);
  });

  it('gets the stricter b2b rules when the order does not exist', async () => {
    const unknown = await as('administrator', '/api/Orders/20261123-NOSUCHORDER/Ship', ship);
    expect([unknown.status, unknown.body.code]).toEqual([403, 'auth.permissionDenied']);
    const lmg = await as('lmg', '/api/Orders/20261123-NOSUCHORDER/Ship', ship);
    expect([lmg.status, lmg.body.code]).toEqual([404, 'order.notFound']);
  });
});
