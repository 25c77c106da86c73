import { type Collection, escapeRegex } from '@parks/infra/documents/port';
import type { Localized } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import { categoryEntryOf, contentEntryOf, productEntryOf } from './records.ts';
import {
  type RevisionTracked,
  revisionTrackedModel,
  type StoreView,
  viewField,
  viewIndexes,
} from './revisionTracking.ts';
import { categoryPaths, type UrlAliasDocument } from './urlAliases.ts';

/**
 * The store search (GET /api/store/search): one document per category, product and content page, holding per
 * language the folded text searched (name, description, type and alias; lower case, accents removed, HTML
 * stripped), so `decouverte` finds `Découverte`. Every word of the query must appear. Paging is the caller's
 * (`skip`/`limit`; the store pages by 5). A result's path is resolved at query time from the URL aliases,
 * because a child category's path holds its parents' aliases, which live in other documents.
 */
export type SearchType = 'Category' | 'Product' | 'Content';

export type SearchView = Readonly<{
  storeCode: StoreCode;
  type: SearchType;
  typeRank: number;
  name: Localized;
  description: Localized;
  /** Category: itself; product: its category (a product is shown on its category page); content: null. */
  categoryId: string | null;
  /** Content pages: their alias. */
  alias: Localized | null;
  text: Localized;
  sortName: Localized;
}>;

export type SearchDocument = RevisionTracked<SearchView>;

/** Lower case, accents removed, spaces collapsed: how both the index and the query are written. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const typeLabels: Readonly<Record<SearchType, Localized>> = {
  Category: { en: 'category', fr: 'catégorie' },
  Product: { en: 'product', fr: 'produit' },
  Content: { en: 'page', fr: 'page' },
};
const typeRanks: Readonly<Record<SearchType, number>> = { Category: 1, Product: 2, Content: 3 };

const summary = (html: string, max = 200): string => {
  const text = stripHtml(html);
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
};

const searchView = (
  type: SearchType,
  fields: Omit<SearchView, 'type' | 'typeRank' | 'text' | 'sortName'> & Readonly<{ extra?: readonly string[] }>,
): SearchView => {
  const { extra = [], ...rest } = fields;
  const textIn = (language: Language): string =>
    foldText(
      [
        fields.name[language],
        fields.description[language],
        typeLabels[type][language],
        fields.alias?.[language] ?? '',
        ...extra,
      ].join(' '),
    );
  return {
    ...rest,
    type,
    typeRank: typeRanks[type],
    text: { en: textIn('en'), fr: textIn('fr') },
    sortName: { en: foldText(fields.name.en), fr: foldText(fields.name.fr) },
  };
};

export const storeSearch = revisionTrackedModel<SearchView>({
  name: 'storeSearch',
  version: 1,
  entityTypes: ['Category', 'Product', 'Content'],
  toView: (entityType, payload) => {
    if (entityType === 'Category') {
      const category = categoryEntryOf(payload);
      if (!category) return null;
      return searchView('Category', {
        storeCode: category.storeCode,
        name: category.name,
        description: category.shortDescription,
        categoryId: category.categoryId,
        alias: null,
        extra: [category.urlAlias.en, category.urlAlias.fr],
      });
    }
    if (entityType === 'Product') {
      const product = productEntryOf(payload);
      if (!product) return null;
      return searchView('Product', {
        storeCode: product.storeCode,
        name: product.name,
        description: product.shortDescription,
        categoryId: product.categoryId,
        alias: null,
        extra: product.sku ? [product.sku] : [],
      });
    }
    const content = contentEntryOf(payload);
    if (!content?.urlAlias || content.location !== null) return null;
    return searchView('Content', {
      storeCode: content.storeCode,
      name: content.title,
      description: { en: summary(content.html.en), fr: summary(content.html.fr) },
      categoryId: null,
      alias: content.urlAlias,
      extra: [stripHtml(content.html.en), stripHtml(content.html.fr)],
    });
  },
  indexes: viewIndexes('storeCode_rank_name', ['storeCode', 'typeRank', 'sortName.en']),
});

export type SearchResult = Readonly<{
  type: SearchType;
  name: string;
  description: string;
  /** Ready to link: `/{lng}/{alias path}`. */
  path: string;
}>;

export type SearchQuery = Readonly<{
  text: string;
  language: Language;
  view: StoreView;
  storeCode?: StoreCode;
  skip?: number;
  limit?: number;
}>;

/** The Mongo filter of a search: every folded word of `text` in the language's text; null when nothing to search. */
export const searchFilter = (query: Pick<SearchQuery, 'text' | 'language' | 'view' | 'storeCode'>) => {
  const field = viewField(query.view);
  const words = foldText(query.text.slice(0, 150)).split(' ').filter(Boolean).slice(0, 10);
  if (words.length === 0) return null;
  return {
    [`${field}.storeCode`]: query.storeCode ?? 'b2c',
    $and: words.map((word) => ({ [`${field}.text.${query.language}`]: { $regex: escapeRegex(word) } })),
  };
};

export const searchStore = async (
  collections: Readonly<{ search: Collection<SearchDocument>; aliases: Collection<UrlAliasDocument> }>,
  query: SearchQuery,
): Promise<{ total: number; results: SearchResult[] }> => {
  const filter = searchFilter(query);
  if (filter === null) return { total: 0, results: [] };
  const field = viewField(query.view);
  const { language } = query;
  const [total, documents] = await Promise.all([
    collections.search.countDocuments(filter),
    collections.search.find(filter, {
      sort: { [`${field}.typeRank`]: 1, [`${field}.sortName.${language}`]: 1, _id: 1 },
      ...(query.skip ? { skip: query.skip } : {}),
      ...(query.limit ? { limit: query.limit } : {}),
      projection: { revisions: 0 },
    }),
  ]);
  const views = documents.flatMap((doc) => (doc[field] ? [doc[field]] : []));
  const paths = views.some((view) => view.categoryId !== null)
    ? await categoryPaths(collections.aliases, { storeCode: query.storeCode ?? 'b2c', view: query.view })
    : new Map<string, Localized>();
  const results = views.map((view) => {
    const path = view.alias ?? (view.categoryId === null ? undefined : paths.get(view.categoryId));
    return {
      type: view.type,
      name: view.name[language],
      description: view.description[language],
      path: path ? `/${language}/${path[language]}` : `/${language}`,
    };
  });
  return { total, results };
};
