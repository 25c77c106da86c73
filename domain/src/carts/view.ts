import type { CartDto, CartItemDto } from '@parks/schemas/cart';
import type { DiscountRecord } from '@parks/schemas/catalog';
import { discountAmountCents } from '../pricing/promo.ts';
import { type CartState, lineTotalCents, subtotalCents } from './state.ts';

/**
 * The cart as the side panel and cart page show it. `discount` is the published record of the applied
 * code (null when none); it shows only while it still applies, as the checkout would price it.
 */
export const toCartDto = (state: CartState, discount: DiscountRecord | null, now: string): CartDto => {
  const items: CartItemDto[] = state.lines.map((line) => ({
    lineId: line.lineId,
    productId: line.productId,
    priceId: line.priceId,
    categoryId: line.categoryId,
    categoryName: line.categoryName,
    productName: line.productName,
    validityPeriod: line.validityPeriod,
    vessel: line.vessel,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    totalCents: lineTotalCents(line),
    quantityEditable: line.vessel === null,
  }));
  const subtotal = subtotalCents(state);
  const applies = state.promo !== null && discount !== null && discount.discountId === state.promo.discountId;
  const lines = items.map((item) => ({ productId: item.productId, totalCents: item.totalCents }));
  const amount = applies ? discountAmountCents(discount, lines, now) : null;
  const discounts = discount && amount !== null ? [{ code: discount.code, amountCents: amount }] : [];
  return {
    cartId: state.cartId ?? '',
    items,
    subtotalCents: subtotal,
    discounts,
    totalCents: subtotal - (discounts[0]?.amountCents ?? 0),
    checkedOut: state.phase === 'checkedOut',
  };
};
