import type { Language } from '@parks/schemas/language';
import type { PreviewDto } from '@parks/schemas/preview';
import { api, languageHeader } from '../../app/api.ts';

/** GET /api/store/Preview/{token}: a revision's category page, for the signed-in staff member only. */
const previewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreview: build.query<PreviewDto, Readonly<{ token: string; lng: Language }>>({
      query: ({ token, lng }) => ({
        auth: 'user',
        url: `/store/Preview/${encodeURIComponent(token)}`,
        headers: languageHeader(lng),
      }),
      // A preview is of its moment: opened again, it is asked again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPreviewQuery } = previewApi;
