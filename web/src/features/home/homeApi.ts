import type { Language } from '@parks/schemas/language';
import type { HomeContentDto } from '@parks/schemas/store/dtos';
import { api, languageHeader, storeCode } from '../../app/api.ts';

const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeContent: build.query<HomeContentDto, Readonly<{ lng: Language }>>({
      query: ({ lng }) => ({
        auth: 'user',
        url: '/store/GetHomeContent',
        params: { storeCode },
        headers: languageHeader(lng),
      }),
      providesTags: [{ type: 'Home', id: 'CURRENT' }],
    }),
  }),
});

export const { useGetHomeContentQuery } = homeApi;
