import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { useGetContentByNameQuery } from './contentApi.ts';

export const notFoundContentName = 'NotFoundPage';

/** The not-found screen: the NotFoundPage content, or a built-in text while it is missing or failing. */
export function NotFound() {
  const lng = useLanguage();
  const { t } = useTranslation();
  const { data } = useGetContentByNameQuery({ name: notFoundContentName, lng });
  const title = textOf(data?.title, lng) || t('notFound.title');
  useDocumentTitle(title);
  const html = textOf(data?.html, lng);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      {html ? (
        <SafeHtml html={html} />
      ) : (
        <p>
          {t('notFound.body')} <Link to={`/${lng}`}>{t('notFound.home')}</Link>
        </p>
      )}
    </section>
  );
}
