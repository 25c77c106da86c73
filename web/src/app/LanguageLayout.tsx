import { isLanguage, type Language } from '@parks/schemas/language';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { SiteHeader } from '../components/SiteHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { CartCount } from '../features/cart/CartCount.tsx';
import { StoreMenu } from '../features/catalog/StoreMenu.tsx';
import { ContentModal } from '../features/content/ContentModal.tsx';
import { NamedContent } from '../features/content/NamedContent.tsx';
import { NotFound } from '../features/content/NotFound.tsx';
import { StoreAdminNotices } from '../features/content/StoreAdminNotices.tsx';
import { useContentHref } from '../features/content/useContentHref.ts';
import { SearchForm } from '../features/search/SearchForm.tsx';
import { defineGcds } from '../gcds/define.ts';
import { useInAppLinks } from '../gcds/useInAppLinks.ts';
import { isLegacyStorePath } from '../lib/paths.ts';
import { useMainFocus } from '../lib/useMainFocus.ts';
import { usePageLanguage } from './usePageLanguage.ts';
import { useSplash } from './useSplash.ts';
import './layout.css';

void defineGcds('gcds-footer');

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
  const { t } = useTranslation();
  const location = useLocation();
  const [modal, setModal] = useState<string | null>(null);
  const cartHref = useContentHref('CartPage', language);
  const splash = useSplash();
  useInAppLinks();
  usePageLanguage(language, 'site.title');

  useEffect(() => {
    // Page analytics: every route change is reported (a tag manager reads window.dataLayer when present).
    window.dataLayer?.push({ event: 'pageview', page: `${location.pathname}${location.search}` });
  }, [location.pathname, location.search]);

  const mainRef = useMainFocus();

  const onHashLink = useCallback((name: string) => {
    if (!/^[A-Za-z][\w-]*$/.test(name)) return false;
    setModal(name);
    return true;
  }, []);

  // A legacy address ending in the store segment (/en/store, /fr/ancien/boutique) goes to / whatever its start.
  if (isLegacyStorePath(location.pathname)) return <Navigate to="/" replace />;
  if (splash.name !== null && !/^\/[^/]+\/login(\/|$)/.test(location.pathname)) return <Navigate to="/" replace />;

  return (
    <>
      <SiteHeader
        lng={language}
        search={<SearchForm />}
        homeHref={`/${language}`}
        title={t('site.title')}
        bar={<CartCount cartHref={cartHref} />}
      >
        <StoreMenu lng={language} />
        <NamedContent name="HeaderSection" className="header-content" onHashLink={onHashLink} />
      </SiteHeader>
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
