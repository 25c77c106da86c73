/**
 * The B2B ordering portal (store-and-portal.md sections 2–9, b2b): catalogue of printed products with options,
 * the portal cart, the checkout DTO with server-computed fees, and portal orders. Money is integer cents;
 * texts are Localized (the web picks the language); messages are catalogue keys.
 */
import { type InferType, object } from 'yup';
import { portalCartQuantitySchema, quantityLimits } from './cart.ts';
import type { Localized, ShippingMethod } from './catalog.ts';
import { count, fieldLimits, list, pageNumber, text } from './fields.ts';
import { msg } from './messages/index.ts';
import type { Cents } from './money.ts';
import type { CustomerRefunds, OrderStatus, OrderTotals, PostalAddress } from './orders.ts';
import { searchTextMaxLength, storeCodes } from './store.ts';

export const portalLimits = {
  /** Portal cart table cap. */
  cartQuantityMax: quantityLimits.portalMax,
  searchPageSize: 5,
  searchTextMax: searchTextMaxLength,
  accountSummaryOrders: 5,
  ordersPerTab: 20,
  poNumberMax: 30,
} as const;

const searchText = () =>
  text(portalLimits.searchTextMax, { plain: false }).max(portalLimits.searchTextMax, msg('search.tooLong'));

/** GET /api/portal/search?search=&page=&pageSize=: 5 a page by default, at most 100; Show all asks page 100000. */
export const portalSearchQuerySchema = object({
  search: searchText().default(''),
  page: pageNumber(),
  pageSize: count()
    .min(1, msg('validation.invalid'))
    .max(100, msg('validation.invalid'))
    .default(portalLimits.searchPageSize),
});

/** The tabs of my portal orders: waiting for approval, and everything else. */
export const portalOrderTabs = ['waiting', 'processed'] as const;

/** GET /api/portal/orders?tab=&search=&max=: at most 20 a tab (the account summary asks 5). */
export const portalOrdersQuerySchema = object({
  tab: text(20).oneOf(portalOrderTabs, msg('validation.invalid')).optional(),
  search: searchText().default(''),
  max: count()
    .min(1, msg('validation.invalid'))
    .max(portalLimits.ordersPerTab, msg('validation.invalid'))
    .default(portalLimits.ordersPerTab),
});

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

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

// ---------------------------------------------------------------------------------------------------------------
// Cart

export type PortalCartItemDto = Readonly<{
  cartItemId: string;
  productId: string;
  sku: string;
  categoryId: string;
  categoryName: Localized;
  productName: Localized;
  imageUrl: Localized | null;
  yearOptionId: string | null;
  yearOption: Localized | null;
  monthOptionId: string | null;
  monthOption: Localized | null;
  languageOptionId: string | null;
  languageOption: Localized | null;
  packSizeId: string | null;
  packSize: Localized | null;
  quantity: number;
  currentPriceCents: Cents;
  totalCents: Cents;
  minimumOrderQty: number;
  maximumOrderQty: number;
  inStock: boolean;
  allowBackorder: boolean;
  availability: PortalAvailability;
}>;

export type PortalCartDto = Readonly<{
  cartItems: readonly PortalCartItemDto[];
  cartTotalCents: Cents;
  itemCount: number;
}>;

const optionId = text().max(100, msg('validation.invalid')).nullable().default(null);
/** An option of the edit modal: left out keeps the line's choice. */
const changedOptionId = text().max(100, msg('validation.invalid')).nullable().optional();

/** POST /api/portal/cart/addToCart: a product with its options and quantity (the product page form). */
export const portalAddToCartSchema = object({
  productId: text().required(msg('form.fieldRequired')).max(100, msg('validation.invalid')),
  quantity: portalCartQuantitySchema.min(1, msg('cart.quantity.min')).default(1),
  yearOptionId: optionId,
  monthOptionId: optionId,
  languageOptionId: optionId,
  packSizeId: optionId,
});
export type PortalAddToCartInput = InferType<typeof portalAddToCartSchema>;

/**
 * PUT /api/portal/cart/updateCart (quantity typed in the cart table; 0 removes the line) and
 * POST /api/portal/cart/editCart (the edit modal: options and quantity). Options left out keep their value.
 */
export const portalUpdateCartSchema = object({
  cartItemId: text().required(msg('portal.cartItemNotFound')),
  quantity: portalCartQuantitySchema,
  yearOptionId: changedOptionId,
  monthOptionId: changedOptionId,
  languageOptionId: changedOptionId,
  packSizeId: changedOptionId,
});
export type PortalUpdateCartInput = InferType<typeof portalUpdateCartSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Checkout

