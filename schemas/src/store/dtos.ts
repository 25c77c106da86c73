/**
 * The public store's read answers (store-and-portal.md section 3, GET /api/store/…), declared once for the API
 * and the web. The API's routes check what they send against these types (a field dropped or retyped on one
 * side fails the typecheck); the web's RTK Query endpoints take them as their result types. Catalogue and
 * content texts come in both languages (`{ en, fr }`) and the web picks its own; search answers in one.
 * Amounts are integer cents.
 */
import type {
  BannerRecord,
  CategoryRecord,
  ContentBlockRecord,
  Localized,
  NoticeLocation,
  PriceRecord,
  ProductRecord,
} from '../catalog.ts';
import type { CheckoutSummaryDto } from '../checkout.ts';
import type { Language } from '../language.ts';
import type { Cents } from '../money.ts';

// ---- content --------------------------------------------------------------------------------------------------

/** A PanelTop (red alert at the top) or PanelRight (sidebar card) block of a content page. */
export type ContentBlockDto = Omit<ContentBlockRecord, 'name' | 'storeCode' | 'location'> &
  Readonly<{ location: NonNullable<ContentBlockRecord['location']> }>;

/** GET /api/store/GetContentByName/{name}: the page body (empty texts when it has none) and its blocks. */
export type ContentPageDto = Readonly<{
  name: string;
  title: Localized;
  html: Localized;
  imageUrl: string | null;
  imageCaption: Localized | null;
  urlAlias: Localized | null;
  blocks: readonly ContentBlockDto[];
}>;

export type UrlAliasType = 'Category' | 'Content';

/** GET /api/store/GetTypeByUrlAlias/{alias}: a category (`name` is its id) or a content page (its name). */
export type UrlAliasDto = Readonly<{
  type: UrlAliasType;
  name: string;
  entityId: string;
  alias: Localized;
  /** The languages whose alias matched (both when they are the same). */
  languages: readonly Language[];
}>;

/** A link of a breadcrumb trail: `path` is the store path without the language. */
export type BreadcrumbDto = Readonly<{ name: Localized; path: Localized }>;

/** GET /api/store/GetUrlAliases: one row per content page and category, content pages first. */
export type UrlAliasListItemDto = Readonly<{
  type: UrlAliasType;
  name: string;
  alias: Localized;
  path: Localized;
  breadcrumbs: readonly BreadcrumbDto[];
}>;

// ---- catalogue ------------------------------------------------------------------------------------------------

/** A price with what applies at the store clock's now: the sale price while the sale runs, else the regular one. */
export type PriceDto = PriceRecord & Readonly<{ currentPriceCents: Cents; onSale: boolean }>;

/** A product of a category page or home panel, in both languages. */
export type ProductDto = ProductRecord &
  Readonly<{
    sku: string | null;
    displayOrder: number;
    shortDescription: Localized;
    salePriceDescription: Localized | null;
    /** Shown instead of the Add to cart button while the product cannot be bought (null when it can). */
    unavailableTagline: Localized | null;
    /** Whether it can be ordered at the store's now: not unticked, and outside its unavailability window. */
    available: boolean;
    /** The categories it is shown in; `categoryId` is the first (its home category). */
    categoryIds: readonly string[];
    imageUrl: Localized | null;
    /** Sorted by rank: the first is the product's first price (per foot of vessel for a boating permit). */
    prices: readonly PriceDto[];
    /** The first price now, or null when the product has none. */
    currentPriceCents: Cents | null;
    /** Boating permits: the lengths the vessel-length select offers (12 stands for 12 feet or under). */
    vesselLengthsFeet: readonly number[];
  }>;

// A notice's locations are the catalogue's; the store's DTOs answer the name too, for the code that imports it here.
export type { NoticeLocation };

/** A category notice; `type` is its style (`icon-info`, `sale-alert-info`, `alert-warning`, `alert-danger`). */
export type NoticeDto = Readonly<{ location: NoticeLocation; type: string; text: Localized }>;

/** A footer link of a category page; `url` is an in-store path without the language or a full URL. */
export type FooterLinkDto = Readonly<{ title: Localized; url: Localized }>;

/** A child category's tile. */
export type CategorySummaryDto = Pick<CategoryRecord, 'categoryId' | 'parentId' | 'name' | 'urlAlias'> &
  Readonly<{
    /** Store path without the language: the parents' aliases then its own. */
    path: Localized;
    imageUrl: Localized | null;
    shortDescription: Localized;
    overlayText: Localized | null;
    subCatSaleOverlayText: Localized | null;
    displayOrder: number;
  }>;

