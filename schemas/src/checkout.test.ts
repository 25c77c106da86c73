import { describe, expect, it } from 'vitest';
import {
  checkoutIssues,
  fieldErrors,
  isSubmissionBlocked,
  numberedMessages,
  validateCheckout,
} from './checkout/issues.ts';

const now = '2026-11-21T15:00:00.000Z';
const address = {
  firstName: 'Anne',
  lastName: 'Shirley',
  address1: '1 Green Gables Rd',
  country: 'CA',
  provinceState: 'PE',
  city: 'Cavendish',
  postalCode: 'C0A 1N0',
  email: 'anne@example.ca',
  confirmEmail: 'anne@example.ca',
  phone1: '(902) 555-0199',
};
const form = {
  shipping: address,
  billingSameAsShipping: true,
  shippingMethod: 'standard',
  ccNumber: '4111 1111 1111 1111',
  ccExpiry: '12/28',
  ccCvd: '123',
  agreeToTerms: true,
};
const keysOf = (values: unknown, context = { now }) => checkoutIssues(values, context).map((i) => [i.field, i.key]);
const shippingWith = (changes: Record<string, unknown>) => ({ ...form, shipping: { ...address, ...changes } });

describe('a complete checkout form', () => {
  it('passes and comes back cleaned, without a billing block when billing is the same', () => {
    const result = validateCheckout(
      { ...form, billing: { firstName: 'ignored' }, shipping: { ...address, country: ' ca ' } },
      { now },
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.shipping.country).toBe('CA');
      expect(result.value).not.toHaveProperty('billing');
      expect(result.value.consentToEmails).toBe(false);
    }
  });
});

describe('shipping and billing addresses', () => {
  it('require first name, last name, address line 1, country, city, postal code, e-mail and phone', () => {
    expect(keysOf({ ...form, shipping: {} }).map(([, key]) => key)).toEqual([
      'checkout.firstName.required',
      'checkout.lastName.required',
      'checkout.address1.required',
      'checkout.country.required',
      'checkout.city.required',
      'checkout.postalCode.required',
      'checkout.email.required',
      'checkout.confirmEmail.required',
      'checkout.phone.required',
    ]);
  });
  it('reports every field of a missing section', () => {
    expect(checkoutIssues({ ...form, shipping: null }, { now })).toHaveLength(9);
  });
  it('require a province or state for CA and US only', () => {
    expect(keysOf(shippingWith({ provinceState: '' }))).toEqual([
      ['shipping.provinceState', 'checkout.provinceState.required'],
    ]);
    expect(
      keysOf(shippingWith({ country: 'US', provinceState: '', postalCode: '12345', phone1: '(212) 555-0100' })),
    ).toEqual([['shipping.provinceState', 'checkout.provinceState.required']]);
    expect(
      keysOf(shippingWith({ country: 'FR', provinceState: '', postalCode: '75001', phone1: '+33 1 23 45 67 89' })),
    ).toEqual([]);
  });
  it('match the Canadian postal pattern A1A 1A1, space optional', () => {
    expect(keysOf(shippingWith({ postalCode: 'c0a1n0' }))).toEqual([]);
    expect(keysOf(shippingWith({ postalCode: '12345' }))).toEqual([
      ['shipping.postalCode', 'checkout.postalCode.invalid'],
    ]);
  });
  it('match a US ZIP of five digits or five plus four, and leave other countries unchecked', () => {
    const us = { country: 'US', provinceState: 'NY', phone1: '(212) 555-0100' };
    expect(keysOf(shippingWith({ ...us, postalCode: '12345-6789' }))).toEqual([]);
    expect(keysOf(shippingWith({ ...us, postalCode: 'K1A 0B1' }))).toEqual([
      ['shipping.postalCode', 'checkout.postalCode.invalid'],
    ]);
    expect(keysOf(shippingWith({ country: 'GB', postalCode: 'SW1A 1AA', phone1: '020 7946 0000' }))).toEqual([]);
  });
  it('want a valid e-mail and a confirmation equal to it', () => {
    expect(keysOf(shippingWith({ email: 'anne@', confirmEmail: 'anne@' }))).toEqual([
      ['shipping.email', 'checkout.email.invalid'],
    ]);
    expect(keysOf(shippingWith({ confirmEmail: 'diana@example.ca' }))).toEqual([
      ['shipping.confirmEmail', 'checkout.confirmEmail.mismatch'],
    ]);
    expect(keysOf(shippingWith({ confirmEmail: 'ANNE@example.ca' }))).toEqual([]);
  });
  it('refuse a CA or US phone shorter than 14 characters, and other phones over 20', () => {
    expect(keysOf(shippingWith({ phone1: '902-555-0199' }))).toEqual([['shipping.phone1', 'checkout.phone.invalid']]);
    expect(keysOf(shippingWith({ country: 'JP', provinceState: '', phone1: '+81 3 1234 5678 9012 3' }))).toEqual([
      ['shipping.phone1', 'checkout.phone.invalid'],
    ]);
  });
  it('refuse a CA or US phone whose area code starts with 0 (the typing mask takes any digit)', () => {
    expect(keysOf(shippingWith({ phone1: '(013) 555-1234' }))).toEqual([['shipping.phone1', 'checkout.phone.invalid']]);
    expect(
      keysOf(shippingWith({ country: 'US', provinceState: 'NY', postalCode: '12345', phone1: '(012) 555-0100' })),
    ).toEqual([['shipping.phone1', 'checkout.phone.invalid']]);
    expect(keysOf(shippingWith({ phone1: '(113) 555-1234' }))).toEqual([]);
  });
  it('skip billing when it is the same as shipping, and check it after shipping otherwise', () => {
    const issues = checkoutIssues(
      { ...shippingWith({ city: '' }), billingSameAsShipping: false, billing: { ...address, lastName: '' } },
      { now },
    );
    expect(issues.map((i) => i.field)).toEqual(['shipping.city', 'billing.lastName']);
  });
});

