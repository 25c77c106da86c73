/**
 * The product's API routers, mounted under /api by createApp. One router per resource, each in its own
 * folder (`api/src/<resource>/routes.ts`), built from the dependencies it declares (`StoreRouteDeps`, `AdminDeps` …,
 * pieces of deps.ts): this is where they are assembled, from every piece (RouteDeps); add one line per router.
 */
import type Router from '@koa/router';
import { accountRouters } from './account/routes.ts';
import { adminRouters } from './admin/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import type { RouteDeps } from './deps.ts';
import { opsPageRoutes } from './ops/adminOps.ts';
import { ordersRoutes } from './orders/routes.ts';
import { portalRouters } from './portal/routes.ts';
import { refundsRoutes } from './refunds/routes.ts';
import { exportRoutes } from './reports/exportRoutes.ts';
import { createGuestSessions } from './session/guestSessions.ts';
import { sessionRoutes } from './session/routes.ts';
import type { AppState } from './state.ts';
import { storePreviewRoutes } from './store/preview.ts';
import { storeRoutes } from './store/routes.ts';

export type ApiRouters = (deps: RouteDeps) => readonly Router<AppState>[];

export const productRouters: ApiRouters = (deps) => {
  const sessions = createGuestSessions(deps.eventStore);
  return [
    sessionRoutes(deps, sessions),
    storeRoutes(deps),
    storePreviewRoutes(deps),
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
