/**
 * What the portal checkout rules (domain/src/portal/checkoutQuote.ts) take from outside, read for the signed-in
 * user: the catalogue's orderable products, the address book, the customer accounts (a portal user's numbers
 * and terms from the accounts read model, the known accounts from seed data), the fee schedule (seed data, with
 * the fees of the published settings), the
 * taxes; and the checkout DTO made of the rules' answer. No rule here: reading and shaping only.
 */
import type { PortalCartState } from '@parks/domain/portal/cart';
import { budgetCodeRequired, budgetCodesOf, showsPoNumber } from '@parks/domain/portal/checkout';
import type {
  PortalCheckoutContext,
  PortalCheckoutProduct,
  PortalCheckoutQuote,
} from '@parks/domain/portal/checkoutQuote';
import { customerAccountsFor } from '@parks/domain/portal/terms';
import { portalCustomerAccounts, portalFeeSchedule } from '@parks/domain/seed/portalCheckout';
import { accountUserQueries } from '@parks/projections/accounts/userQueries';
import { storeCheckoutRates, taxRecords } from '@parks/projections/store/checkoutRates';
import { currentSettings } from '@parks/projections/store/settings';
import { isLanguage, type Language } from '@parks/schemas/language';
import { addressTexts } from '@parks/schemas/orders';
import type { PortalCheckoutDto } from '@parks/schemas/portal';
import { checkoutBlockedBy } from '@parks/schemas/registration';
import type { AuthUser } from '../auth/sessions.ts';
import { ProblemError } from '../http/problems.ts';
import { shopperView } from '../store/input.ts';
import { storeCollections } from '../store/readModels.ts';
import { toCartDto } from './cart.ts';
import {
  categoryOf,
  loadPortalCatalogue,
  type PortalCatalogue,
  priceOf,
  productOf,
  snapshotOf,
  unitPriceOf,
} from './catalogue.ts';
import type { PortalDeps } from './deps.ts';

export type LoadedCheckout = Readonly<{
  context: PortalCheckoutContext;
  catalogue: PortalCatalogue;
  preferredLanguage: Language;
}>;

const none = { en: '', fr: '' };

/** Every orderable product of the catalogue, as the checkout rules take it. */
const productsOf = (catalogue: PortalCatalogue): Record<string, PortalCheckoutProduct> =>
  Object.fromEntries(
    catalogue.products.flatMap((view) => {
      const product = productOf(catalogue, view.productId);
      if (product === undefined) return [];
      const offer: PortalCheckoutProduct = {
        snapshot: snapshotOf(catalogue, product),
        priceId: priceOf(catalogue, product.productId)?.priceId ?? '',
        unitPriceCents: unitPriceOf(catalogue, product.productId),
        title: product.title,
        categoryName: categoryOf(catalogue, product.categoryId)?.name ?? none,
      };
      return [[product.productId, offer]];
    }),
  );

export const loadCheckoutContext = async (deps: PortalDeps, signed: AuthUser): Promise<LoadedCheckout> => {
  const accounts = accountUserQueries(deps.projections);
  const rates = deps.projections.read(storeCheckoutRates);
  const [account, catalogue, taxes, settings] = await Promise.all([
    accounts.byId(signed.id),
    loadPortalCatalogue(deps),
    taxRecords(rates, shopperView),
    currentSettings(storeCollections(deps.projections).settings()),
  ]);
  const language = account?.profile.language;
  // A self-registered account orders once staff approved it (the portal shows the same message).
  const blocked = signed.role === 'PortalUser' ? checkoutBlockedBy(account?.registration ?? null) : null;
  if (blocked !== null) throw new ProblemError(403, blocked);
  return {
    context: {
      user: {
        userId: signed.id,
        username: signed.username,
        role: signed.role,
        customerNumbers: account?.customerNumbers ?? [],
      },
      addressBook: account?.addresses ?? [],
      products: productsOf(catalogue),
      // A portal user orders on their own numbers, on their own terms when staff set them (users area); staff on
      // any known account.
      accounts:
        signed.role === 'PortalUser'
          ? customerAccountsFor(account?.customerNumbers ?? [], account?.portalTerms ?? null, portalCustomerAccounts)
          : portalCustomerAccounts,
      schedule: {
        ...portalFeeSchedule,
        lineItemFeeCents: settings.lineItemFeeCents,
        orderProcessingFeeCents: settings.orderProcessingFeeCents,
        orderShipmentFeeCents: settings.orderShipmentFeeCents,
      },
      taxRecords: taxes,
    },
    catalogue,
    preferredLanguage: isLanguage(language) ? language : 'en',
  };
};

/** The checkout page: the cart, the address book and choices, the amounts and the issues of the quote. */
export const toCheckoutDto = (
  loaded: LoadedCheckout,
  cart: PortalCartState,
  quoted: PortalCheckoutQuote,
): PortalCheckoutDto => {
  const { context } = loaded;
  const { choices, quote, issues } = quoted;
  const { address } = choices;
  const { fees } = quote;
  return {
    cartItems: toCartDto(loaded.catalogue, cart).cartItems,
    aliases: context.addressBook.map((entry) => ({
      id: entry.entityId,
      name: entry.nickName,
      isSelected: entry.entityId === quoted.addressId,
    })),
    addressId: quoted.addressId,
    fullName: `${address.firstName} ${address.lastName}`.trim(),
    ...addressTexts(address),
    email1: address.email,
    email2: choices.email2 ?? '',
    shippingMethods: context.schedule.shippingMethods.map((m) => ({
      id: m.id,
      name: m.name,
      isSelected: m.id === choices.shippingMethod,
    })),
    shippingOptions: context.schedule.shippingOptions.map((o) => ({
      id: o.id,
      name: o.name,
      isSelected: o.id === choices.shippingOption,
    })),
    estimatedArrivalDate: quote.estimatedArrivalDate,
    budgetCodes: budgetCodesOf(context.user, context.accounts).map((a) => ({
      id: a.customerNumber,
      name: a.name,
      isSelected: a.customerNumber === choices.budgetCode,
    })),
    budgetCode: choices.budgetCode,
    budgetCodeRequired: budgetCodeRequired(context.user.role),
    showPoNumber: showsPoNumber(quoted.account),
    poNumber: choices.poNumber ?? '',
    fees,
    subtotal: fees.subtotalCents,
    lineItemFee: fees.lineItemFeeCents,
    orderProcessingFee: fees.orderProcessingFeeCents,
    orderShipmentFee: fees.orderShipmentFeeCents,
    productionSubtotal: fees.productionSubtotalCents,
    discountAmount: fees.discountCents,
    taxAmount: fees.taxCents,
    productionTotal: fees.productionTotalCents,
    shippingAmount: fees.shippingCents,
    shippingTaxAmount: fees.shippingTaxCents,
    shippingTotal: fees.shippingTotalCents,
    total: fees.totalCents,
    requiresApproval: quoted.requiresApproval,
    issues: [...issues],
    canSubmit: issues.length === 0,
  };
};
