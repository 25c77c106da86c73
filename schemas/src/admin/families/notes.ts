import { adminVerbs, defineAdminFamily } from '../family.ts';

export const notesFamily = defineAdminFamily({
  family: 'Notes',
  area: 'notes',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: 'Note',
  screens: ['create', 'edit', 'clone', 'delete'],
  roles: ['LMG', 'SuperUser'],
  menu: 120,
  multipart: { dtoPart: 'noteDto' },
});
