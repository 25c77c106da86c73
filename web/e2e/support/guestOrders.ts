/**
 * A public-store order placed through the real API as the store's pages place it: a guest session, adult Discovery
 * Passes in the cart, then Purchase now with the sandbox Visa, shipped to Ottawa (ON, so HST applies).
 */
import { address } from '@parks/domain/testing/cartCheckout';
import type { AddCartItemInput } from '@parks/schemas/cart';
import { expect } from 'vitest';
import { apiCall } from './api.ts';

/** The guest session as the app keeps it in local storage. */
export type GuestSession = Readonly<{ token: string; expiresAt: string }>;

// Anne Shirley of Ottawa: the domain's checkout fixture, which the checkout's unit tests and the bench use too.
const ottawa = address;

export type GuestOrderOptions = Readonly<{
  /** The checkout's Idempotency-Key: one per order of a test file. */
  key: string;
  quantity: number;
  /** What the cart holds when not `quantity` adult Discovery Passes. */
  items?: readonly AddCartItemInput[];
  /** Fields of the shipping address other than Anne Shirley's (the customer's name and e-mail). */
  shipping?: Partial<typeof ottawa>;
  shippingMethod?: 'standard' | 'express';
}>;

export const buyAsGuest = async (
  base: string,
  { key, quantity, items, shipping = {}, shippingMethod = 'express' }: GuestOrderOptions,
): Promise<{ guest: GuestSession; orderId: string }> => {
  const session = await apiCall<GuestSession>(base, '/api/store/guestSession', { method: 'POST' });
  expect(session.status).toBe(201);
  const guest = session.body;
  for (const item of items ?? [{ productId: 'prod-discovery-adult', quantity }]) {
    const added = await apiCall(base, '/api/cart/addToCart', { token: guest.token, body: item });
    expect(added.status).toBe(200);
  }
  const bought = await apiCall<{ orderId: string }>(base, '/api/checkout/checkoutOrder', {
    method: 'PUT',
    token: guest.token,
    headers: { 'Idempotency-Key': key },
    body: {
      shipping: { ...ottawa, ...shipping },
      billingSameAsShipping: true,
      shippingMethod,
      ccNumber: '4111 1111 1111 1111',
      ccExpiry: '12/30',
      ccCvd: '987',
      agreeToTerms: true,
      consentToEmails: false,
      preferredLanguage: 'en',
    },
  });
  expect(bought.status).toBe(200);
  return { guest, orderId: bought.body.orderId };
};
