/**
 * The product's API routers, mounted under /api by createApp. One router per resource, each in its own
 * folder (`api/src/<resource>/routes.ts`), built from RouteDeps; add one line per router.
 */
import type Router from '@koa/router';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import type { AwaitProjections } from './http/readYourWrites.ts';
import type { AppState } from './state.ts';

/** What a route may use: the command path's store, read models (projections.collection), read-your-writes. */
export type RouteDeps = Readonly<{
  eventStore: EventStore;
  projections: ProjectionRuntime;
  awaitProjections: AwaitProjections;
  logger: Logger;
}>;

export type ApiRouters = (deps: RouteDeps) => readonly Router<AppState>[];

export const productRouters: ApiRouters = () => [];
