/**
 * The public checkout over real HTTP with the sandbox payment gateway: the order summary, Purchase now
 * (validation, idempotency under double submission, declines), the confirmation, and card data kept out of
 * the event log.
 */
import { orderStream } from '@parks/domain/orders/streams';
import { address } from '@parks/domain/testing/cartCheckout';
import type { CartDto } from '@parks/schemas/cart';
import type { CheckoutResultDto } from '@parks/schemas/checkout';
import type { OrderDto } from '@parks/schemas/orders';
import type { CheckoutDataDto } from '@parks/schemas/store/dtos';
import { describe, expect, it } from 'vitest';
import type { LocalizedProblem } from '../http/problems.ts';
import { cardCheckoutForm, sandboxVisa } from '../orders/testing/cardOrders.ts';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { allEvents, newGuest } from '../testing/testApi.ts';

const store = fileTestApi({ store: true });
const { call } = store;

const visa = sandboxVisa;
const form = cardCheckoutForm;

/** A visitor with two adult Discovery Passes: 15 050 + express 2 495, HST 13 % (2 281) = 19 826. */
const shopper = async (): Promise<string> => {
  const token = await newGuest(store.server.base);
  const added = await call('/api/cart/addToCart', {
    method: 'POST',
    token,
    body: { productId: 'prod-discovery-adult', quantity: 2 },
  });
  expect(added.status).toBe(200);
  return token;
};

const purchase = (token: string, key: string, body: unknown = form(), language?: string) =>
  call<CheckoutResultDto>('/api/checkout/checkoutOrder', {
    method: 'PUT',
    token,
    body,
    headers: { 'Idempotency-Key': key },
    ...(language === undefined ? {} : { language }),
  });

const eventsOf = async (stream: string) => {
  const events = [];
  try {
    for await (const event of store.server.eventStore.readStream(stream)) events.push(event);
  } catch {
    return [];
  }
  return events;
};

describe('the order summary', () => {
  it('GET: the cart lines, the methods offered, no shipping, tax or arrival date before a destination', async () => {
    const token = await shopper();
    const { status, body } = await call<CheckoutDataDto>('/api/checkout/getCheckoutDto', { token });
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.totals).toMatchObject({ subtotalCents: 15_050, shippingCents: 0, taxCents: 0, totalCents: 15_050 });
    expect(body.estimatedArrivalDate).toBeNull();
    expect(body.shippingMethods).toEqual([
      { method: 'standard', feeCents: 0, selected: true },
      { method: 'express', feeCents: 2_495, selected: false },
    ]);
    expect(body.provinceStates).toContainEqual({ value: 'QC', name: { en: 'Quebec', fr: 'Québec' }, parentId: 'CA' });
  });

  it('PUT: priced for the destination and method typed so far, exactly as the purchase will be', async () => {
    const token = await shopper();
    const { body } = await call<CheckoutDataDto>('/api/checkout/updateCheckoutDto', {
      method: 'PUT',
      token,
      body: { shipping: { country: 'ca', provinceState: 'on' }, shippingMethod: 'express' },
    });
    expect(body.totals).toMatchObject({ shippingCents: 2_495, taxCents: 2_281, totalCents: 19_826 });
    expect(body.totals.taxName).toEqual({ en: 'HST', fr: 'TVH' });
    expect(body.estimatedArrivalDate).toBe('2026-06-18');
    const china = await call<CheckoutDataDto>('/api/checkout/updateCheckoutDto', {
      method: 'PUT',
      token,
      body: { shipping: { country: 'CN' }, shippingMethod: 'standard' },
    });
    expect(china.body.shippingMethods).toEqual([{ method: 'express', feeCents: 5_995, selected: true }]);
    expect(china.body.totals.taxCents).toBe(0);
  });

  it('needs the guest session, and a JSON object', async () => {
    expect((await call('/api/checkout/getCheckoutDto')).status).toBe(401);
    const token = await newGuest(store.server.base);
    const array = await call('/api/checkout/updateCheckoutDto', { method: 'PUT', token, body: [1] });
    expect(array.status).toBe(422);
  });
});

