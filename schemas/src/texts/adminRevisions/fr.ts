import type { SameKeys } from '../tree.ts';
import type { en } from './en.ts';

/** The French texts of the namespace, typed against the English keys. */
export const fr: SameKeys<typeof en> = {
  tools: 'Comparer et restaurer',
  compareWith: 'Comparer avec la révision',
  compare: 'Comparer',
  noOther: 'Cette entité n’a pas d’autre révision à comparer.',
  diffCaption: 'Changements de la révision no {{from}} à la révision no {{to}}',
  field: 'Champ',
  before: 'Avant',
  after: 'Après',
  same: 'Les deux révisions ont le même contenu.',
  empty: '(vide)',
  restore: 'Restaurer cette révision',
  preview: 'Aperçu dans la boutique',
  confirmRestore: 'Restaurer cette révision?',
  confirmRestoreText:
    'Une nouvelle révision brouillon sera créée avec le contenu de cette révision. Rien n’est encore publié.',
  confirm: 'Restaurer',
  partLabel: '{{label}} : ',
  option: 'no {{number}} ({{status}})',
};
