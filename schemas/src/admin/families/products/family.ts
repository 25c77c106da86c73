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
      // §7: the family's `pdfs` part is the sample of both languages; the gateway's `pdfs_en`/`pdfs_fr` one each.
      samplePdf_EN: { part: 'pdfs_en', many: false, orPart: 'pdfs' },
      samplePdf_FR: { part: 'pdfs_fr', many: false, orPart: 'pdfs' },
    },
  },
});
