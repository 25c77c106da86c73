import type { CheckoutInput } from '@parks/schemas/checkout';
import type { PaymentSummary } from '@parks/schemas/orders';
import type { CartCommand, StartCheckout } from '../carts/commands.ts';
import type { CartEvent, CheckoutStarted } from '../carts/events.ts';
import { cartId, metadata, passLine } from './cartItems.ts';
import { discoveryCategory, discoveryPass, discoveryPrice, now, shippingRates, taxRecords } from './catalog.ts';

/** The checkout of the cart with one Discovery Pass: form, priced order, payment outcomes. */
export const address = {
  firstName: 'Anne',
  lastName: 'Shirley',
  address1: '1 Green Gables Rd',
  country: 'CA',
  provinceState: 'ON',
  city: 'Ottawa',
  postalCode: 'K1A 0B1',
  email: 'anne@example.ca',
  confirmEmail: 'anne@example.ca',
  phone1: '(613) 555-0199',
};
export const form: CheckoutInput = {
  shipping: address,
  billingSameAsShipping: true,
  shippingMethod: 'express',
  agreeToTerms: true,
  consentToEmails: false,
  preferredLanguage: 'fr',
};
export const start = (more: Partial<StartCheckout['data']> = {}): StartCheckout => ({
  type: 'StartCheckout',
  data: {
    cartId,
    orderId: 'ord-1',
    confirmationAlias: 'confirmation/ord-1',
    idempotencyKey: 'key-1',
    requestHash: 'hash-1',
    form,
    discount: null,
    shippingRates,
    taxRecords,
    ...more,
  },
  metadata,
});
export const postal = { ...address, companyName: null, address2: null } as Record<string, unknown>;
delete postal.confirmEmail;
// 7250 + 1500 express = 8750; HST 13% = 1137.5 → 1138; total 9888.
export const started: CheckoutStarted = {
  type: 'CheckoutStarted',
  data: {
    cartId,
    orderId: 'ord-1',
    idempotencyKey: 'key-1',
    requestHash: 'hash-1',
    startedAt: now,
    order: {
      orderId: 'ord-1',
      storeCode: 'b2c',
      cartId,
      customerId: 'guest-1',
      lines: [{ ...passLine, totalCents: 7_250 }].map(({ categoryId: _c, ...rest }) => rest),
      discounts: [],
      totals: {
        subtotalCents: 7_250,
        discountCents: 0,
        shippingCents: 1_500,
        taxes: [{ kind: 'HST', rate: 13_000, amountCents: 1_138 }],
        taxCents: 1_138,
        taxName: { en: 'HST', fr: 'TVH' },
        totalCents: 9_888,
      },
      shippingAddress: postal as never,
      billingAddress: postal as never,
      shippingMethod: 'express',
      estimatedArrivalDate: '2026-11-24',
      preferredLanguage: 'fr',
      consentToEmails: false,
      confirmationAlias: 'confirmation/ord-1',
      budgetCode: null,
      poNumber: null,
    },
  },
};
export const payment: PaymentSummary = { brand: 'visa', last4: '1111', authorizationId: 'auth-1', amountCents: 9_888 };
export const authorize = (more: Partial<PaymentSummary> = {}, orderId = 'ord-1'): CartCommand => ({
  type: 'RecordPaymentAuthorization',
  data: { cartId, orderId, payment: { ...payment, ...more } },
  metadata,
});
export const decline: CartCommand = {
  type: 'RecordPaymentDecline',
  data: { cartId, orderId: 'ord-1', reason: 'insufficientFunds' },
  metadata,
};
export const checkOut = (orderId = 'ord-1'): CartCommand => ({
  type: 'CheckOutCart',
  data: { cartId, orderId },
  metadata,
});
export const authorized: CartEvent = {
  type: 'PaymentAuthorized',
  data: { cartId, orderId: 'ord-1', payment, authorizedAt: now },
};
export const declined: CartEvent = {
  type: 'PaymentDeclined',
  data: {
    cartId,
    orderId: 'ord-1',
    idempotencyKey: 'key-1',
    requestHash: 'hash-1',
    reason: 'insufficientFunds',
    declinedAt: now,
  },
};
export const checkedOut: CartEvent = {
  type: 'CartCheckedOut',
  data: { cartId, orderId: 'ord-1', confirmationAlias: 'confirmation/ord-1', checkedOutAt: now },
};
export const addMore: CartCommand = {
  type: 'AddCartItem',
  data: {
    cartId,
    ownerId: 'guest-1',
    storeCode: 'b2c',
    lineId: 'line-9',
    product: discoveryPass,
    category: discoveryCategory,
    prices: [discoveryPrice],
    quantity: 1,
  },
  metadata,
};
