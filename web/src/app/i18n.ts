import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import frCommon from '../locales/fr/common.json';

void i18next.use(initReactI18next).init({
  resources: { en: { common: enCommon }, fr: { common: frCommon } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
});

export default i18next;
