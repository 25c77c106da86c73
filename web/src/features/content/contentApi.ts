import type { Language } from '@parks/schemas/language';
import type { StoreSettingsDto } from '@parks/schemas/settings';
import type { StoreCode } from '@parks/schemas/store';
import type { ContentPageDto, UrlAliasDto } from '@parks/schemas/store/dtos';
import { api, languageHeader, storeCode } from '../../app/api.ts';

/** A content name; `store` is the public store's unless the portal asks for its own pages. */
type ByName = Readonly<{ name: string; lng: Language; store?: StoreCode }>;

const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentByName: build.query<ContentPageDto, ByName>({
      query: ({ name, lng, store = storeCode }) => ({
        auth: 'user',
        url: `/store/GetContentByName/${encodeURIComponent(name)}`,
        params: { storeCode: store },
        headers: languageHeader(lng),
      }),
      providesTags: (_result, _error, { name, store = storeCode }) => [{ type: 'Content', id: `${store}:${name}` }],
    }),
    getTypeByUrlAlias: build.query<UrlAliasDto, Readonly<{ alias: string; lng: Language }>>({
      query: ({ alias, lng }) => ({
        auth: 'user',
        url: `/store/GetTypeByUrlAlias/${encodeURIComponent(alias)}`,
        params: { storeCode },
        headers: languageHeader(lng),
      }),
      providesTags: (_result, _error, { alias }) => [{ type: 'Alias', id: alias.toLowerCase() }],
    }),
    getSettings: build.query<StoreSettingsDto, void>({
      query: () => ({ auth: 'user', url: '/store/GetSettings' }),
      providesTags: [{ type: 'Settings', id: 'CURRENT' }],
    }),
  }),
});

export const { useGetContentByNameQuery, useGetTypeByUrlAliasQuery, useGetSettingsQuery } = contentApi;
