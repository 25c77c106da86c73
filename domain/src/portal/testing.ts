/** Fixtures for tests of portal orders (domain, read models): a b2b OrderPlaced made by the real rules. */

import type { PortalCheckoutFormInput } from '@parks/schemas/portal';
import { orderDecider } from '../orders/decider.ts';
import type { OrderPlaced } from '../orders/events.ts';
import { seedTaxRecords } from '../seed/checkout.ts';
import { portalCustomerAccounts, portalFeeSchedule } from '../seed/portalCheckout.ts';
import type { PortalProductSnapshot } from './catalog.ts';
import {
  accountOf,
  type PortalCheckoutChoices,
  type PortalCheckoutUser,
  type PortalPricedLine,
  placePortalOrder,
} from './checkout.ts';
import type { PortalCheckoutContext } from './checkoutQuote.ts';
import { quotePortalOrder } from './fees.ts';

export const portalNow = '2026-11-20T15:00:00.000Z';

export const portalTestUser: PortalCheckoutUser = {
  userId: 'usr-portal',
  username: 'portal',
  role: 'PortalUser',
  customerNumbers: ['CPC-100001', 'CPC-100002'],
};

export const portalTestChoices: PortalCheckoutChoices = {
  address: {
    firstName: 'Paula',
    lastName: 'Martin',
    companyName: 'Parks Partner Inc.',
    address1: '30 Victoria St',
    address2: null,
    city: 'Gatineau',
    provinceState: 'QC',
    country: 'CA',
    postalCode: 'J8X 0B3',
    phone1: '(819) 555-0100',
    email: 'portal@partner.example',
  },
  email2: null,
  shippingMethod: 'standard',
  shippingOption: 'shipComplete',
  budgetCode: 'CPC-100001',
  poNumber: 'PO-77',
};

export const portalTestLine: PortalPricedLine = {
  cartItemId: 'ci-1',
  productId: 'prod-b2b-visitor-guide',
  priceId: 'price-b2b-visitor-guide',
  sku: 'PUB-VG-001',
  productName: { en: 'Visitor guide', fr: 'Guide du visiteur' },
  categoryName: { en: 'Brochures and maps', fr: 'Brochures et cartes' },
  yearOption: { en: '2027', fr: '2027' },
  monthOption: null,
  languageOption: { en: 'French', fr: 'Français' },
  packSize: null,
  quantity: 100,
  unitPriceCents: 45,
  inStock: true,
  allowBackorder: true,
};

export const placedPortalOrder = (
  options: Readonly<{
    orderId?: string;
    user?: PortalCheckoutUser;
    budgetCode?: string | null;
    lines?: readonly PortalPricedLine[];
  }> = {},
): OrderPlaced => {
  const orderId = options.orderId ?? 'ord-1';
  const user = options.user ?? portalTestUser;
  const budgetCode = options.budgetCode === undefined ? 'CPC-100001' : options.budgetCode;
  const lines = options.lines ?? [portalTestLine];
  const quote = quotePortalOrder({
    lines: lines.map((l) => ({ totalCents: l.quantity * l.unitPriceCents, backOrdered: false })),
    shippingMethod: 'standard',
    shippingOption: 'shipComplete',
    destination: portalTestChoices.address,
    taxRecords: seedTaxRecords,
    schedule: portalFeeSchedule,
    now: portalNow,
  });
  const command = placePortalOrder(
    {
      orderId,
      cartId: `portalCart-${user.userId}`,
      user,
      lines,
      choices: { ...portalTestChoices, budgetCode, shippingMethod: 'standard', shippingOption: 'shipComplete' },
      account: accountOf(budgetCode, portalCustomerAccounts),
      quote,
      preferredLanguage: 'en',
      confirmationAlias: `portal/confirmation/${orderId}`,
      idempotencyKey: `key-${orderId}`,
      requestHash: 'hash',
    },
    portalNow,
  );
  const [placed] = orderDecider.decide(command, orderDecider.initialState());
  if (placed?.type !== 'OrderPlaced') throw new Error('no order placed');
  return placed;
};

const option = (id: string, en: string, fr: string) => ({ id, name: { en, fr } });

/** The visitor guide of the test line: 45 ¢ a copy, year and language options, 500 in stock. */
export const portalTestGuide: PortalProductSnapshot = {
  productId: portalTestLine.productId,
  sku: portalTestLine.sku,
  status: 'Active',
  available: 500,
  allowBackorder: true,
  minimumOrderQty: 25,
  maximumOrderQty: 5_000,
  options: {
    year: [option('year-2026', '2026', '2026'), option('year-2027', '2027', '2027')],
    month: [],
    language: [option('lang-en', 'English', 'Anglais'), option('lang-fr', 'French', 'Français')],
    packSize: [],
  },
};

export const portalTestContext: PortalCheckoutContext = {
  user: portalTestUser,
  addressBook: [],
  products: {
    [portalTestGuide.productId]: {
      snapshot: portalTestGuide,
      priceId: portalTestLine.priceId,
      unitPriceCents: portalTestLine.unitPriceCents,
      title: portalTestLine.productName,
      categoryName: portalTestLine.categoryName,
    },
  },
  accounts: portalCustomerAccounts,
  schedule: portalFeeSchedule,
  taxRecords: seedTaxRecords,
};

export const portalTestForm: PortalCheckoutFormInput = {
  addressId: null,
  firstName: portalTestChoices.address.firstName,
  lastName: portalTestChoices.address.lastName,
  companyName: portalTestChoices.address.companyName ?? '',
  address1: portalTestChoices.address.address1,
  address2: '',
  city: portalTestChoices.address.city,
  provinceState: portalTestChoices.address.provinceState ?? '',
  country: portalTestChoices.address.country,
  postalCode: portalTestChoices.address.postalCode,
  phone1: portalTestChoices.address.phone1,
  email1: portalTestChoices.address.email,
  email2: '',
  shippingMethod: 'standard',
  shippingOption: 'shipComplete',
  budgetCode: 'CPC-100001',
  poNumber: 'PO-77',
};
