/** The portal checkout: the form values, and the DTO the server recomputes with its fees and issues. */
import { type InferType, object } from 'yup';
import type { Localized, ShippingMethod } from '../catalog.ts';
import { text } from '../fields.ts';
import type { Cents } from '../money.ts';
import type { OrderStatus } from '../orders.ts';
import { msg } from '../texts/messages/index.ts';
import type { PortalCartItemDto } from './cart.ts';
import { portalLimits } from './queries.ts';

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
