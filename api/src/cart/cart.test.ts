/**
 * The public cart over real HTTP: guest sessions, read-your-writes (the next GET shows a command's effect),
 * bad input refused with nothing changed, and one visitor never reaching another's cart.
 */
import type { CartDto } from '@parks/schemas/cart';
import { describe, expect, it } from 'vitest';
import type { LocalizedProblem } from '../http/problems.ts';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { newGuest, testBodyLimit } from '../testing/testApi.ts';

const store = fileTestApi({ store: true });
const { call } = store;

const adult = { productId: 'prod-discovery-adult', quantity: 2 };
const vessel = { lengthFeet: 30, vesselId: 'ON-1234-AB', vesselType: 'sail' };

const getCart = (token: string) => call<CartDto>('/api/cart/getCart?storeCode=b2c', { token });
const add = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call<CartDto>('/api/cart/addToCart', {
    method: 'POST',
    token,
    body: { ...(body as object), storeCode: 'b2c' },
    headers,
  });

describe('without a guest session', () => {
  it('answers 401 with a Bearer challenge, and with an unknown or malformed token', async () => {
    const none = await call<LocalizedProblem>('/api/cart/getCart');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(none.body).toMatchObject({ code: 'auth.required', detail: 'Please sign in to continue.' });
    const unknown = await call('/api/cart/getCart', { token: `gst_${'A'.repeat(43)}` });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('invalid_token');
    expect((await call('/api/cart/getCart', { token: 'guest-1700000000000' })).status).toBe(401);
    expect((await call('/api/cart/addToCart', { method: 'POST', body: adult })).status).toBe(401);
  });
});

