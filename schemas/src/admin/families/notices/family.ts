import { defineAdminFamily } from '../../family.ts';

export const noticesFamily = defineAdminFamily({
  family: 'Notices',
  // §6 names no notices area: category and product notices go with products.
  area: 'products',
  entityType: 'Notice',
  screens: null,
  multipart: { dtoPart: 'noticeDto' },
});
