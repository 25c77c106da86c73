import { defineAdminFamily, updateOnlyVerbs } from '../family.ts';

export const settingsFamily = defineAdminFamily({
  family: 'Settings',
  verbs: updateOnlyVerbs,
  entityType: 'Settings',
  screens: ['edit'],
  menu: 160,
});
