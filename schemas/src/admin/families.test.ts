import { describe, expect, it } from 'vitest';
import { adminMenuAreas, isAdminAreaInStore } from '../adminMenu.ts';
import { revisionEntityTypes } from '../revisions.ts';
import { adminAreaRoles, adminAreas } from '../roles.ts';
import { type StoreCode, storeCodes } from '../store.ts';
import {
  type AdminFamilyDescriptor,
  adminFamilyDescriptors,
  areaFamilyDescriptors,
  areaFamilyOf,
  onlyStoreOf,
} from './families.ts';
import { adminVerbs, defineAdminFamily, rowActionPath, rowActionsOf, updateOnlyVerbs } from './family.ts';

const names = (values: readonly string[]) => values.map((value) => value.toLowerCase());
const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the admin family descriptors, against each other', () => {
  it('name each family and gateway entity once, whatever the case (paths are read in lower case)', () => {
    expect(duplicates(names(adminFamilyDescriptors.map((descriptor) => descriptor.family)))).toEqual([]);
    expect(duplicates(names(adminFamilyDescriptors.map((descriptor) => descriptor.entity)))).toEqual([]);
  });

  it('use known areas, stores, verbs and revision entity types', () => {
    for (const descriptor of adminFamilyDescriptors) {
      expect(adminAreas, descriptor.family).toContain(descriptor.area);
      expect(descriptor.stores.length, descriptor.family).toBeGreaterThan(0);
      for (const store of descriptor.stores) expect(storeCodes, descriptor.family).toContain(store);
      expect(descriptor.verbs, descriptor.family).toContain('GetAll');
      for (const verb of descriptor.verbs) expect(adminVerbs, descriptor.family).toContain(verb);
      if (descriptor.entityType !== null) expect(revisionEntityTypes).toContain(descriptor.entityType);
    }
  });

  it('give each area the screens of one family at most; a family without screens is edited in such an area', () => {
    expect(duplicates(areaFamilyDescriptors.map((descriptor) => descriptor.area))).toEqual([]);
    for (const descriptor of adminFamilyDescriptors) {
      expect(areaFamilyOf(descriptor.area), descriptor.family).toBeDefined();
      expect(duplicates([...(descriptor.screens ?? [])]), descriptor.family).toEqual([]);
    }
  });

  it('make an area store-only exactly when its family is, and the role table gives nobody the other store', () => {
    for (const area of adminAreas) {
      const stores: readonly StoreCode[] = areaFamilyOf(area)?.stores ?? storeCodes;
      for (const store of storeCodes) {
        const exists = stores.includes(store);
        expect(isAdminAreaInStore(area, store), `${area} ${store}`).toBe(exists);
        if (!exists) expect(adminAreaRoles(area, store), `${area} ${store}`).toEqual([]);
      }
    }
    expect(onlyStoreOf('provinceStates')).toBe('b2c');
    expect(onlyStoreOf('inventory')).toBe('b2b');
    expect(onlyStoreOf('products')).toBeNull();
    expect(onlyStoreOf('orders')).toBeNull();
  });

  it('defines a family from its declaration, its gateway entity the family unless told', () => {
    // A family only a test knows: what a new family's module declares.
    const samples = defineAdminFamily({
      family: 'Samples',
      area: 'products',
      stores: ['b2b'],
      verbs: updateOnlyVerbs,
      entityType: null,
      label: { en: 'Samples', fr: 'Échantillons' },
      screens: ['edit'],
      roles: ['LMG'],
      menu: 45,
    });
    expect(samples).toEqual({
      family: 'Samples',
      entity: 'Samples',
      area: 'products',
      stores: ['b2b'],
      verbs: ['GetAll', 'GetById', 'Update'],
      entityType: null,
      label: { en: 'Samples', fr: 'Échantillons' },
      screens: ['edit'],
      roles: ['LMG'],
      menu: 45,
    });
    expect(defineAdminFamily({ ...samples, entity: 'Sample' }).entity).toBe('Sample');
  });
});

describe('what the descriptors decide for the role table, the menu and the lists', () => {
  it('give a family area the roles its descriptor names, in its stores only', () => {
    for (const descriptor of areaFamilyDescriptors) {
      for (const store of storeCodes) {
        const stores: readonly StoreCode[] = descriptor.stores;
        const expected = stores.includes(store) ? descriptor.roles : [];
        expect(adminAreaRoles(descriptor.area, store), `${descriptor.area} ${store}`).toEqual(expected);
      }
    }
  });

  it('place each family area with a menu position in the menu, in the order of the positions', () => {
    const menu = adminMenuAreas('LMG', 'b2b').filter((area) => areaFamilyOf(area) !== undefined);
    const placed = areaFamilyDescriptors
      .filter((descriptor) => descriptor.menu !== null && (descriptor.stores as readonly StoreCode[]).includes('b2b'))
      .filter((descriptor) => descriptor.roles.includes('LMG'))
      .toSorted((a, b) => (a.menu ?? 0) - (b.menu ?? 0))
      .map((descriptor) => descriptor.area);
    expect(menu).toEqual(placed);
  });

  it('offer a row the actions whose screen the family has and whose verb it serves', () => {
    const byFamily = new Map<string, AdminFamilyDescriptor>(
      adminFamilyDescriptors.map((descriptor) => [descriptor.family, descriptor]),
    );
    const actionsOf = (family: string) => {
      const descriptor = byFamily.get(family);
      if (descriptor === undefined) throw new Error(family);
      return rowActionsOf(descriptor);
    };
    expect(actionsOf('Users')).toEqual(['details', 'edit', 'remove']);
    expect(actionsOf('Categories')).toEqual(['edit', 'clone', 'remove']);
    // Update-only: no Delete, whatever screens it has.
    expect(actionsOf('Payments')).toEqual(['details', 'edit']);
    expect(actionsOf('Settings')).toEqual(['edit']);
    // Its edit screen is called adjust.
    expect(actionsOf('Inventory')).toEqual(['edit']);
    // Edited in the products area: no screens of its own, so no row actions.
    expect(actionsOf('Notices')).toEqual([]);
    expect(actionsOf('Reports')).toEqual([]);
  });

  it("opens a row action at the family's own word for its screen", () => {
    const inventory = adminFamilyDescriptors.find((descriptor) => descriptor.family === 'Inventory');
    const users = adminFamilyDescriptors.find((descriptor) => descriptor.family === 'Users');
    if (inventory === undefined || users === undefined) throw new Error('families');
    expect(rowActionPath(inventory, 'edit', 'sku 1')).toBe('adjust/sku%201');
    expect(rowActionPath(users, 'remove', 'u1')).toBe('delete/u1');
  });

  it('lets a test-only family declare everything the back office needs of it', () => {
    const samples = defineAdminFamily({
      family: 'Samples',
      area: 'samples',
      stores: ['b2c'],
      verbs: adminVerbs,
      entityType: null,
      label: { en: 'Samples', fr: 'Échantillons' },
      screens: ['create', 'edit', 'delete', 'details'],
      roles: ['LMG', 'SuperUser'],
      menu: 55,
    });
    expect(rowActionsOf(samples)).toEqual(['details', 'edit', 'remove']);
    expect(rowActionPath(samples, 'details', 's/1')).toBe('details/s%2F1');
  });
});