describe('a new visitor', () => {
  it('has an empty cart', async () => {
    const token = await newGuest(store.server.base);
    const { status, body, headers } = await getCart(token);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ cartId: '', items: [], subtotalCents: 0, discounts: [], totalCents: 0, checkedOut: false });
  });

  it('two first adds sent at once both land, in one cart (the second is decided again on the first one)', async () => {
    const token = await newGuest(store.server.base);
    const senior = { productId: 'prod-discovery-senior', quantity: 1 };
    const [first, second] = await Promise.all([add(token, adult), add(token, senior)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const { body } = await getCart(token);
    expect(body.cartId).toBe(first.body.cartId);
    expect(body.items.map((item) => [item.productId, item.quantity]).sort()).toEqual([
      ['prod-discovery-adult', 2],
      ['prod-discovery-senior', 1],
    ]);
  });

  it('adds a pass; the answer and the next GET show it (read your writes)', async () => {
    const token = await newGuest(store.server.base);
    const added = await add(token, adult);
    expect(added.status).toBe(200);
    expect(added.body.items).toHaveLength(1);
    expect(added.body.items[0]).toMatchObject({
      productId: 'prod-discovery-adult',
      quantity: 2,
      unitPriceCents: 7_525,
    });
    const { body } = await getCart(token);
    expect(body.cartId).not.toBe('');
    expect(body.items).toEqual(added.body.items);
    expect(body.subtotalCents).toBe(15_050);
  });

  it('adds a boating permit priced by vessel length, quantity fixed at 1', async () => {
    const token = await newGuest(store.server.base);
    const added = await add(token, { productId: 'prod-lockage-seasonal', vessel });
    expect(added.status).toBe(200);
    expect(added.body.items[0]).toMatchObject({
      unitPriceCents: 990 * 30,
      quantity: 1,
      quantityEditable: false,
      vessel: { lengthFeet: 30, chargedLengthFeet: 30, vesselId: 'ON-1234-AB', vesselType: 'sail' },
    });
    const again = await add(token, {
      productId: 'prod-lockage-seasonal',
      vessel: { ...vessel, vesselId: 'on-1234-ab' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'cart.vesselAlreadyInCart' });
    const missingVessel = await add(token, { productId: 'prod-lockage-one-day' });
    expect(missingVessel.status).toBe(422);
  });

  it('merges a second add of the same pass; a retried add (same Idempotency-Key) adds nothing', async () => {
    const token = await newGuest(store.server.base);
    await add(token, adult);
    await add(token, { productId: 'prod-discovery-adult', quantity: 1 }, { 'Idempotency-Key': 'add-1' });
    const retried = await add(
      token,
      { productId: 'prod-discovery-adult', quantity: 1 },
      { 'Idempotency-Key': 'add-1' },
    );
    expect(retried.body.items).toHaveLength(1);
    expect(retried.body.items[0]?.quantity).toBe(3);
  });

  it('changes a quantity, and 0 removes the line', async () => {
    const token = await newGuest(store.server.base);
    const lineId = (await add(token, adult)).body.items[0]?.lineId;
    const changed = await call<CartDto>('/api/cart/updateCart', {
      method: 'PUT',
      token,
      body: { lineId, quantity: 7 },
    });
    expect(changed.body.items[0]?.quantity).toBe(7);
    expect((await getCart(token)).body.items[0]?.quantity).toBe(7);
    const removed = await call<CartDto>('/api/cart/updateCart', {
      method: 'PUT',
      token,
      body: { lineId, quantity: 0 },
    });
    expect(removed.body.items).toEqual([]);
    expect((await getCart(token)).body.items).toEqual([]);
  });

  it('edits a line to another product of the category', async () => {
    const token = await newGuest(store.server.base);
    const lineId = (await add(token, adult)).body.items[0]?.lineId;
    const edited = await call<CartDto>('/api/cart/editCart', {
      method: 'POST',
      token,
      body: { lineId, productId: 'prod-discovery-senior', quantity: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.items[0]).toMatchObject({ lineId, productId: 'prod-discovery-senior', quantity: 1 });
    expect((await getCart(token)).body.items[0]?.productId).toBe('prod-discovery-senior');
  });

  it('removes a line; removing it again is harmless', async () => {
    const token = await newGuest(store.server.base);
    const lineId = (await add(token, adult)).body.items[0]?.lineId ?? '';
    const removed = await call<CartDto>(`/api/cart/remove/${lineId}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
    expect((await call(`/api/cart/remove/${lineId}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await getCart(token)).body.items).toEqual([]);
  });
});

describe('promo codes', () => {
  it('applies a valid code (the discount shows), refuses an empty or invalid one, and removes it', async () => {
    const token = await newGuest(store.server.base);
    await add(token, adult);
    const empty = await call<LocalizedProblem>('/api/cart/addDiscount', { method: 'PUT', token, body: { code: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: 'promo.required', detail: 'No promotional code entered.' });
    const invalid = await call<LocalizedProblem>('/api/cart/addDiscount', {
      method: 'PUT',
      token,
      body: { code: 'SUMMER2024' },
      language: 'fr',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.code).toBe('promo.invalid');
    expect(invalid.body.detail).toMatch(/code promotionnel/i);
    const applied = await call<CartDto>('/api/cart/addDiscount', {
      method: 'PUT',
      token,
      body: { code: 'discover10' },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.discounts).toEqual([{ code: 'DISCOVER10', amountCents: 1_505 }]);
    expect((await getCart(token)).body.totalCents).toBe(15_050 - 1_505);
    const removed = await call<CartDto>('/api/cart/removeDiscount', { method: 'DELETE', token });
    expect(removed.body.discounts).toEqual([]);
  });

  it('refuses a code on an empty cart', async () => {
    const token = await newGuest(store.server.base);
    const answer = await call<LocalizedProblem>('/api/cart/addDiscount', {
      method: 'PUT',
      token,
      body: { code: 'DISCOVER10' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('cart.empty');
  });
});

describe('bad input is refused and changes nothing', () => {
  it('quantities out of range or not whole numbers: 422 with the field, numbered, in the caller language', async () => {
    const token = await newGuest(store.server.base);
    for (const quantity of [0, 5001, 1.5, 'abc', null]) {
      const answer = await call<LocalizedProblem>('/api/cart/addToCart', {
        method: 'POST',
        token,
        body: { productId: 'prod-discovery-adult', quantity },
        language: 'fr-CA',
      });
      expect(answer.status, String(quantity)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['quantity']);
      expect(answer.body.messages?.quantity?.[0]).toMatch(/^Erreur 1 : /);
    }
    const tooMany = await call<LocalizedProblem>('/api/cart/addToCart', {
      method: 'POST',
      token,
      body: { productId: 'prod-discovery-adult', quantity: 5001 },
    });
    expect(tooMany.body).toMatchObject({
      code: 'cart.quantity.max',
      detail: 'Quantity must be less than or equal to the maximum.',
      errors: { quantity: ['cart.quantity.max'] },
      messages: { quantity: ['Error 1: Quantity must be less than or equal to the maximum.'] },
    });
    expect((await getCart(token)).body.items).toEqual([]);
  });

  it('an unknown product is 404; a missing product id, a body that is not an object, 422', async () => {
    const token = await newGuest(store.server.base);
    const unknown = await call<LocalizedProblem>('/api/cart/addToCart', {
      method: 'POST',
      token,
      body: { productId: 'nope' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'cart.productUnavailable', detail: 'This product is not available.' });
    expect((await call('/api/cart/addToCart', { method: 'POST', token, body: {} })).status).toBe(422);
    expect((await call('/api/cart/addToCart', { method: 'POST', token, body: [adult] })).status).toBe(422);
    expect(
      (await call('/api/cart/updateCart', { method: 'PUT', token, body: { lineId: 'x', quantity: 1 } })).status,
    ).toBe(404);
    expect((await getCart(token)).body.items).toEqual([]);
  });

  it('malformed JSON is 400, an oversized body 413, an unknown store code 422, the portal store 403', async () => {
    const token = await newGuest(store.server.base);
    const malformed = await call<LocalizedProblem>('/api/cart/addToCart', {
      method: 'POST',
      token,
      rawBody: '{"productId":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('request.malformedJson');
    const huge = await call('/api/cart/addToCart', {
      method: 'POST',
      token,
      body: { ...adult, filler: 'x'.repeat(testBodyLimit * 2) },
    });
    expect(huge.status).toBe(413);
    expect((await call('/api/cart/getCart?storeCode=shop', { token })).status).toBe(422);
    expect((await call('/api/cart/getCart?storeCode=b2b', { token })).status).toBe(403);
    expect((await getCart(token)).body.items).toEqual([]);
  });

  it('a vessel permit keeps its quantity of 1 and cannot be edited', async () => {
    const token = await newGuest(store.server.base);
    const lineId = (await add(token, { productId: 'prod-mooring-seasonal', vessel })).body.items[0]?.lineId;
    const quantity = await call<LocalizedProblem>('/api/cart/updateCart', {
      method: 'PUT',
      token,
      body: { lineId, quantity: 2 },
    });
    expect(quantity.body.code).toBe('cart.vesselQuantityFixed');
    const edit = await call<LocalizedProblem>('/api/cart/editCart', {
      method: 'POST',
      token,
      body: { lineId, productId: 'prod-discovery-adult', quantity: 1 },
    });
    expect(edit.body.code).toBe('cart.vesselItemNotEditable');
    expect((await getCart(token)).body.items[0]?.quantity).toBe(1);
  });
});

describe("another visitor's cart", () => {
  it('cannot be read or changed: their line ids are not found in mine, and their cart is untouched', async () => {
    const alice = await newGuest(store.server.base);
    const bob = await newGuest(store.server.base);
    const aliceCart = (await add(alice, adult)).body;
    const lineId = aliceCart.items[0]?.lineId ?? '';

    expect((await getCart(bob)).body.items).toEqual([]);
    const update = await call<LocalizedProblem>('/api/cart/updateCart', {
      method: 'PUT',
      token: bob,
      body: { lineId, quantity: 1 },
    });
    expect(update.status).toBe(404);
    expect(update.body.code).toBe('cart.itemNotFound');
    const edit = await call('/api/cart/editCart', {
      method: 'POST',
      token: bob,
      body: { lineId, productId: 'prod-discovery-senior', quantity: 1 },
    });
    expect(edit.status).toBe(404);
    expect((await call(`/api/cart/remove/${lineId}`, { method: 'DELETE', token: bob })).status).toBe(404);
    // A client-sent cart id or owner is ignored: Bob's add lands in Bob's cart.
    const bobAdd = await call<CartDto>('/api/cart/addToCart', {
      method: 'POST',
      token: bob,
      body: { ...adult, cartId: aliceCart.cartId, ownerId: 'someone-else' },
    });
    expect(bobAdd.body.cartId).not.toBe(aliceCart.cartId);

    expect((await getCart(alice)).body).toEqual(aliceCart);
  });
});
