import { defineAdminFamily, updateOnlyVerbs } from '../family.ts';

export const inventoryFamily = defineAdminFamily({
  family: 'Inventory',
  area: 'inventory',
  // Stock is the portal's printed products'.
  stores: ['b2b'],
  verbs: updateOnlyVerbs,
  entityType: null,
  screens: ['adjust'],
  roles: ['LMG', 'SuperUser'],
  menu: 170,
  screenAliases: { adjust: 'edit' },
});
