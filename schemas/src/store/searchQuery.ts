import { object } from 'yup';
import { count, searchTextField } from '../fields.ts';
import { msg } from '../texts/messages/index.ts';

/** GET /api/store/search: the store pages its results by 5, at most 50 a page and 1000 pages. */
export const storeSearchLimits = { defaultPageSize: 5, maxPageSize: 50, maxPage: 1000 } as const;

/** `?search=&page=&pageSize=` of GET /api/store/search (`text` is an older name of `search`). */
export const storeSearchQuerySchema = object({
  search: searchTextField(),
  text: searchTextField(),
  page: count().min(1, msg('validation.invalid')).max(storeSearchLimits.maxPage, msg('validation.invalid')).default(1),
  pageSize: count()
    .min(1, msg('validation.invalid'))
    .max(storeSearchLimits.maxPageSize, msg('validation.invalid'))
    .default(storeSearchLimits.defaultPageSize),
});
