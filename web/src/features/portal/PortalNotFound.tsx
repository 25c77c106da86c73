import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { portalPath } from './portalPages.ts';

/** An unknown portal page or category. */
export function PortalNotFound() {
  const { t } = useTranslation();
  const lng = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>
        <Link to={portalPath(lng)}>{t('portal.continueShopping')}</Link>
      </p>
    </section>
  );
}
