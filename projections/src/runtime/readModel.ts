import type { Document } from '@parks/infra/documents/port';
import type { ReadModel } from './types.ts';

/**
 * Declares a read model with its own document type and gives it back as the runtime's `ReadModel`.
 * The one cast lives here: the runtime only hands a model the documents that model wrote.
 */
export const readModel = <D extends Document>(model: ReadModel<D>): ReadModel => model as unknown as ReadModel;
