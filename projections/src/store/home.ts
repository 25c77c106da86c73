import type { HomePanel } from '@parks/domain/seed/records';
import type { Collection } from '@parks/infra/documents/port';
import type { BannerRecord } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import { type BannerDocument, visibleBanners } from './banners.ts';
import { type CatalogDocument, type CatalogReader, loadCatalog } from './catalog.ts';
import { type HomePanelView, homePanelViews } from './catalogView.ts';
import { type ContentDocument, type ContentPage, contentByName } from './content.ts';
import type { StoreView } from './revisionTracking.ts';

/** The content page whose body and PanelTop blocks (shown as alerts) head the home page. */
export const homeContentName = 'HomePage';

export type HomeContent = Readonly<{ content: ContentPage | null; banners: readonly BannerRecord[] }> &
  Readonly<Record<HomePanel, HomePanelView | null>>;

/**
 * GET /api/store/GetHomeContent: the home content page and the three category panels with their products.
 * `readCatalog`: how the catalogue is read (the store's reads pass their `catalogReader`).
 */
export const homeContent = async (
  collections: Readonly<{
    catalog: Collection<CatalogDocument>;
    content: Collection<ContentDocument>;
    /** The published banners (HomeTop, HomeBottom); none when absent. */
    banners?: Collection<BannerDocument>;
  }>,
  options: Readonly<{ view: StoreView; now: string; storeCode?: StoreCode }>,
  readCatalog: CatalogReader = loadCatalog,
): Promise<HomeContent> => {
  const storeCode = options.storeCode ?? 'b2c';
  const [snapshot, content, banners] = await Promise.all([
    readCatalog(collections.catalog, options.view, storeCode),
    contentByName(collections.content, homeContentName, { storeCode, view: options.view }),
    collections.banners === undefined ? [] : visibleBanners(collections.banners, { storeCode, view: options.view }),
  ]);
  return { content, banners, ...homePanelViews(snapshot, options.now) };
};
