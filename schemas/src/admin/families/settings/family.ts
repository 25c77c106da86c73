import { defineAdminFamily, updateOnlyVerbs } from '../../family.ts';

export const settingsFamily = defineAdminFamily({
  family: 'Settings',
  verbs: updateOnlyVerbs,
  entityType: 'Settings',
  label: { en: 'Settings', fr: 'Paramètres' },
  screens: ['edit'],
  menu: 160,
});
