import type { Language } from '@parks/schemas/language';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { defineGcds } from '../gcds/define.ts';
import { switchLanguagePath } from '../lib/paths.ts';

void defineGcds('gcds-header');

type Props = Readonly<{
  lng: Language;
  /** What the search slot holds (nothing: no search). */
  search: ReactNode;
  homeHref: string;
  title: string;
  /** Beside the site title (the cart, the user). */
  bar: ReactNode;
  /** The classes of the menu slot. */
  menuClassName?: string;
  /** Under the site bar, in the menu slot. */
  children?: ReactNode;
}>;

/**
 * The GCDS header of the store and the portal: the skip link, the signature, the language toggle (the same page in
 * the other language), the search, and in the menu slot the site bar (the site title and what goes beside it).
 */
export function SiteHeader({ lng, search, homeHref, title, bar, menuClassName, children }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const other: Language = lng === 'en' ? 'fr' : 'en';
  return (
    <gcds-header lang-href={switchLanguagePath(location, other)} lang={lng}>
      <a slot="skip-to-nav" href="#main" className="skip-link">
        {t('site.skipToContent')}
      </a>
      {search ? <div slot="search">{search}</div> : null}
      <div slot="menu" className={menuClassName}>
        <div className="site-bar">
          <div className="site-bar-inner">
            <Link to={homeHref} className="site-title">
              {title}
            </Link>
            {bar}
          </div>
        </div>
        {children}
      </div>
    </gcds-header>
  );
}
