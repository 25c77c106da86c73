import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { adminPath } from './adminPaths.ts';

/** An unknown admin path (back-office.md section 2): links to Home, Login and the Admin Dashboard. */
export function AdminNotFound({ lng, store }: Readonly<{ lng: Language; store: StoreCode }>) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('notFound.title'));
  return (
    <section aria-labelledby="admin-not-found-title" className="admin-status-screen">
      <h1 id="admin-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
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
    </section>
  );
}

/** A signed-in user whose role may not open this area of this store (section 6). */
export function PermissionDenied() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('denied.title'));
  return (
    <section aria-labelledby="admin-denied-title" className="admin-status-screen">
      <h1 id="admin-denied-title">{t('denied.title')}</h1>
      <p>{t('denied.body')}</p>
    </section>
  );
}
