import { defineAdminFamily } from '../../family.ts';

export const pricesFamily = defineAdminFamily({
  family: 'Prices',
  entityType: 'Price',
  // §2 names `prices/edit/{id?}`; the list's add button opens `create`, the server's create form, as elsewhere.
  label: { en: 'Prices', fr: 'Prix' },
  screens: ['create', 'edit'],
  // Prices and their history are the LMG's alone (back-office.md §6).
  roles: ['LMG'],
  menu: 50,
  multipart: { dtoPart: 'priceDto' },
});
