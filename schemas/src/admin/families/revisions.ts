import { defineAdminFamily } from '../family.ts';

export const revisionsFamily = defineAdminFamily({
  family: 'Revisions',
  area: 'revisions',
  stores: ['b2c', 'b2b'],
  verbs: ['GetAll', 'GetById', 'Update', 'Delete'],
  entityType: null,
  screens: ['details', 'json', 'edit'],
  roles: ['LMG', 'SuperUser'],
  menu: 150,
  multipart: { dtoPart: 'revisionDto' },
});
