import type { Language } from '@parks/schemas/language';
import { en } from '@parks/schemas/texts/adminRevisions/en';
import { fr } from '@parks/schemas/texts/adminRevisions/fr';
import { fillText, type SameKeys } from '@parks/schemas/texts/tree';
import { useLanguage } from '../../lib/text.ts';

/** The revision screens' own words (the revisions and diffs are the server's, the statuses the catalogue's). */
const revisionTextsIn = (language: Language) => {
  const texts: SameKeys<typeof en> = language === 'en' ? en : fr;
  return {
    ...texts,
    diffCaption: (from: number, to: number) => fillText(texts.diffCaption, { from, to }),
    option: (number: number, status: string) => fillText(texts.option, { number, status }),
    partLabel: (label: string) => fillText(texts.partLabel, { label }),
  };
};

type RevisionTexts = ReturnType<typeof revisionTextsIn>;

const texts: Readonly<Record<Language, RevisionTexts>> = { en: revisionTextsIn('en'), fr: revisionTextsIn('fr') };

export const useRevisionTexts = (): RevisionTexts => texts[useLanguage()];
