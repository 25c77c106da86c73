import { defineAdminFamily } from '../../family.ts';

export const contentsFamily = defineAdminFamily({
  family: 'Contents',
  entityType: 'Content',
  label: { en: 'Contents', fr: 'Contenus' },
  screens: ['create', 'edit', 'delete'],
  menu: 110,
  multipart: { dtoPart: 'contentDto', uploads: { imageUrl: { part: 'files', many: false } } },
});
