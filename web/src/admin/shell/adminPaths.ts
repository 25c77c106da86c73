import { type AdminFamilyArea, areaFamilyOf } from '@parks/schemas/admin/families';
import { isAdminArea } from '@parks/schemas/adminMenu';
import type { Language } from '@parks/schemas/language';
import type { AdminArea } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';

/** An area with a path of its own: the dashboard is the store's root, /{lng}/admin/{store}. */
export type PathArea = Exclude<AdminArea, 'dashboard'>;

/**
 * The sub-paths of each area (back-office.md section 2): `{area}`, `{area}/{action}` and `{area}/{action}/{id}`.
 * A family's area has its family's screens (families.ts); these are the others'. `account/profile` takes no id.
 * Anything else under an area is the not-found screen.
 */
const otherAreaActions: Readonly<Record<Exclude<PathArea, AdminFamilyArea>, readonly string[]>> = {
  orders: ['details', 'edit', 'editStatus', 'note', 'email', 'refund'],
  account: ['profile'],
  migration: ['migrate'],
  ajvtest: [],
  ops: [],
};

const isFamilyArea = (area: PathArea): area is AdminFamilyArea => !Object.hasOwn(otherAreaActions, area);

const areaActions = (area: PathArea): readonly string[] =>
  isFamilyArea(area) ? (areaFamilyOf(area)?.screens ?? []) : otherAreaActions[area];

export type AdminLocation = Readonly<{ area: AdminArea; action: string | null; id: string | null }>;

/** The segments after /{lng}/admin/{store}: the dashboard, an area screen, or null (not found). */
export const parseAdminPath = (segments: readonly string[]): AdminLocation | null => {
  if (segments.length === 0) return { area: 'dashboard', action: null, id: null };
  const [area, action, id, ...more] = segments;
  if (!isAdminArea(area) || area === 'dashboard' || more.length > 0) return null;
  if (action === undefined) return { area, action: null, id: null };
  if (!areaActions(area).includes(action)) return null;
  if (area === 'account' && id !== undefined) return null;
  return { area, action, id: id ?? null };
};

/** The address of an admin screen: `rest` is the path under the store ('' for the dashboard). */
export const adminPath = (lng: Language, store: StoreCode, rest = ''): string =>
  `/${lng}/admin/${store}${rest === '' ? '' : `/${rest}`}`;

/** The portal login with the original path and query as the redirect (section 6, route guards). */
export const loginPath = (lng: Language, pathAndQuery: string): string =>
  `/${lng}/portal/login?redirect=${encodeURIComponent(pathAndQuery)}`;
