import type { DiscountRecord, ShippingMethod, ShippingRateRecord, TaxRecord } from '@parks/schemas/catalog';
import { sumCents } from '@parks/schemas/money';
import type { AppliedDiscount, OrderTotals } from '@parks/schemas/orders';
import { type DiscountableLine, discountAmountCents } from './promo.ts';
import { quoteShipping, type ShippingQuote } from './shipping.ts';
import { quoteTaxes } from './taxes.ts';

export type QuoteInput = Readonly<{
  lines: readonly DiscountableLine[];
  /** The published record of the cart's promo code, or null. */
  discount: DiscountRecord | null;
  shippingMethod: ShippingMethod;
  destination: Readonly<{ country: string; provinceState: string | null }>;
  shippingRates: readonly ShippingRateRecord[];
  taxRecords: readonly TaxRecord[];
  now: string;
}>;

export type CheckoutQuote = Readonly<{
  totals: OrderTotals;
  discounts: readonly AppliedDiscount[];
  shipping: ShippingQuote;
}>;

/**
 * The money of a checkout: subtotal, minus the promo discount (dropped silently when it no longer applies),
 * plus shipping, plus taxes on (subtotal − discount + shipping) by shipping province.
 */
export const quoteCheckout = (input: QuoteInput): CheckoutQuote => {
  const subtotalCents = sumCents(input.lines.map((line) => line.totalCents));
  const amount = input.discount ? discountAmountCents(input.discount, input.lines, input.now) : null;
  const discounts: AppliedDiscount[] =
    input.discount && amount !== null
      ? [{ code: input.discount.code, discountId: input.discount.discountId, amountCents: amount }]
      : [];
  const discountCents = sumCents(discounts.map((discount) => discount.amountCents));
  const shipping = quoteShipping(input.shippingMethod, input.destination.country, input.shippingRates, input.now);
  const taxable = subtotalCents - discountCents + shipping.feeCents;
  const { taxes, taxCents, taxName } = quoteTaxes(input.destination, taxable, input.taxRecords);
  return {
    totals: {
      subtotalCents,
      discountCents,
      shippingCents: shipping.feeCents,
      taxes,
      taxCents,
      taxName,
      totalCents: taxable + taxCents,
    },
    discounts,
    shipping,
  };
};
