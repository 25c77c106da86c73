import { adminVerbs, defineAdminFamily } from '../family.ts';

export const bannersFamily = defineAdminFamily({
  family: 'Banners',
  area: 'banners',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Banner',
  screens: ['create', 'edit', 'delete'],
  roles: ['LMG', 'SuperUser'],
  menu: 100,
  multipart: { dtoPart: 'bannerDto', uploads: { imageUrl: { part: 'files', many: false } } },
});
