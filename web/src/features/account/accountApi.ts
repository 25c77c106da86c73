import type { SignInInput } from '@parks/schemas/account';
import type { SignedInUserDto } from '@parks/schemas/auth';
import { api } from '../../app/api.ts';

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    authenticate: build.mutation<SignedInUserDto, SignInInput>({
      query: (credentials) => ({ url: '/account/authenticate', method: 'POST', body: credentials }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useAuthenticateMutation } = accountApi;
