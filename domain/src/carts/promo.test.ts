import { describe, it } from 'vitest';
import { applyPromo, cartId, metadata, promoApplied, withPass } from '../testing/cartItems.ts';
import { now, tenPercentOff } from '../testing/catalog.ts';
import { specFor } from '../testing/specFor.ts';
import { cartDecider } from './decider.ts';

const given = specFor(cartDecider);

describe('an open cart and promo codes', () => {
  it('applies a valid code', () => given(withPass).when(applyPromo(' parks10 ')).then([promoApplied]));
  it('says no code was entered for an empty code', () =>
    given(withPass).when(applyPromo('')).thenThrows('promo.required'));
  it('says an unknown code is not valid', () =>
    given(withPass)
      .when({ type: 'ApplyPromoCode', data: { cartId, code: 'NOPE', discount: null }, metadata })
      .thenThrows('promo.invalid'));
  it('says an expired code is not valid', () =>
    given(withPass)
      .when(applyPromo('PARKS10', { ...tenPercentOff, endsAt: '2026-01-01T00:00:00Z' }))
      .thenThrows('promo.invalid'));
  it('ignores the same code applied again', () =>
    given([...withPass, promoApplied])
      .when(applyPromo('PARKS10'))
      .thenNothingHappened());
  it('replaces the code with another one', () =>
    given([...withPass, promoApplied])
      .when(applyPromo('WINTER', { ...tenPercentOff, discountId: 'disc-winter', code: 'WINTER' }))
      .then([
        { type: 'PromoCodeApplied', data: { cartId, code: 'WINTER', discountId: 'disc-winter', appliedAt: now } },
      ]));
  it('removes the code', () =>
    given([...withPass, promoApplied])
      .when({ type: 'RemovePromoCode', data: { cartId }, metadata })
      .then([{ type: 'PromoCodeRemoved', data: { cartId, code: 'PARKS10', removedAt: now } }]));
});
