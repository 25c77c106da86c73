import { isUnavailable } from '@parks/domain/catalog/availability';
import type { CategoryEntry } from '@parks/domain/catalog/category';
import { isInCategory, type ProductEntry } from '@parks/domain/catalog/product';
import { currentPriceCents, firstPrice, isOnSale } from '@parks/domain/pricing/prices';
import { type HomePanel, homePanels } from '@parks/domain/seed/records';
import { vesselLengthLimits } from '@parks/schemas/cart';
import type { Localized, PriceRecord } from '@parks/schemas/catalog';
import { messages } from '@parks/schemas/messages/index';
import type { Cents } from '@parks/schemas/money';
import type { BreadcrumbDto, CategorySummaryDto, HomePanelDto, PriceDto } from '@parks/schemas/store/dtos';

/**
 * Pure views over one store's visible catalogue (loaded by `loadCatalog`): the category list, a category page,
 * a product and the home panels, in both languages. Prices are computed at `now` (the API's clock, seeded or not)
 * with the domain's sale rule. Paths are the store paths without the language: `/{lng}/{path}`.
 */
export type CatalogSnapshot = Readonly<{
  categories: readonly CategoryEntry[];
  products: readonly ProductEntry[];
  prices: readonly PriceRecord[];
}>;

/** The wire shapes (`@parks/schemas/store/dtos`) are what these views are: one declaration each. */
export type PriceView = PriceDto;

export type ProductView = ProductEntry &
  Readonly<{
    prices: readonly PriceView[];
    /** The first price now: the price of one item, or of one foot of vessel for a boating permit. */
    currentPriceCents: Cents | null;
    /** Boating permits: the lengths the vessel-length select offers (12 stands for 12 feet or under). */
    vesselLengthsFeet: readonly number[];
    /** Whether it can be ordered now (availability.ts); when not, `unavailableTagline` is what the store shows. */
    available: boolean;
  }>;

export type CategorySummary = CategorySummaryDto;

export type Breadcrumb = BreadcrumbDto;

export type CategoryPage = CategoryEntry &
  Readonly<{
    path: Localized;
    breadcrumbs: readonly Breadcrumb[];
    products: readonly ProductView[];
    childCategories: readonly CategorySummary[];
  }>;

const boatingLengths: readonly number[] = Array.from(
  { length: vesselLengthLimits.max - vesselLengthLimits.minimumCharged + 1 },
  (_, index) => vesselLengthLimits.minimumCharged + index,
);

const byDisplayOrder = <T extends { displayOrder: number; name: Localized }>(a: T, b: T): number =>
  a.displayOrder - b.displayOrder || a.name.en.localeCompare(b.name.en);

const categoryById = (snapshot: CatalogSnapshot, categoryId: string | null): CategoryEntry | undefined =>
  categoryId === null ? undefined : snapshot.categories.find((category) => category.categoryId === categoryId);

/** The category and its ancestors, root first; stops at a missing parent or a cycle. */
export const ancestry = (snapshot: CatalogSnapshot, category: CategoryEntry): CategoryEntry[] => {
  const chain: CategoryEntry[] = [category];
  let parent = categoryById(snapshot, category.parentId);
  while (parent && !chain.includes(parent)) {
    chain.unshift(parent);
    parent = categoryById(snapshot, parent.parentId);
  }
  return chain;
};

const joinPath = (chain: readonly CategoryEntry[]): Localized => ({
  en: chain.map((category) => category.urlAlias.en).join('/'),
  fr: chain.map((category) => category.urlAlias.fr).join('/'),
});

export const categoryPath = (snapshot: CatalogSnapshot, category: CategoryEntry): Localized =>
  joinPath(ancestry(snapshot, category));

export const categorySummary = (snapshot: CatalogSnapshot, category: CategoryEntry): CategorySummary => ({
  categoryId: category.categoryId,
  parentId: category.parentId,
  name: category.name,
  urlAlias: category.urlAlias,
  path: categoryPath(snapshot, category),
  imageUrl: category.imageUrl,
  shortDescription: category.shortDescription,
  overlayText: category.overlayText,
  subCatSaleOverlayText: category.subCatSaleOverlayText,
  displayOrder: category.displayOrder,
});

/** What the store shows of a product that cannot be ordered and whose staff gave no tagline. */
const unavailableText: Localized = {
  en: messages.en['catalog.product.unavailable'],
  fr: messages.fr['catalog.product.unavailable'],
};

export const productView = (snapshot: CatalogSnapshot, product: ProductEntry, now: string): ProductView => {
  // The tagline is shown only while the product cannot be ordered (the web shows it instead of Add to cart): a
  // product whose window has not opened yet, or has closed, is sold as any other.
  const available = !isUnavailable(product, now);
  const prices = snapshot.prices
    .filter((price) => price.productId === product.productId)
    .sort((a, b) => a.rank - b.rank || a.priceId.localeCompare(b.priceId));
  const first = firstPrice(prices);
  return {
    ...product,
    prices: prices.map((price) => ({
      ...price,
      currentPriceCents: currentPriceCents(price, now),
      onSale: isOnSale(price, now),
    })),
    currentPriceCents: first ? currentPriceCents(first, now) : null,
    vesselLengthsFeet: product.isBoatingPermit ? boatingLengths : [],
    available,
    unavailableTagline: available ? null : (product.unavailableTagline ?? unavailableText),
  };
};

