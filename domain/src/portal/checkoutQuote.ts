import type { AddressDto } from '@parks/schemas/account';
import type { Localized, ShippingMethod, TaxRecord } from '@parks/schemas/catalog';
import type { PortalCheckoutFormInput, PortalCheckoutIssue, PortalShippingOption } from '@parks/schemas/portal';
import { portalShippingOptions } from '@parks/schemas/portal';
import { requiresApproval } from '../orders/approvalRule.ts';
import { canonicalJson } from '../shared/canonicalJson.ts';
import { DomainError, domainError } from '../shared/errors.ts';
import type { PortalCartItem } from './cart.ts';
import { assertOrderable, optionName, type PortalProductSnapshot } from './catalog.ts';
import {
  accountOf,
  isBackOrdered,
  lineTotalCents,
  type PortalCheckoutChoices,
  type PortalCheckoutUser,
  type PortalCustomerAccount,
  type PortalPricedLine,
  portalCheckoutIssues,
} from './checkout.ts';
import { type PortalFeeSchedule, type PortalQuote, quotePortalOrder } from './fees.ts';

/**
 * The portal checkout, quoted: from the cart's items, the form (null on the first load) and what the API read
 * for this user (catalogue, address book, customer accounts, fee schedule, taxes), the address and choices in
 * force, the priced lines, the amounts and what keeps the order from being placed. One pure function shared by
 * the checkout page (GET/PUT/Review) and the decision that starts the order (StartPortalCheckout), so the page
 * shows exactly what will be placed.
 */

/** What the catalogue says of a product at the time of the checkout (read by the API, passed in). */
export type PortalCheckoutProduct = Readonly<{
  snapshot: PortalProductSnapshot;
  priceId: string;
  unitPriceCents: number;
  title: Localized;
  categoryName: Localized;
}>;

export type PortalCheckoutContext = Readonly<{
  user: PortalCheckoutUser;
  addressBook: readonly AddressDto[];
  /** Orderable products by product id; a cart item whose product is missing cannot be ordered. */
  products: Readonly<Record<string, PortalCheckoutProduct>>;
  accounts: readonly PortalCustomerAccount[];
  schedule: PortalFeeSchedule;
  taxRecords: readonly TaxRecord[];
}>;

export type PortalCheckoutQuote = Readonly<{
  /** The address book entry the address comes from; null when typed in (or no book). */
  addressId: string | null;
  choices: PortalCheckoutChoices;
  lines: readonly PortalPricedLine[];
  quote: PortalQuote;
  account: PortalCustomerAccount | null;
  requiresApproval: boolean;
  issues: readonly PortalCheckoutIssue[];
}>;

const orNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

/** A book entry by id, else the typed address; on the first load (no form) the book's first entry. */
const chosenEntry = (form: PortalCheckoutFormInput | null, book: readonly AddressDto[]): AddressDto | null => {
  if (form === null) return book[0] ?? null;
  if (form.addressId != null) return book.find((entry) => entry.entityId === form.addressId) ?? null;
  return null;
};

const choicesOf = (form: PortalCheckoutFormInput | null, chosen: AddressDto | null): PortalCheckoutChoices => {
  const field = (fromBook: string | null | undefined, fromForm: string | undefined): string =>
    chosen ? (fromBook ?? '') : (fromForm ?? '');
  return {
    address: {
      firstName: field(chosen?.firstName, form?.firstName),
      lastName: field(chosen?.lastName, form?.lastName),
      companyName: orNull(field(chosen?.companyName, form?.companyName)),
      address1: field(chosen?.address1, form?.address1),
      address2: orNull(field(chosen?.address2, form?.address2)),
      city: field(chosen?.city, form?.city),
      provinceState: orNull(field(chosen?.provinceState, form?.provinceState)),
      country: field(chosen?.country, form?.country),
      postalCode: field(chosen?.postalCode, form?.postalCode),
      phone1: field(chosen?.phone1, form?.phone1),
      email: field(chosen?.email1, form?.email1),
    },
    email2: orNull(field(chosen?.email2, form?.email2)),
    // Ground and "ship complete" until the form says otherwise.
    shippingMethod: orNull(form?.shippingMethod) ?? 'standard',
    shippingOption: orNull(form?.shippingOption) ?? 'shipComplete',
    budgetCode: orNull(form?.budgetCode),
    poNumber: orNull(form?.poNumber),
  };
};

type PricedCart = Readonly<{ lines: PortalPricedLine[]; backOrdered: boolean[]; issues: PortalCheckoutIssue[] }>;

