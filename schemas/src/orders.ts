import type { RefundType } from './admin/refunds.ts';
import type { Localized, ShippingMethod } from './catalog.ts';
import type { CardBrand } from './checkout/card.ts';
import type { Language } from './language.ts';
import type { Cents, Rate } from './money.ts';
import type { StoreCode } from './store.ts';
import type { MessageKey } from './texts/messages/index.ts';

/**
 * Order statuses of both stores. A b2c order is placed Pending. A b2b order needing approval is placed
 * Pending Approval, then approved (Pending) or declined; Pending is released to In Production, then Shipped.
 * Cancelled can end any order that has not shipped.
 */
export const orderStatuses = [
  'pendingApproval',
  'pending',
  'inProduction',
  'shipped',
  'cancelled',
  'declined',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus => orderStatuses.includes(value as OrderStatus);

/** Catalogue key of a status label (`Pending Approval`, `En attente d'approbation`, …). */
export const orderStatusLabel = (status: OrderStatus): MessageKey => `orderStatus.${status}`;

/** The my-orders tabs: Waiting for approval, and Previously processed (everything else). */
export const isAwaitingApproval = (status: OrderStatus): boolean => status === 'pendingApproval';

/** Whom an address names and its street lines, as every address we keep holds them. */
export type AddresseeAndStreet = Readonly<{
  firstName: string;
  lastName: string;
  companyName: string | null;
  address1: string;
  address2: string | null;
  city: string;
}>;

/** An address as kept on an order (events, read models, receipts). */
export type PostalAddress = AddresseeAndStreet &
  Readonly<{
    provinceState: string | null;
    country: string;
    postalCode: string;
    phone1: string;
    email: string;
  }>;

/**
 * An address but for its e-mail (kept on an order as `email`, in the address book as `email1`/`email2`) as a form's
 * text fields: a line it lacks is an empty field.
 */
export const addressTexts = (
  address: AddresseeAndStreet & Pick<PostalAddress, 'provinceState' | 'country' | 'postalCode' | 'phone1'>,
) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  companyName: address.companyName ?? '',
  address1: address.address1,
  address2: address.address2 ?? '',
  city: address.city,
  provinceState: address.provinceState ?? '',
  country: address.country,
  postalCode: address.postalCode,
  phone1: address.phone1,
});

export type OrderLine = Readonly<{
  lineId: string;
  productId: string;
  priceId: string;
  categoryName: Localized;
  productName: Localized;
  validityPeriod: Localized | null;
  vessel: Readonly<{ lengthFeet: number; chargedLengthFeet: number; vesselId: string; vesselType: string }> | null;
  quantity: number;
  unitPriceCents: Cents;
  totalCents: Cents;
}>;

export const taxKinds = ['GST', 'HST', 'PST', 'QST'] as const;
export type TaxKind = (typeof taxKinds)[number];

export type TaxLine = Readonly<{ kind: TaxKind; rate: Rate; amountCents: Cents }>;

export type AppliedDiscount = Readonly<{ code: string; discountId: string; amountCents: Cents }>;

export type OrderTotals = Readonly<{
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxes: readonly TaxLine[];
  taxCents: Cents;
  /** Receipt label of the tax line (`HST`, `GST/QST`, `TPS/TVQ`); null when no tax applies. */
  taxName: Localized | null;
  totalCents: Cents;
}>;

/** What is kept of a card: never its number or security code. */
export type PaymentSummary = Readonly<{
  brand: CardBrand;
  last4: string;
  authorizationId: string;
  amountCents: Cents;
}>;

/**
 * What the customer sees of a refund of their order (store-and-portal views; issue 13): a refund asked for and not
 * yet settled by the payment gateway is `inProgress`, one the gateway settled is `refunded`. A failed refund returned
 * no money, so it is not shown at all. The staff's reason and comments stay internal.
 */
export const customerRefundStatuses = ['inProgress', 'refunded'] as const;
export type CustomerRefundStatus = (typeof customerRefundStatuses)[number];

/** One line of a refund: a product (with its name and quantity), the portal's fees or shipping (no name). */
export type CustomerRefundLine = Readonly<{
  id: string;
  productName: Localized | null;
  quantity: number | null;
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}>;

export type CustomerRefund = Readonly<{
  refundId: string;
  type: RefundType;
  status: CustomerRefundStatus;
  requestedAt: string;
  /** When the gateway settled it; null while in progress. */
  refundedAt: string | null;
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  lines: readonly CustomerRefundLine[];
}>;

/** The refunds of an order the customer reads, and their total (in progress and refunded alike). */
export type CustomerRefunds = Readonly<{ refunds: readonly CustomerRefund[]; refundedCents: Cents }>;

/** What the checkout priced and the order keeps from it: the lines, discounts and totals, and where and how it ships. */
export type PricedOrder = Readonly<{
  lines: readonly OrderLine[];
  discounts: readonly AppliedDiscount[];
  totals: OrderTotals;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  shippingMethod: ShippingMethod;
  estimatedArrivalDate: string;
}>;

/** Confirmation page, order details and printable receipt. */
export type OrderDto = CustomerRefunds &
  PricedOrder &
  Readonly<{
    orderId: string;
    storeCode: StoreCode;
    status: OrderStatus;
    dateOrdered: string;
    confirmationAlias: string;
    preferredLanguage: Language;
    payment: PaymentSummary | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    cancelReason: string | null;
  }>;

/** Whether an order holds a boating permit (lockage or mooring): a permit's line, and only a permit's, has a vessel. */
export const hasBoatingPermit = (order: Readonly<{ lines: readonly Pick<OrderLine, 'vessel'>[] }>): boolean =>
  order.lines.some((line) => line.vessel !== null);
