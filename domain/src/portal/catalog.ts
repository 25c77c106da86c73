import type { Localized, ProductRecord } from '@parks/schemas/catalog';
import type {
  PortalAvailability,
  PortalOptionChoice,
  PortalOptionKind,
  PortalProductAttributes,
  PortalProductOptions,
  PortalProductStatus,
} from '@parks/schemas/portal';
import { portalLimits } from '@parks/schemas/portal';
import { isUnavailable } from '../catalog/availability.ts';
import type { ProductPresentation } from '../seed/records.ts';
import { domainError } from '../shared/errors.ts';

/**
 * A printed product of the portal: a `Product` revision with `storeCode: 'b2b'` whose payload also carries these
 * fields (the public store's readers ignore them). `inventory` is the count of units received into stock; orders
 * draw it down (the portal inventory read model subtracts what open and shipped orders took).
 */
export type PortalProductPresentation = Readonly<{
  title: Localized;
  description: Localized;
  samplePdfUrl: Localized | null;
  status: PortalProductStatus;
  inventory: number;
  allowBackorder: boolean;
  minimumOrderQty: number;
  maximumOrderQty: number;
  attributes: PortalProductAttributes;
  options: PortalProductOptions;
}>;

export type PortalProductRecord = ProductRecord & ProductPresentation & PortalProductPresentation;

/**
 * What the cart rules need to know of a product at the time of the command: read by the API from the portal
 * catalogue and the inventory, and passed in (the rules never read a model themselves).
 */
export type PortalProductSnapshot = Readonly<{
  productId: string;
  sku: string;
  status: PortalProductStatus;
  /** Units still available from stock now (received minus what orders took); may be 0 or less. */
  available: number;
  allowBackorder: boolean;
  minimumOrderQty: number;
  maximumOrderQty: number;
  options: PortalProductOptions;
}>;

/**
 * A portal product's status at `now` (the store's time): Unavailable by its own status, or while its availability
 * window is open (back-office.md §5; availability.ts), so the catalogue, the cart and the checkout refuse it alike.
 */
export const portalStatusAt = (
  product: Readonly<{ status: PortalProductStatus; unavailableStart: string | null; unavailableEnd: string | null }>,
  now: string,
): PortalProductStatus => {
  const window = { ...product, orderable: product.status !== 'Unavailable' };
  return isUnavailable(window, now) ? 'Unavailable' : 'Active';
};

/** Unavailable (status) first, then In stock, Back ordered (none left but back orders allowed) or Out of stock. */
export const availabilityOf = (
  product: Pick<PortalProductSnapshot, 'status' | 'available' | 'allowBackorder'>,
): PortalAvailability => {
  if (product.status === 'Unavailable') return 'unavailable';
  if (product.available > 0) return 'inStock';
  return product.allowBackorder ? 'backOrdered' : 'outOfStock';
};

/** Whether the product can be put in a cart at all (the detail page's Add to cart button). */
export const canBeAdded = (
  product: Pick<PortalProductSnapshot, 'status' | 'available' | 'allowBackorder'>,
): boolean => {
  const availability = availabilityOf(product);
  return availability === 'inStock' || availability === 'backOrdered';
};

/** The order quantity limits of a product, capped by the portal cart's 10000. */
export const quantityRangeOf = (
  product: Pick<PortalProductSnapshot, 'minimumOrderQty' | 'maximumOrderQty'>,
): Readonly<{ min: number; max: number }> => ({
  min: Math.max(1, product.minimumOrderQty),
  max: Math.min(portalLimits.cartQuantityMax, Math.max(product.maximumOrderQty, 1)),
});

/** Status, quantity limits and stock of a line of `quantity` units. */
export const assertOrderable = (product: PortalProductSnapshot, quantity: number): void => {
  if (product.status === 'Unavailable') throw domainError('portal.productUnavailable', 409);
  if (product.available <= 0 && !product.allowBackorder) throw domainError('portal.outOfStock', 409);
  const { min, max } = quantityRangeOf(product);
  if (!Number.isSafeInteger(quantity) || quantity < min) throw domainError('portal.quantity.belowMinimum', 422);
  if (quantity > max) throw domainError('portal.quantity.aboveMaximum', 422);
  if (quantity > product.available && !product.allowBackorder) throw domainError('portal.notEnoughStock', 409);
};

export const choiceKeys: Readonly<Record<PortalOptionKind, keyof PortalOptionChoice>> = {
  year: 'yearOptionId',
  month: 'monthOptionId',
  language: 'languageOptionId',
  packSize: 'packSizeId',
};

export const noChoice: PortalOptionChoice = {
  yearOptionId: null,
  monthOptionId: null,
  languageOptionId: null,
  packSizeId: null,
};

/** The option a choice names in one of the product's lists, or null. */
export const optionName = (
  options: PortalProductOptions,
  kind: PortalOptionKind,
  id: string | null,
): Localized | null => (id === null ? null : (options[kind].find((option) => option.id === id)?.name ?? null));