describe('shipping method', () => {
  it('needs one selected', () => {
    expect(keysOf({ ...form, shippingMethod: '' })).toEqual([['shippingMethod', 'checkout.shippingMethod.required']]);
    expect(keysOf({ ...form, shippingMethod: 'pigeon' })).toEqual([
      ['shippingMethod', 'checkout.shippingMethod.required'],
    ]);
  });
  it('refuses Standard to China and Taiwan', () => {
    const toChina = {
      ...shippingWith({ country: 'CN', provinceState: '', postalCode: '100000', phone1: '+86 10 1234 5678' }),
    };
    expect(keysOf(toChina)).toEqual([['shippingMethod', 'checkout.shippingMethod.standardUnavailable']]);
    expect(keysOf({ ...toChina, shippingMethod: 'express' })).toEqual([]);
  });
});

describe('card', () => {
  it('requires number, expiry and CVV when the cart has a total above 0', () => {
    expect(keysOf({ ...form, ccNumber: '', ccExpiry: '', ccCvd: '' }).map(([, key]) => key)).toEqual([
      'checkout.ccNumber.invalid',
      'checkout.ccExpiry.invalid',
      'checkout.ccCvd.invalid',
    ]);
  });
  it('requires nothing when nothing is to be paid', () => {
    expect(checkoutIssues({ ...form, ccNumber: '', ccExpiry: '', ccCvd: '' }, { payable: false, now })).toEqual([]);
  });
  it('needs no CVV for cards starting with 2131, 1800 or 35', () => {
    expect(keysOf({ ...form, ccNumber: '3530 1113 3330 0000', ccCvd: '' })).toEqual([]);
  });
  it('refuses an expiry in a past month', () => {
    expect(keysOf({ ...form, ccExpiry: '10/26' })).toEqual([['ccExpiry', 'checkout.ccExpiry.invalid']]);
  });
});

describe('terms', () => {
  it('must be agreed', () => {
    expect(keysOf({ ...form, agreeToTerms: false })).toEqual([['agreeToTerms', 'checkout.agreeToTerms.required']]);
    expect(keysOf({ ...form, agreeToTerms: undefined })).toEqual([['agreeToTerms', 'checkout.agreeToTerms.required']]);
  });
});

describe('numbered messages', () => {
  const issues = checkoutIssues(
    { ...shippingWith({ firstName: '', email: 'x' }), shippingMethod: '', ccCvd: '1', agreeToTerms: false },
    { now },
  );
  it('number the errors in order: shipping, billing, shipping method, card, terms', () => {
    expect(numberedMessages('en', issues)).toEqual([
      'Error 1: first name cannot be empty',
      'Error 2: Please enter a valid email address (e.g. name@example.com)',
      'Error 3: e-mail addresses entered do not match',
      'Error 4: No shipping options selected',
      'Error 5: The CVV2 is invalid',
      'Error 6: You must agree to the Terms and Conditions',
    ]);
  });
  it('read the same in French', () => {
    expect(numberedMessages('fr', issues)[0]).toBe('Erreur 1 : le prénom ne peut pas être vide');
  });
  it('map to the problem-details errors by field', () => {
    expect(fieldErrors(issues)['shipping.firstName']).toEqual(['checkout.firstName.required']);
  });
});

describe('the browser submit gate', () => {
  it('blocks on any address error', () => {
    expect(isSubmissionBlocked(checkoutIssues(shippingWith({ city: '' }), { now }))).toBe(true);
  });
  it('blocks on more than two other errors only', () => {
    expect(isSubmissionBlocked(checkoutIssues({ ...form, ccCvd: '', agreeToTerms: false }, { now }))).toBe(false);
    expect(
      isSubmissionBlocked(checkoutIssues({ ...form, shippingMethod: '', ccCvd: '', agreeToTerms: false }, { now })),
    ).toBe(true);
  });
});

describe('defect 10: the numbered list names each field once, and the billing section', () => {
  const issues = checkoutIssues({ ...form, shipping: {}, billingSameAsShipping: false, billing: {} }, { now });
  const lines = numberedMessages('en', issues).map((line) => line.replace(/^Error \d+: /, ''));

  it('says which e-mail field is empty', () => {
    expect(lines).toContain('Email address cannot be empty');
    expect(lines).toContain('Confirm email address cannot be empty');
    expect(new Set(lines.slice(0, 9)).size).toBe(9);
  });

  it('prefixes the billing lines with their section, in both languages', () => {
    expect(lines[9]).toBe('Billing address: first name cannot be empty');
    expect(lines.filter((line) => line.startsWith('Billing address: '))).toHaveLength(9);
    expect(numberedMessages('fr', issues)[9]).toBe(
      'Erreur 10 : Adresse de facturation\u00a0: le prénom ne peut pas être vide',
    );
  });
});
