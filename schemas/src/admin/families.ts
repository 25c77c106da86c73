/**
 * Every admin family of the back office, one module each (`families/`): the one list the API's served families,
 * gateway entities and area guard, and the web's family areas and their screens, are derived from. Adding a family
 * is a module here and its resource (or router) on the server. The order is the spec's (§7).
 */
import type { Language } from '../language.ts';
import type { StoreCode } from '../store.ts';
import { bannersFamily } from './families/banners/family.ts';
import { categoriesFamily } from './families/categories/family.ts';
import { contentsFamily } from './families/contents/family.ts';
import { discountsFamily } from './families/discounts/family.ts';
import { inventoryFamily } from './families/inventory/family.ts';
import { notesFamily } from './families/notes/family.ts';
import { noticesFamily } from './families/notices/family.ts';
import { parksCanadaFamily } from './families/parksCanada/family.ts';
import { paymentsFamily } from './families/payments/family.ts';
import { pricesFamily } from './families/prices/family.ts';
import { productAttributesFamily } from './families/productAttributes/family.ts';
import { productsFamily } from './families/products/family.ts';
import { provinceStatesFamily } from './families/provinceStates/family.ts';
import { reportsFamily } from './families/reports/family.ts';
import { revisionsFamily } from './families/revisions/family.ts';
import { settingsFamily } from './families/settings/family.ts';
import { shippingsFamily } from './families/shippings/family.ts';
import { tracersFamily } from './families/tracers/family.ts';
import { usersFamily } from './families/users/family.ts';
import type { AdminFamilySpec } from './family.ts';

export const adminFamilyDescriptors = [
  productsFamily,
  bannersFamily,
  contentsFamily,
  categoriesFamily,
  pricesFamily,
  noticesFamily,
  notesFamily,
  discountsFamily,
  shippingsFamily,
  tracersFamily,
  revisionsFamily,
  productAttributesFamily,
  provinceStatesFamily,
  settingsFamily,
  usersFamily,
  reportsFamily,
  inventoryFamily,
  paymentsFamily,
  parksCanadaFamily,
] as const;

export type AdminFamilyDescriptor = (typeof adminFamilyDescriptors)[number];
/** The spec's family names (§7), as they appear in the path. */
export type AdminFamily = AdminFamilyDescriptor['family'];

export const adminFamilies: readonly AdminFamily[] = adminFamilyDescriptors.map((descriptor) => descriptor.family);

const descriptorsByFamily: ReadonlyMap<string, AdminFamilyDescriptor> = new Map(
  adminFamilyDescriptors.map((descriptor) => [descriptor.family, descriptor]),
);

/** A family's descriptor by its name, as the spec type (its optional parts readable on any family). */
export const adminFamilySpec = (family: AdminFamily): AdminFamilySpec => {
  const descriptor = descriptorsByFamily.get(family);
  if (descriptor === undefined) throw new Error(`unknown admin family ${family}`);
  return descriptor;
};

/** The families whose area is theirs: its screens are the family's (the others are edited in another area). */
export type AreaFamilyDescriptor = Extract<AdminFamilyDescriptor, Readonly<{ screens: readonly string[] }>>;
export type AdminFamilyArea = AreaFamilyDescriptor['area'];

const isAreaFamily = (descriptor: AdminFamilyDescriptor): descriptor is AreaFamilyDescriptor =>
  descriptor.screens !== null;

export const areaFamilyDescriptors: readonly AreaFamilyDescriptor[] = adminFamilyDescriptors.filter(isAreaFamily);

/** The family whose screens an area is, if it is one. */
export const areaFamilyOf = (area: string): AreaFamilyDescriptor | undefined =>
  areaFamilyDescriptors.find((descriptor) => descriptor.area === area);

/** The store an area exists in when it is in one only (its family's only store), else null. */
export const onlyStoreOf = (area: string): StoreCode | null => {
  const stores = areaFamilyOf(area)?.stores ?? [];
  return stores.length === 1 ? (stores[0] ?? null) : null;
};

/** The names of the families' own areas in one language (the admin texts' `areas`, beside the shell's own). */
export const familyAreaLabels = (language: Language): Readonly<Record<AdminFamilyArea, string>> =>
  Object.fromEntries(
    areaFamilyDescriptors.map((descriptor) => [descriptor.area, descriptor.label[language]]),
  ) as Record<AdminFamilyArea, string>;
