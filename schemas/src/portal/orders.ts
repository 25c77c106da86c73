/** Portal orders: what a b2b order records beyond the store's, and how the portal shows it. */
import type { Localized } from '../catalog.ts';
import type { Cents } from '../money.ts';
import type { CustomerRefunds, OrderStatus, OrderTotals, PostalAddress } from '../orders.ts';
import type { PortalOptionNames } from './catalog.ts';
import type { PortalFees, PortalShippingMethod, PortalShippingOption } from './checkout.ts';

/** Per order line: what a portal line adds to the store's order line. */
export type PortalOrderLineDetails = PortalOptionNames &
  Readonly<{ lineId: string; sku: string; inStock: boolean; allowBackorder: boolean }>;

/** What a b2b OrderPlaced carries beyond the store's order draft. */
export type PortalOrderDetails = Readonly<{
  lines: readonly PortalOrderLineDetails[];
  fees: PortalFees;
  shippingOption: PortalShippingOption;
  /** The role of the user who placed it (Operators order without a customer number). */
  placedByRole: string;
  placedByUsername: string;
}>;

export type PortalOrderProductDto = PortalOptionNames &
  Readonly<{
    lineId: string;
    productId: string;
    productName: Localized;
    categoryName: Localized;
    sku: string;
    serialNumber: string;
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