/** GET /api/store/GetCategory/{type}/{id?} (and each entry of GET /api/store/GetCategories). */
export type CategoryDto = CategoryRecord &
  CategorySummaryDto &
  Readonly<{
    /** HTML. */
    description: Localized;
    listTitle: Localized | null;
    listDescription: Localized | null;
    admissionMessage: Localized | null;
    postListMessage: Localized | null;
    notices: readonly NoticeDto[];
    footerLinks: readonly FooterLinkDto[];
    /** HTML of the shipping-note tab. */
    shippingNote: Localized | null;
    /** HTML of the terms-of-use tab. */
    termsOfUse: Localized | null;
    pageFooterMessage: Localized | null;
    salePriceDescription: Localized | null;
    breadcrumbs: readonly BreadcrumbDto[];
    /** The products that can be sold (at least one price), in display order. */
    products: readonly ProductDto[];
    childCategories: readonly CategorySummaryDto[];
  }>;

// ---- menu -----------------------------------------------------------------------------------------------------

/** GET /api/store/GetMenu: one link of the store's menu, a top-level category placed in it, in display order. */
export type MenuItemDto = Readonly<{ categoryId: string; name: Localized; path: Localized }>;

// ---- home -----------------------------------------------------------------------------------------------------

/** One home panel, fed by the top-level category marked for it. */
export type HomePanelDto = Readonly<{
  categoryId: string;
  displayName: Localized;
  urlAlias: Localized;
  path: Localized;
  imageUrl: Localized | null;
  overlayText: Localized | null;
  homeDescription: Localized | null;
  saleHomeDescription: Localized | null;
  admissionMessage: Localized | null;
  buttonText: Localized | null;
  products: readonly ProductDto[];
}>;

/** A banner of the home page: its image (served by the store), where it goes, its link and alt text. */
export type BannerDto = Omit<BannerRecord, 'storeCode' | 'displayOrder'>;

/** GET /api/store/GetHomeContent: the HomePage content and the three panels (null when no category feeds one). */
export type HomeContentDto = Readonly<{
  content: ContentPageDto | null;
  /** The published banners placed on the home page, top ones first, each location in its order. */
  banners: readonly BannerDto[];
  discoveryPass: HomePanelDto | null;
  singleLocationPass: HomePanelDto | null;
  lockageAndMooring: HomePanelDto | null;
}>;

// ---- search ---------------------------------------------------------------------------------------------------

/** A search hit, in the language searched. */
export type SearchResultDto = Readonly<{
  type: 'Category' | 'Product' | 'Content';
  name: string;
  description: string;
  /** Ready to link: `/{lng}/{alias path}`. */
  path: string;
}>;

/** What GET /api/store/search echoes of its query (the text trimmed, the page from 1, the language searched). */
export type SearchQueryEchoDto = Readonly<{ search: string; page: number; pageSize: number; language: Language }>;

/** GET /api/store/search?search&page&pageSize: the query echoed, the number of hits and the page's hits. */
export type SearchPageDto = SearchQueryEchoDto & Readonly<{ total: number; results: readonly SearchResultDto[] }>;

// ---- checkout -------------------------------------------------------------------------------------------------

/** An option of a country or province/state select; a province carries its country code as `parentId`. */
export type OptionDto = Readonly<{ value: string; name: Localized; parentId?: string }>;

/** A tab of the checkout's terms modal (HTML). */
export type TermsTabDto = Readonly<{ title: Localized; html: Localized }>;

/**
 * GET /api/checkout/getCheckoutDto and PUT /api/checkout/updateCheckoutDto: the order summary, the cart's id
 * and the provinces the checkout can tax. The spec's checkout data also lists countries and terms tabs: the API
 * sends none yet, so they are optional and the web falls back on its own country list and the
 * TermsAndConditions content.
 */
export type CheckoutDataDto = CheckoutSummaryDto &
  Readonly<{
    cartId: string;
    provinceStates: readonly OptionDto[];
    countries?: readonly OptionDto[];
    terms?: readonly TermsTabDto[];
  }>;

// ---- guest session --------------------------------------------------------------------------------------------

/** POST /api/store/guestSession → 201: the bearer token of an anonymous shopper and when it expires (ISO). */
export type GuestSessionDto = Readonly<{ token: string; expiresAt: string }>;
