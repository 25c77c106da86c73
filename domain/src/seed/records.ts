import type {
  CategoryRecord,
  ContentBlockRecord,
  HomePanel,
  Localized,
  Notice,
  ProductRecord,
} from '@parks/schemas/catalog';

/**
 * What the public store shows of a category, product or content page beyond the records of
 * `@parks/schemas/catalog` (store-and-portal.md section 3). A revision payload is the schema record plus these
 * fields; they are optional for readers (a payload drafted without them still projects, with empty defaults)
 * and required in the seed, so the seed is complete. They belong in `schemas/src/catalog.ts` once its owner
 * takes them.
 */
export {
  type Notice,
  type NoticeLocation,
  type NoticeType,
  noticeLocations,
  noticeTypes,
} from '@parks/schemas/catalog';

/** A footer link of a category page; `url` is an in-store path without the language (`terms#refunds`) or a full URL. */
export type FooterLink = Readonly<{ title: Localized; url: Localized }>;

/** The three panels of the home page, each fed by one top-level category. */
export { type HomePanel, homePanels } from '@parks/schemas/catalog';

export type CategoryPresentation = Readonly<{
  /** Order among its siblings (tiles, menus, category list). */
  displayOrder: number;
  /** The home panel this top-level category feeds, if any. */
  homePanel: HomePanel | null;
  /** Whether this top-level category is a link of the store's menu (a subcategory never is). */
  inMenu: boolean;
  /** Relative image path per language (image_EN, image_FR). */
  imageUrl: Localized | null;
  shortDescription: Localized;
  /** HTML. */
  description: Localized;
  listTitle: Localized | null;
  listDescription: Localized | null;
  admissionMessage: Localized | null;
  postListMessage: Localized | null;
  notices: readonly Notice[];
  footerLinks: readonly FooterLink[];
  /** HTML of the shipping-note tab. */
  shippingNote: Localized | null;
  /** HTML of the terms-of-use tab. */
  termsOfUse: Localized | null;
  pageFooterMessage: Localized | null;
  homeDescription: Localized | null;
  saleHomeDescription: Localized | null;
  salePriceDescription: Localized | null;
  subCatSaleOverlayText: Localized | null;
  overlayText: Localized | null;
  buttonText: Localized | null;
}>;

export type ProductPresentation = Readonly<{
  sku: string;
  displayOrder: number;
  shortDescription: Localized;
  salePriceDescription: Localized | null;
  /** Shown instead of the Add to cart button when the product cannot be bought. */
  unavailableTagline: Localized | null;
  imageUrl: Localized | null;
}>;

export type ContentPresentation = Readonly<{
  /** Pages reachable by URL (`/{lng}/{alias}`) carry an alias per language; blocks and modals carry none. */
  urlAlias: Localized | null;
  /** Order of blocks sharing a name and location. */
  displayOrder: number;
  imageCaption: Localized | null;
}>;

/**
 * A category's page and tile texts, notices and links, none given: the store's categories fill in some, the
 * portal's none.
 */
export const noCategoryTexts: Omit<
  CategoryPresentation,
  'displayOrder' | 'homePanel' | 'inMenu' | 'imageUrl' | 'shortDescription' | 'description'
> = {
  listTitle: null,
  listDescription: null,
  admissionMessage: null,
  postListMessage: null,
  notices: [],
  footerLinks: [],
  shippingNote: null,
  termsOfUse: null,
  pageFooterMessage: null,
  homeDescription: null,
  saleHomeDescription: null,
  salePriceDescription: null,
  subCatSaleOverlayText: null,
  overlayText: null,
  buttonText: null,
};

/** What readers accept: the schema record, with any of the presentation fields. */
export type StoreCategoryRecord = CategoryRecord & Partial<CategoryPresentation>;
export type StoreProductRecord = ProductRecord & Partial<ProductPresentation>;
export type StoreContentRecord = ContentBlockRecord & Partial<ContentPresentation>;

/** What the seed writes: every field present. */
export type SeedCategoryRecord = CategoryRecord & CategoryPresentation;
export type SeedProductRecord = ProductRecord & ProductPresentation;
export type SeedContentRecord = ContentBlockRecord & ContentPresentation;
