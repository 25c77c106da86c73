import { bilingual } from '../../../texts/bilingual.ts';

/** The screen texts of Notes: its list, form and fields, and the choices of its dropdowns. */
export const noteLabels = bilingual({
  en: {
    list: 'Notes',
    create: 'New note',
    clone: 'Clone note',
    edit: 'Edit note',
    delete: 'Delete note',
    details: 'Note details',
    add: 'Add note',
    general: 'Note',
    title: 'Title',
    text_EN: 'Text (English)',
    text_FR: 'Text (French)',
  },
  fr: {
    list: 'Notes',
    create: 'Nouvelle note',
    clone: 'Cloner la note',
    edit: 'Modifier la note',
    delete: 'Supprimer la note',
    details: 'Détails de la note',
    add: 'Ajouter une note',
    general: 'Note',
    title: 'Titre',
    text_EN: 'Texte (anglais)',
    text_FR: 'Texte (français)',
  },
});
