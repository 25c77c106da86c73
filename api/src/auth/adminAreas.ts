/**
 * The back-office role table enforced for every admin call, whoever writes the route and whether or not it
 * remembered its own guard: a request to `/api/<Family>/…` of an admin resource family (spec calls, section 7,
 * and the generic entity gateway `/api/{Entity}/…`) needs a role of the family's area (back-office.md section 6).
 * Families that are not admin ones (account, store, cart, checkout, portal, …) pass through untouched.
 * Routes may still add `requireArea(...)` for clarity; this guard is the floor, not the only check.
 */
import type { AdminArea } from '@parks/schemas/roles';
import type { Middleware } from 'koa';
import type { AppState } from '../state.ts';
import { areaRolesFor, assertRole } from './guards.ts';

/** Admin resource family (lower case, as the first segment after /api) → its area of the role table. */
export const adminFamilies: Readonly<Record<string, AdminArea>> = {
  dashboard: 'dashboard',
  orders: 'orders',
  categories: 'categories',
  products: 'products',
  productattributes: 'products',
  notices: 'products',
  payments: 'payments',
  // Refunds move money: kept to the payments area (LMG, SuperUser) rather than everyone who sees orders.
  refunds: 'payments',
  discounts: 'discounts',
  shippings: 'shippings',
  provincestates: 'provinceStates',
  notes: 'notes',
  contents: 'contents',
  banners: 'banners',
  users: 'users',
  reports: 'reports',
  revisions: 'revisions',
  settings: 'settings',
  inventory: 'inventory',
  parkscanada: 'parksCanada',
  ajvtest: 'ajvtest',
  prices: 'prices',
  tracers: 'tracers',
  migration: 'migration',
};

/** The admin area of a request path, or null when it is not an admin family. Case and repeated slashes do not matter. */
export const adminAreaOfPath = (path: string): AdminArea | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const segments = decoded
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  if (segments[0] !== 'api' || segments[1] === undefined) return null;
  return adminFamilies[segments[1]] ?? null;
};

export const adminAreaGuard = (): Middleware<AppState> =>
  async function adminAreaGuard(ctx, next) {
    const area = adminAreaOfPath(ctx.path);
    if (area !== null) assertRole(ctx, areaRolesFor(ctx, area));
    await next();
  };
