import { adminVerbs, defineAdminFamily } from '../family.ts';

export const discountsFamily = defineAdminFamily({
  family: 'Discounts',
  area: 'discounts',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Discount',
  screens: ['create', 'generate', 'edit', 'delete'],
  roles: ['LMG', 'SuperUser'],
  menu: 70,
});
