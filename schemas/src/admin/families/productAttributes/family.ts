import { defineAdminFamily } from '../../family.ts';

export const productAttributesFamily = defineAdminFamily({
  family: 'ProductAttributes',
  // §6 names no attributes area: they describe products, so the products row applies.
  area: 'products',
  entityType: 'ProductAttribute',
  screens: null,
  multipart: { dtoPart: 'productAttributeDto' },
});
