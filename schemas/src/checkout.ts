import { type InferType, mixed, object, type TestContext } from 'yup';
import type { CartItemDto } from './cart.ts';
import { type ShippingMethod, shippingMethods } from './catalog.ts';
import { addressFieldOrder, addressSchema } from './checkout/address.ts';
import { isValidCardNumber, isValidCvv, isValidExpiry, requiresCvv } from './checkout/card.ts';
import { fieldLimits, flag, text } from './fields.ts';
import { languages } from './language.ts';
import type { Cents } from './money.ts';
import type { AppliedDiscount, OrderTotals } from './orders.ts';
import { isExpressOnly } from './store.ts';
import { msg } from './texts/messages/index.ts';

/**
 * What the rules need besides the form. `payable`: the cart has items and its total is above 0, so the
 * card is required (default true). `now`: ISO instant for the expiry check (no past-month check without it).
 */
export type CheckoutContext = Readonly<{ payable?: boolean; now?: string }>;

const contextOf = (test: TestContext): CheckoutContext => (test.options.context ?? {}) as CheckoutContext;
const payable = (test: TestContext): boolean => contextOf(test).payable !== false;
const parentOf = (test: TestContext) => (test.parent ?? {}) as Record<string, unknown>;

const shippingCountry = (test: TestContext): string => {
  const shipping = parentOf(test).shipping as { country?: unknown } | undefined;
  return typeof shipping?.country === 'string' ? shipping.country.trim().toUpperCase() : '';
};

/**
 * The public checkout form (PUT /api/checkout/checkoutOrder), one schema for the API and the web.
 * Message keys are the spec's numbered messages; `checkoutIssues` numbers them in the spec's order.
 */
export const checkoutSchema = object({
  shipping: addressSchema,
  billingSameAsShipping: flag().typeError(msg('validation.invalid')).default(true),
  billing: mixed<InferType<typeof addressSchema>>().when('billingSameAsShipping', {
    is: false,
    // biome-ignore lint/suspicious/noThenProperty: yup's conditional schema API names its branch `then`
    then: () => addressSchema.required(msg('validation.invalid')),
    otherwise: (schema) => schema.strip(),
  }),
  shippingMethod: text(fieldLimits.text, { case: 'lower' })
    .required(msg('checkout.shippingMethod.required'))
    .oneOf(shippingMethods, msg('checkout.shippingMethod.required'))
    .test('standardRefused', msg('checkout.shippingMethod.standardUnavailable'), function (value) {
      return value !== 'standard' || !isExpressOnly(shippingCountry(this));
    }),
  ccNumber: text().test('cardNumber', msg('checkout.ccNumber.invalid'), function (value) {
    return !payable(this) || (value !== undefined && isValidCardNumber(value));
  }),
  ccExpiry: text().test('cardExpiry', msg('checkout.ccExpiry.invalid'), function (value) {
    return !payable(this) || (value !== undefined && isValidExpiry(value, contextOf(this).now));
  }),
  ccCvd: text().test('cardCvv', msg('checkout.ccCvd.invalid'), function (value) {
    const cardNumber = parentOf(this).ccNumber;
    const number = typeof cardNumber === 'string' ? cardNumber.trim() : '';
    if (!payable(this) || !requiresCvv(number)) return true;
    return value !== undefined && value !== '' && isValidCvv(number, value);
  }),
  agreeToTerms: flag()
    .typeError(msg('checkout.agreeToTerms.required'))
    .required(msg('checkout.agreeToTerms.required'))
    .oneOf([true], msg('checkout.agreeToTerms.required')),
  consentToEmails: flag().typeError(msg('validation.invalid')).default(false),
  preferredLanguage: text().oneOf(languages, msg('validation.invalid')).optional(),
});

export type CheckoutInput = InferType<typeof checkoutSchema>;

/** The checkout form without its card fields: what the domain receives and what may reach an event. */
export type CheckoutOrderForm = Omit<CheckoutInput, 'ccNumber' | 'ccExpiry' | 'ccCvd'>;

/** The order of the numbered messages: shipping, billing (skipped if same), shipping method, card, terms. */
export const checkoutFieldOrder: readonly string[] = [
  ...addressFieldOrder.map((field) => `shipping.${field}`),
  ...addressFieldOrder.map((field) => `billing.${field}`),
  'shippingMethod',
  'ccNumber',
  'ccExpiry',
  'ccCvd',
  'agreeToTerms',
];

/** GET/PUT /api/checkout/…CheckoutDto: the order summary panel once the form has an address and method. */
export type CheckoutSummaryDto = Readonly<{
  items: readonly CartItemDto[];
  discounts: readonly AppliedDiscount[];
  totals: OrderTotals;
  shippingMethods: readonly Readonly<{ method: ShippingMethod; feeCents: Cents; selected: boolean }>[];
  estimatedArrivalDate: string | null;
}>;

/** Answer of PUT /api/checkout/checkoutOrder. */
export type CheckoutResultDto = Readonly<{ orderId: string; confirmationAlias: string }>;
