/**
 * The portal catalogue as the routes need it: the read models (catalogue, what orders took from stock) joined
 * into DTOs, and the snapshot of a product the cart rules take. Prices are the products' first price at the
 * store clock's time.
 */
import { availabilityOf, type PortalProductSnapshot, portalStatusAt } from '@parks/domain/portal/catalog';
import { currentPriceCents, firstPrice } from '@parks/domain/pricing/prices';
import { availablePortalUnits } from '@parks/domain/stock/availability';
import {
  type PortalCatalogSnapshot,
  type PortalCategoryView,
  type PortalProductView,
  portalCatalog,
  portalCatalogSnapshot,
} from '@parks/projections/portal/catalog';
import {
  type PortalStockFigures,
  portalInventory,
  portalStockFigures,
  stockCountOf,
} from '@parks/projections/portal/inventory';
import type { Localized, PriceRecord } from '@parks/schemas/catalog';
import type {
  PortalCategoryDto,
  PortalProductDetailDto,
  PortalProductSummaryDto,
  PortalSearchResultDto,
} from '@parks/schemas/portal';
import { ProblemError } from '../http/problems.ts';
import { type StoreClock, storeClock } from '../settings/storeClock.ts';
import { shopperView } from '../store/input.ts';
import { storeCollections } from '../store/readModels.ts';
import type { PortalDeps } from './deps.ts';

export type PortalCatalogue = PortalCatalogSnapshot &
  PortalStockFigures &
  Readonly<{
    now: string;
  }>;

/** One store clock per app (its settings reader keeps the published settings until they change). */
const clocks = new WeakMap<PortalDeps, StoreClock>();
const clockOf = (deps: PortalDeps): StoreClock => {
  let clock = clocks.get(deps);
  if (clock === undefined) {
    clock = storeClock(storeCollections(deps.projections), deps.clock);
    clocks.set(deps, clock);
  }
  return clock;
};

export const loadPortalCatalogue = async (deps: PortalDeps): Promise<PortalCatalogue> => {
  // The store's now (the seeded clock while the settings enable it), as the public store's: prices and the
  // availability windows of both stores follow the same time.
  const [snapshot, figures, now] = await Promise.all([
    portalCatalogSnapshot(deps.projections.read(portalCatalog), shopperView),
    portalStockFigures(deps.projections.read(portalInventory)),
    clockOf(deps).now(),
  ]);
  return { ...snapshot, ...figures, now: now.toISOString() };
};

/** The product's status now: its own, or Unavailable while its availability window is open. */
export const statusOf = (catalogue: PortalCatalogue, product: PortalProductView) =>
  portalStatusAt(product, catalogue.now);

/**
 * Units that can still come from stock: the domain's one rule (the stock decision applies it too) on the read
 * model's figures, so the portal shows as available what a reservation can take.
 */
export const availableOf = (catalogue: PortalCatalogue, product: PortalProductView): number =>
  availablePortalUnits(stockCountOf(catalogue, product.productId, product.inventory));

export const priceOf = (catalogue: PortalCatalogue, productId: string): PriceRecord | undefined =>
  firstPrice(catalogue.prices.filter((price) => price.productId === productId));

export const unitPriceOf = (catalogue: PortalCatalogue, productId: string): number => {
  const price = priceOf(catalogue, productId);
  return price ? currentPriceCents(price, catalogue.now) : 0;
};

export const categoryOf = (catalogue: PortalCatalogue, categoryId: string): PortalCategoryView | undefined =>
  catalogue.categories.find((category) => category.categoryId === categoryId);

/** A product to show and to sell: b2b, in a published b2b category, with a price. */
export const productOf = (catalogue: PortalCatalogue, productId: string): PortalProductView | undefined =>
  catalogue.products.find(
    (product) =>
      product.productId === productId &&
      categoryOf(catalogue, product.categoryId) !== undefined &&
      priceOf(catalogue, product.productId) !== undefined,
  );

export const productOr404 = (catalogue: PortalCatalogue, productId: string): PortalProductView => {
  const product = productOf(catalogue, productId);
  if (!product) throw new ProblemError(404, 'portal.productNotFound');
  return product;
};

