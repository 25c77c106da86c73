import { defineAdminFamily } from '../../family.ts';

export const discountsFamily = defineAdminFamily({
  family: 'Discounts',
  entityType: 'Discount',
  label: { en: 'Discounts', fr: 'Rabais' },
  screens: ['create', 'generate', 'edit', 'delete'],
  menu: 70,
});
