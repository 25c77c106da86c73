import { adminVerbs, defineAdminFamily } from '../family.ts';

export const parksCanadaFamily = defineAdminFamily({
  family: 'ParksCanada',
  area: 'parksCanada',
  // The single-location passes are the public store's.
  stores: ['b2c'],
  verbs: adminVerbs,
  // The agency's places are categories too, seen through their own area: Revisions edits them as categories.
  entityType: 'Category',
  screens: ['create', 'edit', 'delete'],
  roles: ['LMG', 'SuperUser'],
  menu: 190,
});
