import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { en } from '@parks/schemas/texts/adminDefinitions/en';
import { fr } from '@parks/schemas/texts/adminDefinitions/fr';
import { fillText, type SameKeys } from '@parks/schemas/texts/tree';
import { useLanguage } from '../../lib/text.ts';

/**
 * The renderers' own words (everything else a definition draws is the server's, already in the page language).
 * Kept in the admin chunk rather than the store's namespace, so the store's first load carries none of them.
 * A text the server also says (a failed request, a refused area, the uploads' checks) is the shared catalogue's.
 */
const adminTextsIn = (language: Language) => {
  const texts: SameKeys<typeof en> = language === 'en' ? en : fr;
  return {
    ...texts,
    problem: translate(language, 'form.requestFailed'),
    noPermission: translate(language, 'auth.permissionDenied'),
    unsupportedWidget: (name: string) => fillText(texts.unsupportedWidget, { name }),
    valueNumber: (index: number) => fillText(texts.valueNumber, { index }),
    noticeNumber: (index: number) => fillText(texts.noticeNumber, { index }),
    remove: (name: string) => fillText(texts.remove, { name }),
    storedImage: (index: number) => fillText(texts.storedImage, { index }),
    storedFile: (index: number) => fillText(texts.storedFile, { index }),
    imageFailed: (message: string) => fillText(texts.imageFailed, { message }),
    filesChosen: (count: number) => fillText(count === 1 ? texts.filesChosen.one : texts.filesChosen.other, { count }),
    choicesTicked: (count: number, total: number) =>
      fillText(count <= 1 ? texts.choicesTicked.one : texts.choicesTicked.other, { count, total }),
  };
};

export type Texts = ReturnType<typeof adminTextsIn>;

export const adminTexts: Readonly<Record<Language, Texts>> = { en: adminTextsIn('en'), fr: adminTextsIn('fr') };

export const useAdminTexts = (): Texts => adminTexts[useLanguage()];
