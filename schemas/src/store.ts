import { object } from 'yup';
import { count, text } from './fields.ts';
import { msg } from './messages/index.ts';

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

/** GET /api/store/search: the store pages its results by 5, at most 50 a page and 1000 pages. */
export const storeSearchLimits = { defaultPageSize: 5, maxPageSize: 50, maxPage: 1000 } as const;

const searchText = () => text(searchTextMaxLength).max(searchTextMaxLength, msg('search.tooLong'));

/** `?search=&page=&pageSize=` of GET /api/store/search (`text` is an older name of `search`). */
export const storeSearchQuerySchema = object({
  search: searchText(),
  text: searchText(),
  page: count().min(1, msg('validation.invalid')).max(storeSearchLimits.maxPage, msg('validation.invalid')).default(1),
  pageSize: count()
    .min(1, msg('validation.invalid'))
    .max(storeSearchLimits.maxPageSize, msg('validation.invalid'))
    .default(storeSearchLimits.defaultPageSize),
});

/**
 * The store's customer service, as the sign-in help, the content pages and the confirmation mail give it
 * (store-and-portal section 2: phone and e-mail). The address is the store's own mail domain.
 */
export const customerService = { phone: '1-800-203-7982', email: 'service@store.parks.example' } as const;
