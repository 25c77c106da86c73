import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/LoadError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { imageSrc } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { useGetPortalCategoriesQuery } from './portalApi.ts';
import { portalPath } from './portalPages.ts';

/** /{lng}/portal: the B2B categories as cards. */
export function PortalHome() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data, isLoading, error, refetch } = useGetPortalCategoriesQuery(lng);
  useDocumentTitle(t('portal.homeTitle'));
  if (isLoading) return <Spinner />;
  if (error || !data) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="portal-home-title">
      <h1 id="portal-home-title">{t('portal.homeTitle')}</h1>
      <ul className="tiles portal-categories">
        {data
          .filter((category) => category.parentId === null)
          .map((category) => {
            const image = textOf(category.imageUrl, lng);
            return (
              <li key={category.categoryId} className="tile">
                <Link to={portalPath(lng, undefined, textOf(category.urlAlias, lng))}>
                  {image ? <img src={imageSrc(image)} alt="" loading="lazy" /> : null}
                  <span className="tile-title">{textOf(category.displayName, lng)}</span>
                </Link>
                <p>{textOf(category.shortDescription, lng)}</p>
              </li>
            );
          })}
      </ul>
    </section>
  );
}
