import type { Language } from '@parks/schemas/language';
import type { SearchPageDto } from '@parks/schemas/store/dtos';
import { api, languageHeader, storeCode } from '../../app/api.ts';

/** The store pages its search by 5 (section 9). */
export const searchPageSize = 5;

type SearchArg = Readonly<{ search: string; page: number; lng: Language }>;

const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchPageDto, SearchArg>({
      query: ({ search, page, lng }) => ({
        auth: 'user',
        url: '/store/search',
        params: { search, page, pageSize: searchPageSize, storeCode },
        headers: languageHeader(lng),
      }),
      providesTags: (_result, _error, { search, page }) => [
        { type: 'Search', id: 'LIST' },
        { type: 'Search', id: `${search}#${page}` },
      ],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