/** Shipping methods of the portal: Ground (the store's standard) and Express. */
export type PortalShippingMethod = ShippingMethod;

/** Ship complete (one shipment when everything is available) or ship what is available now (back orders later). */
export const portalShippingOptions = ['shipComplete', 'shipAsAvailable'] as const;
export type PortalShippingOption = (typeof portalShippingOptions)[number];

export type PortalChoiceDto = Readonly<{ id: string; name: Localized; isSelected: boolean }>;

/**
 * The fees of a portal order, all computed by the server:
 * productionSubtotal = subtotal + lineItemFee + orderProcessingFee + orderShipmentFee;
 * productionTotal = productionSubtotal − discount + tax; shippingTotal = shipping + shippingTax;
 * total = productionTotal + shippingTotal.
 */
export type PortalFees = Readonly<{
  subtotalCents: Cents;
  lineItemFeeCents: Cents;
  orderProcessingFeeCents: Cents;
  orderShipmentFeeCents: Cents;
  productionSubtotalCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  taxName: Localized | null;
  productionTotalCents: Cents;
  shippingCents: Cents;
  shippingTaxCents: Cents;
  shippingTotalCents: Cents;
  totalCents: Cents;
}>;

/** One field's problem in a checkout DTO (the web shows them; Next and Submit are refused while any exists). */
export type PortalCheckoutIssue = Readonly<{ field: string; code: string }>;

/**
 * GET/PUT /api/PortalCheckout/GetById/{userId}: the checkout as the server sees the posted form values, with the
 * fees. `aliases` is the address book (the selected one flagged); the address fields are the selected entry's, or
 * the typed ones.
 */
export type PortalCheckoutDto = Readonly<{
  cartItems: readonly PortalCartItemDto[];
  aliases: readonly Readonly<{ id: string; name: string; isSelected: boolean }>[];
  addressId: string | null;
  fullName: string;
  firstName: string;
  lastName: string;
  companyName: string;
  address1: string;
  address2: string;
  city: string;
  provinceState: string;
  country: string;
  postalCode: string;
  phone1: string;
  email1: string;
  email2: string;
  shippingMethods: readonly PortalChoiceDto[];
  shippingOptions: readonly PortalChoiceDto[];
  estimatedArrivalDate: string | null;
  budgetCodes: readonly PortalChoiceDto[];
  budgetCode: string | null;
  /** Operators may check out without a customer number. */
  budgetCodeRequired: boolean;
  showPoNumber: boolean;
  poNumber: string;
  fees: PortalFees;
  /** The same amounts under the spec's names (dollars are the web's job: these are cents). */
  subtotal: Cents;
  lineItemFee: Cents;
  orderProcessingFee: Cents;
  orderShipmentFee: Cents;
  productionSubtotal: Cents;
  discountAmount: Cents;
  taxAmount: Cents;
  productionTotal: Cents;
  shippingAmount: Cents;
  shippingTaxAmount: Cents;
  shippingTotal: Cents;
  total: Cents;
  /** Whether the order would wait for approval if submitted now. */
  requiresApproval: boolean;
  issues: readonly PortalCheckoutIssue[];
  canSubmit: boolean;
}>;

const formText = (max: number, letterCase: 'upper' | 'keep' = 'keep') => text(max, { case: letterCase }).default('');

/**
 * The checkout form values (PUT GetById, Review, Create). Lenient on purpose: the server reports what is missing
 * as `issues` when recomputing, and refuses Review/Create with 422 while any remains.
 */
export const portalCheckoutFormSchema = object({
  addressId: text().max(100, msg('validation.invalid')).nullable().default(null),
  firstName: formText(100),
  lastName: formText(100),
  companyName: formText(150),
  address1: formText(200),
  address2: formText(200),
  city: formText(100),
  provinceState: formText(10, 'upper'),
  country: formText(2, 'upper'),
  postalCode: formText(20),
  phone1: formText(20),
  email1: formText(254),
  email2: formText(254),
  // Unknown methods and options are the checkout's `issues` (domain/src/portal), not a refused form.
  shippingMethod: text(50).nullable().default(null),
  shippingOption: text(50).nullable().default(null),
  budgetCode: text().max(50, msg('validation.invalid')).nullable().default(null),
  poNumber: text().max(portalLimits.poNumberMax, msg('portal.poNumber.tooLong')).default(''),
});
export type PortalCheckoutFormInput = InferType<typeof portalCheckoutFormSchema>;

/** POST /api/PortalCheckout/Create/{userId} → 201. */
export type PortalCheckoutResultDto = Readonly<{
  orderId: string;
  confirmationAlias: string;
  status: OrderStatus;
}>;

