import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The only createApi: tag types are declared here, features inject their endpoints. */
export const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  tagTypes: ['Health'],
  endpoints: () => ({}),
});
