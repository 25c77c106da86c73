/**
 * The checkout's order summary (GET /api/checkout/getCheckoutDto, PUT /api/checkout/updateCheckoutDto): the
 * cart's lines, the shipping methods offered for the destination with their fees, and, once the form has a
 * destination the checkout can price (a country, and a province for Canada), the totals, discounts and the
 * estimated arrival date exactly as the purchase would price them (the domain's `quoteCart`). Before that, the
 * totals are the cart's (no shipping, no tax) and there is no arrival date. The form is read leniently: the
 * page refreshes the summary while it is being filled in; the purchase validates it.
 */
import { quoteCart } from '@parks/domain/carts/orderDraft';
import type { CartState } from '@parks/domain/carts/state';
import { toCartDto } from '@parks/domain/carts/view';
import { quoteShipping } from '@parks/domain/pricing/shipping';
import { DomainError } from '@parks/domain/shared/errors';
import type { DiscountRecord, Localized, ShippingMethod, ShippingRateRecord, TaxRecord } from '@parks/schemas/catalog';
import { shippingMethods } from '@parks/schemas/catalog';
import type { CheckoutSummaryDto } from '@parks/schemas/checkout';
import type { AppliedDiscount, OrderTotals } from '@parks/schemas/orders';

/** A province of the province select: its code, its name, and its country as `parentId` (spec §3). */
export type ProvinceOption = Readonly<{ value: string; name: Localized; parentId: 'CA' }>;

export type SummaryRequest = Readonly<{
  country: string | null;
  provinceState: string | null;
  shippingMethod: ShippingMethod | null;
}>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const code = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;

/** What the summary depends on, read from the form values as typed so far. */
export const summaryRequestOf = (values: unknown): SummaryRequest => {
  const form = isObject(values) ? values : {};
  const shipping = isObject(form.shipping) ? form.shipping : {};
  const method = typeof form.shippingMethod === 'string' ? form.shippingMethod.trim().toLowerCase() : '';
  return {
    country: code(shipping.country),
    provinceState: code(shipping.provinceState),
    shippingMethod: shippingMethods.find((candidate) => candidate === method) ?? null,
  };
};

export type SummaryInput = Readonly<{
  request: SummaryRequest;
  discount: DiscountRecord | null;
  shippingRates: readonly ShippingRateRecord[];
  taxRecords: readonly TaxRecord[];
  now: string;
}>;

const offeredMethods = (country: string, rates: readonly ShippingRateRecord[], now: string) =>
  shippingMethods.flatMap((method) => {
    try {
      return [{ method, feeCents: quoteShipping(method, country, rates, now).feeCents }];
    } catch (error) {
      if (error instanceof DomainError) return []; // not offered to this destination
      throw error;
    }
  });

export const checkoutSummary = (state: CartState, input: SummaryInput): CheckoutSummaryDto => {
  const { request, now } = input;
  const cart = toCartDto(state, input.discount, now);
  // Before a country is chosen, the methods (and fees) shown are those of a Canadian address.
  const offered = offeredMethods(request.country ?? 'CA', input.shippingRates, now);
  const selected =
    offered.find((option) => option.method === request.shippingMethod)?.method ?? offered[0]?.method ?? null;
  const methods = offered.map((option) => ({ ...option, selected: option.method === selected }));

  const priceable =
    selected !== null && request.country !== null && (request.country !== 'CA' || request.provinceState !== null);
  if (priceable) {
    try {
      const quote = quoteCart(state, {
        shippingMethod: selected,
        destination: { country: request.country ?? 'CA', provinceState: request.provinceState },
        discount: input.discount,
        shippingRates: input.shippingRates,
        taxRecords: input.taxRecords,
        now,
      });
      return {
        items: cart.items,
        discounts: quote.discounts,
        totals: quote.totals,
        shippingMethods: methods,
        estimatedArrivalDate: quote.shipping.estimatedArrivalDate,
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error; // e.g. a province with no tax record: not priced yet
    }
  }
  const discountCents = cart.discounts[0]?.amountCents ?? 0;
  const discounts: AppliedDiscount[] =
    state.promo && cart.discounts[0]
      ? [{ code: cart.discounts[0].code, discountId: state.promo.discountId, amountCents: discountCents }]
      : [];
  const totals: OrderTotals = {
    subtotalCents: cart.subtotalCents,
    discountCents,
    shippingCents: 0,
    taxes: [],
    taxCents: 0,
    taxName: null,
    totalCents: cart.totalCents,
  };
  return { items: cart.items, discounts, totals, shippingMethods: methods, estimatedArrivalDate: null };
};

export const provinceOptions = (taxRecords: readonly TaxRecord[]): ProvinceOption[] =>
  taxRecords.map((record) => ({ value: record.code, name: record.name, parentId: 'CA' }));
