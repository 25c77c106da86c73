import { htmlLang, type Language } from '@parks/schemas/language';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type SiteTitle, setDocumentMeta } from '../lib/documentMeta.ts';
import { useAppDispatch } from './hooks.ts';
import { languageChosen } from './session.ts';

/**
 * The language of a frame (the store, the portal, the back office) from its URL: the session's, i18next's and
 * <html lang>, with the frame's site title and description. A layout effect runs before the screens' effects, so
 * a screen's own title (set in an effect) wins.
 */
export const usePageLanguage = (language: Language, siteTitle: SiteTitle): void => {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(languageChosen(language));
    void i18n.changeLanguage(language);
    document.documentElement.lang = htmlLang[language];
    setDocumentMeta(i18n.t(siteTitle, { lng: language }), i18n.t('site.description', { lng: language }));
  }, [language, siteTitle, i18n, dispatch]);
};
