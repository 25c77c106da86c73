import { adminVerbs, defineAdminFamily } from '../family.ts';

export const productsFamily = defineAdminFamily({
  family: 'Products',
  area: 'products',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Product',
  screens: ['create', 'import', 'clone', 'edit', 'delete'],
});
