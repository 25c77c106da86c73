import { adminMenuAreas, hasStoreSwitch, isAdminAreaInStore } from '@parks/schemas/adminMenu';
import type { Language } from '@parks/schemas/language';
import { type AdminArea, canAccessAdminArea, type Role } from '@parks/schemas/roles';
import { type StoreCode, storeCodes } from '@parks/schemas/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useDisclosure } from '../../components/useDisclosure.ts';
import { useSignOut } from '../../features/account/useSignOut.ts';
import { StoreAdminNotices } from '../../features/content/StoreAdminNotices.tsx';
import { switchLanguagePath } from '../../lib/paths.ts';
import { useMainFocus } from '../../lib/useMainFocus.ts';
import { adminPath } from './adminPaths.ts';
import { AdminNoticeArea, AdminNoticeProvider } from './notices.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

type Props = Readonly<{
  lng: Language;
  store: StoreCode;
  /** The area on screen (null on the not-found screen): the store switch keeps it when the other store has it. */
  area: AdminArea | null;
  username: string;
  role: Role | undefined;
  children: ReactNode;
}>;

/**
 * The admin frame (back-office.md section 2): a skip link, the top bar (Home, Portal, English/Français keeping the
 * path, the b2c/b2b switch except for Administrator, Hello {username}, Profile, Logout), the left menu of the role
 * and store (collapsed behind a Menu button on narrow screens), the notices, and the screen in <main>.
 */
export function AdminLayout({ lng, store, area, username, role, children }: Props) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const mainRef = useMainFocus();
  // Logout goes to the English portal login (section 2), whatever the page language.
  const signOut = useSignOut('en');
  const other: Language = lng === 'en' ? 'fr' : 'en';

  return (
    <AdminNoticeProvider>
      <div className="admin-frame">
        <a href="#admin-main" className="skip-link">
          {t('common:site.skipToContent')}
        </a>
        <header className="admin-top-bar">
          <div className="admin-top-inner">
            <Link to={adminPath(lng, store)} className="admin-brand">
              {t('topBar')}
            </Link>
            <ul className="admin-top-links">
              <li>
                <Link to={`/${lng}`}>{t('home')}</Link>
              </li>
              <li>
                <Link to={`/${lng}/portal`}>{t('portal')}</Link>
              </li>
              <li>
                <Link to={switchLanguagePath(location, other)} lang={other} hrefLang={other}>
                  {other === 'fr' ? 'Français' : 'English'}
                </Link>
              </li>
              {role !== undefined && hasStoreSwitch(role) ? (
                <li>
                  <StoreSwitch lng={lng} store={store} area={area} role={role} />
                </li>
              ) : null}
              <li className="admin-hello" data-testid="admin-hello">
                {t('hello', { username })}
              </li>
              <li>
                <Link to={adminPath(lng, store, 'account/profile')}>{t('profile')}</Link>
              </li>
              <li>
                <button type="button" className="link-button" onClick={() => void signOut()}>
                  {t('logout')}
                </button>
              </li>
            </ul>
          </div>
        </header>
        <div className="admin-body">
          <AdminMenu lng={lng} store={store} role={role} />
          <main id="admin-main" tabIndex={-1} ref={mainRef} className="admin-main">
            {/* UAT mode and the seeded clock, as on the store for admins (section 6: isAdmin). */}
            <StoreAdminNotices />
            <AdminNoticeArea />
            {children}
          </main>
          <ScrollToTop target={mainRef} />
        </div>
      </div>
    </AdminNoticeProvider>
  );
}

/** b2c | b2b: the other store's same area when it has it and the role may open it there, else its dashboard. */
function StoreSwitch({
  lng,
  store,
  area,
  role,
}: Readonly<{ lng: Language; store: StoreCode; area: AdminArea | null; role: Role }>) {
  const { t } = useTranslation('admin');
  const targetOf = (to: StoreCode): string =>
    area !== null && area !== 'dashboard' && isAdminAreaInStore(area, to) && canAccessAdminArea(role, area, to)
      ? adminPath(lng, to, area)
      : adminPath(lng, to);
  return (
    <span className="admin-store-switch">
      <span>{t('storeSwitch')}</span>
      {storeCodes.map((code) =>
        code === store ? (
          <span key={code} className="admin-store-current" aria-current="true">
            {t(`stores.${code}`)}
          </span>
        ) : (
          <Link key={code} to={targetOf(code)} title={t('switchTo', { store: t(`storeNames.${code}`) })}>
            {t(`stores.${code}`)}
          </Link>
        ),
      )}
    </span>
  );
}

/** The left menu (section 6), as links; the active one carries aria-current="page" (NavLink). */
function AdminMenu({ lng, store, role }: Readonly<{ lng: Language; store: StoreCode; role: Role | undefined }>) {
  const { t } = useTranslation('admin');
  // Collapsed behind its button on narrow screens.
  const { open, id, toggle } = useDisclosure();
  const areas = adminMenuAreas(role, store);
  if (areas.length === 0) return null;
  return (
    <nav className={`admin-menu${open ? ' admin-menu-open' : ''}`} aria-label={t('menu')}>
      <button type="button" className="admin-menu-toggle button button-secondary" {...toggle}>
        {t('menuToggle')}
      </button>
      <ul id={id} className="admin-menu-list">
        {areas.map((area) => (
          <li key={area}>
            <NavLink to={adminPath(lng, store, area === 'dashboard' ? '' : area)} end={area === 'dashboard'}>
              {t(`areas.${area}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
