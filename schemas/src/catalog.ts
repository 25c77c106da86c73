import type { Cents, Rate } from './money.ts';
import type { StoreCode } from './store.ts';

/**
 * Catalogue records: the payload of a revision (revisions.ts). The published revision of each entity is what
 * shoppers see; the pricing rules take these records as plain data. Dates are ISO 8601 instants.
 */
export type Localized = Readonly<{ en: string; fr: string }>;

export type CategoryRecord = Readonly<{
  categoryId: string;
  parentId: string | null;
  storeCode: StoreCode;
  urlAlias: Localized;
  name: Localized;
  productsAreBoatingPermits: boolean;
}>;

/** A notice shown on a category or product page, where and how (store-and-portal.md section 3). */
/** The three panels of the store's home page, each fed by one top-level category. */
export const homePanels = ['discoveryPass', 'singleLocationPass', 'lockageAndMooring'] as const;
export type HomePanel = (typeof homePanels)[number];

export const noticeLocations = ['Panel Top', 'Panel Middle', 'Panel Bottom', 'Footer'] as const;
export type NoticeLocation = (typeof noticeLocations)[number];
export const noticeTypes = ['icon-info', 'sale-alert-info', 'alert-warning', 'alert-danger'] as const;
export type NoticeType = (typeof noticeTypes)[number];
export type Notice = Readonly<{ location: NoticeLocation; type: NoticeType; text: Localized }>;

export type VesselTypeOption = Readonly<{ value: string; name: Localized }>;

export type ProductRecord = Readonly<{
  productId: string;
  categoryId: string;
  storeCode: StoreCode;
  name: Localized;
  validityPeriod: Localized | null;
  /** A lockage or mooring permit for one vessel: fixed quantity 1, priced by length. */
  isBoatingPermit: boolean;
  vesselTypes: readonly VesselTypeOption[];
}>;

/**
 * A price of a product. The sale price applies when it is above zero, its start has passed (or is null)
 * and its end has not (or is null). A boating permit's first price is per foot of vessel length.
 */
export type PriceRecord = Readonly<{
  priceId: string;
  productId: string;
  /** Position among the product's prices; the lowest is the product's first price. */
  rank: number;
  regularPriceCents: Cents;
  salePriceCents: Cents;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}>;

/** A promotional code. `productIds` null means every product; codes compare case-insensitively. */
export type DiscountRecord = Readonly<
  {
    discountId: string;
    code: string;
    startsAt: string | null;
    endsAt: string | null;
    productIds: readonly string[] | null;
    minimumSubtotalCents: Cents;
  } & ({ kind: 'percentage'; rate: Rate } | { kind: 'fixedAmount'; amountCents: Cents })
>;

export const shippingMethods = ['standard', 'express'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

export const shippingRegions = ['CA', 'US', 'INTL'] as const;
export type ShippingRegion = (typeof shippingRegions)[number];

/** The fee and transit time of one method to one region. Standard is always free (spec); its fee is ignored. */
export type ShippingRateRecord = Readonly<{
  shippingId: string;
  method: ShippingMethod;
  region: ShippingRegion;
  feeCents: Cents;
  transitDays: number;
}>;

/**
 * Sales taxes of a Canadian province or territory, by shipping province. Rates are in thousandths of a
 * percent (Ontario: HST 13_000; Quebec: GST 5_000 + QST 9_975); a tax that does not apply is 0.
 */
export type TaxRecord = Readonly<{
  provinceStateId: string;
  country: 'CA';
  code: string;
  name: Localized;
  gst: Rate;
  hst: Rate;
  pst: Rate;
  qst: Rate;
  /** Label printed on the receipt; when null it is built from the taxes that apply (`GST/QST`). */
  taxName: Localized | null;
}>;

export type ContentBlockRecord = Readonly<{
  contentId: string;
  name: string;
  storeCode: StoreCode;
  location: 'PanelTop' | 'PanelRight' | null;
  title: Localized;
  html: Localized;
  imageUrl: string | null;
  linkUrl: string | null;
  linkTitle: Localized | null;
}>;

/** A banner as the store shows it (back-office.md §3, Banners): one image, where it goes, its link and alt text. */
export type BannerRecord = Readonly<{
  bannerId: string;
  storeCode: StoreCode;
  imageUrl: string;
  location: 'HomeTop' | 'HomeBottom' | null;
  linkUrl: string | null;
  alt: Localized;
  displayOrder: number;
}>;

/** The record each revision entity type carries. Note and User payloads are defined by their own features. */
export type RevisionPayloads = {
  Content: ContentBlockRecord;
  Category: CategoryRecord;
  Product: ProductRecord;
  Price: PriceRecord;
  Discount: DiscountRecord;
  Shipping: ShippingRateRecord;
  ProvinceState: TaxRecord;
  Note: Readonly<Record<string, unknown>>;
  User: Readonly<Record<string, unknown>>;
  Banner: BannerRecord;
  Notice: Readonly<Record<string, unknown>>;
  ProductAttribute: Readonly<Record<string, unknown>>;
  Tracer: Readonly<Record<string, unknown>>;
};
