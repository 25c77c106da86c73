import Router from '@koa/router';
import { type AdminArea, adminAreaRoles, type Role } from '@parks/schemas/roles';
import { isStoreCode, type StoreCode } from '@parks/schemas/store';
import type { Middleware, ParameterizedContext } from 'koa';
import { ProblemError } from '../http/problems.ts';
import type { AppState } from '../state.ts';
import type { AuthUser } from './sessions.ts';

type Context = ParameterizedContext<AppState>;

const unauthorized = (ctx: Context): ProblemError =>
  ctx.state.userTokenRejected
    ? new ProblemError(401, 'auth.sessionExpired', {
        headers: { 'WWW-Authenticate': 'Bearer realm="parks", error="invalid_token"' },
      })
    : new ProblemError(401, 'auth.required', { headers: { 'WWW-Authenticate': 'Bearer realm="parks"' } });

export const forbidden = (): ProblemError => new ProblemError(403, 'auth.permissionDenied');

/** The signed-in user, or a 401 problem. */
export const signedInUser = (ctx: Context): AuthUser => {
  const { user } = ctx.state;
  if (user === undefined) throw unauthorized(ctx);
  return user;
};

/** The user's role must be one of `allowed`. */
export const assertRole = (ctx: Context, allowed: readonly Role[]): AuthUser => {
  const user = signedInUser(ctx);
  if (!allowed.includes(user.role)) throw forbidden();
  return user;
};

export const requireSignedIn = (): Middleware<AppState> =>
  async function requireSignedIn(ctx, next) {
    signedInUser(ctx);
    await next();
  };

export const requireRole = (...allowed: readonly Role[]): Middleware<AppState> =>
  async function requireRole(ctx, next) {
    assertRole(ctx, allowed);
    await next();
  };

/**
 * A router under `prefix` whose every route first passes `guards`. Not `router.use(guard)`: under a prefix,
 * @koa/router (15.7) compiles such a layer's path as a case-sensitive RegExp while the routes match any case, so
 * `/api/Portal/categories` reached a portal route without its guard. A use-layer with an explicit empty path is
 * compiled as the routes are, so it matches whatever the routes match.
 */
export const guardedRouter = (prefix: string, ...guards: Middleware<AppState>[]): Router<AppState> => {
  const router = new Router<AppState>({ prefix });
  return guards.length === 0 ? router : router.use('', ...guards);
};

/**
 * The store code an admin call is about: `storeCode` of the query or the JSON body. Undefined when absent or
 * not b2c/b2b, and the area guard then applies the stricter b2b rules (fail closed).
 */
export const requestedStoreCode = (ctx: Context): StoreCode | undefined => {
  const body: unknown = ctx.request.body;
  const fromBody = typeof body === 'object' && body !== null ? (body as { storeCode?: unknown }).storeCode : undefined;
  const value = ctx.query.storeCode ?? fromBody;
  const code = typeof value === 'string' ? value.toLowerCase() : undefined;
  return isStoreCode(code) ? code : undefined;
};

/** The roles of an admin area for this request (back-office.md section 6). */
export const areaRolesFor = (ctx: Context, area: AdminArea): readonly Role[] =>
  adminAreaRoles(area, requestedStoreCode(ctx) ?? unnamedStoreOf(area));

/**
 * The store a call that names none is judged for: the stricter b2b row (fail closed), unless the area has no b2b row
 * at all (provinceStates is the public store's only), when the call can only be about b2c. The route still requires
 * and checks the store it acts on.
 */
export const unnamedStoreOf = (area: AdminArea): StoreCode => (adminAreaRoles(area, 'b2b').length > 0 ? 'b2b' : 'b2c');

export const requireArea = (area: AdminArea): Middleware<AppState> =>
  async function requireArea(ctx, next) {
    assertRole(ctx, areaRolesFor(ctx, area));
    await next();
  };

/**
 * The route parameter `param` must be the signed-in user's own id; another user's id is 403. A plain Koa middleware
 * reading the router's `params`: typed as the router's middleware, it made every route's context invariant, and
 * whether a route mixing it with handlers of a wider context compiled depended on the order TypeScript met files.
 */
export const requireSelf = (param = 'userId'): Middleware<AppState> =>
  async function requireSelf(ctx, next) {
    const user = signedInUser(ctx);
    const params: unknown = Reflect.get(ctx, 'params');
    const value = typeof params === 'object' && params !== null ? Reflect.get(params, param) : undefined;
    if (value !== user.id) throw forbidden();
    await next();
  };

/**
 * A resource the caller must own (a cart, an order): given as found (or null), its owner's id read by `ownerOf`.
 * Missing, or someone else's, answers the same 404, so ids of other users cannot be probed.
 */
export const ownedOr404 = <T>(
  ctx: Context,
  resource: T | null | undefined,
  ownerOf: (resource: T) => string,
  notFoundCode = 'resource.notFound',
): T => {
  const user = signedInUser(ctx);
  if (resource === null || resource === undefined || ownerOf(resource) !== user.id) {
    throw new ProblemError(404, notFoundCode);
  }
  return resource;
};
