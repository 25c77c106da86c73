import { describe, expect, it } from 'vitest';
import { isAdminAreaInStore } from '../adminMenu.ts';
import { revisionEntityTypes } from '../revisions.ts';
import { adminAreaRoles, adminAreas } from '../roles.ts';
import { type StoreCode, storeCodes } from '../store.ts';
import { adminFamilyDescriptors, areaFamilyDescriptors, areaFamilyOf, onlyStoreOf } from './families.ts';
import { adminVerbs, defineAdminFamily, updateOnlyVerbs } from './family.ts';

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
      screens: ['edit'],
    });
    expect(samples).toEqual({
      family: 'Samples',
      entity: 'Samples',
      area: 'products',
      stores: ['b2b'],
      verbs: ['GetAll', 'GetById', 'Update'],
      entityType: null,
      screens: ['edit'],
    });
    expect(defineAdminFamily({ ...samples, entity: 'Sample' }).entity).toBe('Sample');
  });
});
