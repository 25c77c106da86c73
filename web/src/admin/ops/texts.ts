import type { Language } from '@parks/schemas/language';
import { en } from '@parks/schemas/texts/adminOps/en';
import { fr } from '@parks/schemas/texts/adminOps/fr';
import { fillText, pluralText, type SameKeys } from '@parks/schemas/texts/tree';
import { localeOf, useLanguage } from '../../lib/text.ts';

/**
 * The ops page's own words (the server's messages come translated): the catalogue's texts, with the ones that
 * take values turned into functions so the page reads `texts.rebuildOf(name)`.
 */
const opsTextsIn = (language: Language) => {
  const texts: SameKeys<typeof en> = language === 'en' ? en : fr;
  return {
    ...texts,
    rebuildOf: (name: string) => fillText(texts.rebuildOf, { name }),
    progress: (name: string) => fillText(texts.progress, { name }),
    remaining: (count: number, collection: string) =>
      fillText(pluralText(language, texts.remaining, count), {
        count: count.toLocaleString(localeOf(language)),
        collection,
      }),
    rebuildTitle: (name: string) => fillText(texts.rebuildTitle, { name }),
    swapped: (name: string, collection: string) => fillText(texts.swapped, { name, collection }),
    failedJobs: (queue: string) => fillText(texts.failedJobs, { queue }),
    retryOf: (id: string) => fillText(texts.retryOf, { id }),
    retryTitle: (id: string) => fillText(texts.retryTitle, { id }),
  };
};

type OpsTexts = ReturnType<typeof opsTextsIn>;

export const opsTexts: Readonly<Record<Language, OpsTexts>> = { en: opsTextsIn('en'), fr: opsTextsIn('fr') };

export const useOpsTexts = (): OpsTexts => opsTexts[useLanguage()];