/**
 * All a page takes from the time: each of its prices' current price and sale flag at `now` (productView), as
 * text. Two instants with the same state give the same page, so a page can be kept per state (the API does).
 */
export const priceStateAt = (prices: readonly PriceRecord[], now: string): string =>
  prices.map((price) => `${currentPriceCents(price, now)}${isOnSale(price, now) ? 's' : ''}`).join(',');

/**
 * All a page takes from the time besides prices: which of its products cannot be ordered at `now`, as text (see
 * priceStateAt): a window that opens or closes changes the page's key.
 */
export const availabilityStateAt = (products: readonly ProductEntry[], now: string): string =>
  products.map((product) => (isUnavailable(product, now) ? '0' : '1')).join('');

/** Products of a category (one of theirs) that can be sold: those with at least one price, in display order. */
export const productsOf = (snapshot: CatalogSnapshot, categoryId: string, now: string): ProductView[] =>
  snapshot.products
    .filter((product) => isInCategory(product, categoryId))
    .map((product) => productView(snapshot, product, now))
    .filter((product) => product.prices.length > 0)
    .sort(byDisplayOrder);

export const childrenOf = (snapshot: CatalogSnapshot, categoryId: string | null): CategoryEntry[] =>
  snapshot.categories.filter((category) => category.parentId === categoryId).sort(byDisplayOrder);

const matchesKey = (category: CategoryEntry, key: string): boolean => {
  const wanted = key.trim().toLowerCase();
  return (
    category.categoryId === key ||
    category.urlAlias.en.toLowerCase() === wanted ||
    category.urlAlias.fr.toLowerCase() === wanted
  );
};

/**
 * The category of a URL: `type` is a top-level alias (or any category id or alias), `id` the alias of a child
 * of it. An `id` that names no child (an anchor such as `modalites-terms`) leaves the `type` category.
 */
export const findCategory = (snapshot: CatalogSnapshot, type: string, id?: string): CategoryEntry | null => {
  const top =
    snapshot.categories.find((category) => category.parentId === null && matchesKey(category, type)) ??
    snapshot.categories.find((category) => matchesKey(category, type));
  if (!top) return null;
  if (id === undefined || id === '') return top;
  return childrenOf(snapshot, top.categoryId).find((child) => matchesKey(child, id)) ?? top;
};

export const categoryPage = (snapshot: CatalogSnapshot, category: CategoryEntry, now: string): CategoryPage => {
  const chain = ancestry(snapshot, category);
  return {
    ...category,
    path: joinPath(chain),
    breadcrumbs: chain.map((link, index) => ({ name: link.name, path: joinPath(chain.slice(0, index + 1)) })),
    products: productsOf(snapshot, category.categoryId, now),
    childCategories: childrenOf(snapshot, category.categoryId).map((child) => categorySummary(snapshot, child)),
  };
};

/** GET /api/store/GetMenu: the top-level categories placed in the store's menu, in display order. */
export const storeMenu = (snapshot: CatalogSnapshot): MenuItem[] =>
  childrenOf(snapshot, null)
    .filter((category) => category.inMenu)
    .map((category) => ({
      categoryId: category.categoryId,
      name: category.name,
      path: categoryPath(snapshot, category),
    }));

export type MenuItem = Readonly<{ categoryId: string; name: Localized; path: Localized }>;

/** GET /api/store/GetCategories: the top-level categories with their children and products. */
export const categoryList = (snapshot: CatalogSnapshot, now: string): CategoryPage[] =>
  childrenOf(snapshot, null).map((category) => categoryPage(snapshot, category, now));

export type ProductDetail = ProductView & Readonly<{ category: CategorySummary }>;

export const productDetail = (snapshot: CatalogSnapshot, productId: string, now: string): ProductDetail | null => {
  const product = snapshot.products.find((candidate) => candidate.productId === productId);
  const category = product && categoryById(snapshot, product.categoryId);
  if (!product || !category) return null;
  return { ...productView(snapshot, product, now), category: categorySummary(snapshot, category) };
};

/** A home panel as the store reads it, its products as this read model sees them. */
export type HomePanelView = Omit<HomePanelDto, 'products'> & Readonly<{ products: readonly ProductView[] }>;

/** The home page panels (discovery pass, single location, lockage/mooring), each from the category marked for it. */
export const homePanelViews = (snapshot: CatalogSnapshot, now: string): Record<HomePanel, HomePanelView | null> => {
  const panel = (name: HomePanel): HomePanelView | null => {
    const category = snapshot.categories
      .filter((candidate) => candidate.homePanel === name)
      .sort(byDisplayOrder)
      .at(0);
    if (!category) return null;
    return {
      categoryId: category.categoryId,
      displayName: category.name,
      urlAlias: category.urlAlias,
      path: categoryPath(snapshot, category),
      imageUrl: category.imageUrl,
      overlayText: category.overlayText,
      homeDescription: category.homeDescription,
      saleHomeDescription: category.saleHomeDescription,
      admissionMessage: category.admissionMessage,
      buttonText: category.buttonText,
      products: productsOf(snapshot, category.categoryId, now),
    };
  };
  return Object.fromEntries(homePanels.map((name) => [name, panel(name)])) as Record<HomePanel, HomePanelView | null>;
};