// ---------------------------------------------------------------------------------------------------------------
// Orders

/** Per order line: what a portal line adds to the store's order line. */
export type PortalOrderLineDetails = Readonly<{
  lineId: string;
  sku: string;
  yearOption: Localized | null;
  monthOption: Localized | null;
  languageOption: Localized | null;
  packSize: Localized | null;
  inStock: boolean;
  allowBackorder: boolean;
}>;

/** What a b2b OrderPlaced carries beyond the store's order draft. */
export type PortalOrderDetails = Readonly<{
  lines: readonly PortalOrderLineDetails[];
  fees: PortalFees;
  shippingOption: PortalShippingOption;
  /** The role of the user who placed it (Operators order without a customer number). */
  placedByRole: string;
  placedByUsername: string;
}>;

export type PortalOrderProductDto = Readonly<{
  lineId: string;
  productId: string;
  productName: Localized;
  categoryName: Localized;
  sku: string;
  serialNumber: string;
  yearOption: Localized | null;
  monthOption: Localized | null;
  languageOption: Localized | null;
  packSize: Localized | null;
  quantity: number;
  inStock: boolean;
  allowBackorder: boolean;
  unitPriceCents: Cents;
  totalCents: Cents;
}>;

/** GET /api/portal/orders/{orderId}: confirmation, details and printable receipt. */
export type PortalOrderDto = CustomerRefunds &
  Readonly<{
    orderId: string;
    dateOrdered: string;
    status: OrderStatus;
    budgetCode: string | null;
    poNumber: string | null;
    billingType: 'customerNumber';
    paymentMethod: 'customerNumber';
    shippingAddress: PostalAddress;
    billingAddress: PostalAddress;
    shippingMethod: PortalShippingMethod;
    shippingOption: PortalShippingOption;
    estimatedArrivalDate: string;
    orderProducts: readonly PortalOrderProductDto[];
    fees: PortalFees;
    totals: OrderTotals;
    trackingNumber: string | null;
    trackingUrl: string | null;
    cancelReason: string | null;
    declineReason: string | null;
    placedBy: string;
    placedByUsername: string;
  }>;

/** A row of My orders / the account summary. `production` is the production total (items and fees, taxed). */
export type PortalOrderRowDto = Readonly<{
  orderId: string;
  dateOrdered: string;
  status: OrderStatus;
  production: Cents;
  estimatedShipping: string;
  total: Cents;
  /** What refunds not failed have returned or are returning (0: none). */
  refundedCents: Cents;
  budgetCode: string | null;
  poNumber: string | null;
}>;

// ---------------------------------------------------------------------------------------------------------------
// Admin order actions (api/src/orders)

export const orderActions = ['approve', 'decline', 'ship', 'cancel'] as const;
export type OrderAction = (typeof orderActions)[number];

/** At most this many orders in one bulk action or release request. */
export const orderIdsMax = 500;

/** The selected orders of a bulk action or a release: 1 to 500 ids (an id that is not one of ours is not found). */
const orderIdsSchema = list(text(fieldLimits.id).required(msg('order.notFound')), orderIdsMax)
  .min(1, msg('orders.noneSelected'))
  .required(msg('orders.noneSelected'));

/** POST /api/Orders/Release: the orders to release for production now. */
export const releaseOrdersSchema = object({ orderIds: orderIdsSchema });

export const declineOrderSchema = object({
  reason: text().required(msg('order.reasonRequired')).max(500, msg('validation.invalid')),
});
export const cancelOrderSchema = declineOrderSchema;
export const shipOrderSchema = object({
  trackingNumber: text().required(msg('order.trackingRequired')).max(100, msg('validation.invalid')),
  trackingUrl: text().url(msg('validation.invalid')).max(500, msg('validation.invalid')).nullable().default(null),
});

/** PUT /api/Orders/UpdateOrders: one action on the selected orders (the b2b bulk approval). */
export const updateOrdersSchema = object({
  action: text().oneOf(orderActions, msg('validation.invalid')).required(msg('validation.invalid')),
  orderIds: orderIdsSchema,
  reason: text().max(500, msg('validation.invalid')).default(''),
  trackingNumber: text().max(100, msg('validation.invalid')).default(''),
  trackingUrl: text().max(500, msg('validation.invalid')).nullable().default(null),
  storeCode: text(fieldLimits.text, { case: 'lower' }).oneOf(storeCodes, msg('validation.invalid')).default('b2b'),
});

export type UpdateOrdersResultDto = Readonly<{
  results: readonly Readonly<{ orderId: string; ok: boolean; status: OrderStatus | null; code: string | null }>[];
}>;
