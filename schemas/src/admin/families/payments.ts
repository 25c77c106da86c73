import { defineAdminFamily, updateOnlyVerbs } from '../family.ts';

export const paymentsFamily = defineAdminFamily({
  family: 'Payments',
  area: 'payments',
  stores: ['b2c', 'b2b'],
  // Read-only but for a staff annotation: Create and Delete answer 405.
  verbs: updateOnlyVerbs,
  entityType: null,
  screens: ['details', 'edit'],
  roles: ['LMG', 'SuperUser'],
  menu: 60,
});
