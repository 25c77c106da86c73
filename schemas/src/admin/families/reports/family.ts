import { defineAdminFamily } from '../../family.ts';

export const reportsFamily = defineAdminFamily({
  family: 'Reports',
  verbs: ['GetAll', 'GetById'],
  entityType: null,
  // `view/{reportId}?{filter}`: the report the build form asked for.
  label: { en: 'Reports', fr: 'Rapports' },
  screens: ['build', 'view'],
  menu: 140,
});
