import type { Language } from '@parks/schemas/language';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { SiteHeader } from '../../components/SiteHeader.tsx';
import { useDisclosure } from '../../components/useDisclosure.ts';
import { textOf } from '../../lib/text.ts';
import { useGetPortalCategoriesQuery } from './portalApi.ts';
import { accountAlias, portalPath } from './portalPages.ts';

export type AdminNotices = Readonly<{ uat: boolean; seedClock: string | null }>;

type Props = Readonly<{
  lng: Language;
  user: Readonly<{ username: string; role: string }> | null;
  notices: AdminNotices;
  cart: ReactNode;
  onSignOut: () => void;
}>;

/**
 * The portal header on the GCDS header (signature, language toggle, search), then the title, the user and role (and for administrators 'UAT Enabled' and the
 * seed clock), search (goes to the search page alias followed by the text), the menu (Home, Admin, My account,
 * Order status), the B2B category dropdown, the cart and Sign out.
 */
export function PortalHeader({ lng, user, notices, cart, onSignOut }: Props) {
  const { t } = useTranslation();
  return (
    <SiteHeader
      lng={lng}
      search={user ? <PortalSearchForm lng={lng} /> : null}
      homeHref={portalPath(lng)}
      title={t('portal.title')}
      bar={
        user ? (
          <div className="portal-account">
            {cart}
            <p className="portal-user" data-testid="portal-user">
              <span className="portal-username">{user.username}</span>{' '}
              <span className="portal-role">({t(`portal.roles.${user.role}`, { defaultValue: user.role })})</span>
            </p>
            <button type="button" className="link-button" onClick={onSignOut}>
              {t('portal.signOut')}
            </button>
          </div>
        ) : null
      }
      menuClassName="portal-header-menu"
    >
      {user ? <PortalMenu lng={lng} role={user.role} /> : null}
      {user && (notices.uat || notices.seedClock) ? (
        <div className="portal-admin-notices page-width">
          {notices.uat ? <p className="alert-box alert-box-warning">{t('portal.uatEnabled')}</p> : null}
          {notices.seedClock ? (
            <p className="alert-box alert-box-warning">
              {t('portal.seedClock')} <FormattedDate value={notices.seedClock} withTime />
            </p>
          ) : null}
        </div>
      ) : null}
    </SiteHeader>
  );
}

/** Admin is hidden for Operator and Administrator on desktop; on mobile only for Operator. */
const adminClass = (role: string): string | null =>
  role === 'Operator' || role === 'PortalUser' || role === ''
    ? null
    : role === 'Administrator'
      ? 'portal-menu-item mobile-only'
      : 'portal-menu-item';

function PortalMenu({ lng, role }: Readonly<{ lng: Language; role: string }>) {
  const { t } = useTranslation();
  const admin = adminClass(role);
  return (
    <nav className="portal-menu" aria-label={t('portal.menu')}>
      <ul>
        <li className="portal-menu-item">
          <NavLink to={portalPath(lng)} end>
            {t('portal.home')}
          </NavLink>
        </li>
        {admin ? (
          <li className={admin}>
            <Link to={`/${lng}/admin`}>{t('portal.admin')}</Link>
          </li>
        ) : null}
        <li className="portal-menu-item">
          <NavLink to={portalPath(lng, 'PortalMyAccountPage')} end>
            {t('portal.myAccount')}
          </NavLink>
        </li>
        <li className="portal-menu-item">
          <NavLink to={portalPath(lng, 'PortalMyAccountPage', accountAlias('orders', lng))}>
            {t('portal.orderStatus')}
          </NavLink>
        </li>
        <li className="portal-menu-item">
          <CategoryDropdown lng={lng} />
        </li>
      </ul>
    </nav>
  );
}

/** The B2B categories, as a disclosure list of links. */
function CategoryDropdown({ lng }: Readonly<{ lng: Language }>) {
  const { t } = useTranslation();
  const { data: categories = [] } = useGetPortalCategoriesQuery(lng);
  const { open, id, toggle } = useDisclosure();
  return (
    <div className="category-dropdown">
      <button type="button" className="link-button" {...toggle}>
        {t('portal.categories')}
      </button>
      <ul id={id} hidden={!open} className="category-dropdown-list">
        {categories
          .filter((category) => category.parentId === null)
          .map((category) => (
            <li key={category.categoryId}>
              <Link to={portalPath(lng, undefined, textOf(category.urlAlias, lng))}>
                {textOf(category.displayName, lng)}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** Header search: goes to /{lng}/portal/{search alias}/{text}. */
function PortalSearchForm({ lng }: Readonly<{ lng: Language }>) {
  const { t } = useTranslation();
  return <SearchBox scope={t('portal.searchScope')} pathFor={(term) => portalPath(lng, 'PortalSearchPage', term)} />;
}
