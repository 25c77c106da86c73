import { categoryEntryOf } from '@parks/domain/catalog/category';
import { contentEntryOf } from '@parks/domain/catalog/content';
import type { Collection } from '@parks/infra/documents/port';
import type { Localized } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import type { UrlAliasDto, UrlAliasListItemDto, UrlAliasType } from '@parks/schemas/store/dtos';
import { deepFreeze } from './derivedViews.ts';
import {
  derivedPerView,
  findViews,
  inView,
  type RevisionTracked,
  revisionTrackedModel,
  type StoreView,
  viewOf,
} from './revisionTracking.ts';

/**
 * URL aliases: the first path segment after the language (`/en/cart`, `/fr/decouverte-discovery`) resolved to a
 * type and a name (GET /api/store/GetTypeByUrlAlias/{alias}). Categories and content pages carry their aliases;
 * there is no alias entity. One document per Category and Content entity (`Category:<id>`, `Content:<id>`);
 * content without an alias, and blocks, have no view. `keys` holds both languages' aliases in lower case, so an
 * alias resolves whatever the language prefix (the language switch only rewrites the prefix).
 */
export type UrlAliasView = Readonly<{
  storeCode: StoreCode;
  type: UrlAliasType;
  /** Category: its id (GET /api/store/GetCategory/{id}); content: its name (CartPage, TermsAndConditions, …). */
  name: string;
  parentId: string | null;
  alias: Localized;
  title: Localized;
  keys: readonly string[];
}>;

export type UrlAliasDocument = RevisionTracked<UrlAliasView>;

export const aliasKey = (alias: string): string => alias.trim().toLowerCase();
const keysOf = (alias: Localized): string[] => [...new Set([aliasKey(alias.en), aliasKey(alias.fr)])];

export const storeUrlAliases = revisionTrackedModel<UrlAliasView>({
  name: 'storeUrlAliases',
  version: 2,
  entityTypes: ['Category', 'Content'],
  toView: (entityType, payload) => {
    if (entityType === 'Category') {
      const category = categoryEntryOf(payload);
      if (!category) return null;
      const { storeCode, categoryId, parentId, urlAlias, name } = category;
      return {
        storeCode,
        type: 'Category',
        name: categoryId,
        parentId,
        alias: urlAlias,
        title: name,
        keys: keysOf(urlAlias),
      };
    }
    const content = contentEntryOf(payload);
    if (!content?.urlAlias || content.location !== null) return null;
    const { storeCode, name, urlAlias, title } = content;
    return { storeCode, type: 'Content', name, parentId: null, alias: urlAlias, title, keys: keysOf(urlAlias) };
  },
  viewIndexes: { storeCode_keys: ['storeCode', 'keys'] },
});

/** A resolved alias is what GET /api/store/GetTypeByUrlAlias/{alias} answers. */
export type ResolvedAlias = UrlAliasDto;

/**
 * The type and name of an alias, or null. A category alias is resolved among top-level categories first (the
 * `{type}` segment); a child category's alias is the `{id}` segment, which the catalogue resolves under its parent.
 */
export const resolveUrlAlias = async (
  aliases: Collection<UrlAliasDocument>,
  alias: string,
  options: Readonly<{ storeCode?: StoreCode; view: StoreView }>,
): Promise<ResolvedAlias | null> => {
  const key = aliasKey(alias);
  const documents = await aliases.find(inView(options.view, { storeCode: options.storeCode ?? 'b2c', keys: key }), {
    sort: { _id: 1 },
  });
  const candidates = documents.flatMap((doc) => {
    const found = viewOf(doc, options.view);
    return found ? [{ doc, found }] : [];
  });
  const best = candidates.find(({ found }) => found.parentId === null) ?? candidates[0];
  if (!best) return null;
  const { found, doc } = best;
  const languages = (['en', 'fr'] as const).filter((language) => aliasKey(found.alias[language]) === key);
  return { type: found.type, name: found.name, entityId: doc.entityId, alias: found.alias, languages };
};

/** A row of GET /api/store/GetUrlAliases: a child category's path includes its parents' aliases. */
export type UrlAliasListItem = UrlAliasListItemDto;

const visibleViews = async (
  aliases: Collection<UrlAliasDocument>,
  options: Readonly<{ storeCode?: StoreCode; view: StoreView }>,
  type?: UrlAliasType,
): Promise<UrlAliasView[]> =>
  findViews(
    aliases,
    options.view,
    { storeCode: options.storeCode ?? 'b2c', ...(type ? { type } : {}) },
    { sort: { _id: 1 }, projection: { revisions: 0 } },
  );

const pathOf = (chain: readonly UrlAliasView[]): Localized => ({
  en: chain.map((link) => link.alias.en).join('/'),
  fr: chain.map((link) => link.alias.fr).join('/'),
});

/** Each view with its ancestors (root first) and its path; a missing parent or a cycle ends the chain. */
const withChains = (views: readonly UrlAliasView[]) => {
  const categories = new Map(views.filter((v) => v.type === 'Category').map((v) => [v.name, v]));
  return views.map((view) => {
    const chain = [view];
    let parent = view.parentId === null ? undefined : categories.get(view.parentId);
    while (parent && !chain.includes(parent)) {
      chain.unshift(parent);
      parent = parent.parentId === null ? undefined : categories.get(parent.parentId);
    }
    return { view, chain, path: pathOf(chain) };
  });
};

const pathsByCategory = (views: readonly UrlAliasView[]): Map<string, Localized> =>
  new Map(withChains(views.filter((view) => view.type === 'Category')).map(({ view, path }) => [view.name, path]));

/** The store path (without the language) of every visible category, by category id. */
export const categoryPaths = async (
  aliases: Collection<UrlAliasDocument>,
  options: Readonly<{ storeCode?: StoreCode; view: StoreView }>,
): Promise<ReadonlyMap<string, Localized>> => pathsByCategory(await visibleViews(aliases, options, 'Category'));

export type CategoryPathsReader = typeof categoryPaths;

const byId = (a: UrlAliasDocument, b: UrlAliasDocument): number => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * `categoryPaths` for the store's reads (one per app): the paths of each view and store are worked out once
 * and reused, frozen, until the aliases change (see derivedViews.ts).
 */
export const categoryPathsReader = (): CategoryPathsReader => {
  const paths = derivedPerView<UrlAliasView, ReadonlyMap<string, Localized>>((view, storeCode) => (documents) => {
    // As visibleViews: this store's views, in `_id` order.
    const views = [...documents].sort(byId).flatMap((doc) => {
      const found = viewOf(doc, view);
      return found?.storeCode === storeCode ? [found] : [];
    });
    return deepFreeze(pathsByCategory(views));
  });
  return (aliases, options) => paths(options.view, options.storeCode ?? 'b2c')(aliases);
};

/** The URL alias list of a store (the web's alias table): content pages, then categories by path. */
export const urlAliasList = async (
  aliases: Collection<UrlAliasDocument>,
  options: Readonly<{ storeCode?: StoreCode; view: StoreView }>,
): Promise<UrlAliasListItem[]> =>
  withChains(await visibleViews(aliases, options))
    .map(({ view, chain, path }) => ({
      type: view.type,
      name: view.name,
      alias: view.alias,
      path,
      breadcrumbs: chain.map((link, index) => ({ name: link.title, path: pathOf(chain.slice(0, index + 1)) })),
    }))
    .sort((a, b) => b.type.localeCompare(a.type) || a.path.en.localeCompare(b.path.en));
