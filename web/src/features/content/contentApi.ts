import type { Language } from '@parks/schemas/language';
import type { StoreSettingsDto } from '@parks/schemas/settings';
import type { ContentPageDto, UrlAliasDto } from '@parks/schemas/store/dtos';
import { api, languageHeader, storeCode } from '../../app/api.ts';

type ByName = Readonly<{ name: string; lng: Language }>;

const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentByName: build.query<ContentPageDto, ByName>({
      query: ({ name, lng }) => ({
        auth: 'user',
        url: `/store/GetContentByName/${encodeURIComponent(name)}`,
        params: { storeCode },
        headers: languageHeader(lng),
      }),
      providesTags: (_result, _error, { name }) => [{ type: 'Content', id: name }],
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
