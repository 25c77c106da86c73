import type { Collection } from '@parks/infra/documents/port';
import type { PriceRecord } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import type { CatalogSnapshot } from './catalogView.ts';
import { type DerivedView, deepFreeze, derivedView } from './derivedViews.ts';
import { type CategoryEntry, categoryEntryOf, type ProductEntry, priceEntryOf, productEntryOf } from './records.ts';
import {
  type RevisionTracked,
  revisionTrackedModel,
  type StoreView,
  viewField,
  viewIndexes,
  viewOnly,
} from './revisionTracking.ts';

/**
 * The store catalogue: one document per category, product and price (`Category:<id>`, `Product:<id>`,
 * `Price:<id>`), each with its published and UAT view (see revisionTracking.ts). A category page joins a few of
 * them, which a read model cannot do (one event updates one document), so the queries below do it: the whole
 * catalogue of a store is a few hundred small documents, loaded in one find (the store's reads keep the
 * snapshot until the catalogue changes: `catalogReader`).
 */
export type CatalogEntry =
  | (CategoryEntry & Readonly<{ kind: 'category' }>)
  | (ProductEntry & Readonly<{ kind: 'product' }>)
  | (PriceRecord & Readonly<{ kind: 'price' }>);

export type CatalogDocument = RevisionTracked<CatalogEntry>;

export const storeCatalog = revisionTrackedModel<CatalogEntry>({
  name: 'storeCatalog',
  version: 2,
  entityTypes: ['Category', 'Product', 'Price'],
  toView: (entityType, payload) => {
    if (entityType === 'Category') {
      const category = categoryEntryOf(payload);
      return category && { ...category, kind: 'category' };
    }
    if (entityType === 'Product') {
      const product = productEntryOf(payload);
      return product && { ...product, kind: 'product' };
    }
    const price = priceEntryOf(payload);
    return price && { ...price, kind: 'price' };
  },
  indexes: [
    ...viewIndexes('kind_categoryId', ['kind', 'categoryId']),
    ...viewIndexes('kind_productId', ['kind', 'productId']),
    ...viewIndexes('sku', ['sku']),
  ],
});

const entriesOf = (documents: readonly CatalogDocument[], view: StoreView): CatalogEntry[] =>
  documents.flatMap((doc) => {
    const entry = doc[viewField(view)];
    return entry ? [entry] : [];
  });

const withoutKind = <T extends { kind: string }>({ kind: _kind, ...rest }: T): Omit<T, 'kind'> => rest;

/** The visible categories, products and prices of one store among `documents`. */
const snapshotOf = (documents: readonly CatalogDocument[], view: StoreView, storeCode: StoreCode): CatalogSnapshot => {
  const categories: CategoryEntry[] = [];
  const products: ProductEntry[] = [];
  const prices: PriceRecord[] = [];
  for (const entry of entriesOf(documents, view)) {
    if (entry.kind === 'category' && entry.storeCode === storeCode) categories.push(withoutKind(entry));
    if (entry.kind === 'product' && entry.storeCode === storeCode) products.push(withoutKind(entry));
    if (entry.kind === 'price') prices.push(withoutKind(entry));
  }
  const productIds = new Set(products.map((product) => product.productId));
  return { categories, products, prices: prices.filter((price) => productIds.has(price.productId)) };
};

/** Every visible category, product and price of one store, for the pure views of catalogView.ts. */
export const loadCatalog = async (
  catalog: Collection<CatalogDocument>,
  view: StoreView,
  storeCode: StoreCode = 'b2c',
): Promise<CatalogSnapshot> => {
  const documents = await catalog.find(
    { [viewField(view)]: { $ne: null } },
    { projection: viewOnly(view), snapshot: true },
  );
  return snapshotOf(documents, view, storeCode);
};

export type CatalogReader = typeof loadCatalog;

/**
 * `loadCatalog` for the store's reads (one per app): the snapshot of each view and store is built once and
 * reused, frozen, until the catalogue changes (see derivedViews.ts), so a request costs one small find.
 */
export const catalogReader = (): CatalogReader => {
  const snapshots = new Map<string, DerivedView<CatalogDocument, CatalogSnapshot>>();
  return (catalog, view, storeCode = 'b2c') => {
    const key = `${viewField(view)}/${storeCode}`;
    let read = snapshots.get(key);
    if (read === undefined) {
      read = derivedView((documents) => deepFreeze(snapshotOf(documents, view, storeCode)), viewOnly(view));
      snapshots.set(key, read);
    }
    return read(catalog);
  };
};

/** What AddCartItem and EditCartItem need: the product, its category and its prices (by rank). */
export type ProductForCart = Readonly<{ product: ProductEntry; category: CategoryEntry; prices: PriceRecord[] }>;

const forCart = async (
  catalog: Collection<CatalogDocument>,
  view: StoreView,
  productDoc: CatalogDocument | null,
): Promise<ProductForCart | null> => {
  const field = viewField(view);
  const product = productDoc?.[field];
  if (product?.kind !== 'product') return null;
  const [categoryDoc, priceDocs] = await Promise.all([
    catalog.findById(`Category:${product.categoryId}`),
    catalog.find({ [`${field}.kind`]: 'price', [`${field}.productId`]: product.productId }),
  ]);
  const category = categoryDoc?.[field];
  if (category?.kind !== 'category') return null;
  const prices = entriesOf(priceDocs, view)
    .flatMap((entry) => (entry.kind === 'price' ? [withoutKind(entry)] : []))
    .sort((a, b) => a.rank - b.rank || a.priceId.localeCompare(b.priceId));
  return { product: withoutKind(product), category: withoutKind(category), prices };
};

/** A product by id with its category and prices, or null when it is not visible in this view. */
export const productForCart = async (
  catalog: Collection<CatalogDocument>,
  productId: string,
  view: StoreView,
): Promise<ProductForCart | null> => forCart(catalog, view, await catalog.findById(`Product:${productId}`));

/** The same by SKU (the portal's product key); the first by id when two products share it. */
export const productBySku = async (
  catalog: Collection<CatalogDocument>,
  sku: string,
  view: StoreView,
): Promise<ProductForCart | null> => {
  const field = viewField(view);
  const [doc] = await catalog.find(
    { [`${field}.kind`]: 'product', [`${field}.sku`]: sku },
    { sort: { _id: 1 }, limit: 1 },
  );
  return forCart(catalog, view, doc ?? null);
};
