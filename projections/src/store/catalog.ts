import { type CategoryEntry, categoryEntryOf } from '@parks/domain/catalog/category';
import { priceEntryOf } from '@parks/domain/catalog/price';
import { type ProductEntry, productEntryOf } from '@parks/domain/catalog/product';
import type { Collection } from '@parks/infra/documents/port';
import type { PriceRecord } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import type { CatalogSnapshot } from './catalogView.ts';
import { deepFreeze, perDocument } from './derivedViews.ts';
import {
  derivedPerView,
  findViews,
  type RevisionTracked,
  revisionTrackedModel,
  type StoreView,
  viewOf,
  viewOnly,
  visibleIn,
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
  // 3: products hold their list of categories and their availability window.
  version: 3,
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
  viewIndexes: { kind_categoryId: ['kind', 'categoryId'], kind_productId: ['kind', 'productId'], sku: ['sku'] },
});

const withoutKind = <T extends { kind: string }>({ kind: _kind, ...rest }: T): Omit<T, 'kind'> => rest;

/** What one document adds to a store's snapshot, of its view: its entry, or nothing (another store, not visible). */
type Part =
  | Readonly<{ kind: 'category'; entry: CategoryEntry }>
  | Readonly<{ kind: 'product'; entry: ProductEntry }>
  | Readonly<{ kind: 'price'; entry: PriceRecord }>
  | null;

const partOf =
  (view: StoreView, storeCode: StoreCode) =>
  (doc: CatalogDocument): Part => {
    const entry = viewOf(doc, view);
    if (!entry) return null;
    if (entry.kind === 'category')
      return entry.storeCode === storeCode ? { kind: 'category', entry: withoutKind(entry) } : null;
    if (entry.kind === 'product')
      return entry.storeCode === storeCode ? { kind: 'product', entry: withoutKind(entry) } : null;
    return { kind: 'price', entry: withoutKind(entry) };
  };

/** The visible categories, products and prices of one store among `documents`, each entry from `part`. */
const snapshotOf = (documents: readonly CatalogDocument[], part: (doc: CatalogDocument) => Part): CatalogSnapshot => {
  const categories: CategoryEntry[] = [];
  const products: ProductEntry[] = [];
  const prices: PriceRecord[] = [];
  for (const doc of documents) {
    const found = part(doc);
    if (found?.kind === 'category') categories.push(found.entry);
    else if (found?.kind === 'product') products.push(found.entry);
    else if (found?.kind === 'price') prices.push(found.entry);
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
  const documents = await catalog.find(visibleIn(view), { projection: viewOnly(view), snapshot: true });
  return snapshotOf(documents, partOf(view, storeCode));
};

export type CatalogReader = typeof loadCatalog;

/**
 * `loadCatalog` for the store's reads (one per app): the snapshot of each view and store is built once and
 * reused, frozen, until the catalogue changes (see derivedViews.ts), so a request costs one small find.
 */
export const catalogReader = (): CatalogReader => {
  const snapshots = derivedPerView<CatalogEntry, CatalogSnapshot>((view, storeCode) => {
    // Each document's entry is made and frozen once, and kept while the document is unchanged: after a publish,
    // the snapshot is rebuilt from the entries already made and the few new ones (see derivedViews.ts).
    const part = perDocument((doc: CatalogDocument) => deepFreeze(partOf(view, storeCode)(doc)));
    return (documents) => {
      const { categories, products, prices } = snapshotOf(documents, part);
      return Object.freeze({
        categories: Object.freeze(categories),
        products: Object.freeze(products),
        prices: Object.freeze(prices),
      });
    };
  });
  return (catalog, view, storeCode = 'b2c') => snapshots(view, storeCode)(catalog);
};

/** What AddCartItem and EditCartItem need: the product, its category and its prices (by rank). */
export type ProductForCart = Readonly<{ product: ProductEntry; category: CategoryEntry; prices: PriceRecord[] }>;

const forCart = async (
  catalog: Collection<CatalogDocument>,
  view: StoreView,
  product: CatalogEntry | null | undefined,
): Promise<ProductForCart | null> => {
  if (product?.kind !== 'product') return null;
  const [categoryDoc, priceEntries] = await Promise.all([
    catalog.findById(`Category:${product.categoryId}`),
    findViews(catalog, view, { kind: 'price', productId: product.productId }),
  ]);
  const category = viewOf(categoryDoc, view);
  if (category?.kind !== 'category') return null;
  const prices = priceEntries
    .flatMap((entry) => (entry.kind === 'price' ? [withoutKind(entry)] : []))
    .sort((a, b) => a.rank - b.rank || a.priceId.localeCompare(b.priceId));
  return { product: withoutKind(product), category: withoutKind(category), prices };
};

/** A product by id with its category and prices, or null when it is not visible in this view. */
export const productForCart = async (
  catalog: Collection<CatalogDocument>,
  productId: string,
  view: StoreView,
): Promise<ProductForCart | null> =>
  forCart(catalog, view, viewOf(await catalog.findById(`Product:${productId}`), view));

/** The same by SKU (the portal's product key); the first by id when two products share it. */
export const productBySku = async (
  catalog: Collection<CatalogDocument>,
  sku: string,
  view: StoreView,
): Promise<ProductForCart | null> => {
  const [product] = await findViews(catalog, view, { kind: 'product', sku }, { sort: { _id: 1 }, limit: 1 });
  return forCart(catalog, view, product);
};
