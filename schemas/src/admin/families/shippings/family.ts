import { defineAdminFamily } from '../../family.ts';

export const shippingsFamily = defineAdminFamily({
  family: 'Shippings',
  entityType: 'Shipping',
  label: { en: 'Shipping', fr: 'Expédition' },
  screens: ['create', 'edit', 'delete'],
  menu: 80,
  multipart: { dtoPart: 'shippingDto' },
});
