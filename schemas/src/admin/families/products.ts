import { adminVerbs, defineAdminFamily } from '../family.ts';

export const productsFamily = defineAdminFamily({
  family: 'Products',
  area: 'products',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Product',
  screens: ['create', 'import', 'clone', 'edit', 'delete'],
  roles: ['LMG', 'SuperUser'],
  menu: 40,
  multipart: {
    dtoPart: 'productDto',
    uploads: {
      images_EN: { part: 'files_en', many: true },
      images_FR: { part: 'files_fr', many: true },
      samplePdf: { part: 'pdfs', many: false },
    },
  },
});
