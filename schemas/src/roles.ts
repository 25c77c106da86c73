import { type AdminFamilyDescriptor, adminFamilyDescriptors, areaFamilyOf } from './admin/families.ts';
import type { StoreCode } from './store.ts';

/** Staff roles, highest first (back-office.md section 6). */
export const staffRoles = ['LMG', 'SuperUser', 'Administrator', 'Operator'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every signed-in role: staff, plus portal account holders. Anonymous shoppers have no role. */
export const roles = [...staffRoles, 'PortalUser'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);
export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/**
 * The back office's own areas, which no admin family's screens are (each family's area is in its descriptor,
 * admin/families/): the dashboard, the orders, the account, the validation test page, the data migration and the
 * ops page.
 */
export const shellAreas = ['dashboard', 'orders', 'account', 'ajvtest', 'migration', 'ops'] as const;
export type ShellArea = (typeof shellAreas)[number];

/** Admin areas, named as in the admin routes (`/{lng}/admin/{storeCode}/{area}`): the shell's and the families'. */
export type AdminArea = ShellArea | AdminFamilyDescriptor['area'];
export const adminAreas: readonly AdminArea[] = [
  ...shellAreas,
  ...new Set(adminFamilyDescriptors.map((descriptor) => descriptor.area)),
];

const top: readonly StaffRole[] = ['LMG', 'SuperUser'];
const lmgOnly: readonly StaffRole[] = ['LMG'];

/** Who may enter a shell area of a store (section 6 table). `account` is open to any signed-in user. */
const shellAreaRoles = (area: ShellArea, store: StoreCode): readonly Role[] => {
  switch (area) {
    case 'account':
      return roles;
    case 'dashboard':
    case 'orders':
      return store === 'b2c' ? ['LMG', 'SuperUser', 'Administrator'] : top;
    case 'migration':
    // Replaying projections and retrying jobs touches every store at once: the people who run the platform.
    case 'ops':
      return lmgOnly;
    case 'ajvtest':
      return top;
  }
};

const isShellArea = (area: AdminArea): area is ShellArea => (shellAreas as readonly string[]).includes(area);

/**
 * Who may enter an area of a store (section 6 table): a shell area by its rule above, a family's area by its
 * descriptor's roles in the stores it exists in, and nobody in the others.
 */
export const adminAreaRoles = (area: AdminArea, store: StoreCode): readonly Role[] => {
  if (isShellArea(area)) return shellAreaRoles(area, store);
  const family = areaFamilyOf(area);
  const stores: readonly StoreCode[] = family?.stores ?? [];
  return family !== undefined && stores.includes(store) ? family.roles : [];
};

export const canAccessAdminArea = (role: Role | undefined, area: AdminArea, store: StoreCode): boolean =>
  role !== undefined && adminAreaRoles(area, store).includes(role);
