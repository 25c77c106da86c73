import {
  type PortalCategoryEntry,
  type PortalProductEntry,
  portalCategoryEntryOf,
  portalPriceEntryOf,
  portalProductEntryOf,
} from '@parks/domain/catalog/portalCatalog';
import type { Collection } from '@parks/infra/documents/port';
import type { PriceRecord } from '@parks/schemas/catalog';
import {
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
export type PortalCategoryView = Readonly<{ kind: 'category' }> & PortalCategoryEntry;

export type PortalProductView = Readonly<{ kind: 'product' }> & PortalProductEntry;

export type PortalPriceView = Readonly<{ kind: 'price' }> & PriceRecord;

export type PortalCatalogView = PortalCategoryView | PortalProductView | PortalPriceView;
export type PortalCatalogDocument = RevisionTracked<PortalCatalogView>;

export const portalCatalog = revisionTrackedModel<PortalCatalogView>({
  name: 'portalCatalog',
  // 2: products hold their availability window.
  version: 2,
  entityTypes: ['Category', 'Product', 'Price'],
  toView: (entityType, payload) => {
    if (entityType === 'Price') {
      const price = portalPriceEntryOf(payload);
      return price && { kind: 'price', ...price };
    }
    if (entityType === 'Category') {
      const category = portalCategoryEntryOf(payload);
      return category && { kind: 'category', ...category };
    }
    if (entityType === 'Product') {
      const product = portalProductEntryOf(payload);
      return product && { kind: 'product', ...product };
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
