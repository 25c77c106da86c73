import { shippingMethods } from '@parks/schemas/catalog';
import type { CheckoutContext } from '@parks/schemas/checkout';
import type { Language } from '@parks/schemas/language';
import type { CheckoutRefresh } from './checkoutApi.ts';

export type AddressValues = {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  country: string;
  provinceState: string;
  city: string;
  postalCode: string;
  email: string;
  confirmEmail: string;
  phone1: string;
};

export type CheckoutValues = {
  shipping: AddressValues;
  billingSameAsShipping: boolean;
  billing: AddressValues;
  shippingMethod: string;
  ccNumber: string;
  ccExpiry: string;
  ccCvd: string;
  agreeToTerms: boolean;
  consentToEmails: boolean;
  preferredLanguage: Language;
};

const emptyAddress = (): AddressValues => ({
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  country: 'CA',
  provinceState: '',
  city: '',
  postalCode: '',
  email: '',
  confirmEmail: '',
  phone1: '',
});

export const initialCheckoutValues = (lng: Language, shippingMethod: string): CheckoutValues => ({
  shipping: emptyAddress(),
  billingSameAsShipping: true,
  billing: emptyAddress(),
  shippingMethod,
  ccNumber: '',
  ccExpiry: '',
  ccCvd: '',
  agreeToTerms: false,
  consentToEmails: false,
  preferredLanguage: lng,
});

/** The shipping fields a summary refresh needs before it is worth asking (section 4). */
export const hasRefreshableAddress = (address: AddressValues): boolean =>
  [address.address1, address.city, address.country, address.postalCode, address.email, address.confirmEmail].every(
    (value) => value.trim() !== '',
  );

/** The form without card fields: what a summary refresh sends. */
export const refreshPayload = (values: CheckoutValues): CheckoutRefresh => ({
  shipping: values.shipping,
  billingSameAsShipping: values.billingSameAsShipping,
  ...(values.billingSameAsShipping ? {} : { billing: values.billing }),
  shippingMethod: shippingMethods.find((method) => method === values.shippingMethod),
  consentToEmails: values.consentToEmails,
  preferredLanguage: values.preferredLanguage,
});

/** The rules' context: the card is required when the cart has items and a total above 0; expiry checked against today. */
export const checkoutContext = (itemCount: number, totalCents: number): CheckoutContext => ({
  payable: itemCount > 0 && totalCents > 0,
  now: new Date().toISOString(),
});
