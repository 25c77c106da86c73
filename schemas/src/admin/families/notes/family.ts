import { defineAdminFamily } from '../../family.ts';

export const notesFamily = defineAdminFamily({
  family: 'Notes',
  entityType: 'Note',
  label: { en: 'Notes', fr: 'Notes' },
  screens: ['create', 'edit', 'clone', 'delete'],
  menu: 120,
  multipart: { dtoPart: 'noteDto' },
});
