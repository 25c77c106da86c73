import { defineAdminFamily } from '../../family.ts';

export const bannersFamily = defineAdminFamily({
  family: 'Banners',
  entityType: 'Banner',
  label: { en: 'Banners', fr: 'Bannières' },
  screens: ['create', 'edit', 'delete'],
  menu: 100,
  multipart: { dtoPart: 'bannerDto', uploads: { imageUrl: { part: 'files', many: false } } },
});
