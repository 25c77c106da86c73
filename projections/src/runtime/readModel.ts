import type { Collection, Document } from '@parks/infra/documents/port';
import type { ProjectionRuntime, ReadModel, TypedReadModel } from './types.ts';

/**
 * Declares a read model with its own document type and gives it back as the runtime's `ReadModel`, still carrying
 * that type for `runtime.read(model)`. The one cast lives here: the runtime only hands a model the documents that
 * model wrote.
 */
export const readModel = <D extends Document>(model: ReadModel<D>): TypedReadModel<D> =>
  model as unknown as TypedReadModel<D>;

/** What a query needs of the runtime: the collection of a read model (the API and the workers hold the runtime). */
export type ReadSide = Pick<ProjectionRuntime, 'read'>;

/**
 * A read model's typed handle: its queries, named by what they ask, over its collection. Every model that is read
 * outside projections exports one (`adminRevisionQueries(deps.projections).inStore(…)`), so the filters, sorts and
 * dotted paths of its documents stay beside the model that writes them and the callers name no field.
 */
export const queriesOf =
  <D extends Document, Q>(model: TypedReadModel<D>, queries: (collection: Collection<D>) => Q) =>
  (projections: ReadSide): Q =>
    queries(projections.read(model));
