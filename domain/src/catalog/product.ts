/** What a product is as a revision payload: the schema's record plus the store's presentation fields. */
import type { Localized, ProductRecord, VesselTypeOption } from '@parks/schemas/catalog';
import { storeCodes } from '@parks/schemas/store';
import type { ProductPresentation } from '../seed/records.ts';
import { boolean, invalid, number, object, oneOf, type Shape, string, text } from '../shared/shape.ts';
import { type AvailabilityWindow, instantShape } from './availability.ts';
import { emptyText, itemsOf, localized, orElse, parserOf } from './payloadShapes.ts';

/**
 * A product as readers see it: every presentation field filled in; an empty SKU is none. `categoryIds` are the
 * categories it is shown in (back-office.md §3: a list), `categoryId` the first of them (its home category: the
 * cart line's and the breadcrumbs'); the availability window is the domain's (availability.ts).
 */
export type ProductEntry = ProductRecord &
  Omit<ProductPresentation, 'sku'> &
  AvailabilityWindow &
  Readonly<{ sku: string | null; categoryIds: readonly string[] }>;

const vesselTypeShape: Shape<VesselTypeOption> = object({ value: string, name: localized });

const optionalText: Shape<Localized | null> = orElse(localized, null);

const fields = object({
  productId: string,
  categoryId: orElse(string, null),
  categoryIds: itemsOf(text),
  storeCode: oneOf(storeCodes),
  name: localized,
  validityPeriod: optionalText,
  isBoatingPermit: orElse(boolean, false),
  vesselTypes: itemsOf(vesselTypeShape),
  sku: orElse(text, null),
  displayOrder: orElse(number, 0),
  shortDescription: orElse(localized, emptyText),
  salePriceDescription: optionalText,
  unavailableTagline: optionalText,
  imageUrl: optionalText,
  // Payloads before the window have none of these: orderable, no window.
  orderable: orElse(boolean, true),
  unavailableStart: instantShape,
  unavailableEnd: instantShape,
});

/**
 * Payloads written before products had several categories hold one `categoryId`: it is their list. A newer payload
 * holds both (the list, and its first as `categoryId`); a product in no category is not one.
 */
export const productShape: Shape<ProductEntry> = (value) => {
  const parsed = fields(value);
  if (parsed === invalid) return invalid;
  const categoryIds =
    parsed.categoryIds.length > 0
      ? [...new Set(parsed.categoryIds)]
      : parsed.categoryId === null
        ? []
        : [parsed.categoryId];
  const [first] = categoryIds;
  if (first === undefined) return invalid;
  return { ...parsed, categoryId: first, categoryIds };
};

export const productEntryOf = parserOf(productShape);

/** Whether the product is shown in the category: one of its categories. */
export const isInCategory = (product: Pick<ProductEntry, 'categoryIds'>, categoryId: string): boolean =>
  product.categoryIds.includes(categoryId);
