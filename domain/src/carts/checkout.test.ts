import type { CheckoutInput } from '@parks/schemas/checkout';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import {
  addMore,
  address,
  authorize,
  authorized,
  checkOut,
  decline,
  declined,
  form,
  start,
  started,
} from '../testing/cartCheckout.ts';
import { cartId, withPass } from '../testing/cartItems.ts';
import { now, tenPercentOff } from '../testing/catalog.ts';
import { specFor } from '../testing/specFor.ts';
import { cartDecider } from './decider.ts';
import type { CartEvent } from './events.ts';

const given = specFor(cartDecider);
const errorOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('no DomainError');
};
const fold = (events: CartEvent[]) => events.reduce(cartDecider.evolve, cartDecider.initialState());

describe('an empty cart', () => {
  it('cannot be checked out', () => given([]).when(start()).thenThrows('cart.empty'));
});

describe('an open cart', () => {
  it('starts checkout: validated form, priced order, frozen cart', () => given(withPass).when(start()).then([started]));
  it('refuses an invalid form with the numbered field errors', () => {
    const error = errorOf(() =>
      cartDecider.decide(
        start({ form: { ...form, shipping: { ...address, city: '' }, agreeToTerms: false } }),
        fold(withPass),
      ),
    );
    expect(error.code).toBe('checkout.invalid');
    expect(error.status).toBe(422);
    expect(error.details?.errors).toEqual({
      'shipping.city': ['checkout.city.required'],
      agreeToTerms: ['checkout.agreeToTerms.required'],
    });
  });
  it('refuses Standard shipping to China and Taiwan', () => {
    const toTaiwan = {
      ...form,
      shippingMethod: 'standard' as const,
      shipping: { ...address, country: 'TW', provinceState: '', postalCode: '100', phone1: '+886 2 1234 5678' },
    };
    const error = errorOf(() => cartDecider.decide(start({ form: toTaiwan }), fold(withPass)));
    expect(error.details?.errors).toEqual({ shippingMethod: ['checkout.shippingMethod.standardUnavailable'] });
  });
  it('takes the applied promo discount off the order', () => {
    const withPromo = [
      ...withPass,
      {
        type: 'PromoCodeApplied',
        data: { cartId, code: 'PARKS10', discountId: 'disc-ten', appliedAt: now },
      } as CartEvent,
    ];
    const [event] = cartDecider.decide(start({ discount: tenPercentOff }), fold(withPromo));
    expect(event?.type === 'CheckoutStarted' && event.data.order.discounts).toEqual([
      { code: 'PARKS10', discountId: 'disc-ten', amountCents: 725 },
    ]);
  });
  it('keeps card number and CVV out of the event even when the form carries them', () => {
    const withCard = { ...form, ccNumber: '4111 1111 1111 1111', ccExpiry: '12/28', ccCvd: '737' } as CheckoutInput;
    const text = JSON.stringify(cartDecider.decide(start({ form: withCard }), fold(withPass)));
    expect(text).not.toMatch(/4111|737|ccNumber|ccCvd/);
  });
});

describe('a cart checking out', () => {
  const checkingOut = [...withPass, started];
  it('ignores a repeated Purchase with the same key and content (double click, retry)', () =>
    given(checkingOut)
      .when(start({ orderId: 'ord-2' }))
      .thenNothingHappened());
  it('refuses the same key with a changed cart or form', () =>
    given(checkingOut)
      .when(start({ requestHash: 'hash-2' }))
      .thenThrows('checkout.requestChanged'));
  it('refuses a second purchase while the first runs', () =>
    given(checkingOut)
      .when(start({ idempotencyKey: 'key-2' }))
      .thenThrows('checkout.inProgress'));
  it('is frozen: items cannot change', () => given(checkingOut).when(addMore).thenThrows('checkout.inProgress'));
  it('records the authorization: brand, last four and authorization id only', () =>
    given(checkingOut).when(authorize()).then([authorized]));
  it('refuses an authorization for another amount', () =>
    given(checkingOut)
      .when(authorize({ amountCents: 100 }))
      .thenThrows('payment.amountMismatch'));
  it('refuses an authorization for another attempt', () =>
    given(checkingOut).when(authorize({}, 'ord-x')).thenThrows('checkout.notInProgress'));
  it('records a declined card', () => given(checkingOut).when(decline).then([declined]));
  it('cannot be checked out before its payment', () =>
    given(checkingOut).when(checkOut()).thenThrows('checkout.inProgress'));
});
