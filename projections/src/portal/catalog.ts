import type { PortalProductRecord } from '@parks/domain/portal/catalog';
import type { Collection } from '@parks/infra/documents/port';
import type { Localized, PriceRecord } from '@parks/schemas/catalog';
import type { PortalOption, PortalProductAttributes, PortalProductOptions } from '@parks/schemas/portal';
import {
  hasStrings,
  type RevisionTracked,
  revisionTrackedModel,
  type StoreView,
  viewsOf,
  visibleIn,
} from '../store/revisionTracking.ts';

/**
 * The portal catalogue: the b2b categories and products, and the prices (a price does not say its store, so all
 * are kept; the catalogue is small). One document per entity with its published and UAT views, like the store's
 * read models. A payload missing portal fields still projects, with safe defaults (Active, no stock, limits 1–1).
 */
export type PortalCategoryView = Readonly<{
  kind: 'category';
  categoryId: string;
  parentId: string | null;
  urlAlias: Localized;
  name: Localized;
  imageUrl: Localized | null;
  shortDescription: Localized;
  description: Localized;
  displayOrder: number;
}>;

export type PortalProductView = Readonly<{ kind: 'product' }> &
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

export type PortalPriceView = Readonly<{ kind: 'price' }> & PriceRecord;

export type PortalCatalogView = PortalCategoryView | PortalProductView | PortalPriceView;
export type PortalCatalogDocument = RevisionTracked<PortalCatalogView>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const localized = (value: unknown, fallback: Localized = { en: '', fr: '' }): Localized =>
  isObject(value) && typeof value.en === 'string' && typeof value.fr === 'string'
    ? { en: value.en, fr: value.fr }
    : fallback;
const localizedOrNull = (value: unknown): Localized | null => (value === null ? null : localized(value, undefined));
const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : fallback;

const optionsOf = (value: unknown): PortalProductOptions => {
  const lists = isObject(value) ? value : {};
  const listOf = (list: unknown): PortalOption[] =>
    Array.isArray(list)
      ? list.flatMap((option) =>
          isObject(option) && typeof option.id === 'string' ? [{ id: option.id, name: localized(option.name) }] : [],
        )
      : [];
  return {
    year: listOf(lists.year),
    month: listOf(lists.month),
    language: listOf(lists.language),
    packSize: listOf(lists.packSize),
  };
};

const attributesOf = (value: unknown): PortalProductAttributes => {
  const a = isObject(value) ? value : {};
  return {
    fulfillmentMethod: localized(a.fulfillmentMethod),
    productType: localized(a.productType),
    units: localized(a.units),
    packSize: count(a.packSize, 1),
    productWidth: typeof a.productWidth === 'string' ? a.productWidth : '',
    productHeight: typeof a.productHeight === 'string' ? a.productHeight : '',
    pageCount: count(a.pageCount, 1),
    printedSides: count(a.printedSides, 1),
    orientation: localized(a.orientation),
  };
};

const categoryView = (p: Record<string, unknown>): PortalCategoryView => ({
  kind: 'category',
  categoryId: p.categoryId as string,
  parentId: typeof p.parentId === 'string' ? p.parentId : null,
  urlAlias: localized(p.urlAlias),
  name: localized(p.name),
  imageUrl: localizedOrNull(p.imageUrl ?? null),
  shortDescription: localized(p.shortDescription),
  description: localized(p.description),
  displayOrder: count(p.displayOrder, 0),
});

const productView = (p: Record<string, unknown>): PortalProductView => {
  const name = localized(p.name);
  return {
    kind: 'product',
    productId: p.productId as string,
    categoryId: p.categoryId as string,
    sku: typeof p.sku === 'string' ? p.sku : '',
    name,
    title: localized(p.title, name),
    shortDescription: localized(p.shortDescription),
    description: localized(p.description),
    imageUrl: localizedOrNull(p.imageUrl ?? null),
    samplePdfUrl: localizedOrNull(p.samplePdfUrl ?? null),
    status: p.status === 'Unavailable' ? 'Unavailable' : 'Active',
    inventory: count(p.inventory, 0),
    allowBackorder: p.allowBackorder === true,
    minimumOrderQty: Math.max(count(p.minimumOrderQty, 1), 1),
    maximumOrderQty: Math.max(count(p.maximumOrderQty, 1), 1),
    attributes: attributesOf(p.attributes),
    options: optionsOf(p.options),
    displayOrder: count(p.displayOrder, 0),
  };
};

const priceView = (p: Record<string, unknown>): PortalPriceView | null => {
  if (typeof p.regularPriceCents !== 'number' || typeof p.salePriceCents !== 'number') return null;
  return {
    kind: 'price',
    priceId: p.priceId as string,
    productId: p.productId as string,
    rank: count(p.rank, 0),
    regularPriceCents: p.regularPriceCents,
    salePriceCents: p.salePriceCents,
    saleStartsAt: typeof p.saleStartsAt === 'string' ? p.saleStartsAt : null,
    saleEndsAt: typeof p.saleEndsAt === 'string' ? p.saleEndsAt : null,
  };
};

export const portalCatalog = revisionTrackedModel<PortalCatalogView>({
  name: 'portalCatalog',
  version: 1,
  entityTypes: ['Category', 'Product', 'Price'],
  toView: (entityType, payload) => {
    if (entityType === 'Price') return hasStrings(payload, 'priceId', 'productId') ? priceView(payload) : null;
    if (entityType === 'Category') {
      if (!hasStrings(payload, 'categoryId', 'storeCode') || payload.storeCode !== 'b2b') return null;
      return categoryView(payload);
    }
    if (entityType === 'Product') {
      if (!hasStrings(payload, 'productId', 'categoryId', 'storeCode') || payload.storeCode !== 'b2b') return null;
      return productView(payload);
    }
    return null;
  },
  viewIndexes: { kind: ['kind'] },
});

export type PortalCatalogSnapshot = Readonly<{
  categories: readonly PortalCategoryView[];
  products: readonly PortalProductView[];
  prices: readonly PortalPriceView[];
}>;

/** The whole portal catalogue in one view (published, or UAT for admins in UAT mode), sorted for display. */
export const portalCatalogSnapshot = async (
  collection: Collection<PortalCatalogDocument>,
  view: StoreView,
): Promise<PortalCatalogSnapshot> => {
  const views = viewsOf(await collection.find(visibleIn(view)), view);
  const byOrder = <T extends { displayOrder: number }>(a: T, b: T) => a.displayOrder - b.displayOrder;
  return {
    categories: views.filter((v): v is PortalCategoryView => v.kind === 'category').sort(byOrder),
    products: views.filter((v): v is PortalProductView => v.kind === 'product').sort(byOrder),
    prices: views.filter((v): v is PortalPriceView => v.kind === 'price'),
  };
};
