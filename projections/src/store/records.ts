import type {
  CategoryPresentation,
  ContentPresentation,
  ProductPresentation,
  SeedCategoryRecord,
  SeedContentRecord,
  StoreCategoryRecord,
  StoreContentRecord,
  StoreProductRecord,
} from '@parks/domain/seed/records';
import type {
  DiscountRecord,
  Localized,
  PriceRecord,
  ProductRecord,
  ShippingRateRecord,
  TaxRecord,
} from '@parks/schemas/catalog';
import { hasStrings } from './revisionTracking.ts';

/**
 * Revision payloads as the read models store them: checked just enough to be safe to read, with every optional
 * presentation field filled in (so the API never meets a missing field). A payload that is not even the schema
 * record gives null: that entity then shows nothing, and nothing throws.
 */
export type CategoryEntry = SeedCategoryRecord;
export type ProductEntry = ProductRecord & Omit<ProductPresentation, 'sku'> & Readonly<{ sku: string | null }>;
export type ContentEntry = SeedContentRecord;

export const isLocalized = (value: unknown): value is Localized => hasStrings(value, 'en', 'fr');

const emptyText: Localized = { en: '', fr: '' };
const localizedOr = (value: unknown, fallback: Localized): Localized => (isLocalized(value) ? value : fallback);
const localizedOrNull = (value: unknown): Localized | null => (isLocalized(value) ? value : null);
const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const arrayOr = <T>(value: unknown): readonly T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * A category the back office unticked `active` for (`active: false` in its payload) is in no store view, whatever
 * its revision's status; a payload without the field is active (the seed's).
 */
export const isHiddenCategory = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && Reflect.get(payload, 'active') === false;

export const categoryEntryOf = (payload: unknown): CategoryEntry | null =>
  isHiddenCategory(payload) ? null : categoryRecordOf(payload);

/** The category record of a payload, shown or not (the back office reads hidden ones too). */
export const categoryRecordOf = (payload: unknown): CategoryEntry | null => {
  if (!hasStrings(payload, 'categoryId', 'storeCode')) return null;
  const record = payload as StoreCategoryRecord;
  if (!isLocalized(record.urlAlias) || !isLocalized(record.name)) return null;
  const presentation: CategoryPresentation = {
    displayOrder: numberOr(record.displayOrder, 0),
    homePanel: record.homePanel ?? null,
    imageUrl: localizedOrNull(record.imageUrl),
    shortDescription: localizedOr(record.shortDescription, emptyText),
    description: localizedOr(record.description, emptyText),
    listTitle: localizedOrNull(record.listTitle),
    listDescription: localizedOrNull(record.listDescription),
    admissionMessage: localizedOrNull(record.admissionMessage),
    postListMessage: localizedOrNull(record.postListMessage),
    notices: arrayOr(record.notices),
    footerLinks: arrayOr(record.footerLinks),
    shippingNote: localizedOrNull(record.shippingNote),
    termsOfUse: localizedOrNull(record.termsOfUse),
    pageFooterMessage: localizedOrNull(record.pageFooterMessage),
    homeDescription: localizedOrNull(record.homeDescription),
    saleHomeDescription: localizedOrNull(record.saleHomeDescription),
    salePriceDescription: localizedOrNull(record.salePriceDescription),
    subCatSaleOverlayText: localizedOrNull(record.subCatSaleOverlayText),
    overlayText: localizedOrNull(record.overlayText),
    buttonText: localizedOrNull(record.buttonText),
  };
  return {
    categoryId: record.categoryId,
    parentId: typeof record.parentId === 'string' ? record.parentId : null,
    storeCode: record.storeCode,
    urlAlias: record.urlAlias,
    name: record.name,
    productsAreBoatingPermits: record.productsAreBoatingPermits === true,
    ...presentation,
  };
};

export const productEntryOf = (payload: unknown): ProductEntry | null => {
  if (!hasStrings(payload, 'productId', 'categoryId', 'storeCode')) return null;
  const record = payload as StoreProductRecord;
  if (!isLocalized(record.name)) return null;
  return {
    productId: record.productId,
    categoryId: record.categoryId,
    storeCode: record.storeCode,
    name: record.name,
    validityPeriod: localizedOrNull(record.validityPeriod),
    isBoatingPermit: record.isBoatingPermit === true,
    vesselTypes: arrayOr(record.vesselTypes),
    sku: typeof record.sku === 'string' && record.sku !== '' ? record.sku : null,
    displayOrder: numberOr(record.displayOrder, 0),
    shortDescription: localizedOr(record.shortDescription, emptyText),
    salePriceDescription: localizedOrNull(record.salePriceDescription),
    unavailableTagline: localizedOrNull(record.unavailableTagline),
    imageUrl: localizedOrNull(record.imageUrl),
  };
};

export const priceEntryOf = (payload: unknown): PriceRecord | null => {
  if (!hasStrings(payload, 'priceId', 'productId')) return null;
  const record = payload as PriceRecord;
  if (!Number.isSafeInteger(record.regularPriceCents) || !Number.isSafeInteger(record.salePriceCents)) return null;
  return {
    priceId: record.priceId,
    productId: record.productId,
    rank: numberOr(record.rank, 0),
    regularPriceCents: record.regularPriceCents,
    salePriceCents: record.salePriceCents,
    saleStartsAt: typeof record.saleStartsAt === 'string' ? record.saleStartsAt : null,
    saleEndsAt: typeof record.saleEndsAt === 'string' ? record.saleEndsAt : null,
  };
};

export const contentEntryOf = (payload: unknown): ContentEntry | null => {
  if (!hasStrings(payload, 'contentId', 'name', 'storeCode')) return null;
  const record = payload as StoreContentRecord;
  const presentation: ContentPresentation = {
    urlAlias: localizedOrNull(record.urlAlias),
    displayOrder: numberOr(record.displayOrder, 0),
    imageCaption: localizedOrNull(record.imageCaption),
  };
  return {
    contentId: record.contentId,
    name: record.name,
    storeCode: record.storeCode,
    location: record.location === 'PanelTop' || record.location === 'PanelRight' ? record.location : null,
    title: localizedOr(record.title, emptyText),
    html: localizedOr(record.html, emptyText),
    imageUrl: typeof record.imageUrl === 'string' ? record.imageUrl : null,
    linkUrl: typeof record.linkUrl === 'string' ? record.linkUrl : null,
    linkTitle: localizedOrNull(record.linkTitle),
    ...presentation,
  };
};

export const discountEntryOf = (payload: unknown): DiscountRecord | null => {
  if (!hasStrings(payload, 'discountId', 'code', 'kind')) return null;
  const record = payload as DiscountRecord;
  if (record.kind === 'percentage' && !Number.isSafeInteger(record.rate)) return null;
  if (record.kind === 'fixedAmount' && !Number.isSafeInteger(record.amountCents)) return null;
  return record.kind === 'percentage' || record.kind === 'fixedAmount' ? record : null;
};

export const taxEntryOf = (payload: unknown): TaxRecord | null =>
  hasStrings(payload, 'provinceStateId', 'code', 'country') ? (payload as TaxRecord) : null;

export const shippingEntryOf = (payload: unknown): ShippingRateRecord | null =>
  hasStrings(payload, 'shippingId', 'method', 'region') ? (payload as ShippingRateRecord) : null;
