/** The portal's catalogue: printed products with their option lists and availability, categories, search results. */
import type { Localized } from '../catalog.ts';
import type { Cents } from '../money.ts';

/** The option lists of a printed product; an empty list means the product has no such option. */
export const portalOptionKinds = ['year', 'month', 'language', 'packSize'] as const;
export type PortalOptionKind = (typeof portalOptionKinds)[number];

export type PortalOption = Readonly<{ id: string; name: Localized }>;
export type PortalProductOptions = Readonly<Record<PortalOptionKind, readonly PortalOption[]>>;

/** What a cart line chose: one id per option list the product has (null for the lists it has not). */
export type PortalOptionChoice = Readonly<{
  yearOptionId: string | null;
  monthOptionId: string | null;
  languageOptionId: string | null;
  packSizeId: string | null;
}>;

/** The names of what a line chose, as its cart, its order and its receipt show them (null: no such option). */
export type PortalOptionNames = Readonly<{
  yearOption: Localized | null;
  monthOption: Localized | null;
  languageOption: Localized | null;
  packSize: Localized | null;
}>;

/** Product status of the back office: Unavailable products are shown but cannot be added. */
export type PortalProductStatus = 'Active' | 'Unavailable';

/**
 * Availability as shown: In stock; Back ordered (none left, back orders allowed); Out of stock (none left, no back
 * orders); Unavailable (status). Only inStock and backOrdered can be added to the cart.
 */
export const portalAvailabilities = ['inStock', 'backOrdered', 'outOfStock', 'unavailable'] as const;
export type PortalAvailability = (typeof portalAvailabilities)[number];

/** The printed-product attributes of the detail page. */
export type PortalProductAttributes = Readonly<{
  fulfillmentMethod: Localized;
  productType: Localized;
  units: Localized;
  packSize: number;
  productWidth: string;
  productHeight: string;
  pageCount: number;
  printedSides: number;
  orientation: Localized;
}>;

export type PortalCategoryDto = Readonly<{
  categoryId: string;
  parentId: string | null;
  urlAlias: Localized;
  displayName: Localized;
  imageUrl: Localized | null;
  shortDescription: Localized;
  description: Localized;
  displayOrder: number;
  productCount: number;
}>;

export type PortalProductSummaryDto = Readonly<{
  productId: string;
  categoryId: string;
  sku: string;
  title: Localized;
  shortDescription: Localized;
  imageUrl: Localized | null;
  priceCents: Cents;
  status: PortalProductStatus;
  availability: PortalAvailability;
  inStock: boolean;
  allowBackorder: boolean;
  /** Units that can still be ordered from stock (never negative). */
  inventory: number;
  minimumOrderQty: number;
  maximumOrderQty: number;
}>;

/** GET /api/portal/product/{productId}: the product detail page. */
export type PortalProductDetailDto = PortalProductSummaryDto &
  Readonly<{
    productName: Localized;
    description: Localized;
    samplePdfUrl: Localized | null;
    categoryName: Localized;
    categoryUrlAlias: Localized;
    attributes: PortalProductAttributes;
    yearOptions: readonly PortalOption[];
    monthOptions: readonly PortalOption[];
    languageOptions: readonly PortalOption[];
    packSizeOptions: readonly PortalOption[];
  }>;

/** GET /api/portal/category/{alias}: a category with its child categories and products. */
export type PortalCategoryPageDto = Readonly<{
  category: PortalCategoryDto;
  childCategories: readonly PortalCategoryDto[];
  products: readonly PortalProductSummaryDto[];
}>;

/** GET /api/portal/search: a list search (page size 5). `path` is relative to `/{lng}/portal/`. */
export type PortalSearchResultDto = Readonly<{
  name: Localized;
  description: Localized;
  type: 'Category' | 'Product';
  path: Localized;
}>;
export type PortalSearchPageDto = Readonly<{
  items: readonly PortalSearchResultDto[];
  total: number;
  page: number;
  pageSize: number;
}>;
