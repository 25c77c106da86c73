import { defineAdminFamily } from '../../family.ts';

export const parksCanadaFamily = defineAdminFamily({
  family: 'ParksCanada',
  // The single-location passes are the public store's.
  stores: ['b2c'],
  // The agency's places are categories too, seen through their own area: Revisions edits them as categories.
  entityType: 'Category',
  label: { en: 'Parks Canada', fr: 'Parcs Canada' },
  screens: ['create', 'edit', 'delete'],
  menu: 190,
});
