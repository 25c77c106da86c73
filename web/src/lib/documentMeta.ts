import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title and the description meta. */
export const setDocumentMeta = (title: string, description?: string): void => {
  document.title = title;
  if (description === undefined) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
};

/** The i18n key of the site name that ends each page title: the store's, or the portal's under /{lng}/portal. */
export type SiteTitle = 'site.title' | 'portal.title' | 'admin:title';
export const SiteTitleKey = createContext<SiteTitle>('site.title');

/**
 * The title of a screen (`Page | Site`) and optionally its description; the layout sets the site-wide ones when
 * the language changes, a screen calls this once it knows its title (null while loading: nothing changes).
 */
export const useDocumentTitle = (title: string | null, description?: string): void => {
  const { t } = useTranslation();
  const site = t(useContext(SiteTitleKey));
  useEffect(() => {
    if (title === null) return;
    setDocumentMeta(title === '' ? site : `${title} | ${site}`, description);
  }, [title, site, description]);
};
