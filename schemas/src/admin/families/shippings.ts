import { adminVerbs, defineAdminFamily } from '../family.ts';

export const shippingsFamily = defineAdminFamily({
  family: 'Shippings',
  area: 'shippings',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Shipping',
  screens: ['create', 'edit', 'delete'],
  roles: ['LMG', 'SuperUser'],
  menu: 80,
  multipart: { dtoPart: 'shippingDto' },
});
