/**
 * The store's banners (back-office.md §3, Banners): one document per Banner entity with its published and UAT
 * view, as every revision-tracked read model. The home page shows the visible banners that have a location, in
 * their order; a banner without a location (the form's "None") is kept in the back office only.
 */
import { bannerEntryOf } from '@parks/domain/catalog/banner';
import type { Collection } from '@parks/infra/documents/port';
import type { BannerRecord } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import { findViews, type RevisionTracked, revisionTrackedModel, type StoreView } from './revisionTracking.ts';

export type BannerDocument = RevisionTracked<BannerRecord>;

const locations: readonly (BannerRecord['location'] & string)[] = ['HomeTop', 'HomeBottom'];

export const storeBanners = revisionTrackedModel<BannerRecord>({
  name: 'storeBanners',
  version: 1,
  entityTypes: ['Banner'],
  toView: (_entityType, payload) => bannerEntryOf(payload),
  viewIndexes: { storeCode: ['storeCode'] },
});

/** The banners a page shows, for a store and view: placed ones only, by location, order, then id. */
export const visibleBanners = async (
  banners: Collection<BannerDocument>,
  options: Readonly<{ storeCode?: StoreCode; view: StoreView }>,
): Promise<BannerRecord[]> => {
  const views = await findViews(banners, options.view, { storeCode: options.storeCode ?? 'b2c' });
  return views
    .filter((view) => view.location !== null)
    .sort(
      (a, b) =>
        locations.indexOf(a.location ?? 'HomeTop') - locations.indexOf(b.location ?? 'HomeTop') ||
        a.displayOrder - b.displayOrder ||
        a.bannerId.localeCompare(b.bannerId),
    );
};
