import { htmlLang, isLanguage, type Language } from '@parks/schemas/language';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { Spinner } from '../components/Spinner.tsx';
import { CartCount } from '../features/cart/CartCount.tsx';
import { ContentModal } from '../features/content/ContentModal.tsx';
import { NamedContent } from '../features/content/NamedContent.tsx';
import { NotFound } from '../features/content/NotFound.tsx';
import { StoreAdminNotices } from '../features/content/StoreAdminNotices.tsx';
import { useContentHref } from '../features/content/useContentHref.ts';
import { SearchForm } from '../features/search/SearchForm.tsx';
import { defineGcds } from '../gcds/define.ts';
import { useInAppLinks } from '../gcds/useInAppLinks.ts';
import { setDocumentMeta } from '../lib/documentMeta.ts';
import { isLegacyStorePath, switchLanguagePath } from '../lib/paths.ts';
import { useAppDispatch } from './hooks.ts';
import { languageChosen } from './session.ts';
import { useSplash } from './useSplash.ts';
import './layout.css';

void defineGcds('gcds-header', 'gcds-footer');

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The page frame of every public screen under /{lng}: the GCDS header (skip link, signature, language toggle,
 * search; site title and cart below), the screen, the footers from content and the GCDS footer. The language switch rewrites the first
 * segment and keeps the rest, the query and the hash; the language also sets <html lang>, title and description.
 * A first segment that is not a language is the not-found screen (or a legacy store address: to /).
 */
export function LanguageLayout() {
  const { lng } = useParams();
  const valid = isLanguage(lng);
  const language: Language = valid ? lng : 'en';
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [modal, setModal] = useState<string | null>(null);
  const cartHref = useContentHref('CartPage', language);
  const splash = useSplash();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  useInAppLinks();

  // A layout effect runs before the screens' effects, so a screen's own title (set in an effect) wins.
  useLayoutEffect(() => {
    dispatch(languageChosen(language));
    void i18n.changeLanguage(language);
    document.documentElement.lang = htmlLang[language];
    setDocumentMeta(i18n.t('site.title', { lng: language }), i18n.t('site.description', { lng: language }));
  }, [language, i18n, dispatch]);

  useEffect(() => {
    // Page analytics: every route change is reported (a tag manager reads window.dataLayer when present).
    window.dataLayer?.push({ event: 'pageview', page: `${location.pathname}${location.search}` });
  }, [location.pathname, location.search]);

  useEffect(() => {
    // After an in-app navigation, focus goes to the main region (screen readers start at the new content).
    if (firstPath.current === location.pathname) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const onHashLink = useCallback((name: string) => {
    if (!/^[A-Za-z][\w-]*$/.test(name)) return false;
    setModal(name);
    return true;
  }, []);

  // A legacy address ending in the store segment (/en/store, /fr/ancien/boutique) goes to / whatever its start.
  if (isLegacyStorePath(location.pathname)) return <Navigate to="/" replace />;
  if (splash.name !== null && !/^\/[^/]+\/login(\/|$)/.test(location.pathname)) return <Navigate to="/" replace />;
  const other: Language = language === 'en' ? 'fr' : 'en';

  return (
    <>
      <gcds-header lang-href={switchLanguagePath(location, other)} lang={language}>
        <a slot="skip-to-nav" href="#main" className="skip-link">
          {t('site.skipToContent')}
        </a>
        <div slot="search">
          <SearchForm />
        </div>
        <div slot="menu">
          <div className="site-bar">
            <div className="site-bar-inner">
              <Link to={`/${language}`} className="site-title">
                {t('site.title')}
              </Link>
              <CartCount cartHref={cartHref} />
            </div>
          </div>
          <NamedContent name="HeaderSection" className="header-content" onHashLink={onHashLink} />
        </div>
      </gcds-header>
      <div className="page-notices">
        <StoreAdminNotices />
      </div>
      <main id="main" tabIndex={-1} ref={mainRef}>
        <Suspense fallback={<Spinner />}>{valid ? <Outlet /> : <NotFound />}</Suspense>
      </main>
      <div className="site-footer-content">
        <NamedContent name="TopFooterSection" className="footer-top" onHashLink={onHashLink} />
        <NamedContent name="BottomFooterSection" className="footer-bottom" onHashLink={onHashLink} />
      </div>
      <gcds-footer display="compact" lang={language} />
      <ContentModal name={modal} onClose={() => setModal(null)} />
    </>
  );
}
