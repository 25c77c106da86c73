import { en as enCommon } from '@parks/schemas/texts/common/en';
import { fr as frCommon } from '@parks/schemas/texts/common/fr';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The language of the first paint: the path's first segment (the layout keeps it in step afterwards). */
export const initialLanguage = (): 'en' | 'fr' =>
  typeof window !== 'undefined' && window.location.pathname.split('/')[1] === 'fr' ? 'fr' : 'en';

void i18next.use(initReactI18next).init({
  resources: { en: { common: enCommon }, fr: { common: frCommon } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
});

export default i18next;
