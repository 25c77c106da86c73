/** The portal cart: its lines as shown, and the add and update requests of the product page and the cart table. */
import { type InferType, object } from 'yup';
import { portalCartQuantitySchema } from '../cart.ts';
import type { Localized } from '../catalog.ts';
import { text } from '../fields.ts';
import type { Cents } from '../money.ts';
import { msg } from '../texts/messages/index.ts';
import type { PortalAvailability, PortalOptionChoice, PortalOptionNames } from './catalog.ts';

/** A line of the portal cart: the product, what was chosen of its options (ids and names), the quantity. */
export type PortalCartItemDto = PortalOptionChoice &
  PortalOptionNames &
  Readonly<{
    cartItemId: string;
    productId: string;
    sku: string;
    categoryId: string;
    categoryName: Localized;
    productName: Localized;
    imageUrl: Localized | null;
    quantity: number;
    currentPriceCents: Cents;
    totalCents: Cents;
    minimumOrderQty: number;
    maximumOrderQty: number;
    inStock: boolean;
    allowBackorder: boolean;
    availability: PortalAvailability;
  }>;

export type PortalCartDto = Readonly<{
  cartItems: readonly PortalCartItemDto[];
  cartTotalCents: Cents;
  itemCount: number;
}>;

const optionId = text().max(100, msg('validation.invalid')).nullable().default(null);
/** An option of the edit modal: left out keeps the line's choice. */
const changedOptionId = text().max(100, msg('validation.invalid')).nullable().optional();

/** POST /api/portal/cart/addToCart: a product with its options and quantity (the product page form). */
export const portalAddToCartSchema = object({
  productId: text().required(msg('form.fieldRequired')).max(100, msg('validation.invalid')),
  quantity: portalCartQuantitySchema.min(1, msg('cart.quantity.min')).default(1),
  yearOptionId: optionId,
  monthOptionId: optionId,
  languageOptionId: optionId,
  packSizeId: optionId,
});
export type PortalAddToCartInput = InferType<typeof portalAddToCartSchema>;

/**
 * PUT /api/portal/cart/updateCart (quantity typed in the cart table; 0 removes the line) and
 * POST /api/portal/cart/editCart (the edit modal: options and quantity). Options left out keep their value.
 */
export const portalUpdateCartSchema = object({
  cartItemId: text().required(msg('portal.cartItemNotFound')),
  quantity: portalCartQuantitySchema,
  yearOptionId: changedOptionId,
  monthOptionId: changedOptionId,
  languageOptionId: changedOptionId,
  packSizeId: changedOptionId,
});
export type PortalUpdateCartInput = InferType<typeof portalUpdateCartSchema>;
