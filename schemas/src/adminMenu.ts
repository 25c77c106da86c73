import { areaFamilyDescriptors, onlyStoreOf } from './admin/families.ts';
import { type AdminArea, adminAreas, canAccessAdminArea, type Role, type ShellArea } from './roles.ts';
import type { StoreCode } from './store.ts';

/**
 * Areas that exist in one store only (back-office.md section 2) are those of a family of one store (families.ts):
 * province and state taxes, inventory, tracers, the agency's places. Elsewhere the area is not there at all: no menu
 * item, and its address is the not-found screen.
 */
export const isAdminAreaInStore = (area: AdminArea, store: StoreCode): boolean => {
  const only = onlyStoreOf(area);
  return only === null || only === store;
};

export const isAdminArea = (value: unknown): value is AdminArea => adminAreas.includes(value as AdminArea);

/**
 * The left menu, in its order: the shell's areas at their places, each family's area at its descriptor's (`menu`).
 * `account` is reached from the top bar's Profile and `ajvtest` shows nothing, so they are not listed. `payments`
 * is its list of the store's payments (issue 14), also opened from an order's details.
 */
const shellMenu = [
  ['dashboard', 10],
  ['orders', 20],
  ['migration', 200],
  ['ops', 210],
] as const satisfies readonly (readonly [ShellArea, number])[];

const menuOrder: readonly AdminArea[] = [
  ...shellMenu,
  ...areaFamilyDescriptors.flatMap((descriptor) =>
    descriptor.menu === null ? [] : [[descriptor.area, descriptor.menu] as const],
  ),
]
  .sort((a, b) => a[1] - b[1])
  .map(([area]) => area);

/**
 * The menu of a role in a store (section 6): what the role may open there and what exists there. The spec's
 * "Dashboard and Orders for all signed-in roles" relies on its route guards to refuse the rest; listing only what
 * opens gives the same menu to every role that can see the admin screens, and no dead link to the others.
 */
export const adminMenuAreas = (role: Role | undefined, store: StoreCode): readonly AdminArea[] =>
  menuOrder.filter((area) => isAdminAreaInStore(area, store) && canAccessAdminArea(role, area, store));

/** The dashboard's quick links (section 1), each with the admin path it opens under /{lng}/admin/{store}/. */
export const dashboardCards = {
  checkOrders: 'orders',
  orders: 'orders',
  shipping: 'shippings',
  discounts: 'discounts',
  reports: 'reports',
  newCategory: 'categories/create',
  newProduct: 'products/create',
  newUser: 'users/create',
  changeSettings: 'settings/edit/store',
} as const;
export type DashboardCard = keyof typeof dashboardCards;

/** Administrator sees only Check Orders; the other roles the eight cards. */
export const dashboardCardsOf = (role: Role): readonly DashboardCard[] =>
  role === 'Administrator'
    ? ['checkOrders']
    : ['orders', 'shipping', 'discounts', 'reports', 'newCategory', 'newProduct', 'newUser', 'changeSettings'];

/** The store switch (b2c/b2b) is hidden for Administrator, whose only store is b2c (section 6). */
export const hasStoreSwitch = (role: Role): boolean => role !== 'Administrator';
