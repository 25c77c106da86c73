import type { OpsActionResultDto, OpsStatusDto, RebuildProjectionInput, RetryJobInput } from '@parks/schemas/admin/ops';
import type { Language } from '@parks/schemas/language';
import { api, languageHeader } from '../../app/api.ts';

/**
 * The ops page (LMG): `GET /api/Ops/GetAll` (polled while a rebuild runs), `POST /api/Ops/Rebuild` and
 * `POST /api/Ops/RetryJob`, each of which makes the status stale.
 */
const status = { type: 'Ops', id: 'LIST' } as const;

const opsApi = api.enhanceEndpoints({ addTagTypes: ['Ops'] }).injectEndpoints({
  endpoints: (build) => ({
    getOpsStatus: build.query<OpsStatusDto, Readonly<{ lng: Language }>>({
      query: ({ lng }) => ({ url: '/Ops/GetAll', headers: languageHeader(lng), auth: 'user' }),
      providesTags: [status],
    }),
    rebuildProjection: build.mutation<OpsActionResultDto, RebuildProjectionInput & Readonly<{ lng: Language }>>({
      query: ({ lng, ...body }) => ({
        url: '/Ops/Rebuild',
        method: 'POST',
        body,
        headers: languageHeader(lng),
        auth: 'user',
      }),
      invalidatesTags: (_answer, error) => (error ? [] : [status]),
    }),
    retryJob: build.mutation<OpsActionResultDto, RetryJobInput & Readonly<{ lng: Language }>>({
      query: ({ lng, ...body }) => ({
        url: '/Ops/RetryJob',
        method: 'POST',
        body,
        headers: languageHeader(lng),
        auth: 'user',
      }),
      invalidatesTags: (_answer, error) => (error ? [] : [status]),
    }),
  }),
});

export const { useGetOpsStatusQuery, useRebuildProjectionMutation, useRetryJobMutation } = opsApi;
