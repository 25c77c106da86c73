import type { Language } from '@parks/schemas/language';
import { useLanguage } from '../../lib/text.ts';

/** The revision screens' own words (the revisions and diffs are the server's, the statuses the catalogue's). */
const en = {
  tools: 'Compare and restore',
  compareWith: 'Compare with revision',
  compare: 'Compare',
  noOther: 'This entity has no other revision to compare with.',
  diffCaption: (from: number, to: number) => `Changes from revision #${from} to revision #${to}`,
  field: 'Field',
  before: 'Before',
  after: 'After',
  same: 'The two revisions hold the same content.',
  empty: '(empty)',
  restore: 'Restore this revision',
  confirmRestore: 'Restore this revision?',
  confirmRestoreText: 'A new draft revision will be created with this revision’s content. Nothing is published yet.',
  confirm: 'Restore',
  option: (number: number, status: string) => `#${number} (${status})`,
} as const;

type RevisionTexts = {
  readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K];
};

const fr: RevisionTexts = {
  tools: 'Comparer et restaurer',
  compareWith: 'Comparer avec la révision',
  compare: 'Comparer',
  noOther: 'Cette entité n’a pas d’autre révision à comparer.',
  diffCaption: (from, to) => `Changements de la révision no ${from} à la révision no ${to}`,
  field: 'Champ',
  before: 'Avant',
  after: 'Après',
  same: 'Les deux révisions ont le même contenu.',
  empty: '(vide)',
  restore: 'Restaurer cette révision',
  confirmRestore: 'Restaurer cette révision?',
  confirmRestoreText:
    'Une nouvelle révision brouillon sera créée avec le contenu de cette révision. Rien n’est encore publié.',
  confirm: 'Restaurer',
  option: (number, status) => `no ${number} (${status})`,
};

const texts: Readonly<Record<Language, RevisionTexts>> = { en, fr };

export const useRevisionTexts = (): RevisionTexts => texts[useLanguage()];