export const snapshotOf = (catalogue: PortalCatalogue, product: PortalProductView): PortalProductSnapshot => ({
  productId: product.productId,
  sku: product.sku,
  status: statusOf(catalogue, product),
  available: availableOf(catalogue, product),
  allowBackorder: product.allowBackorder,
  minimumOrderQty: product.minimumOrderQty,
  maximumOrderQty: product.maximumOrderQty,
  options: product.options,
});

export const toCategoryDto = (catalogue: PortalCatalogue, category: PortalCategoryView): PortalCategoryDto => ({
  categoryId: category.categoryId,
  parentId: category.parentId,
  urlAlias: category.urlAlias,
  displayName: category.name,
  imageUrl: category.imageUrl,
  shortDescription: category.shortDescription,
  description: category.description,
  displayOrder: category.displayOrder,
  productCount: catalogue.products.filter(
    (product) => product.categoryId === category.categoryId && productOf(catalogue, product.productId),
  ).length,
});

export const toSummaryDto = (catalogue: PortalCatalogue, product: PortalProductView): PortalProductSummaryDto => {
  const available = availableOf(catalogue, product);
  const status = statusOf(catalogue, product);
  const availability = availabilityOf({ status, available, allowBackorder: product.allowBackorder });
  return {
    productId: product.productId,
    categoryId: product.categoryId,
    sku: product.sku,
    title: product.title,
    shortDescription: product.shortDescription,
    imageUrl: product.imageUrl,
    priceCents: unitPriceOf(catalogue, product.productId),
    status,
    availability,
    inStock: available > 0,
    allowBackorder: product.allowBackorder,
    inventory: Math.max(available, 0),
    minimumOrderQty: product.minimumOrderQty,
    maximumOrderQty: product.maximumOrderQty,
  };
};

const none: Localized = { en: '', fr: '' };

export const toDetailDto = (catalogue: PortalCatalogue, product: PortalProductView): PortalProductDetailDto => {
  const category = categoryOf(catalogue, product.categoryId);
  return {
    ...toSummaryDto(catalogue, product),
    productName: product.name,
    description: product.description,
    samplePdfUrl: product.samplePdfUrl,
    categoryName: category?.name ?? none,
    categoryUrlAlias: category?.urlAlias ?? none,
    attributes: product.attributes,
    yearOptions: product.options.year,
    monthOptions: product.options.month,
    languageOptions: product.options.language,
    packSizeOptions: product.options.packSize,
  };
};

/** A category by id or by its alias in either language (case-insensitive). */
export const findCategory = (catalogue: PortalCatalogue, alias: string): PortalCategoryView | undefined => {
  const key = alias.trim().toLowerCase();
  return catalogue.categories.find(
    (category) =>
      category.categoryId === alias ||
      category.urlAlias.en.toLowerCase() === key ||
      category.urlAlias.fr.toLowerCase() === key,
  );
};

const contains = (text: Localized, keyword: string): boolean =>
  text.en.toLowerCase().includes(keyword) || text.fr.toLowerCase().includes(keyword);

const stripTags = (html: Localized): Localized => ({
  en: html.en.replace(/<[^>]*>/g, ''),
  fr: html.fr.replace(/<[^>]*>/g, ''),
});

/**
 * The portal search: categories then products whose name, description or SKU contains the text. A result's
 * path is relative to `/{lng}/portal/`: a category's alias, or `{categoryAlias}/{productId}` for a product.
 */
export const searchPortal = (catalogue: PortalCatalogue, text: string): PortalSearchResultDto[] => {
  const keyword = text.trim().toLowerCase();
  if (keyword === '') return [];
  const categories = catalogue.categories
    .filter((category) => contains(category.name, keyword) || contains(category.shortDescription, keyword))
    .map(
      (category): PortalSearchResultDto => ({
        name: category.name,
        description: category.shortDescription,
        type: 'Category',
        path: category.urlAlias,
      }),
    );
  const products = catalogue.products
    .filter((product) => productOf(catalogue, product.productId))
    .filter(
      (product) =>
        contains(product.title, keyword) ||
        contains(stripTags(product.description), keyword) ||
        product.sku.toLowerCase().includes(keyword),
    )
    .map((product): PortalSearchResultDto => {
      const alias = categoryOf(catalogue, product.categoryId)?.urlAlias ?? none;
      return {
        name: product.title,
        description: product.shortDescription,
        type: 'Product',
        path: { en: `${alias.en}/${product.productId}`, fr: `${alias.fr}/${product.productId}` },
      };
    });
  return [...categories, ...products];
};
