import { defineAdminFamily } from '../../family.ts';

export const revisionsFamily = defineAdminFamily({
  family: 'Revisions',
  verbs: ['GetAll', 'GetById', 'Update', 'Delete'],
  entityType: null,
  label: { en: 'Revisions', fr: 'Révisions' },
  screens: ['details', 'json', 'edit'],
  menu: 150,
  multipart: { dtoPart: 'revisionDto' },
});
