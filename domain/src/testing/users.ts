import type { AddressRecord, UserProfile } from '@parks/schemas/account';

/** Ada, the user of the users tests: her profile and an entry of her address book, each with a test's changes. */
export const adaProfile = (changes: Partial<UserProfile> = {}): UserProfile => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Parks Partner Inc.',
  email: 'ada@example.ca',
  phone: '(613) 555-0100',
  language: 'en',
  ...changes,
});

export const adaAddress = (changes: Partial<AddressRecord> = {}): AddressRecord => ({
  nickName: 'Office',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: null,
  address1: '30 Victoria St',
  address2: null,
  city: 'Gatineau',
  country: 'CA',
  provinceState: 'QC',
  postalCode: 'J8X 0B3',
  phone1: '(613) 555-0100',
  email1: 'ada@example.ca',
  email2: null,
  ...changes,
});
