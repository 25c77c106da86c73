/**
 * A signed-in shopper's b2c cart over real HTTP: a valid user access token owns a cart of its own (the owner is
 * the user id, never a client-sent one), separate from any guest's and from other users'; another owner's line
 * ids are not found; the purchase works the same; a rejected user token is 401 auth.sessionExpired.
 */
import type { CartDto } from '@parks/schemas/cart';
import type { CheckoutResultDto } from '@parks/schemas/checkout';
import type { OrderDto } from '@parks/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedProblem } from '../http/problems.ts';
import { cardCheckoutForm } from '../orders/testing/cardOrders.ts';
import { caller, newGuest, startTestApi, type TestApi, userToken } from '../testing/testApi.ts';

let app: TestApi;
let call: ReturnType<typeof caller>;
let portal: string;
let portal2: string;

beforeAll(async () => {
  app = await startTestApi({ store: true, accounts: true });
  call = caller(app.base);
  portal = await userToken(app.base, 'portal');
  portal2 = await userToken(app.base, 'portal2');
});

afterAll(async () => {
  await app?.close();
});

const getCart = (token: string) => call<CartDto>('/api/cart/getCart?storeCode=b2c', { token });
const add = (token: string, productId: string, quantity = 1, body: Record<string, unknown> = {}) =>
  call<CartDto>('/api/cart/addToCart', { method: 'POST', token, body: { productId, quantity, ...body } });

describe('a signed-in shopper', () => {
  it('has a b2c cart of their own, separate from a guest’s and from another user’s', async () => {
    const guest = await newGuest(app.base);
    const mine = await add(portal, 'prod-discovery-adult', 2);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body.cartId).toBe('usr-seed-portal-1');
    expect(mine.body.items).toHaveLength(1);
    expect((await add(guest, 'prod-discovery-senior')).body.cartId).toMatch(/^guest-/);

    const again = await getCart(portal);
    expect(again.body.cartId).toBe('usr-seed-portal-1');
    expect(again.body.items.map((item) => [item.productId, item.quantity])).toEqual([['prod-discovery-adult', 2]]);
    expect((await getCart(guest)).body.items.map((item) => item.productId)).toEqual(['prod-discovery-senior']);
    expect((await getCart(portal2)).body.items).toEqual([]);
  });

  it('ignores a client-sent owner or cart id', async () => {
    const other = await add(portal2, 'prod-discovery-youth', 1, {
      ownerId: 'usr-seed-portal',
      cartId: 'usr-seed-portal-1',
    });
    expect(other.status).toBe(200);
    expect(other.body.cartId).toBe('usr-seed-portal2-1');
    expect((await getCart(portal)).body.items.map((item) => item.productId)).not.toContain('prod-discovery-youth');
  });

  it('cannot reach another owner’s lines: 404, nothing changed', async () => {
    const guest = await newGuest(app.base);
    const guestLine = (await add(guest, 'prod-discovery-senior')).body.items[0]?.lineId ?? '';
    const userLine = (await getCart(portal)).body.items[0]?.lineId ?? '';
    expect(guestLine).not.toBe('');
    expect(userLine).not.toBe('');
    for (const [token, lineId] of [
      [portal, guestLine],
      [portal2, userLine],
      [guest, userLine],
    ] as const) {
      const removed = await call<LocalizedProblem>(`/api/cart/remove/${lineId}`, { method: 'DELETE', token });
      expect(removed.status).toBe(404);
      const updated = await call('/api/cart/updateCart', { method: 'PUT', token, body: { lineId, quantity: 5 } });
      expect(updated.status).toBe(404);
    }
    expect((await getCart(portal)).body.items.map((item) => item.quantity)).toEqual([2]);
    expect((await getCart(guest)).body.items.map((item) => item.quantity)).toEqual([1]);
  });

  it('checks out with the user token; the order is theirs only', async () => {
    const token = await userToken(app.base, 'superuser');
    expect((await add(token, 'prod-discovery-adult', 1)).status).toBe(200);
    const summary = await call<{ cartId: string }>('/api/checkout/getCheckoutDto', { token });
    expect(summary.body.cartId).toBe('usr-seed-superuser-1');
    const form = cardCheckoutForm();
    const bought = await call<CheckoutResultDto>('/api/checkout/checkoutOrder', {
      method: 'PUT',
      token,
      body: form,
      headers: { 'Idempotency-Key': 'user-purchase-1' },
    });
    expect(bought.status).toBe(200);
    const { orderId } = bought.body;
    const confirmation = await call<OrderDto>('/api/checkout/GetConfirmation', { token });
    expect(confirmation.status).toBe(200);
    expect(confirmation.body).toMatchObject({ orderId });
    expect((await call(`/api/checkout/GetOrderById/${orderId}`, { token })).status).toBe(200);
    expect((await call(`/api/checkout/GetOrderById/${orderId}`, { token: portal })).status).toBe(404);
    expect((await call(`/api/checkout/GetOrderById/${orderId}`, { token: await newGuest(app.base) })).status).toBe(404);
    // The next add opens the user's next cart.
    expect((await getCart(token)).body.items).toEqual([]);
    expect((await add(token, 'prod-discovery-adult')).body.cartId).toBe('usr-seed-superuser-2');
  });

  it('with a user token that is no longer valid is asked to refresh it', async () => {
    const answer = await call<LocalizedProblem>('/api/cart/getCart', { token: `psa_${'A'.repeat(43)}` });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'auth.sessionExpired' });
    expect(answer.headers.get('www-authenticate')).toContain('invalid_token');
    expect((await call('/api/checkout/getCheckoutDto', { token: `psa_${'A'.repeat(43)}` })).status).toBe(401);
  });
});
