import { htmlLang, isLanguage, type Language } from '@parks/schemas/language';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router-dom';

/** The language is the first path segment; switching rewrites it and keeps the rest and the query. */
export function LanguageLayout() {
  const { lng } = useParams();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language: Language | null = isLanguage(lng) ? lng : null;

  useEffect(() => {
    if (!language) return;
    void i18n.changeLanguage(language);
    document.documentElement.lang = htmlLang[language];
    document.title = i18n.t('site.title', { lng: language });
  }, [language, i18n]);

  if (!language) return <Navigate to="/en" replace />;
  const other: Language = language === 'en' ? 'fr' : 'en';
  const switched = `/${other}${location.pathname.slice(language.length + 1)}${location.search}`;

  return (
    <>
      <header>
        <a href="#main" className="skip-link">
          {t('site.skipToContent')}
        </a>
        <nav aria-label={t('site.languageNav')}>
          <Link to={switched} lang={htmlLang[other]}>
            {t('site.otherLanguage')}
          </Link>
        </nav>
        <p>{t('site.title')}</p>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
