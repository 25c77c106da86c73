import { describe, it } from 'vitest';
import { start } from '../testing/cartCheckout.ts';
import { add, metadata, withPass } from '../testing/cartItems.ts';
import { discoveryPass, now } from '../testing/catalog.ts';
import { specFor } from '../testing/specFor.ts';
import { cartDecider } from './decider.ts';

const given = specFor(cartDecider);

// The cart's now is the store's (`storeNow`, the seeded clock while enabled), 2026-11-21T15:00Z in these tests.
const window = (unavailableStart: string | null, unavailableEnd: string | null) => ({
  ...discoveryPass,
  orderable: true,
  unavailableStart,
  unavailableEnd,
});

describe('adding a product with an unavailability window', () => {
  it('given a window that has opened, when it is added, then it is refused', () =>
    given([])
      .when(add('line-1', { product: window('2026-11-01T00:00:00.000Z', null) }))
      .thenThrows('cart.productNotOrderable'));
  it('given a window that opens later, when it is added, then it goes in the cart', () =>
    given([])
      .when(add('line-1', { product: window('2026-12-01T00:00:00.000Z', null) }))
      .then(withPass));
  it('given a window that has closed, when it is added, then it goes in the cart', () =>
    given([])
      .when(add('line-1', { product: window('2026-11-01T00:00:00.000Z', now) }))
      .then(withPass));
  it('given the seeded clock inside the window, when it is added, then it is refused at that time', () =>
    given([])
      .when({
        ...add('line-1', { product: window('2027-01-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z') }),
        metadata: { ...metadata, storeNow: '2027-01-15T00:00:00.000Z' },
      })
      .thenThrows('cart.productNotOrderable'));
  it('given a product staff marked as not orderable, when it is added, then it is refused', () =>
    given([])
      .when(add('line-1', { product: { ...discoveryPass, orderable: false } }))
      .thenThrows('cart.productNotOrderable'));
});

describe('checking out a cart holding a product whose window opened since', () => {
  it('given the product in the cart, when its checkout starts, then it is refused', () =>
    given(withPass)
      .when(start({ unorderableProductIds: [discoveryPass.productId] }))
      .thenThrows('cart.productNotOrderable'));
});
