import type { MigrationAnswer } from '@parks/schemas/admin/migration';
import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import { api, languageHeader } from '../../app/api.ts';
import type { SavedFile } from '../../lib/download.ts';

/**
 * The migration calls (api/src/admin/resources/migration.ts): the chosen file goes as the request's body, its
 * bytes unread here (the server tells CSV from XLSX by them); the export answers with Content-Disposition, so the
 * base query saves it as a file (lib/download.ts) and answers its name.
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
    exportCatalogue: build.mutation<SavedFile, Readonly<{ storeCode: StoreCode; lng: Language }>>({
      query: ({ storeCode, lng }) => ({
        url: '/Migration/Export',
        params: { storeCode },
        headers: languageHeader(lng),
        auth: 'user',
      }),
    }),
  }),
});

export const { useMigrateMutation, useExportCatalogueMutation } = migrationApi;
