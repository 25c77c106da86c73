import type { MigrationAnswer } from '@parks/schemas/admin/migration';
import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import { api, languageHeader } from '../../app/api.ts';

/** The catalogue export as downloaded: the name its Content-Disposition gives and the CSV text. */
export type DownloadedFile = Readonly<{ fileName: string; text: string }>;

const fileNameOf = (disposition: string | null): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'products.csv';

/**
 * The migration calls (api/src/admin/resources/migration.ts): the chosen file goes as the request's body, its
 * bytes unread here (the server tells CSV from XLSX by them); the export comes back as a download.
 */
export const migrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    migrate: build.mutation<MigrationAnswer, Readonly<{ storeCode: StoreCode; lng: Language; file: File }>>({
      query: ({ storeCode, lng, file }) => ({
        url: '/Migration/Migrate',
        method: 'POST',
        params: { storeCode, fileName: file.name },
        headers: { ...languageHeader(lng), 'Content-Type': file.type === '' ? 'application/octet-stream' : file.type },
        body: file,
        auth: 'user',
      }),
    }),
    exportCatalogue: build.mutation<DownloadedFile, Readonly<{ storeCode: StoreCode; lng: Language }>>({
      query: ({ storeCode, lng }) => ({
        url: '/Migration/Export',
        params: { storeCode },
        headers: languageHeader(lng),
        auth: 'user',
        responseHandler: async (response: Response) =>
          response.ok
            ? { fileName: fileNameOf(response.headers.get('Content-Disposition')), text: await response.text() }
            : response.json(),
      }),
    }),
  }),
});

export const { useMigrateMutation, useExportCatalogueMutation } = migrationApi;
