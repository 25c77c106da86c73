import { type InferType, object } from 'yup';
import { fieldLimits, text } from '../fields.ts';
import { isNorthAmerican } from '../store.ts';
import { msg } from '../texts/messages/index.ts';

/** Canadian letter-digit pattern, optional space (A1A 1A1); US ZIP five digits or five plus four. */
export const canadianPostalCode = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;
export const usZipCode = /^\d{5}(-\d{4})?$/;

/** North American phone mask: `(613) 555-1234`, first digit 1–9; 14 characters. */
export const northAmericanPhone = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;
export const phoneLimits = { northAmericanLength: 14, freeTextMax: 20 } as const;

export const isValidPostalCode = (country: string, postalCode: string): boolean => {
  if (country === 'CA') return canadianPostalCode.test(postalCode);
  if (country === 'US') return usZipCode.test(postalCode);
  return true;
};

/** CA and US: the masked `(ddd) ddd-dddd` (shorter than 14 characters is invalid); elsewhere free text up to 20. */
export const isValidPhone = (country: string, phone: string): boolean =>
  isNorthAmerican(country)
    ? phone.length >= phoneLimits.northAmericanLength && northAmericanPhone.test(phone)
    : phone.length <= phoneLimits.freeTextMax;

const countryOf = (context: { parent?: unknown }): string => {
  const parent = context.parent as { country?: unknown } | undefined;
  return typeof parent?.country === 'string' ? parent.country.trim().toUpperCase() : '';
};

// The rules below are the ones every address follows, in the public checkout and the portal's address book alike;
// the rules that read the country read it from the same address.

export const countryField = () =>
  text(fieldLimits.text, { case: 'upper' })
    .required(msg('checkout.country.required'))
    .matches(/^[A-Z]{2}$/, msg('checkout.country.required'));

export const provinceStateField = () =>
  text(fieldLimits.text, { case: 'upper' }).test(
    'provinceRequired',
    msg('checkout.provinceState.required'),
    function (value) {
      return !isNorthAmerican(countryOf(this)) || (value !== undefined && value !== '');
    },
  );

export const postalCodeField = () =>
  text()
    .required(msg('checkout.postalCode.required'))
    .test('postalFormat', msg('checkout.postalCode.invalid'), function (value) {
      return value === undefined || isValidPostalCode(countryOf(this), value);
    });

export const phoneField = () =>
  text()
    .required(msg('checkout.phone.required'))
    .test('phoneFormat', msg('checkout.phone.invalid'), function (value) {
      return value === undefined || isValidPhone(countryOf(this), value);
    });

export const emailField = () => text().required(msg('checkout.email.required')).email(msg('checkout.email.invalid'));

/** The confirmation of the e-mail in the sibling field `emailKey`: the same address, whatever its case. */
export const confirmEmailField = (emailKey: string) =>
  text()
    .required(msg('checkout.confirmEmail.required'))
    .test('sameEmail', msg('checkout.confirmEmail.mismatch'), function (value) {
      const email = (this.parent as Readonly<Record<string, unknown>>)[emailKey];
      return typeof email !== 'string' || value?.toLowerCase() === email.trim().toLowerCase();
    });

/**
 * A shipping or billing address of the public checkout. Field order is message order: each field reports
 * its first broken rule only, and the numbered list follows this order.
 */
export const addressSchema = object({
  firstName: text().required(msg('checkout.firstName.required')),
  lastName: text().required(msg('checkout.lastName.required')),
  address1: text().required(msg('checkout.address1.required')),
  address2: text().optional(),
  country: countryField(),
  provinceState: provinceStateField(),
  city: text().required(msg('checkout.city.required')),
  postalCode: postalCodeField(),
  email: emailField(),
  confirmEmail: confirmEmailField('email'),
  phone1: phoneField(),
})
  // A missing or null section reports each of its required fields, not one vague error.
  .transform((value: unknown) => (value === null ? {} : value))
  .typeError(msg('validation.invalid'));

export type AddressInput = InferType<typeof addressSchema>;

/** The order in which an address's fields are reported. */
export const addressFieldOrder = [
  'firstName',
  'lastName',
  'address1',
  'country',
  'provinceState',
  'city',
  'postalCode',
  'email',
  'confirmEmail',
  'phone1',
] as const;
