import type { BlobStore } from '@parks/infra/blobs/port';
import type { DocumentStore } from '@parks/infra/documents/port';
import { reportDocuments } from '@parks/projections/reports/documents';
import { reportSourceOf } from '@parks/projections/reports/index';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import type { ExportDeps } from '@parks/workers/exports/handler';

/**
 * What the exports worker reads in a server: the product's report sources over the collection each read model's
 * queries read now (`<name>_v<n>`, or its rebuild once swapped), as the API does, and the projections' checkpoints
 * in the store that holds their registry. One function for the server's roles and for the tests that start the
 * product, so a test exports exactly what production exports.
 */
export const reportExportsWiring = (
  parts: Readonly<{ projections: ProjectionRuntime; checkpoints: DocumentStore; blobs: BlobStore }>,
): Pick<ExportDeps, 'documents' | 'checkpoints' | 'blobs' | 'sourceOf'> => ({
  documents: reportDocuments(parts.projections),
  checkpoints: parts.checkpoints,
  blobs: parts.blobs,
  sourceOf: (id) => reportSourceOf(id) ?? undefined,
});
