import { type ContentEntry, contentEntryOf } from '@parks/domain/catalog/content';
import type { Collection } from '@parks/infra/documents/port';
import type { Localized } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import type { ContentPageDto } from '@parks/schemas/store/dtos';
import { findViews, type RevisionTracked, revisionTrackedModel, type StoreView } from './revisionTracking.ts';

/**
 * Content blocks by name (HeaderSection, CartPage, NotFoundPage, …): one document per Content entity, with its
 * published and UAT view. Several entities may share a name: the one without a location is the page body, the
 * others are its PanelTop and PanelRight blocks. `nameKey` is the name in lower case, so a name taken from a link
 * hash matches whatever its case.
 */
export type ContentView = ContentEntry & Readonly<{ nameKey: string }>;
export type ContentDocument = RevisionTracked<ContentView>;

export const contentNameKey = (name: string): string => name.trim().toLowerCase();

export const storeContent = revisionTrackedModel<ContentView>({
  name: 'storeContent',
  version: 1,
  entityTypes: ['Content'],
  toView: (_entityType, payload) => {
    const entry = contentEntryOf(payload);
    return entry && { ...entry, nameKey: contentNameKey(entry.name) };
  },
  viewIndexes: { storeCode_nameKey: ['storeCode', 'nameKey'] },
});

/** A page as GET /api/store/GetContentByName/{name} returns it, in both languages (the API may pick one). */
export type ContentPage = ContentPageDto;

const emptyText: Localized = { en: '', fr: '' };

/** The body first, then the PanelTop blocks, then the PanelRight ones. */
const locationRank = (entry: ContentEntry): number =>
  entry.location === null ? 0 : entry.location === 'PanelTop' ? 1 : 2;

/** Assembles a page from the visible entries sharing its name; null when there are none. */
export const contentPageOf = (entries: readonly ContentEntry[]): ContentPage | null => {
  const sorted = [...entries].sort(
    (a, b) =>
      locationRank(a) - locationRank(b) || a.displayOrder - b.displayOrder || a.contentId.localeCompare(b.contentId),
  );
  const body = sorted.find((entry) => entry.location === null);
  const first = body ?? sorted[0];
  if (!first) return null;
  return {
    name: first.name,
    title: body?.title ?? emptyText,
    html: body?.html ?? emptyText,
    imageUrl: body?.imageUrl ?? null,
    imageCaption: body?.imageCaption ?? null,
    urlAlias: body?.urlAlias ?? null,
    blocks: sorted.flatMap((entry) =>
      entry.location === null
        ? []
        : [
            {
              contentId: entry.contentId,
              location: entry.location,
              title: entry.title,
              html: entry.html,
              imageUrl: entry.imageUrl,
              linkUrl: entry.linkUrl,
              linkTitle: entry.linkTitle,
            },
          ],
    ),
  };
};

export const contentByName = async (
  content: Collection<ContentDocument>,
  name: string,
  options: Readonly<{ storeCode?: StoreCode; view: StoreView }>,
): Promise<ContentPage | null> => {
  const entries = await findViews(content, options.view, {
    storeCode: options.storeCode ?? 'b2c',
    nameKey: contentNameKey(name),
  });
  return contentPageOf(entries);
};

/** Several names at once (header and footers on every page), as a map by the names asked for. */
export const contentByNames = async (
  content: Collection<ContentDocument>,
  names: readonly string[],
  options: Readonly<{ storeCode?: StoreCode; view: StoreView }>,
): Promise<Record<string, ContentPage | null>> => {
  const entries = await findViews(content, options.view, {
    storeCode: options.storeCode ?? 'b2c',
    nameKey: { $in: names.map(contentNameKey) },
  });
  return Object.fromEntries(
    names.map((name) => [name, contentPageOf(entries.filter((entry) => entry.nameKey === contentNameKey(name)))]),
  );
};
