import { defineAdminFamily } from '../../family.ts';

export const categoriesFamily = defineAdminFamily({
  family: 'Categories',
  entityType: 'Category',
  label: { en: 'Categories', fr: 'Catégories' },
  screens: ['create', 'clone', 'edit', 'delete'],
  menu: 30,
  multipart: {
    dtoPart: 'categoryDto',
    uploads: { image_EN: { part: 'files_en', many: false }, image_FR: { part: 'files_fr', many: false } },
  },
});
