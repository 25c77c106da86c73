import { percent } from '@parks/schemas/money';
import { describe, expect, it } from 'vitest';
import {
  addMore,
  authorize,
  authorized,
  checkedOut,
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
const fold = (events: CartEvent[]) => events.reduce(cartDecider.evolve, cartDecider.initialState());

describe('a cart whose card was declined', () => {
  const afterDecline = [...withPass, started, declined];
  it('answers a repeat of the declined attempt with the decline again', () =>
    given(afterDecline).when(start()).thenThrows('payment.declined'));
  it('refuses the declined key with changed content', () =>
    given(afterDecline)
      .when(start({ requestHash: 'hash-2' }))
      .thenThrows('checkout.requestChanged'));
  it('takes a new attempt under a new key', () =>
    given(afterDecline)
      .when(
        start({
          idempotencyKey: 'key-2',
          requestHash: 'hash-2',
          orderId: 'ord-2',
          confirmationAlias: 'confirmation/ord-2',
        }),
      )
      .then([
        {
          ...started,
          data: {
            ...started.data,
            orderId: 'ord-2',
            idempotencyKey: 'key-2',
            requestHash: 'hash-2',
            order: { ...started.data.order, orderId: 'ord-2', confirmationAlias: 'confirmation/ord-2' },
          },
        },
      ]));
  it('is open again for changes', () =>
    given(afterDecline)
      .when(addMore)
      .then([
        {
          type: 'CartItemQuantityChanged',
          data: { cartId, lineId: 'line-1', quantity: 2, mergedLineId: 'line-9', changedAt: now },
        },
      ]));
  it('ignores the decline recorded again', () => given(afterDecline).when(decline).thenNothingHappened());
});

describe('a paid cart', () => {
  const paid = [...withPass, started, authorized];
  it('ignores the same authorization recorded again', () => given(paid).when(authorize()).thenNothingHappened());
  it('cannot be declined any more', () => given(paid).when(decline).thenThrows('checkout.notInProgress'));
  it('is checked out once the order is placed', () => given(paid).when(checkOut()).then([checkedOut]));
});

describe('a checked-out cart', () => {
  const done = [...withPass, started, authorized, checkedOut];
  it('answers a repeated Purchase with nothing new (the first answer stands)', () =>
    given(done).when(start()).thenNothingHappened());
  it('refuses a new purchase', () =>
    given(done)
      .when(start({ idempotencyKey: 'key-2' }))
      .thenThrows('cart.checkedOut'));
  it('refuses any change', () => given(done).when(addMore).thenThrows('cart.checkedOut'));
  it('ignores a repeated check-out', () => given(done).when(checkOut()).thenNothingHappened());
});

describe('a cart whose total is zero', () => {
  const freeCode = { ...tenPercentOff, discountId: 'disc-free', code: 'FREE', rate: percent(100) };
  const free = [
    ...withPass,
    { type: 'PromoCodeApplied', data: { cartId, code: 'FREE', discountId: 'disc-free', appliedAt: now } } as CartEvent,
  ];
  const freeForm = { ...form, shippingMethod: 'standard' as const };
  it('needs no payment to be checked out', () => {
    const events = cartDecider.decide(start({ form: freeForm, discount: freeCode }), fold(free));
    expect(events[0]?.type === 'CheckoutStarted' && events[0].data.order.totals.totalCents).toBe(0);
    given([...free, ...events])
      .when(checkOut())
      .then([{ ...checkedOut }]);
  });
});
