/**
 * The store's settings as the cart decider sees them (back-office.md, Change Settings): the seeded clock is the
 * "now" of prices and sale windows (`metadata.storeNow`) while events keep the real time (`metadata.now`), and a
 * closed cart (`shoppingCartDisabled`) takes nothing.
 */
import { describe, it } from 'vitest';
import { add, added, opened, passLine, withPass } from '../testing/cartItems.ts';
import { discoveryPrice, now } from '../testing/catalog.ts';
import { specFor } from '../testing/specFor.ts';
import { cartDecider } from './decider.ts';

const given = specFor(cartDecider);

/** A sale next summer; the real `now` is 2026-11-21, before it. */
const summerSale = {
  ...discoveryPrice,
  salePriceCents: 5_000,
  saleStartsAt: '2027-06-01T04:00:00.000Z',
  saleEndsAt: '2027-09-01T04:00:00.000Z',
};
const addAt = (storeNow: string | undefined) => ({
  ...add('line-1', { prices: [summerSale] }),
  metadata: storeNow === undefined ? { now } : { now, storeNow },
});

describe('a cart under the seeded clock', () => {
  it('prices at the sale price when the seeded now is inside the sale window; the events keep the real time', () =>
    given([])
      .when(addAt('2027-07-01T12:00:00.000Z'))
      .then([opened, added({ ...passLine, unitPriceCents: 5_000 })]));
  it('prices at the regular price when the seeded now is outside the window', () =>
    given([])
      .when(addAt('2027-09-02T12:00:00.000Z'))
      .then([opened, added(passLine)]));
  it('prices at the regular price at the real time when there is no seeded clock', () =>
    given([])
      .when(addAt(undefined))
      .then([opened, added(passLine)]));
});

describe('a closed cart', () => {
  it('refuses a new item, empty or not', () => {
    given([])
      .when(add('line-1', { shoppingCartDisabled: true }))
      .thenThrows('cart.disabled');
    given(withPass)
      .when(add('line-2', { shoppingCartDisabled: true }))
      .thenThrows('cart.disabled');
  });
  it('adds as usual when the cart is open', () =>
    given([])
      .when(add('line-1', { shoppingCartDisabled: false }))
      .then([opened, added(passLine)]));
});
