/**
 * The product's API routers, mounted under /api by createApp. One router per resource, each in its own
 * folder (`api/src/<resource>/routes.ts`), built from RouteDeps; add one line per router.
 */
import type Router from '@koa/router';
import type { PaymentGateway } from '@parks/domain/payments/port';
import type { BlobStore } from '@parks/infra/blobs/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import { accountRouters } from './account/routes.ts';
import { adminRouters } from './admin/routes.ts';
import type { Auth } from './auth/auth.ts';
import { cartRoutes } from './cart/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import type { AwaitProjections } from './http/readYourWrites.ts';
import { type OpsPageDeps, opsPageRoutes } from './ops/adminOps.ts';
import { ordersRoutes, type RequestRelease } from './orders/routes.ts';
import { portalRouters } from './portal/routes.ts';
import { refundsRoutes } from './refunds/routes.ts';
import { type ExportJobs, exportRoutes } from './reports/exportRoutes.ts';
import { createGuestSessions } from './session/guestSessions.ts';
import { sessionRoutes } from './session/routes.ts';
import type { AppState } from './state.ts';
import type { IdMinter } from './store/ids.ts';
import { storeRoutes } from './store/routes.ts';

/** What a route may use: the command path's store, read models (projections.collection), read-your-writes. */
export type RouteDeps = Readonly<{
  eventStore: EventStore;
  projections: ProjectionRuntime;
  awaitProjections: AwaitProjections;
  logger: Logger;
  /** The store's clock: command times and query-time prices. */
  clock: () => Date;
  ids: IdMinter;
  /** The card gateway of the purchase; without one, a purchase that needs a payment answers 503. */
  paymentGateway: PaymentGateway | undefined;
  /** Sessions, password hashing, throttle (api/src/auth); without it there is no sign-in and no account route. */
  auth: Auth | undefined;
  /** Enqueues b2b order releases (the release queue); without it the release route answers 503. */
  requestRelease?: RequestRelease | undefined;
  /** The uploads' blob store (served at /files); without it an upload answers 503. */
  blobs: BlobStore | undefined;
  /** The exports' files (apart from the uploads: /files never serves them); without it a download answers 503. */
  exportBlobs: BlobStore | undefined;
  /** Where multipart uploads are written while they are checked; emptied after each request. */
  uploadTempDir: string;
  /** The `exports` queue (the server binds it in Redis); without it an export request answers 503. */
  exportJobs?: ExportJobs | undefined;
}> &
  OpsPageDeps;

export type ApiRouters = (deps: RouteDeps) => readonly Router<AppState>[];

export const productRouters: ApiRouters = (deps) => {
  const sessions = createGuestSessions(deps.eventStore);
  return [
    sessionRoutes(deps, sessions),
    storeRoutes(deps),
    cartRoutes(deps, sessions),
    checkoutRoutes(deps, sessions),
    ...(deps.auth ? accountRouters(deps, deps.auth) : []),
    ...portalRouters(deps),
    ordersRoutes(deps),
    refundsRoutes(deps),
    opsPageRoutes(deps),
    exportRoutes(deps),
    ...adminRouters(deps),
  ];
};
