import type { Localized, ShippingMethod } from '@parks/schemas/catalog';
import { isValidPhone, isValidPostalCode } from '@parks/schemas/checkout/address';
import type { Language } from '@parks/schemas/language';
import { multiplyCents } from '@parks/schemas/money';
import type { OrderLine, PostalAddress } from '@parks/schemas/orders';
import {
  type PortalCheckoutIssue,
  type PortalOrderDetails,
  type PortalShippingOption,
  portalLimits,
  portalShippingOptions,
} from '@parks/schemas/portal';
import type { Role } from '@parks/schemas/roles';
import { isNorthAmerican } from '@parks/schemas/store';
import { type AccountApprovalSettings, requiresApproval } from '../orders/approvalRule.ts';
import type { PlaceOrder } from '../orders/commands.ts';
import type { OrderDraft } from '../orders/draft.ts';
import type { PortalQuote } from './fees.ts';

/**
 * A customer number (budget code) of the portal with its settings: who must approve, and whether its orders carry
 * a purchase-order number. Users are assigned customer numbers at registration.
 */
export type PortalCustomerAccount = AccountApprovalSettings &
  Readonly<{ customerNumber: string; name: Localized; poNumberEnabled: boolean }>;

export type PortalCheckoutUser = Readonly<{
  userId: string;
  username: string;
  role: Role;
  customerNumbers: readonly string[];
}>;

/** The address, shipping and billing choices of the checkout form, already trimmed. */
export type PortalCheckoutChoices = Readonly<{
  address: PostalAddress;
  email2: string | null;
  shippingMethod: string | null;
  shippingOption: string | null;
  budgetCode: string | null;
  poNumber: string | null;
}>;

/**
 * The customer numbers a user may order on. A portal user: the ones assigned to them. Staff (who have none
 * assigned) may order on any account; an Operator may also order on none.
 */
export const budgetCodesOf = (
  user: PortalCheckoutUser,
  accounts: readonly PortalCustomerAccount[],
): PortalCustomerAccount[] =>
  user.role === 'PortalUser'
    ? user.customerNumbers.flatMap((number) => accounts.filter((account) => account.customerNumber === number))
    : [...accounts];

/** Operators are the only users who check out without a customer number (store-and-portal.md sections 5, 6). */
export const budgetCodeRequired = (role: Role): boolean => role !== 'Operator';

export const accountOf = (
  budgetCode: string | null,
  accounts: readonly PortalCustomerAccount[],
): PortalCustomerAccount | null =>
  budgetCode === null ? null : (accounts.find((account) => account.customerNumber === budgetCode) ?? null);

/** The PO number field shows for a customer number whose account takes one, and when ordering on none. */
export const showsPoNumber = (account: PortalCustomerAccount | null): boolean => account?.poNumberEnabled ?? true;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isShippingMethod = (value: string | null, methods: readonly string[]): value is ShippingMethod =>
  value !== null && methods.includes(value);
const isShippingOption = (value: string | null): value is PortalShippingOption =>
  portalShippingOptions.includes(value as PortalShippingOption);

/** What keeps the checkout from going to review or being submitted; empty when it can. */
export const portalCheckoutIssues = (
  input: Readonly<{
    choices: PortalCheckoutChoices;
    user: PortalCheckoutUser;
    accounts: readonly PortalCustomerAccount[];
    shippingMethods: readonly string[];
    cartEmpty: boolean;
  }>,
): PortalCheckoutIssue[] => {
  const { choices, user } = input;
  const { address } = choices;
  const issues: PortalCheckoutIssue[] = [];
  const need = (ok: boolean, field: string, code: string) => {
    if (!ok) issues.push({ field, code });
  };
  need(!input.cartEmpty, 'cartItems', 'portal.cartEmpty');
  need(address.firstName !== '', 'firstName', 'checkout.firstName.required');
  need(address.lastName !== '', 'lastName', 'checkout.lastName.required');
  need(address.address1 !== '', 'address1', 'checkout.address1.required');
  need(address.city !== '', 'city', 'checkout.city.required');
  need(address.country !== '', 'country', 'checkout.country.required');
  if (isNorthAmerican(address.country)) {
    need((address.provinceState ?? '') !== '', 'provinceState', 'checkout.provinceState.required');
  }
  if (address.postalCode === '') issues.push({ field: 'postalCode', code: 'checkout.postalCode.required' });
  else need(isValidPostalCode(address.country, address.postalCode), 'postalCode', 'checkout.postalCode.invalid');
  if (address.phone1 === '') issues.push({ field: 'phone1', code: 'checkout.phone.required' });
  else need(isValidPhone(address.country, address.phone1), 'phone1', 'checkout.phone.invalid');
  if (address.email === '') issues.push({ field: 'email1', code: 'checkout.email.required' });
  else need(emailPattern.test(address.email), 'email1', 'checkout.email.invalid');
  if (choices.email2 !== null) need(emailPattern.test(choices.email2), 'email2', 'checkout.email.invalid');
  need(
    isShippingMethod(choices.shippingMethod, input.shippingMethods),
    'shippingMethod',
    'portal.shippingMethod.required',
  );
  need(isShippingOption(choices.shippingOption), 'shippingOption', 'portal.shippingOption.required');
  if (choices.budgetCode === null) {
    need(!budgetCodeRequired(user.role), 'budgetCode', 'portal.budgetCode.required');
  } else {
    const allowed = budgetCodesOf(user, input.accounts).some((a) => a.customerNumber === choices.budgetCode);
    need(allowed, 'budgetCode', 'portal.budgetCode.invalid');
  }
  need((choices.poNumber ?? '').length <= portalLimits.poNumberMax, 'poNumber', 'portal.poNumber.tooLong');
  return issues;
};

