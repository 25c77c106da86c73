import { defineRevisionFamily } from '../family.ts';

export const notesFamily = defineRevisionFamily({
  family: 'Notes',
  entityType: 'Note',
  screens: ['create', 'edit', 'clone', 'delete'],
  menu: 120,
  multipart: { dtoPart: 'noteDto' },
});
