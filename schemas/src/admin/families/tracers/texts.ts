import { bilingual } from '../../../texts/bilingual.ts';

/** The screen texts of Tracers. */
export const tracersScreen = bilingual({
  en: {
    'title.list': 'Tracers',
    'title.create': 'New tracer',
    'title.clone': 'Clone tracer',
    'title.edit': 'Edit tracer',
    'title.delete': 'Delete tracer',
    'title.details': 'Tracer details',
    general: 'Tracer',
    tracerId: 'Tracer',
    categories: 'Categories',
  },
  fr: {
    'title.list': 'Traceurs',
    'title.create': 'Nouveau traceur',
    'title.clone': 'Cloner le traceur',
    'title.edit': 'Modifier le traceur',
    'title.delete': 'Supprimer le traceur',
    'title.details': 'Détails du traceur',
    general: 'Traceur',
    tracerId: 'Traceur',
    categories: 'Catégories',
  },
});
