import type { Localized } from '@parks/schemas/catalog';
import type { CheckoutSummaryDto } from '@parks/schemas/checkout';
import type { Text } from './text.ts';

/*
 * Local DTO types of the public store's answers that `@parks/schemas` does not define yet (to move there once the
 * API routes are settled). They follow section 3 of the spec and the read models of projections/src/store; a
 * text may come in both languages (`{ en, fr }`) or already in the Accept-Language language (see `Text`).
 */

/** A PanelTop (red alert at the top) or PanelRight (sidebar card) block of a content page. */
export type ContentBlockDto = Readonly<{
  contentId?: string;
  location: 'PanelTop' | 'PanelRight';
  title: Text;
  html: Text;
  imageUrl: string | null;
  linkUrl: string | null;
  linkTitle: Text | null;
}>;

/** GET /api/store/GetContentByName/{name}. */
export type ContentPageDto = Readonly<{
  name: string;
  title: Text;
  html: Text;
  imageUrl: string | null;
  imageCaption: Text | null;
  urlAlias: Text | null;
  blocks: readonly ContentBlockDto[];
}>;

/** GET /api/store/GetTypeByUrlAlias/{alias}: a category (name = category id) or a content page (its name). */
export type UrlAliasDto = Readonly<{ type: 'Category' | 'Content'; name: string; alias: Localized | string }>;

/** GET /api/store/GetSettings (api/src/store/routes.ts answers this shape). */
export type StoreSettingsDto = Readonly<{
  enableB2CSplashPage: boolean;
  enableB2BSplashPage: boolean;
  /** An administrator bypasses the splash page. */
  isAdmin: boolean;
  admin: Readonly<{ enableUAT: boolean; enableSeedClock: boolean; clockDateTime: string | null }>;
}>;

export type PriceDto = Readonly<{
  priceId: string;
  currentPriceCents: number;
  regularPriceCents?: number;
  onSale?: boolean;
}>;

export type VesselTypeDto = Readonly<{ value: string; name: Text }>;

/** A product of a category page or home panel. */
export type ProductDto = Readonly<{
  productId: string;
  name: Text;
  shortDescription: Text | null;
  salePriceDescription: Text | null;
  unavailableTagline: Text | null;
  validityPeriod: Text | null;
  isBoatingPermit: boolean;
  /** Sorted by rank: the first is the product's first price (per foot of vessel for a boating permit). */
  prices: readonly PriceDto[];
  currentPriceCents: number | null;
  vesselTypes: readonly VesselTypeDto[];
  /** Boating permits: the lengths offered in the vessel-length select (12 stands for 12 feet or under). */
  vesselLengthsFeet: readonly number[];
}>;

export type NoticeDto = Readonly<{
  location: 'Panel Top' | 'Panel Middle' | 'Panel Bottom' | 'Footer';
  type: string;
  text: Text;
}>;

export type FooterLinkDto = Readonly<{ title: Text; url: Text }>;

export type CategorySummaryDto = Readonly<{
  categoryId: string;
  name: Text;
  urlAlias: Text;
  /** Store path without the language: parents' aliases then its own. */
  path: Text;
  imageUrl: Text | null;
  shortDescription: Text | null;
  overlayText: Text | null;
  subCatSaleOverlayText: Text | null;
}>;

/** GET /api/store/GetCategory/{id}. */
export type CategoryDto = CategorySummaryDto &
  Readonly<{
    description: Text | null;
    listTitle: Text | null;
    listDescription: Text | null;
    admissionMessage: Text | null;
    postListMessage: Text | null;
    notices: readonly NoticeDto[];
    footerLinks: readonly FooterLinkDto[];
    shippingNote: Text | null;
    termsOfUse: Text | null;
    pageFooterMessage: Text | null;
    salePriceDescription: Text | null;
    productsAreBoatingPermits: boolean;
    breadcrumbs: readonly Readonly<{ name: Text; path: Text }>[];
    products: readonly ProductDto[];
    childCategories: readonly CategorySummaryDto[];
  }>;

/** One home panel (discovery pass, single location, lockage and mooring), fed by a top-level category. */
export type HomePanelDto = Readonly<{
  categoryId: string;
  displayName: Text;
  urlAlias: Text;
  path: Text;
  imageUrl: Text | null;
  overlayText: Text | null;
  homeDescription: Text | null;
  saleHomeDescription: Text | null;
  admissionMessage: Text | null;
  buttonText: Text | null;
  products: readonly ProductDto[];
}>;

/** GET /api/store/GetHomeContent. */
export type HomeContentDto = Readonly<{
  content: ContentPageDto | null;
  discoveryPass: HomePanelDto | null;
  singleLocationPass: HomePanelDto | null;
  lockageAndMooring: HomePanelDto | null;
}>;

/** GET /api/store/search?search&page&pageSize. */
export type SearchResultDto = Readonly<{ type: string; name: string; description: string; path: string }>;
export type SearchPageDto = Readonly<{ total?: number; results: readonly SearchResultDto[] }>;

export type OptionDto = Readonly<{ value: string; name: Text; parentId?: string }>;

/**
 * GET /api/checkout/getCheckoutDto and PUT updateCheckoutDto: the schemas' summary, plus what the spec's
 * checkout data also carries (country and province lists, saved form values, terms tabs), all optional.
 */
export type CheckoutDataDto = CheckoutSummaryDto &
  Readonly<{
    countries?: readonly OptionDto[];
    /** Provinces and states, each with the country code as `parentId`. */
    provinceStates?: readonly OptionDto[];
    terms?: readonly Readonly<{ title: Text; html: Text }>[];
  }>;
