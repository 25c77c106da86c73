/**
 * The release of b2b orders on demand over real HTTP: who may ask, which orders are accepted (all or nothing),
 * and what reaches the release queue. The queue is the injected `requestRelease` (here a recorder); the worker
 * side (the job runs, the order turns In Production, one mail) is covered in workers/src/releaseOrders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestRelease } from '../deps.ts';
import { call } from '../testing/testApi.ts';
import type { ReleaseRequestedDto } from './routes.ts';
import { ordersTestApi } from './testing/ordersTestApi.ts';
import { placePortalOrder } from './testing/portalOrders.ts';

const requests: { orderIds: readonly string[]; requestedBy: string }[] = [];
const recordRelease: RequestRelease = async (orderIds, requestedBy) => {
  requests.push({ orderIds: [...orderIds], requestedBy });
};

const api = ordersTestApi({ requestRelease: recordRelease });
const { as, user } = api;

/** A b2b order waiting for approval (CPC-100001: every order needs approval). */
let awaiting = '';
/** Approved: Pending. */
let approved = '';
/** An Operator's: straight to Pending. */
let operatorOrder = '';

beforeAll(async () => {
  awaiting = (await placePortalOrder(api.server.base, user('portal'), 'CPC-100001')).orderId;
  approved = (await placePortalOrder(api.server.base, user('portal'), 'CPC-100001')).orderId;
  expect((await as('lmg', `/api/Orders/${approved}/Approve`, { body: {} })).body).toMatchObject({ status: 'pending' });
  const byOperator = await placePortalOrder(api.server.base, user('operator'), null);
  expect(byOperator.status).toBe('pending');
  operatorOrder = byOperator.orderId;
}, 60_000);

describe('POST /api/Orders/Release', () => {
  it('is for the b2b orders area only: LMG and SuperUser', async () => {
    const body = { orderIds: [approved] };
    expect((await call(api.server.base, '/api/Orders/Release', { body })).status).toBe(401);
    for (const who of ['portal', 'operator', 'administrator']) {
      const refused = await as(who, '/api/Orders/Release', { body });
      expect([who, refused.status, refused.body.code]).toEqual([who, 403, 'auth.permissionDenied']);
      expect((await as(who, `/api/Orders/${approved}/Release`, { body: {} })).status).toBe(403);
    }
    // The Administrator may act on public-store orders; a b2c store code does not open the b2b release.
    expect((await as('administrator', '/api/Orders/Release', { body: { ...body, storeCode: 'b2c' } })).status).toBe(
      403,
    );
    expect(requests).toEqual([]);
  });

  it('refuses unknown orders and orders that are not Pending, and enqueues nothing then', async () => {
    const unknown = await as('lmg', '/api/Orders/Release', { body: { orderIds: [approved, 'ord-nope', 'a:b'] } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'order.notFound',
      errors: { 'ord-nope': ['order.notFound'], 'a:b': ['order.notFound'] },
    });
    expect((await as('lmg', '/api/Orders/ord-nope/Release', { body: {} })).status).toBe(404);
    const waiting = await as('lmg', '/api/Orders/Release', { body: { orderIds: [approved, awaiting] } });
    expect(waiting.status).toBe(409);
    expect(waiting.body).toMatchObject({ code: 'order.notPending', errors: { [awaiting]: ['order.notPending'] } });
    expect(waiting.body.detail).toBe('Only a pending order can be released for production.');
    for (const body of [{}, { orderIds: [] }, { orderIds: [''] }, { orderIds: 'x' }]) {
      expect((await as('lmg', '/api/Orders/Release', { body })).status).toBe(422);
    }
    expect(requests).toEqual([]);
  });

  it('answers 202 with what it enqueued, once per order, as the signed-in staff member', async () => {
    const lmg = await as<ReleaseRequestedDto>('lmg', '/api/Orders/Release', {
      body: { orderIds: [approved, operatorOrder, approved] },
    });
    expect(lmg.status).toBe(202);
    expect(lmg.body).toEqual({
      enqueued: [approved, operatorOrder],
      alreadyReleased: [],
      requestedBy: user('lmg').id,
    });
    const single = await as<ReleaseRequestedDto>('superuser', `/api/Orders/${approved}/Release`, { method: 'POST' });
    expect(single.status).toBe(202);
    expect(single.body.enqueued).toEqual([approved]);
    expect(requests).toEqual([
      { orderIds: [approved, operatorOrder], requestedBy: user('lmg').id },
      { orderIds: [approved], requestedBy: user('superuser').id },
    ]);
  });

  it('answers 503 where no release queue was wired', async () => {
    const bare = await api.server.start({ requestRelease: undefined });
    const reply = await call(bare.url, '/api/Orders/Release', {
      token: user('lmg').token,
      body: { orderIds: [approved] },
    });
    expect(reply.status).toBe(503);
    expect(reply.body.code).toBe('order.releaseUnavailable');
    // Role checks come first.
    const portal = await call(bare.url, '/api/Orders/Release', { token: user('portal').token, body: {} });
    expect(portal.status).toBe(403);
  });
});
