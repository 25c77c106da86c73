import type { Document } from '@parks/infra/documents/port';
import type { ReadModel, TypedReadModel } from './types.ts';

/**
 * Declares a read model with its own document type and gives it back as the runtime's `ReadModel`, still carrying
 * that type for `runtime.read(model)`. The one cast lives here: the runtime only hands a model the documents that
 * model wrote.
 */
export const readModel = <D extends Document>(model: ReadModel<D>): TypedReadModel<D> =>
  model as unknown as TypedReadModel<D>;
