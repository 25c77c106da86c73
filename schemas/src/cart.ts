import { type InferType, object } from 'yup';
import type { Localized } from './catalog.ts';
import { count, idField, text } from './fields.ts';
import type { Cents } from './money.ts';
import { msg } from './texts/messages/index.ts';

/** Quantity limits: 1 to 5000 when adding; 0 in a cart quantity input means remove; the portal cart caps at 10000. */
export const quantityLimits = { min: 1, max: 5000, cartMin: 0, portalMax: 10_000 } as const;

/**
 * What a quantity typed in a cart line means (section 5: out of range is reset to the maximum): nothing yet
 * (empty), not a whole number of 0 or more (invalid: a negative number is never taken for the maximum), 0 to
 * remove the line, or a quantity, `capped` when it was above the maximum and became it.
 */
export type CartQuantityEntry =
  | Readonly<{ kind: 'empty' }>
  | Readonly<{ kind: 'invalid' }>
  | Readonly<{ kind: 'remove' }>
  | Readonly<{ kind: 'quantity'; quantity: number; capped: boolean }>;

export const cartQuantityEntry = (typed: string, max: number): CartQuantityEntry => {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  if (!/^\d+$/.test(text)) return { kind: 'invalid' };
  const quantity = Number(text);
  if (quantity === 0) return { kind: 'remove' };
  return quantity > max
    ? { kind: 'quantity', quantity: max, capped: true }
    : { kind: 'quantity', quantity, capped: false };
};

/** Vessel lengths in feet: 12 ft or under is charged as 12 ft; over 84 ft cannot be ordered online. */
export const vesselLengthLimits = { minimumCharged: 12, max: 84 } as const;

/** A vessel type is a value of the product's list (`power`, `sail`…): short. */
export const vesselTypeMaxLength = 50;

const quantity = (min: number, max: number) =>
  count(msg('cart.quantity.invalid'))
    .required(msg('cart.quantity.invalid'))
    .min(min, min === 0 ? msg('cart.quantity.invalid') : msg('cart.quantity.min'))
    .max(max, msg('cart.quantity.max'));

/** Quantity of a new cart item (1–5000). */
export const addQuantitySchema = quantity(quantityLimits.min, quantityLimits.max);
/** Quantity typed in a public cart line (0–5000; 0 removes the line). */
export const cartQuantitySchema = quantity(quantityLimits.cartMin, quantityLimits.max);
/** Quantity typed in a portal cart line (0–10000). */
export const portalCartQuantitySchema = quantity(quantityLimits.cartMin, quantityLimits.portalMax);

export const vesselLengthSchema = count(msg('boating.vesselLength.invalid'))
  .required(msg('boating.vesselLength.invalid'))
  .min(1, msg('boating.vesselLength.invalid'))
  .max(vesselLengthLimits.max, msg('boating.vesselLength.tooLong'));

/** The vessel of a lockage or mooring permit, as the boating permit form sends it. */
export const vesselSchema = object({
  lengthFeet: vesselLengthSchema,
  vesselId: text(100).required(msg('boating.vesselId.required')),
  // One of the product's vessel types: the cart's rule checks it against the product (domain/src/carts).
  vesselType: text(vesselTypeMaxLength).required(msg('form.fieldRequired')),
});
export type VesselInput = InferType<typeof vesselSchema>;

/** The boating permit form: permit type (product), vessel length, registration id or name, vessel type. */
export const boatingPermitSchema = object({
  productId: idField(msg('boating.permitType.required')).required(msg('boating.permitType.required')),
  vessel: vesselSchema.required(msg('form.fieldRequired')),
});
export type BoatingPermitInput = InferType<typeof boatingPermitSchema>;

/** POST /api/cart/addToCart. `vessel` only for boating permits, whose quantity is always 1. */
export const addCartItemSchema = object({
  productId: idField().required(msg('form.fieldRequired')),
  priceId: idField().optional(),
  quantity: addQuantitySchema.default(1),
  vessel: vesselSchema.default(undefined).optional(),
});
export type AddCartItemInput = InferType<typeof addCartItemSchema>;

/** PUT /api/cart/updateCart: a new quantity for one line. */
export const updateCartItemSchema = object({
  lineId: idField(msg('cart.itemNotFound')).required(msg('cart.itemNotFound')),
  quantity: cartQuantitySchema,
});
export type UpdateCartItemInput = InferType<typeof updateCartItemSchema>;

/** POST /api/cart/editCart: another product of the category and a quantity (not for vessel permits). */
export const editCartItemSchema = object({
  lineId: idField(msg('cart.itemNotFound')).required(msg('cart.itemNotFound')),
  productId: idField().required(msg('form.fieldRequired')),
  priceId: idField().optional(),
  quantity: addQuantitySchema,
});
export type EditCartItemInput = InferType<typeof editCartItemSchema>;

/** Codes are compared trimmed and upper-cased. */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

/** PUT /api/cart/addDiscount. */
export const promoCodeSchema = object({
  code: text(50, { case: 'upper' }).required(msg('promo.required')).max(50, msg('promo.invalid')),
});
export type PromoCodeInput = InferType<typeof promoCodeSchema>;

/** A cart line as the cart, side panel and checkout summary show it. */
export type CartItemDto = Readonly<{
  lineId: string;
  productId: string;
  priceId: string;
  categoryId: string;
  categoryName: Localized;
  productName: Localized;
  validityPeriod: Localized | null;
  vessel: Readonly<{ lengthFeet: number; chargedLengthFeet: number; vesselId: string; vesselType: string }> | null;
  unitPriceCents: Cents;
  quantity: number;
  totalCents: Cents;
  /** Vessel permits have a fixed quantity and no edit link. */
  quantityEditable: boolean;
}>;

export type CartDto = Readonly<{
  cartId: string;
  items: readonly CartItemDto[];
  subtotalCents: Cents;
  discounts: readonly Readonly<{ code: string; amountCents: Cents }>[];
  totalCents: Cents;
  checkedOut: boolean;
}>;
