import { defineAdminFamily, updateOnlyVerbs } from '../../family.ts';

export const paymentsFamily = defineAdminFamily({
  family: 'Payments',
  // Read-only but for a staff annotation: Create and Delete answer 405.
  verbs: updateOnlyVerbs,
  entityType: null,
  label: { en: 'Payments', fr: 'Paiements' },
  screens: ['details', 'edit'],
  menu: 60,
});
