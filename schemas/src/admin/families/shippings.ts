import { defineRevisionFamily } from '../family.ts';

export const shippingsFamily = defineRevisionFamily({
  family: 'Shippings',
  entityType: 'Shipping',
  screens: ['create', 'edit', 'delete'],
  menu: 80,
  multipart: { dtoPart: 'shippingDto' },
});
