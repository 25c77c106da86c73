import type { PortalOptionChoice } from '@parks/schemas/portal';
import { describe, it } from 'vitest';
import { specFor } from '../testing/specFor.ts';
import type { PortalCartCommand, PortalCartEvent } from './cart.ts';
import { portalCartDecider } from './cart.ts';
import type { PortalProductSnapshot } from './catalog.ts';

const given = specFor(portalCartDecider);
const now = '2026-11-21T15:00:00.000Z';
const userId = 'usr-portal';
const option = (id: string) => ({ id, name: { en: id, fr: id } });
const guide: PortalProductSnapshot = {
  productId: 'prod-guide',
  sku: 'PUB-1',
  status: 'Active',
  available: 100,
  allowBackorder: false,
  minimumOrderQty: 5,
  maximumOrderQty: 500,
  options: { year: [option('y26'), option('y27')], month: [], language: [option('en'), option('fr')], packSize: [] },
};
const choice: PortalOptionChoice = {
  yearOptionId: 'y27',
  monthOptionId: null,
  languageOptionId: 'fr',
  packSizeId: null,
};
const add = (quantity: number, product = guide, cartItemId = 'ci-1', picked = choice): PortalCartCommand => ({
  type: 'AddPortalCartItem',
  data: { userId, cartItemId, product, choice: picked, quantity },
  metadata: { now, userId },
});
const added = (quantity: number, cartItemId = 'ci-1'): PortalCartEvent => ({
  type: 'PortalCartItemAdded',
  data: { userId, cartItemId, productId: 'prod-guide', sku: 'PUB-1', choice, quantity, addedAt: now },
});
const change = (quantity: number, picked: Partial<PortalOptionChoice> = {}, product = guide): PortalCartCommand => ({
  type: 'ChangePortalCartItem',
  data: { userId, cartItemId: 'ci-1', product, choice: picked, quantity },
  metadata: { now, userId },
});
const changed = (quantity: number, picked = choice): PortalCartEvent => ({
  type: 'PortalCartItemChanged',
  data: { userId, cartItemId: 'ci-1', choice: picked, quantity, changedAt: now },
});
const checkOut: PortalCartCommand = {
  type: 'CheckOutPortalCart',
  data: { userId, orderId: 'ord-1', cartItemIds: ['ci-1'] },
  metadata: { now, userId },
};
const checkedOut: PortalCartEvent = {
  type: 'PortalCartCheckedOut',
  data: { userId, orderId: 'ord-1', cartItemIds: ['ci-1'], checkedOutAt: now },
};

describe('an empty portal cart', () => {
  it('takes a product with its options and a quantity within its limits', () =>
    given([])
      .when(add(10))
      .then([added(10)]));
  it('refuses a quantity below the minimum order quantity', () =>
    given([]).when(add(4)).thenThrows('portal.quantity.belowMinimum'));
  it('refuses a quantity above the maximum order quantity', () =>
    given([])
      .when(add(501, { ...guide, available: 10_000 }))
      .thenThrows('portal.quantity.aboveMaximum'));
  it('caps any product at 10000', () =>
    given([])
      .when(add(10_001, { ...guide, maximumOrderQty: 50_000, available: 50_000 }))
      .thenThrows('portal.quantity.aboveMaximum'));
  it('refuses an Unavailable product', () =>
    given([])
      .when(add(10, { ...guide, status: 'Unavailable' }))
      .thenThrows('portal.productUnavailable'));
  it('refuses a product out of stock without back orders', () =>
    given([])
      .when(add(10, { ...guide, available: 0 }))
      .thenThrows('portal.outOfStock'));
  it('refuses more than the stock left when back orders are not allowed', () =>
    given([])
      .when(add(10, { ...guide, available: 6 }))
      .thenThrows('portal.notEnoughStock'));
  it('takes a back-ordered product beyond its stock', () =>
    given([])
      .when(add(10, { ...guide, available: 0, allowBackorder: true }))
      .then([added(10)]));
  it('requires a choice for each option list of the product', () =>
    given([])
      .when(add(10, guide, 'ci-1', { ...choice, languageOptionId: null }))
      .thenThrows('portal.option.required'));
  it('refuses an option the product does not offer', () =>
    given([])
      .when(add(10, guide, 'ci-1', { ...choice, yearOptionId: 'y99' }))
      .thenThrows('portal.option.invalid'));
  it('ignores a choice for an option list the product does not have', () =>
    given([])
      .when(add(10, guide, 'ci-1', { ...choice, monthOptionId: 'm1' }))
      .then([added(10)]));
  it('cannot be checked out', () => given([]).when(checkOut).thenThrows('portal.cartEmpty'));
});

describe('a portal cart with a line', () => {
  it('adds the same product with the same options to that line', () =>
    given([added(10)])
      .when(add(5, guide, 'ci-2'))
      .then([changed(15)]));
  it('ignores a retried add', () =>
    given([added(10)])
      .when(add(10))
      .thenNothingHappened());
  it('checks the limits on the merged quantity', () =>
    given([added(490)])
      .when(add(20, { ...guide, available: 1_000 }, 'ci-2'))
      .thenThrows('portal.quantity.aboveMaximum'));
  it('takes a new quantity', () =>
    given([added(10)])
      .when(change(20))
      .then([changed(20)]));
  it('changes the options from the edit modal', () =>
    given([added(10)])
      .when(change(10, { languageOptionId: 'en' }))
      .then([changed(10, { ...choice, languageOptionId: 'en' })]));
  it('removes the line at quantity 0', () =>
    given([added(10)])
      .when(change(0))
      .then([{ type: 'PortalCartItemRemoved', data: { userId, cartItemId: 'ci-1', removedAt: now } }]));
  it('ignores an unchanged line', () =>
    given([added(10)])
      .when(change(10))
      .thenNothingHappened());
  it('refuses an increase beyond the stock', () =>
    given([added(10)])
      .when(change(200))
      .thenThrows('portal.notEnoughStock'));
  it('refuses to change a line it does not have', () =>
    given([]).when(change(3)).thenThrows('portal.cartItemNotFound'));
  it('is emptied by the order placed from it, once', () => {
    given([added(10)])
      .when(checkOut)
      .then([checkedOut]);
    given([added(10), checkedOut])
      .when(checkOut)
      .thenNothingHappened();
  });
});
