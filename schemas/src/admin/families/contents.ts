import { adminVerbs, defineAdminFamily } from '../family.ts';

export const contentsFamily = defineAdminFamily({
  family: 'Contents',
  area: 'contents',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Content',
  screens: ['create', 'edit', 'delete'],
  roles: ['LMG', 'SuperUser'],
  menu: 110,
  multipart: { dtoPart: 'contentDto', uploads: { imageUrl: { part: 'files', many: false } } },
});
