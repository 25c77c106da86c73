import type { AddCartItem, CartCommand } from '../carts/commands.ts';
import type { CartEvent, CartLine } from '../carts/events.ts';
import {
  discoveryCategory,
  discoveryPass,
  discoveryPrice,
  lockageCategory,
  lockagePermit,
  lockagePrice,
  now,
  tenPercentOff,
} from './catalog.ts';

/** Cart commands and events shared by the cart tests: a guest cart with one Discovery Pass, and its checkout. */
export const cartId = 'cart-7';
export const metadata = { now };
export const opened: CartEvent = {
  type: 'CartOpened',
  data: { cartId, ownerId: 'guest-1', storeCode: 'b2c', openedAt: now },
};
export const add = (lineId: string, more: Partial<AddCartItem['data']> = {}): AddCartItem => ({
  type: 'AddCartItem',
  data: {
    cartId,
    ownerId: 'guest-1',
    storeCode: 'b2c',
    lineId,
    product: discoveryPass,
    category: discoveryCategory,
    prices: [discoveryPrice],
    quantity: 1,
    ...more,
  },
  metadata,
});
export const addVessel = (lineId: string, lengthFeet: number, vesselId = 'ON 1234 AB', quantity = 1): AddCartItem =>
  add(lineId, {
    product: lockagePermit,
    category: lockageCategory,
    prices: [lockagePrice],
    quantity,
    vessel: { lengthFeet, vesselId, vesselType: 'power' },
  });
export const passLine: CartLine = {
  lineId: 'line-1',
  productId: discoveryPass.productId,
  priceId: discoveryPrice.priceId,
  categoryId: discoveryCategory.categoryId,
  categoryName: discoveryCategory.name,
  productName: discoveryPass.name,
  validityPeriod: discoveryPass.validityPeriod,
  vessel: null,
  unitPriceCents: 7_250,
  quantity: 1,
};
export const vesselLine = (lineId: string, lengthFeet: number, charged: number): CartLine => ({
  ...passLine,
  lineId,
  productId: lockagePermit.productId,
  priceId: lockagePrice.priceId,
  categoryId: lockageCategory.categoryId,
  categoryName: lockageCategory.name,
  productName: lockagePermit.name,
  validityPeriod: null,
  vessel: { lengthFeet, chargedLengthFeet: charged, vesselId: 'ON 1234 AB', vesselType: 'power' },
  unitPriceCents: 880 * charged,
});
export const added = (line: CartLine): CartEvent => ({ type: 'CartItemAdded', data: { cartId, line, addedAt: now } });
export const quantityChanged = (lineId: string, quantity: number, mergedLineId: string | null = null): CartEvent => ({
  type: 'CartItemQuantityChanged',
  data: { cartId, lineId, quantity, mergedLineId, changedAt: now },
});
export const removed = (lineId: string): CartEvent => ({
  type: 'CartItemRemoved',
  data: { cartId, lineId, removedAt: now },
});
export const change = (lineId: string, quantity: number): CartCommand => ({
  type: 'ChangeCartItemQuantity',
  data: { cartId, lineId, quantity },
  metadata,
});
export const applyPromo = (code: string, discount = tenPercentOff): CartCommand => ({
  type: 'ApplyPromoCode',
  data: { cartId, code, discount },
  metadata,
});
export const promoApplied: CartEvent = {
  type: 'PromoCodeApplied',
  data: { cartId, code: 'PARKS10', discountId: 'disc-ten', appliedAt: now },
};
export const withPass = [opened, added(passLine)];
