/** What a product is as a revision payload: the schema's record plus the store's presentation fields. */
import type { Localized, ProductRecord, VesselTypeOption } from '@parks/schemas/catalog';
import { storeCodes } from '@parks/schemas/store';
import type { ProductPresentation } from '../seed/records.ts';
import { boolean, number, object, oneOf, type Shape, string, text } from '../shared/shape.ts';
import { emptyText, itemsOf, localized, orElse, parserOf } from './payloadShapes.ts';

/** A product as readers see it: every presentation field filled in; an empty SKU is none. */
export type ProductEntry = ProductRecord & Omit<ProductPresentation, 'sku'> & Readonly<{ sku: string | null }>;

const vesselTypeShape: Shape<VesselTypeOption> = object({ value: string, name: localized });

const optionalText: Shape<Localized | null> = orElse(localized, null);

export const productShape: Shape<ProductEntry> = object({
  productId: string,
  categoryId: string,
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
});

export const productEntryOf = parserOf(productShape);
