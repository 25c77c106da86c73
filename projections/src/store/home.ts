import type { HomePanel } from '@parks/domain/seed/records';
import type { Collection } from '@parks/infra/documents/port';
import type { StoreCode } from '@parks/schemas/store';
import { type CatalogDocument, loadCatalog } from './catalog.ts';
import { type HomePanelView, homePanelViews } from './catalogView.ts';
import { type ContentDocument, type ContentPage, contentByName } from './content.ts';
import type { StoreView } from './revisionTracking.ts';

/** The content page whose body and PanelTop blocks (shown as alerts) head the home page. */
export const homeContentName = 'HomePage';

export type HomeContent = Readonly<{ content: ContentPage | null }> & Readonly<Record<HomePanel, HomePanelView | null>>;

/** GET /api/store/GetHomeContent: the home content page and the three category panels with their products. */
export const homeContent = async (
  collections: Readonly<{ catalog: Collection<CatalogDocument>; content: Collection<ContentDocument> }>,
  options: Readonly<{ view: StoreView; now: string; storeCode?: StoreCode }>,
): Promise<HomeContent> => {
  const storeCode = options.storeCode ?? 'b2c';
  const [snapshot, content] = await Promise.all([
    loadCatalog(collections.catalog, options.view, storeCode),
    contentByName(collections.content, homeContentName, { storeCode, view: options.view }),
  ]);
  return { content, ...homePanelViews(snapshot, options.now) };
};
