/**
 * A public-store order bought over real HTTP as the store's pages buy it, on a server of `startTestApi({ store: true })`
 * or the admin harness: adult Discovery Passes in the caller's cart, then Purchase now with the sandbox Visa, shipped
 * express to the domain fixtures' Ottawa address (ON, HST 13 %). For the tests that need the checkout's own events
 * (the gateway's authorization, the payments, the refunds of a real card); the others place orders through the
 * decider (`publicOrders.ts`).
 */
import { address } from '@parks/domain/testing/cartCheckout';
import type { CheckoutResultDto } from '@parks/schemas/checkout';
import { expect } from 'vitest';
import { call } from '../../testing/testApi.ts';

/** The sandbox gateway's Visa that authorizes. */
export const sandboxVisa = '4111 1111 1111 1111';

/** The Purchase now form of the fixtures' shopper, paid with the sandbox Visa; `more` replaces fields. */
export const cardCheckoutForm = (more: Readonly<Record<string, unknown>> = {}) => ({
  shipping: address,
  billingSameAsShipping: true,
  shippingMethod: 'express',
  ccNumber: sandboxVisa,
  ccExpiry: '12/30',
  ccCvd: '987',
  agreeToTerms: true,
  consentToEmails: false,
  preferredLanguage: 'en',
  ...more,
});

/** Puts `quantity` adult Discovery Passes in the token's cart and buys them; returns the order id. */
export const buyPasses = async (
  base: string,
  token: string,
  { key, quantity }: Readonly<{ key: string; quantity: number }>,
): Promise<string> => {
  const added = await call(base, '/api/cart/addToCart', {
    token,
    body: { productId: 'prod-discovery-adult', quantity },
  });
  expect(added.status).toBe(200);
  const bought = await call<CheckoutResultDto>(base, '/api/checkout/checkoutOrder', {
    method: 'PUT',
    token,
    headers: { 'Idempotency-Key': key },
    body: cardCheckoutForm(),
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return bought.body.orderId;
};
