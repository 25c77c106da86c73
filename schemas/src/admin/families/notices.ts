import { adminVerbs, defineAdminFamily } from '../family.ts';

export const noticesFamily = defineAdminFamily({
  family: 'Notices',
  // §6 names no notices area: category and product notices go with products.
  area: 'products',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Notice',
  screens: null,
  multipart: { dtoPart: 'noticeDto' },
});
