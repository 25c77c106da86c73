import { defineAdminFamily } from '../family.ts';

export const reportsFamily = defineAdminFamily({
  family: 'Reports',
  area: 'reports',
  stores: ['b2c', 'b2b'],
  verbs: ['GetAll', 'GetById'],
  entityType: null,
  // `view/{reportId}?{filter}`: the report the build form asked for.
  screens: ['build', 'view'],
  roles: ['LMG', 'SuperUser'],
  menu: 140,
});
