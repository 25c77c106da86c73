import type { DiscountRecord, ShippingMethod, ShippingRateRecord, TaxRecord } from '@parks/schemas/catalog';
import type { CheckoutInput } from '@parks/schemas/checkout';
import type { AddressInput } from '@parks/schemas/checkout/address';
import type { OrderLine, PostalAddress } from '@parks/schemas/orders';
import type { OrderDraft } from '../orders/draft.ts';
import { type CheckoutQuote, quoteCheckout } from '../pricing/quote.ts';
import { type CartState, lineTotalCents } from './state.ts';

export type CartQuoteInput = Readonly<{
  shippingMethod: ShippingMethod;
  destination: Readonly<{ country: string; provinceState: string | null }>;
  discount: DiscountRecord | null;
  shippingRates: readonly ShippingRateRecord[];
  taxRecords: readonly TaxRecord[];
  now: string;
}>;

/**
 * The checkout money of a cart, for the checkout summary and for the `payable` context of the form
 * validation. The discount counts only if it is the record of the cart's applied code.
 */
export const quoteCart = (state: CartState, input: CartQuoteInput): CheckoutQuote =>
  quoteCheckout({
    ...input,
    lines: state.lines.map((line) => ({ productId: line.productId, totalCents: lineTotalCents(line) })),
    discount: state.promo && input.discount?.discountId === state.promo.discountId ? input.discount : null,
  });

export const toPostalAddress = (address: AddressInput): PostalAddress => ({
  firstName: address.firstName,
  lastName: address.lastName,
  companyName: null,
  address1: address.address1,
  address2: address.address2 || null,
  city: address.city,
  provinceState: address.provinceState || null,
  country: address.country,
  postalCode: address.postalCode,
  phone1: address.phone1,
  email: address.email,
});

export type DraftInput = Readonly<{
  orderId: string;
  confirmationAlias: string;
  /** The cleaned form (validateCheckout's value); card fields are ignored. */
  form: Omit<CheckoutInput, 'ccNumber' | 'ccExpiry' | 'ccCvd'>;
  quote: CheckoutQuote;
}>;

/** The order a cart becomes: lines with their totals, the quote's money, the addresses and preferences. */
export const toOrderDraft = (state: CartState, input: DraftInput): OrderDraft => {
  const { form, quote } = input;
  const shippingAddress = toPostalAddress(form.shipping);
  const lines: OrderLine[] = state.lines.map((line) => ({
    lineId: line.lineId,
    productId: line.productId,
    priceId: line.priceId,
    categoryName: line.categoryName,
    productName: line.productName,
    validityPeriod: line.validityPeriod,
    vessel: line.vessel,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    totalCents: lineTotalCents(line),
  }));
  return {
    orderId: input.orderId,
    storeCode: state.storeCode,
    cartId: state.cartId ?? '',
    customerId: state.ownerId ?? '',
    lines,
    discounts: quote.discounts,
    totals: quote.totals,
    shippingAddress,
    billingAddress: form.billingSameAsShipping || !form.billing ? shippingAddress : toPostalAddress(form.billing),
    shippingMethod: quote.shipping.method,
    estimatedArrivalDate: quote.shipping.estimatedArrivalDate,
    preferredLanguage: form.preferredLanguage ?? 'en',
    consentToEmails: form.consentToEmails,
    confirmationAlias: input.confirmationAlias,
    budgetCode: null,
    poNumber: null,
  };
};
