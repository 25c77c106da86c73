import { defineAdminFamily } from '../../family.ts';

export const productsFamily = defineAdminFamily({
  family: 'Products',
  entityType: 'Product',
  label: { en: 'Products', fr: 'Produits' },
  screens: ['create', 'import', 'clone', 'edit', 'delete'],
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
