import type { StoreCode } from './store.ts';

/** Staff roles, highest first (back-office.md section 6). */
export const staffRoles = ['LMG', 'SuperUser', 'Administrator', 'Operator'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every signed-in role: staff, plus portal account holders. Anonymous shoppers have no role. */
export const roles = [...staffRoles, 'PortalUser'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);
export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** Admin areas, named as in the admin routes (`/{lng}/admin/{storeCode}/{area}`). */
export const adminAreas = [
  'dashboard',
  'orders',
  'account',
  'categories',
  'products',
  'payments',
  'discounts',
  'shippings',
  'provinceStates',
  'notes',
  'contents',
  'banners',
  'users',
  'reports',
  'revisions',
  'settings',
  'inventory',
  'parksCanada',
  'ajvtest',
  'prices',
  'tracers',
  'migration',
  'ops',
] as const;
export type AdminArea = (typeof adminAreas)[number];

const top: readonly StaffRole[] = ['LMG', 'SuperUser'];
const lmgOnly: readonly StaffRole[] = ['LMG'];

/** Who may enter an area of a store (section 6 table). `account` is open to any signed-in user. */
export const adminAreaRoles = (area: AdminArea, store: StoreCode): readonly Role[] => {
  switch (area) {
    case 'account':
      return roles;
    case 'dashboard':
    case 'orders':
      return store === 'b2c' ? ['LMG', 'SuperUser', 'Administrator'] : top;
    case 'prices':
    case 'migration':
    // Replaying projections and retrying jobs touches every store at once: the people who run the platform.
    case 'ops':
      return lmgOnly;
    // Tracers follow the portal's categories (back-office.md §2: tracers only on b2b).
    case 'tracers':
      return store === 'b2b' ? lmgOnly : [];
    // The agency's places are where the public store's single-location passes are sold: no b2b area.
    case 'parksCanada':
      return store === 'b2c' ? top : [];
    // Stock is the portal's (back-office.md §2: inventory only on b2b).
    case 'inventory':
      return store === 'b2b' ? top : [];
    // The tax records are the public checkout's (issue 12: "ProvinceStates: edit only, b2c only"): no b2b area.
    case 'provinceStates':
      return store === 'b2c' ? top : [];
    default:
      return top;
  }
};

export const canAccessAdminArea = (role: Role | undefined, area: AdminArea, store: StoreCode): boolean =>
  role !== undefined && adminAreaRoles(area, store).includes(role);
