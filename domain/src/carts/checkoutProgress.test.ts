import type { CheckoutInput } from '@parks/schemas/checkout';
import { describe, expect, it } from 'vitest';
import type { OrderDraft } from '../orders/draft.ts';
import { started } from '../testing/cartCheckout.ts';
import { passLine } from '../testing/cartItems.ts';
import { now } from '../testing/catalog.ts';
import { checkoutFingerprint, checkoutStep, placeOrderCommand } from './checkoutProgress.ts';
import type { CartEvent, CartLine } from './events.ts';
import { type CartState, evolve, initialState } from './state.ts';

const cartId = 'cart-7';
// Whole events, as the decider emits them: the Discovery Pass line and its priced order (ord-1, 98.88).
const line: CartLine = passLine;
const order: OrderDraft = started.data.order;
const payment = { brand: 'visa', last4: '1111', authorizationId: 'auth-1', amountCents: 9_888 } as const;
const events: Record<string, CartEvent> = {
  opened: { type: 'CartOpened', data: { cartId, ownerId: 'guest-1', storeCode: 'b2c', openedAt: now } },
  added: { type: 'CartItemAdded', data: { cartId, line, addedAt: now } },
  started: {
    type: 'CheckoutStarted',
    data: { cartId, orderId: 'ord-1', idempotencyKey: 'key-1', requestHash: 'h', order, startedAt: now },
  },
  authorized: { type: 'PaymentAuthorized', data: { cartId, orderId: 'ord-1', payment, authorizedAt: now } },
  declined: {
    type: 'PaymentDeclined',
    data: { cartId, orderId: 'ord-1', idempotencyKey: 'key-1', requestHash: 'h', reason: 'declined', declinedAt: now },
  },
  checkedOut: {
    type: 'CartCheckedOut',
    data: { cartId, orderId: 'ord-1', confirmationAlias: 'confirmation/ord-1', checkedOutAt: now },
  },
};
const stateAfter = (...names: string[]): CartState =>
  names.map((name) => events[name] as CartEvent).reduce(evolve, initialState());

describe('where a purchase stands (checkoutStep)', () => {
  it('is to start when no attempt has this key', () => {
    expect(checkoutStep(stateAfter('opened', 'added'), 'key-1')).toEqual({ step: 'start' });
    expect(checkoutStep(stateAfter('opened', 'added', 'started'), 'key-2')).toEqual({ step: 'start' });
  });
  it('is to authorize once started, with one gateway key per attempt', () =>
    expect(checkoutStep(stateAfter('opened', 'added', 'started'), 'key-1')).toEqual({
      step: 'authorize',
      orderId: 'ord-1',
      amountCents: 9_888,
      paymentKey: 'payment-ord-1',
    }));
  it('is to place the order once paid', () =>
    expect(checkoutStep(stateAfter('opened', 'added', 'started', 'authorized'), 'key-1')).toEqual({
      step: 'placeOrder',
      orderId: 'ord-1',
    }));
  it('is done with the first answer once checked out', () =>
    expect(checkoutStep(stateAfter('opened', 'added', 'started', 'authorized', 'checkedOut'), 'key-1')).toEqual({
      step: 'done',
      orderId: 'ord-1',
      confirmationAlias: 'confirmation/ord-1',
    }));
  it('is declined for the key of a declined attempt', () =>
    expect(checkoutStep(stateAfter('opened', 'added', 'started', 'declined'), 'key-1')).toEqual({
      step: 'declined',
      orderId: 'ord-1',
      reason: 'declined',
    }));
});

describe('the PlaceOrder of a checkout', () => {
  it('carries the priced order, the payment summary, the key and the hash', () =>
    expect(placeOrderCommand(stateAfter('opened', 'added', 'started', 'authorized'), { now })).toEqual({
      type: 'PlaceOrder',
      data: { order, payment, idempotencyKey: 'key-1', requestHash: 'h', requiresApproval: false },
      metadata: { now },
    }));
  it('does not exist before the payment', () =>
    expect(placeOrderCommand(stateAfter('opened', 'added', 'started'), { now })).toBeNull());
});

describe('the request fingerprint', () => {
  const form = {
    shippingMethod: 'standard',
    agreeToTerms: true,
    ccNumber: '4111 1111 1111 1111',
    ccExpiry: '12/28',
    ccCvd: '737',
  } as CheckoutInput;
  const state = stateAfter('opened', 'added');
  it('is the same for the same cart and form, whatever the key order', () =>
    expect(checkoutFingerprint(state, form)).toBe(
      checkoutFingerprint(state, { ...form, agreeToTerms: true } as CheckoutInput),
    ));
  it('changes with the cart or the form', () => {
    expect(checkoutFingerprint(stateAfter('opened'), form)).not.toBe(checkoutFingerprint(state, form));
    expect(checkoutFingerprint(state, { ...form, shippingMethod: 'express' })).not.toBe(
      checkoutFingerprint(state, form),
    );
  });
  it('keeps only brand and last four of the card, never its number or CVV', () => {
    const text = checkoutFingerprint(state, form);
    expect(text).toContain('"last4":"1111"');
    expect(text).not.toMatch(/4111 1111|737/);
  });
});
