import type { HealthDto } from '@parks/schemas/health';
import { api } from '../../app/api.ts';

const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthDto, void>({ query: () => 'health', providesTags: ['Health'] }),
  }),
});

export const { useGetHealthQuery } = homeApi;
