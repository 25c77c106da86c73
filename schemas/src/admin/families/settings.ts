import { defineAdminFamily, updateOnlyVerbs } from '../family.ts';

export const settingsFamily = defineAdminFamily({
  family: 'Settings',
  area: 'settings',
  stores: ['b2c', 'b2b'],
  verbs: updateOnlyVerbs,
  entityType: 'Settings',
  screens: ['edit'],
  roles: ['LMG', 'SuperUser'],
  menu: 160,
});