/** A cart line priced from the catalogue, with what the order keeps of its product and options. */
export type PortalPricedLine = Readonly<{
  cartItemId: string;
  productId: string;
  priceId: string;
  sku: string;
  productName: Localized;
  categoryName: Localized;
  yearOption: Localized | null;
  monthOption: Localized | null;
  languageOption: Localized | null;
  packSize: Localized | null;
  quantity: number;
  unitPriceCents: number;
  inStock: boolean;
  allowBackorder: boolean;
}>;

export const lineTotalCents = (line: Pick<PortalPricedLine, 'unitPriceCents' | 'quantity'>): number =>
  multiplyCents(line.unitPriceCents, line.quantity);

/** A line is back ordered when its quantity exceeds the stock left (only lines that allow back orders get here). */
export const isBackOrdered = (line: Pick<PortalPricedLine, 'quantity'>, available: number): boolean =>
  line.quantity > Math.max(available, 0);

export type PortalOrderInput = Readonly<{
  orderId: string;
  cartId: string;
  user: PortalCheckoutUser;
  lines: readonly PortalPricedLine[];
  choices: PortalCheckoutChoices & { shippingMethod: ShippingMethod; shippingOption: PortalShippingOption };
  account: PortalCustomerAccount | null;
  quote: PortalQuote;
  preferredLanguage: Language;
  confirmationAlias: string;
  idempotencyKey: string;
  requestHash: string;
}>;

/**
 * The PlaceOrder of a portal checkout. Whether it waits for approval is `requiresApproval` of the chosen customer
 * number's account, the total and the user's role (orders/approvalRule.ts); a PO number is kept only where the
 * account takes one.
 */
export const placePortalOrder = (input: PortalOrderInput, now: string): PlaceOrder => {
  const { user, choices, quote, account } = input;
  const lines: OrderLine[] = input.lines.map((line) => ({
    lineId: line.cartItemId,
    productId: line.productId,
    priceId: line.priceId,
    categoryName: line.categoryName,
    productName: line.productName,
    validityPeriod: null,
    vessel: null,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    totalCents: lineTotalCents(line),
  }));
  const portal: PortalOrderDetails = {
    lines: input.lines.map((line) => ({
      lineId: line.cartItemId,
      sku: line.sku,
      yearOption: line.yearOption,
      monthOption: line.monthOption,
      languageOption: line.languageOption,
      packSize: line.packSize,
      inStock: line.inStock,
      allowBackorder: line.allowBackorder,
    })),
    fees: quote.fees,
    shippingOption: choices.shippingOption,
    placedByRole: user.role,
    placedByUsername: user.username,
  };
  const poNumber = showsPoNumber(account) && choices.poNumber ? choices.poNumber : null;
  const order: OrderDraft = {
    orderId: input.orderId,
    storeCode: 'b2b',
    cartId: input.cartId,
    customerId: user.userId,
    lines,
    discounts: [],
    totals: quote.totals,
    shippingAddress: choices.address,
    billingAddress: choices.address,
    shippingMethod: choices.shippingMethod,
    estimatedArrivalDate: quote.estimatedArrivalDate ?? now.slice(0, 10),
    preferredLanguage: input.preferredLanguage,
    consentToEmails: false,
    confirmationAlias: input.confirmationAlias,
    budgetCode: choices.budgetCode,
    poNumber,
    portal,
  };
  return {
    type: 'PlaceOrder',
    data: {
      order,
      payment: null,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      requiresApproval: requiresApproval(account, quote.totals.totalCents, user.role),
    },
    metadata: { now, userId: user.userId },
  };
};
