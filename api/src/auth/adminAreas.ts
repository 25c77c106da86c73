/**
 * The back-office role table enforced for every admin call, whoever writes the route and whether or not it
 * remembered its own guard: a request to `/api/<Family>/…` of an admin resource family (spec calls, section 7,
 * and the generic entity gateway `/api/{Entity}/…`) needs a role of the family's area (back-office.md section 6).
 * Families that are not admin ones (account, store, cart, checkout, portal, …) pass through untouched.
 * Routes may still add `requireArea(...)` for clarity; this guard is the floor, not the only check.
 */
import { adminFamilyDescriptors } from '@parks/schemas/admin/families';
import { isSingleOrderAction } from '@parks/schemas/orderStaff';
import { type AdminArea, adminAreaRoles, type Role } from '@parks/schemas/roles';
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';
import { areaRolesFor, assertRole } from './guards.ts';

/**
 * The areas of `/api/<first segment>` that are no admin family (families.ts has those): the dashboard's figures,
 * orders, refunds, the migration's and the ops page's routers, the validation test page.
 */
const otherAdminAreas = {
  dashboard: 'dashboard',
  orders: 'orders',
  // Refunds follow the orders area of the order's store (issue 13): LMG and SuperUser, the Administrator on b2c.
  refunds: 'orders',
  ajvtest: 'ajvtest',
  migration: 'migration',
  ops: 'ops',
} as const satisfies Readonly<Record<string, AdminArea>>;

/** Admin resource family (lower case, as the first segment after /api) → its area of the role table. */
export const adminFamilies: Readonly<Record<string, AdminArea>> = {
  ...Object.fromEntries(adminFamilyDescriptors.map((descriptor) => [descriptor.family.toLowerCase(), descriptor.area])),
  ...otherAdminAreas,
};

/** The path's segments, decoded and lower case; case and repeated slashes do not matter. */
const segmentsOf = (path: string): string[] => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return decoded
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
};

const areaOfSegments = (segments: readonly string[]): AdminArea | null => {
  if (segments[0] !== 'api' || segments[1] === undefined) return null;
  return adminFamilies[segments[1]] ?? null;
};

/** The admin area of a request path, or null when it is not an admin family. */
export const adminAreaOfPath = (path: string): AdminArea | null => areaOfSegments(segmentsOf(path));

/**
 * Calls on one order (`/api/Orders/{orderId}/{action}`, its details `/api/Orders/GetOrderDetails/{orderId}`, the order
 * modal's views sent as `PUT /api/Orders/UpdateOrders {action: 'edit'|'editStatus'|'note'|'email', orderId, …}`, and
 * its refunds: `/api/Refunds/GetById/{orderId | refundId}`, `/api/Refunds/Create`, `Update/{refundId}`,
 * `Delete/{refundId}`) are about the order's own store, which the
 * orders and refunds routes read from the order (api/src/orders/routes.ts, api/src/refunds/routes.ts), not the
 * request's `storeCode`. Their floor is whoever has the orders area of either store; the route then applies the
 * order's store.
 */
const isOneOrderCall = (segments: readonly string[], body: unknown): boolean =>
  (segments[1] === 'orders' &&
    ((segments[2] === 'getorderdetails' && segments.length === 4) ||
      segments.length === 4 ||
      (segments[2] === 'updateorders' &&
        segments.length === 3 &&
        typeof body === 'object' &&
        body !== null &&
        'action' in body &&
        isSingleOrderAction(body.action)))) ||
  (segments[1] === 'refunds' &&
    ((oneRefundVerbs.has(segments[2] ?? '') && segments.length === 4) ||
      (segments[2] === 'create' && segments.length === 3)));

/** The Refunds calls on one refund (or, for GetById, the refund form of one order): its order's store decides. */
const oneRefundVerbs: ReadonlySet<string> = new Set(['getbyid', 'update', 'delete']);

/** Who has an area in at least one store: the union of the b2b and b2c rows of the table. */
export const eitherStoreAreaRoles = (area: AdminArea): readonly Role[] => [
  ...new Set([...adminAreaRoles(area, 'b2b'), ...adminAreaRoles(area, 'b2c')]),
];

export const adminAreaGuard = (): Middleware<AppState> =>
  async function adminAreaGuard(ctx, next) {
    const segments = segmentsOf(ctx.path);
    const area = areaOfSegments(segments);
    if (area !== null) {
      const oneOrder = isOneOrderCall(segments, ctx.request.body);
      assertRole(ctx, oneOrder ? eitherStoreAreaRoles(area) : areaRolesFor(ctx, area));
    }
    await next();
  };
