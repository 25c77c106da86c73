import { adminVerbs, defineAdminFamily } from '../family.ts';

export const categoriesFamily = defineAdminFamily({
  family: 'Categories',
  area: 'categories',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Category',
  screens: ['create', 'clone', 'edit', 'delete'],
  roles: ['LMG', 'SuperUser'],
  menu: 30,
  multipart: {
    dtoPart: 'categoryDto',
    uploads: { image_EN: { part: 'files_en', many: false }, image_FR: { part: 'files_fr', many: false } },
  },
});
