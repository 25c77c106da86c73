import { adminVerbs, defineAdminFamily } from '../family.ts';

export const pricesFamily = defineAdminFamily({
  family: 'Prices',
  area: 'prices',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Price',
  // §2 names `prices/edit/{id?}`; the list's add button opens `create`, the server's create form, as elsewhere.
  screens: ['create', 'edit'],
  // Prices and their history are the LMG's alone (back-office.md §6).
  roles: ['LMG'],
  menu: 50,
  multipart: { dtoPart: 'priceDto' },
});
