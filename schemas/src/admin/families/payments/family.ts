import { defineAdminFamily, readOnlyVerbs } from '../../family.ts';

export const paymentsFamily = defineAdminFamily({
  family: 'Payments',
  // Read-only (§7): Create, Update and Delete answer 405. Its edit screen appends a staff annotation instead.
  verbs: readOnlyVerbs,
  rowActions: ['details', 'edit'],
  screenSaves: { edit: 'Annotate' },
  entityType: null,
  label: { en: 'Payments', fr: 'Paiements' },
  screens: ['details', 'edit'],
  menu: 60,
});
