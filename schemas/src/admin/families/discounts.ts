import { defineRevisionFamily } from '../family.ts';

export const discountsFamily = defineRevisionFamily({
  family: 'Discounts',
  entityType: 'Discount',
  screens: ['create', 'generate', 'edit', 'delete'],
  menu: 70,
});
