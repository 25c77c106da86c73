import { type CategoryEntry, categoryEntryOf } from '@parks/domain/catalog/category';
import { contentEntryOf } from '@parks/domain/catalog/content';
import { type ProductEntry, productEntryOf } from '@parks/domain/catalog/product';
import { InvalidQueryError } from '@parks/infra/documents/errors';
import { type Collection, escapeRegex } from '@parks/infra/documents/port';
import type { Localized } from '@parks/schemas/catalog';
import { foldText } from '@parks/schemas/foldText';
import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import { bothLanguages } from '@parks/schemas/texts/bilingual';
import { codeNames } from '@parks/schemas/texts/screens/names';
import { deepFreeze } from './derivedViews.ts';
import {
  derivedPerView,
  inView,
  type RevisionTracked,
  revisionTrackedModel,
  type StoreView,
  viewField,
  viewOf,
  viewsOf,
} from './revisionTracking.ts';
import { categoryPaths, categoryPathsReader, type UrlAliasDocument } from './urlAliases.ts';

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

export const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const typeLabels: Readonly<Record<SearchType, Localized>> = {
  Category: bothLanguages(codeNames, 'searchType.Category'),
  Product: bothLanguages(codeNames, 'searchType.Product'),
  Content: bothLanguages(codeNames, 'searchType.Content'),
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

/** A category or a product: found by its name and short description, shown on its category's page. */
const catalogView = (
  type: 'Category' | 'Product',
  entry: CategoryEntry | ProductEntry,
  extra: readonly string[],
): SearchView =>
  searchView(type, {
    storeCode: entry.storeCode,
    name: entry.name,
    description: entry.shortDescription,
    categoryId: entry.categoryId,
    alias: null,
    extra,
  });

export const storeSearch = revisionTrackedModel<SearchView>({
  name: 'storeSearch',
  version: 2,
  entityTypes: ['Category', 'Product', 'Content'],
  toView: (entityType, payload) => {
    if (entityType === 'Category') {
      const category = categoryEntryOf(payload);
      return category && catalogView('Category', category, [category.urlAlias.en, category.urlAlias.fr]);
    }
    if (entityType === 'Product') {
      const product = productEntryOf(payload);
      return product && catalogView('Product', product, product.sku ? [product.sku] : []);
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
  viewIndexes: { storeCode_rank_name: ['storeCode', 'typeRank', 'sortName.en'] },
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

/** The folded words of a query: at most 10, from its first 150 characters. */
const searchWords = (text: string): string[] => foldText(text.slice(0, 150)).split(' ').filter(Boolean).slice(0, 10);

/** The Mongo filter of a search: every folded word of `text` in the language's text; null when nothing to search. */
export const searchFilter = (query: Pick<SearchQuery, 'text' | 'language' | 'view' | 'storeCode'>) => {
  const words = searchWords(query.text);
  if (words.length === 0) return null;
  return {
    ...inView(query.view, { storeCode: query.storeCode ?? 'b2c' }),
    $and: words.map((word) => inView(query.view, { [`text.${query.language}`]: { $regex: escapeRegex(word) } })),
  };
};

export type SearchCollections = Readonly<{ search: Collection<SearchDocument>; aliases: Collection<UrlAliasDocument> }>;
export type SearchAnswer = Readonly<{ total: number; results: readonly SearchResult[] }>;
export type StoreSearch = (collections: SearchCollections, query: SearchQuery) => Promise<SearchAnswer>;

/** The results of one page of views: a category's or product's path from the categories' paths. */
const resultsOf = async (
  views: readonly SearchView[],
  language: Language,
  paths: () => Promise<ReadonlyMap<string, Localized>>,
): Promise<SearchResult[]> => {
  const byCategory = views.some((view) => view.categoryId !== null) ? await paths() : new Map<string, Localized>();
  return views.map((view) => {
    const path = view.alias ?? (view.categoryId === null ? undefined : byCategory.get(view.categoryId));
    return {
      type: view.type,
      name: view.name[language],
      description: view.description[language],
      path: path ? `/${language}/${path[language]}` : `/${language}`,
    };
  });
};

export const searchStore: StoreSearch = async (collections, query) => {
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
  const views = viewsOf(documents, query.view);
  const storeCode = query.storeCode ?? 'b2c';
  return {
    total,
    results: await resultsOf(views, language, () =>
      categoryPaths(collections.aliases, { storeCode, view: query.view }),
    ),
  };
};

/** One store's visible views in each language's result order: type, folded name, then `_id` (searchStore's sort). */
type SearchIndex = Readonly<Record<Language, readonly SearchView[]>>;

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const searchIndexOf = (documents: readonly SearchDocument[], view: StoreView, storeCode: StoreCode): SearchIndex => {
  const entries = documents.flatMap((doc) => {
    const found = viewOf(doc, view);
    return found?.storeCode === storeCode ? [{ id: doc._id, view: found }] : [];
  });
  const ordered = (language: Language): SearchView[] =>
    [...entries]
      .sort(
        (a, b) =>
          a.view.typeRank - b.view.typeRank ||
          compareText(a.view.sortName[language], b.view.sortName[language]) ||
          compareText(a.id, b.id),
      )
      .map((entry) => entry.view);
  return deepFreeze({ en: ordered('en'), fr: ordered('fr') });
};

/** skip and limit as the document store takes them (0 or none: from the start, no limit). */
const pageOf = <T>(list: readonly T[], skip = 0, limit = 0): T[] => {
  if (!Number.isInteger(skip) || skip < 0) throw new InvalidQueryError('skip must be a non-negative integer');
  if (!Number.isInteger(limit) || limit < 0) throw new InvalidQueryError('limit must be a non-negative integer');
  return limit === 0 ? list.slice(skip) : list.slice(skip, skip + limit);
};

/** Answers kept per search index (they go with it when the read model changes); a full map is emptied. */
const ANSWERS_PER_INDEX = 256;

type Answered = Readonly<{ paths: ReadonlyMap<string, Localized> | null; answer: SearchAnswer }>;

/**
 * `searchStore` for the store's reads (one per app), with the same answers: the visible views of each view
 * and store are kept in result order until the search read model changes (see derivedViews.ts), and a query
 * keeps those whose folded text holds every word (what searchFilter's `$regex` of an escaped word tests);
 * the categories' paths are kept the same way until the URL aliases change. An answer is kept with the index
 * and the paths it was made from, and given again only while both are still the current ones.
 */
/** The answer to nothing to search (one object, so what is kept with an answer is kept with it too). */
const NO_ANSWER: SearchAnswer = deepFreeze({ total: 0, results: [] });

export const storeSearchReader = (): StoreSearch => {
  const indexes = derivedPerView<SearchView, SearchIndex>(
    (view, storeCode) => (documents) => searchIndexOf(documents, view, storeCode),
  );
  const answers = new WeakMap<SearchIndex, Map<string, Answered>>();
  const categoryPaths = categoryPathsReader();
  return async (collections, query) => {
    const words = searchWords(query.text);
    if (words.length === 0) return NO_ANSWER;
    const storeCode = query.storeCode ?? 'b2c';
    const index = await indexes(query.view, storeCode)(collections.search);
    const paths = () => categoryPaths(collections.aliases, { storeCode, view: query.view });
    const { language } = query;
    const skip = query.skip || 0;
    const limit = query.limit || 0;
    const asked = `${language} ${skip} ${limit} ${words.join(' ')}`;
    let known = answers.get(index);
    if (known === undefined) {
      known = new Map();
      answers.set(index, known);
    }
    const hit = known.get(asked);
    if (hit !== undefined && (hit.paths === null || hit.paths === (await paths()))) return hit.answer;
    const matches = index[language].filter((view) => {
      const text = view.text[language];
      return typeof text === 'string' && words.every((word) => text.includes(word));
    });
    let used: ReadonlyMap<string, Localized> | null = null;
    const results = await resultsOf(pageOf(matches, skip, limit), language, async () => {
      used = await paths();
      return used;
    });
    const answer = deepFreeze({ total: matches.length, results });
    if (known.size >= ANSWERS_PER_INDEX) known.clear();
    known.set(asked, { paths: used, answer });
    return answer;
  };
};
