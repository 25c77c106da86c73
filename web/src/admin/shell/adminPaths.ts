import { isAdminArea } from '@parks/schemas/adminMenu';
import type { Language } from '@parks/schemas/language';
import type { AdminArea } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';

/** An area with a path of its own: the dashboard is the store's root, /{lng}/admin/{store}. */
export type PathArea = Exclude<AdminArea, 'dashboard'>;

/**
 * The sub-paths of each area (back-office.md section 2): `{area}`, `{area}/{action}` and `{area}/{action}/{id}`.
 * `account/profile` takes no id. Anything else under an area is the not-found screen.
 */
const areaActions: Readonly<Record<PathArea, readonly string[]>> = {
  orders: ['details', 'edit', 'editStatus', 'note', 'email', 'refund'],
  account: ['profile'],
  categories: ['create', 'clone', 'edit', 'delete'],
  products: ['create', 'import', 'clone', 'edit', 'delete'],
  users: ['create', 'edit', 'delete', 'details'],
  banners: ['create', 'edit', 'delete'],
  notes: ['create', 'edit', 'clone', 'delete'],
  contents: ['create', 'edit', 'delete'],
  provinceStates: ['edit'],
  payments: ['details', 'edit'],
  settings: ['edit'],
  // §2 names `prices/edit/{id?}`; the list's add button opens `create`, the server's create form, as elsewhere.
  prices: ['create', 'edit'],
  discounts: ['create', 'generate', 'edit', 'delete'],
  shippings: ['create', 'edit', 'delete'],
  revisions: ['details', 'json', 'edit'],
  tracers: ['create', 'edit', 'delete'],
  // `view/{reportId}?{filter}`: the report the build form asked for.
  reports: ['build', 'view'],
  inventory: ['adjust'],
  migration: ['migrate'],
  parksCanada: ['create', 'edit', 'delete'],
  ajvtest: [],
  ops: [],
};

export type AdminLocation = Readonly<{ area: AdminArea; action: string | null; id: string | null }>;

/** The segments after /{lng}/admin/{store}: the dashboard, an area screen, or null (not found). */
export const parseAdminPath = (segments: readonly string[]): AdminLocation | null => {
  if (segments.length === 0) return { area: 'dashboard', action: null, id: null };
  const [area, action, id, ...more] = segments;
  if (!isAdminArea(area) || area === 'dashboard' || more.length > 0) return null;
  if (action === undefined) return { area, action: null, id: null };
  if (!areaActions[area].includes(action)) return null;
  if (area === 'account' && id !== undefined) return null;
  return { area, action, id: id ?? null };
};

/** The address of an admin screen: `rest` is the path under the store ('' for the dashboard). */
export const adminPath = (lng: Language, store: StoreCode, rest = ''): string =>
  `/${lng}/admin/${store}${rest === '' ? '' : `/${rest}`}`;

/** The portal login with the original path and query as the redirect (section 6, route guards). */
export const loginPath = (lng: Language, pathAndQuery: string): string =>
  `/${lng}/portal/login?redirect=${encodeURIComponent(pathAndQuery)}`;
