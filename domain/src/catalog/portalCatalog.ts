/**
 * What the portal (b2b) reads of Category, Product and Price payloads: the trade store's categories and printed
 * products, and every price. The portal's reader has always been lenient: a payload missing portal fields still
 * shows, with safe defaults (Active, no stock, limits 1–1), and its texts are copied (`en` and `fr` only). A
 * category or product of the public store is none of the portal's.
 */
import type { Localized, PriceRecord } from '@parks/schemas/catalog';
import type {
  PortalOption,
  PortalProductAttributes,
  PortalProductOptions,
  PortalProductStatus,
} from '@parks/schemas/portal';
import type { PortalProductRecord } from '../portal/catalog.ts';
import { integer, invalid, number, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { instantShape } from './availability.ts';
import { emptyText, isLocalized, itemsOf, orElse, parserOf } from './payloadShapes.ts';

export type PortalCategoryEntry = Readonly<{
  categoryId: string;
  parentId: string | null;
  urlAlias: Localized;
  name: Localized;
  imageUrl: Localized | null;
  shortDescription: Localized;
  description: Localized;
  displayOrder: number;
}>;

/** The portal's product: the record's fields, and the availability window of either store (availability.ts). */
export type PortalProductEntry = Readonly<{ unavailableStart: string | null; unavailableEnd: string | null }> &
  Pick<
    PortalProductRecord,
    | 'productId'
    | 'categoryId'
    | 'sku'
    | 'name'
    | 'title'
    | 'shortDescription'
    | 'description'
    | 'imageUrl'
    | 'samplePdfUrl'
    | 'status'
    | 'inventory'
    | 'allowBackorder'
    | 'minimumOrderQty'
    | 'maximumOrderQty'
    | 'attributes'
    | 'options'
    | 'displayOrder'
  >;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text copied, so that a language the portal does not show never reaches its answers. */
const copied: Shape<Localized> = (value) => (isLocalized(value) ? { en: value.en, fr: value.fr } : invalid);
const text = orElse(copied, emptyText);
/** No image (null or no field) is none; an image of the wrong shape is an empty one. */
const image: Shape<Localized | null> = (value) => (value === null || value === undefined ? null : text(value));
const count = (fallback: number) => orElse(integer, fallback);
/** A quantity limit: a whole number, at least 1. */
const limit: Shape<number> = (value) => {
  const parsed = count(1)(value);
  return parsed === invalid ? 1 : Math.max(parsed, 1);
};
const status: Shape<PortalProductStatus> = (value) => (value === 'Unavailable' ? 'Unavailable' : 'Active');
const backorder: Shape<boolean> = (value) => value === true;
const tradeStore = object({ storeCode: oneOf(['b2b']) });

/** `shape`, for a payload of the trade store only. */
const ofTradeStore =
  <T>(shape: Shape<T>): Shape<T> =>
  (value) =>
    tradeStore(value) === invalid ? invalid : shape(value);

/** Fields of a part of the payload (its attributes, its option lists): a part that is not a record has none. */
const part =
  <T>(shape: Shape<T>): Shape<T> =>
  (value) =>
    shape(isRecord(value) ? value : {});

const attributes: Shape<PortalProductAttributes> = part(
  object({
    fulfillmentMethod: text,
    productType: text,
    units: text,
    packSize: count(1),
    productWidth: orElse(string, ''),
    productHeight: orElse(string, ''),
    pageCount: count(1),
    printedSides: count(1),
    orientation: text,
  }),
);

/** The options of a list that have an id; the others are skipped. */
const optionList = itemsOf<PortalOption>(object({ id: string, name: text }));
const options: Shape<PortalProductOptions> = part(
  object({ year: optionList, month: optionList, language: optionList, packSize: optionList }),
);

export const portalCategoryShape: Shape<PortalCategoryEntry> = ofTradeStore(
  object({
    categoryId: string,
    parentId: orElse(string, null),
    urlAlias: text,
    name: text,
    imageUrl: image,
    shortDescription: text,
    description: text,
    displayOrder: count(0),
  }),
);

const productFields = object({
  productId: string,
  categoryId: string,
  sku: orElse(string, ''),
  name: text,
  title: orElse(copied, null),
  shortDescription: text,
  description: text,
  imageUrl: image,
  samplePdfUrl: image,
  status,
  inventory: count(0),
  allowBackorder: backorder,
  minimumOrderQty: limit,
  maximumOrderQty: limit,
  attributes,
  options,
  displayOrder: count(0),
  unavailableStart: instantShape,
  unavailableEnd: instantShape,
});

/** A product without a title of its own is titled by its name. */
export const portalProductShape: Shape<PortalProductEntry> = ofTradeStore((value) => {
  const fields = productFields(value);
  return fields === invalid ? invalid : { ...fields, title: fields.title ?? fields.name };
});

/** The portal's prices: their cents need only be numbers (every price of either store is kept). */
export const portalPriceShape: Shape<PriceRecord> = object({
  priceId: string,
  productId: string,
  rank: count(0),
  regularPriceCents: number,
  salePriceCents: number,
  saleStartsAt: orElse(string, null),
  saleEndsAt: orElse(string, null),
});

export const portalCategoryEntryOf = parserOf(portalCategoryShape);
export const portalProductEntryOf = parserOf(portalProductShape);
export const portalPriceEntryOf = parserOf(portalPriceShape);
