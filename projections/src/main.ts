import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import { readModels } from './readModels.ts';
import { createProjectionRuntime } from './runtime/createProjectionRuntime.ts';
import type { Logger } from './runtime/logger.ts';
import type { ProjectionRuntime } from './runtime/types.ts';

export type ProjectionsDeps = Readonly<{
  eventStore: EventStore;
  documents: DocumentStore;
  logger?: Logger;
  batchSize?: number;
}>;

/** For the process entry point: the runtime over the product's read models, started. */
export const startProjections = async (deps: ProjectionsDeps): Promise<ProjectionRuntime> => {
  const runtime = createProjectionRuntime({ ...deps, readModels });
  await runtime.start();
  return runtime;
};

/** For a process that only reads (the API in its own process): collection(), waitFor() and report(), no runner. */
export const projectionsReader = (deps: ProjectionsDeps): ProjectionRuntime =>
  createProjectionRuntime({ ...deps, readModels });
