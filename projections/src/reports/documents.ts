import type { Collection, Document, DocumentStore } from '@parks/infra/documents/port';
import type { ProjectionRuntime } from '../runtime/types.ts';

/**
 * The read models as a report reads them: each name is the collection queries read now (the active one, never a
 * shadow being rebuilt), as the runtime gives it. Reports only read, so the store's other operations refuse.
 */
export const reportDocuments = (runtime: Pick<ProjectionRuntime, 'collection'>): DocumentStore => {
  const readOnly = (): never => {
    throw new Error('report documents are read only');
  };
  return {
    collection: <T extends Document = Document>(name: string): Collection<T> => runtime.collection<T>(name),
    listCollections: async () => readOnly(),
    dropCollection: async () => readOnly(),
    close: async () => undefined,
  };
};
