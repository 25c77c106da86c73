import { defineAdminFamily } from '../family.ts';

export const discountsFamily = defineAdminFamily({
  family: 'Discounts',
  entityType: 'Discount',
  screens: ['create', 'generate', 'edit', 'delete'],
  menu: 70,
});
