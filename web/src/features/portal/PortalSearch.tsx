import { translate } from '@parks/schemas/messages/index';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ResultPageStatus } from '../../components/ResultPageStatus.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { portalSearchPageSize, usePortalSearchQuery } from './portalApi.ts';
import { portalPath } from './portalPages.ts';
import '../search/search.css';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1;
};

/**
 * /{lng}/portal/{search alias}/{text}?page=N: the list search, 5 a page; LOAD MORE raises the page in the URL
 * and shows while the results fill every page so far.
 */
export function PortalSearch({ text }: Readonly<{ text: string }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const search = text.trim();
  const title = search ? t('search.titleFor', { text: search }) : t('search.title');
  useDocumentTitle(title);
  const pages = Array.from({ length: page }, (_, index) => index + 1);
  return (
    <section className="search-results" aria-labelledby="search-title">
      <h1 id="search-title">{title}</h1>
      {search === '' ? (
        <p>{translate(lng, 'search.noResults')}</p>
      ) : (
        <>
          <ol className="result-list">
            {pages.map((number) => (
              <ResultPage key={number} search={search} page={number} />
            ))}
          </ol>
          <LoadMore
            search={search}
            page={page}
            onMore={() => {
              const next = new URLSearchParams(params);
              next.set('page', String(page + 1));
              setParams(next);
            }}
          />
        </>
      )}
    </section>
  );
}

function ResultPage({ search, page }: Readonly<{ search: string; page: number }>) {
  const lng = useLanguage();
  const { data, isLoading, error, refetch } = usePortalSearchQuery({ search, page, lng });
  if (isLoading || error || !data || (page === 1 && data.items.length === 0)) {
    return (
      <ResultPageStatus
        lng={lng}
        isLoading={isLoading}
        error={error}
        hasData={data !== undefined}
        empty={page === 1 && data?.items.length === 0}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <>
      {data.items.map((result) => {
        const path = textOf(result.path, lng).replace(/^\/+/, '');
        return (
          <li key={path} className="result">
            <Link to={`${portalPath(lng)}/${path}`} className="result-name">
              {textOf(result.name, lng)}
            </Link>
            <p className="result-type">{result.type}</p>
            <p>{textOf(result.description, lng)}</p>
          </li>
        );
      })}
    </>
  );
}

function LoadMore({ search, page, onMore }: Readonly<{ search: string; page: number; onMore: () => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data } = usePortalSearchQuery({ search, page, lng });
  if (!data || data.items.length < portalSearchPageSize) return null;
  return (
    <button type="button" className="button button-secondary load-more" onClick={onMore}>
      {t('search.loadMore')}
    </button>
  );
}
