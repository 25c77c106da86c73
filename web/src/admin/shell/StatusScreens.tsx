import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../features/account/useSignOut.ts';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { adminPath } from './adminPaths.ts';

/** A screen instead of the one asked for: its title (the page's too) and why, then what to do instead. */
function StatusScreen({
  texts,
  titleId,
  children,
}: Readonly<{ texts: 'notFound' | 'denied'; titleId: string; children?: ReactNode }>) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t(`${texts}.title`));
  return (
    <section aria-labelledby={titleId} className="admin-status-screen">
      <h1 id={titleId}>{t(`${texts}.title`)}</h1>
      <p>{t(`${texts}.body`)}</p>
      {children}
    </section>
  );
}

/** An unknown admin path (back-office.md section 2): links to Home, Login and the Admin Dashboard. */
export function AdminNotFound({ lng, store }: Readonly<{ lng: Language; store: StoreCode }>) {
  const { t } = useTranslation('admin');
  return (
    <StatusScreen texts="notFound" titleId="admin-not-found-title">
      <ul>
        <li>
          <Link to={`/${lng}`}>{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to={`/${lng}/portal/login`}>{t('notFound.login')}</Link>
        </li>
        <li>
          <Link to={adminPath(lng, store)}>{t('notFound.dashboard')}</Link>
        </li>
      </ul>
    </StatusScreen>
  );
}

/**
 * A signed-in user whose role may not open this area of this store (section 6): the way out is the portal, or
 * signing out to sign in as someone else (to the English portal login, as the admin's own Logout does).
 */
export function PermissionDenied({ lng }: Readonly<{ lng: Language }>) {
  const { t } = useTranslation('admin');
  const signOut = useSignOut('en');
  return (
    <StatusScreen texts="denied" titleId="admin-denied-title">
      <ul>
        <li>
          <Link to={`/${lng}/portal`}>{t('denied.portal')}</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => void signOut()}>
            {t('denied.signOut')}
          </button>
        </li>
      </ul>
    </StatusScreen>
  );
}