describe('Purchase now', () => {
  it('places the order, closes the cart and answers the confirmation; the next GETs show it', async () => {
    const token = await shopper();
    const { status, body } = await purchase(token, 'buy-1');
    expect(status).toBe(200);
    expect(body.orderId).toMatch(/^20260615-[0-9A-Z]{10}$/);
    expect(body.confirmationAlias).toBe(`confirmation/${body.orderId}`);

    const latest = await call<OrderDto>('/api/checkout/GetConfirmation', { token });
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({
      orderId: body.orderId,
      status: 'pending',
      totals: { totalCents: 19_826 },
      payment: { brand: 'visa', last4: '1111', amountCents: 19_826 },
    });
    const byId = await call<OrderDto>(`/api/checkout/GetOrderById/${body.orderId}`, { token });
    expect(byId.body.orderId).toBe(body.orderId);
    // The cart is checked out: the visitor's cart is empty again.
    expect((await call<CartDto>('/api/cart/getCart', { token })).body.items).toEqual([]);
  });

  it('keeps the card number and CVV out of every event: only brand, last four and authorization id', async () => {
    const token = await shopper();
    const { body } = await purchase(token, 'buy-secret');
    const recorded = JSON.stringify((await allEvents(store.server.eventStore)).map((event) => event.data));
    expect(recorded).not.toContain('4111111111111111');
    expect(recorded).not.toContain(visa);
    expect(recorded).not.toContain('ccNumber');
    expect(recorded).not.toContain('ccCvd');
    // The CVV as a value of its own: random ids may hold the digits 987 by chance.
    expect(recorded).not.toMatch(/"987"|:987[,}\]]/);
    const [placed] = await eventsOf(orderStream(body.orderId));
    expect(placed?.data.payment).toEqual({
      brand: 'visa',
      last4: '1111',
      authorizationId: expect.stringMatching(/^sbx_auth_/),
      amountCents: 19_826,
    });
  });

  it('a double-submitted purchase (same key, concurrently and again later) makes one order and one charge', async () => {
    const token = await shopper();
    const answers = await Promise.all([
      purchase(token, 'buy-twice'),
      purchase(token, 'buy-twice'),
      purchase(token, 'buy-twice'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const orderIds = new Set(answers.map((answer) => answer.body.orderId));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds];
    const again = await purchase(token, 'buy-twice');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(answers[0]?.body);

    const orderEvents = await eventsOf(orderStream(orderId ?? ''));
    expect(orderEvents.map((event) => event.type)).toEqual(['OrderPlaced']);
    const all = await allEvents(store.server.eventStore);
    const placedForVisitor = all.filter(
      (event) => event.type === 'OrderPlaced' && event.data.cartId === orderEvents[0]?.data.cartId,
    );
    expect(placedForVisitor).toHaveLength(1);
    const cartEvents = all.filter((event) => event.streamId === `cart-${String(orderEvents[0]?.data.cartId)}`);
    expect(cartEvents.filter((event) => event.type === 'CheckoutStarted')).toHaveLength(1);
    expect(cartEvents.filter((event) => event.type === 'PaymentAuthorized')).toHaveLength(1);
    expect(cartEvents.filter((event) => event.type === 'CartCheckedOut')).toHaveLength(1);
  });

  it('refuses the same key with a changed form, and a new key on the now empty cart', async () => {
    const token = await shopper();
    expect((await purchase(token, 'buy-changed')).status).toBe(200);
    const changed = await purchase(token, 'buy-changed', form({ consentToEmails: true }));
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'checkout.requestChanged' });
    const another = await purchase(token, 'buy-other');
    expect(another.status).toBe(422);
    expect(another.body).toMatchObject({ code: 'cart.empty' });
  });

  it('a declined card places no order, reopens the cart, and a repeat gets the same answer', async () => {
    const token = await shopper();
    const declined = await purchase(token, 'buy-declined', form({ ccNumber: '4000 0000 0000 0002' }));
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 'payment.declined',
      detail: 'Your card was declined. Please check your card details or use another card.',
    });
    const repeat = await purchase(token, 'buy-declined', form({ ccNumber: '4000 0000 0000 0002' }));
    expect(repeat.status).toBe(402);

    const all = await allEvents(store.server.eventStore);
    const decline = all.find(
      (event) => event.type === 'PaymentDeclined' && event.data.idempotencyKey === 'buy-declined',
    );
    expect(decline?.data.reason).toBe('declined');
    expect(await eventsOf(orderStream(String(decline?.data.orderId)))).toEqual([]);
    expect(
      all.filter((event) => event.type === 'PaymentDeclined' && event.data.idempotencyKey === 'buy-declined'),
    ).toHaveLength(1);
    const cart = await call<CartDto>('/api/cart/getCart', { token });
    expect(cart.body).toMatchObject({ checkedOut: false, items: [{ productId: 'prod-discovery-adult' }] });

    const retried = await purchase(token, 'buy-after-decline');
    expect(retried.status).toBe(200);
  });

  it('resumes an authorization whose outcome was unknown (gateway timeout), with one charge', async () => {
    const token = await shopper();
    const { status, body } = await purchase(token, 'buy-timeout', form({ ccNumber: '4000 0000 0000 0119' }));
    expect(status).toBe(200);
    const [placed] = await eventsOf(orderStream(body.orderId));
    expect(placed?.data.payment).toMatchObject({ last4: '0119' });
  });

  it('refuses an invalid form with the numbered messages in the spec order, in the caller language', async () => {
    const token = await shopper();
    const invalid = form({
      shipping: { ...address, firstName: '', postalCode: '12345', confirmEmail: 'other@example.ca' },
      ccNumber: '4111',
      agreeToTerms: false,
    });
    const { status, body } = await call<LocalizedProblem>('/api/checkout/checkoutOrder', {
      method: 'PUT',
      token,
      body: invalid,
      language: 'fr',
      headers: { 'Idempotency-Key': 'buy-invalid' },
    });
    expect(status).toBe(422);
    expect(body.code).toBe('checkout.invalid');
    expect(body.errors).toEqual({
      'shipping.firstName': ['checkout.firstName.required'],
      'shipping.postalCode': ['checkout.postalCode.invalid'],
      'shipping.confirmEmail': ['checkout.confirmEmail.mismatch'],
      ccNumber: ['checkout.ccNumber.invalid'],
      agreeToTerms: ['checkout.agreeToTerms.required'],
    });
    expect(body.messages?.['shipping.firstName']?.[0]).toMatch(/^Erreur 1 : /);
    expect(body.messages?.agreeToTerms?.[0]).toMatch(/^Erreur 5 : /);
    expect(body.detail).toBeDefined();
    expect((await call<CartDto>('/api/cart/getCart', { token })).body.checkedOut).toBe(false);
    expect(
      (await allEvents(store.server.eventStore)).some((event) => event.data.idempotencyKey === 'buy-invalid'),
    ).toBe(false);
  });

  it('needs an Idempotency-Key and a guest session', async () => {
    const token = await shopper();
    const noKey = await call<LocalizedProblem>('/api/checkout/checkoutOrder', { method: 'PUT', token, body: form() });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors).toEqual({ 'Idempotency-Key': ['validation.invalid'] });
    const noSession = await call('/api/checkout/checkoutOrder', {
      method: 'PUT',
      body: form(),
      headers: { 'Idempotency-Key': 'k' },
    });
    expect(noSession.status).toBe(401);
  });
});

describe('the confirmation of another visitor', () => {
  it('is not found, by id or as the latest', async () => {
    const owner = await shopper();
    const { body } = await purchase(owner, 'buy-private');
    const stranger = await newGuest(store.server.base);
    const byId = await call<LocalizedProblem>(`/api/checkout/GetOrderById/${body.orderId}`, { token: stranger });
    expect(byId.status).toBe(404);
    expect(byId.body).toMatchObject({ code: 'order.notFound', detail: 'This order does not exist.' });
    expect((await call('/api/checkout/GetConfirmation', { token: stranger })).status).toBe(404);
    expect((await call(`/api/checkout/GetOrderById/${body.orderId}`)).status).toBe(401);
  });
});
