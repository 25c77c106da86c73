import { defineAdminFamily, updateOnlyVerbs } from '../../family.ts';

export const inventoryFamily = defineAdminFamily({
  family: 'Inventory',
  // Stock is the portal's printed products'.
  stores: ['b2b'],
  verbs: updateOnlyVerbs,
  entityType: null,
  label: { en: 'Inventory', fr: 'Inventaire' },
  screens: ['adjust'],
  menu: 170,
  screenAliases: { adjust: 'edit' },
});