/** Each item priced from the catalogue; an item that can no longer be ordered as it is becomes an issue. */
const priceItems = (items: readonly PortalCartItem[], products: PortalCheckoutContext['products']): PricedCart => {
  const priced: PricedCart = { lines: [], backOrdered: [], issues: [] };
  for (const item of items) {
    const field = `cartItems.${item.cartItemId}`;
    const product = products[item.productId];
    if (product === undefined) {
      priced.issues.push({ field, code: 'portal.productNotFound' });
      continue;
    }
    const { snapshot } = product;
    try {
      assertOrderable(snapshot, item.quantity);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      priced.issues.push({ field, code: error.code });
    }
    const { choice } = item;
    priced.lines.push({
      cartItemId: item.cartItemId,
      productId: snapshot.productId,
      priceId: product.priceId,
      sku: snapshot.sku,
      productName: product.title,
      categoryName: product.categoryName,
      yearOption: optionName(snapshot.options, 'year', choice.yearOptionId),
      monthOption: optionName(snapshot.options, 'month', choice.monthOptionId),
      languageOption: optionName(snapshot.options, 'language', choice.languageOptionId),
      packSize: optionName(snapshot.options, 'packSize', choice.packSizeId),
      quantity: item.quantity,
      unitPriceCents: product.unitPriceCents,
      inStock: snapshot.available > 0,
      allowBackorder: snapshot.allowBackorder,
    });
    priced.backOrdered.push(isBackOrdered(item, snapshot.available));
  }
  return priced;
};

const isMethod = (value: string | null, schedule: PortalFeeSchedule): value is ShippingMethod =>
  schedule.shippingMethods.some((method) => method.id === value);
const isOption = (value: string | null): value is PortalShippingOption =>
  portalShippingOptions.some((option) => option === value);

export const quotePortalCheckout = (
  input: Readonly<{
    items: readonly PortalCartItem[];
    form: PortalCheckoutFormInput | null;
    context: PortalCheckoutContext;
    now: string;
  }>,
): PortalCheckoutQuote => {
  const { context, now } = input;
  const { schedule, user } = context;
  const chosen = chosenEntry(input.form, context.addressBook);
  const choices = choicesOf(input.form, chosen);
  const { address } = choices;
  const priced = priceItems(input.items, context.products);
  const issues: PortalCheckoutIssue[] = [
    ...portalCheckoutIssues({
      choices,
      user,
      accounts: context.accounts,
      shippingMethods: schedule.shippingMethods.map((method) => method.id),
      cartEmpty: input.items.length === 0,
    }),
    ...priced.issues,
  ];
  // No tax and no shipping while the destination is not known (Canada needs its province).
  const hasDestination = address.country !== '' && (address.country !== 'CA' || address.provinceState !== null);
  const shippingOption = isOption(choices.shippingOption) ? choices.shippingOption : null;
  const quoteOf = (shipped: boolean): PortalQuote =>
    quotePortalOrder({
      lines: priced.lines.map((line, index) => ({
        totalCents: lineTotalCents(line),
        backOrdered: shipped && (priced.backOrdered[index] ?? false),
      })),
      shippingMethod: shipped && isMethod(choices.shippingMethod, schedule) ? choices.shippingMethod : null,
      shippingOption,
      destination:
        shipped && hasDestination ? { country: address.country, provinceState: address.provinceState } : null,
      taxRecords: context.taxRecords,
      schedule,
      now,
    });
  let quote: PortalQuote;
  try {
    quote = quoteOf(true);
  } catch (error) {
    // The method does not ship there: say so on the address, and show the amounts without shipping.
    if (!(error instanceof DomainError)) throw error;
    issues.push({ field: 'provinceState', code: error.code });
    quote = quoteOf(false);
  }
  const account = accountOf(choices.budgetCode, context.accounts);
  return {
    addressId: chosen?.entityId ?? null,
    choices,
    lines: priced.lines,
    quote,
    account,
    requiresApproval: requiresApproval(account, quote.totals.totalCents, user.role),
    issues,
  };
};

/** The issues as the problem's `errors` (field → message keys): 422 `portal.checkoutIncomplete` when any. */
export const assertNoIssues = (issues: readonly PortalCheckoutIssue[]): void => {
  if (issues.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) errors[issue.field] = [...(errors[issue.field] ?? []), issue.code];
  throw domainError('portal.checkoutIncomplete', 422, { errors });
};

/**
 * What a checkout submission is, as canonical text for the API to hash into `requestHash`: the cart's items and
 * the form. The same submission repeated (same key) is recognised; the same key with other content is refused.
 */
export const portalCheckoutFingerprint = (items: readonly PortalCartItem[], form: PortalCheckoutFormInput): string =>
  canonicalJson({ items, form });
