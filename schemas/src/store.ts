/* No yup here: the web's first load imports this module (store codes, countries, customer service). */

/** The two stores: the public consumer store and the business ordering portal. */
export const storeCodes = ['b2c', 'b2b'] as const;
export type StoreCode = (typeof storeCodes)[number];

/** The search text of both stores' header search boxes and search endpoints, in characters. */
export const searchTextMaxLength = 150;

export const isStoreCode = (value: unknown): value is StoreCode => storeCodes.includes(value as StoreCode);

/** The store of a page: b2b when its path contains `b2b` or `/portal`, otherwise b2c. */
export const storeCodeFromPath = (path: string): StoreCode =>
  path.includes('b2b') || path.includes('/portal') ? 'b2b' : 'b2c';

/** Countries with a province/state list, a postal pattern and a phone mask. ISO 3166-1 alpha-2 codes. */
export const northAmerica = ['CA', 'US'] as const;
export const isNorthAmerican = (country: string): boolean => country === 'CA' || country === 'US';

/** Destinations where Standard shipping is refused (Express only). */
export const expressOnlyCountries = ['CN', 'TW'] as const;
export const isExpressOnly = (country: string): boolean => country === 'CN' || country === 'TW';

/**
 * The store's customer service, as the sign-in help, the content pages and the confirmation mail give it
 * (store-and-portal section 2: phone and e-mail). The address is the store's own mail domain.
 */
export const customerService = { phone: '1-800-203-7982', email: 'service@store.parks.example' } as const;
