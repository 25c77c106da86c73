import { translate } from '@parks/schemas/messages/index';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ResultPageStatus } from '../../components/ResultPageStatus.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { storeHref } from '../../lib/paths.ts';
import { useLanguage } from '../../lib/text.ts';
import { searchPageSize, useSearchQuery } from './searchApi.ts';
import './search.css';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1;
};

/**
 * Search results of /{lng}/search/{text}?page=N: pages 1 to N, each its own cached query. LOAD MORE raises the
 * page in the URL; it shows while every page so far came back full (count ≥ 5 and ≥ 5 × page).
 */
export function SearchResults() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { text = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const search = text.trim();
  useDocumentTitle(search ? t('search.titleFor', { text: search }) : t('search.title'));

  const pages = Array.from({ length: page }, (_, index) => index + 1);
  return (
    <section className="search-results" aria-labelledby="search-title">
      <h1 id="search-title">{search ? t('search.titleFor', { text: search }) : t('search.title')}</h1>
      {search === '' ? (
        <p>{translate(lng, 'search.noResults')}</p>
      ) : (
        <>
          <ol className="result-list">
            {pages.map((number) => (
              <ResultPage key={number} search={search} page={number} focusFirst={number > 1 && number === page} />
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

function ResultPage({ search, page, focusFirst }: Readonly<{ search: string; page: number; focusFirst: boolean }>) {
  const lng = useLanguage();
  const { data, isLoading, error, refetch } = useSearchQuery({ search, page, lng });
  const first = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!focusFirst || !data) return;
    // After LOAD MORE, the first new result gets focus (and the list scrolls to it) once it is drawn.
    const timer = window.setTimeout(() => first.current?.focus(), 800);
    return () => window.clearTimeout(timer);
  }, [focusFirst, data]);

  if (isLoading || error || !data || (page === 1 && data.results.length === 0)) {
    return (
      <ResultPageStatus
        lng={lng}
        isLoading={isLoading}
        error={error}
        hasData={data !== undefined}
        empty={page === 1 && data?.results.length === 0}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <>
      {data.results.map((result, index) => (
        <li key={`${result.path}-${result.name}`} className="result">
          <Link ref={index === 0 ? first : undefined} to={storeHref(result.path, lng)} className="result-name">
            {result.name}
          </Link>
          <p className="result-type">{result.type}</p>
          <p>{result.description}</p>
        </li>
      ))}
    </>
  );
}

function LoadMore({ search, page, onMore }: Readonly<{ search: string; page: number; onMore: () => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data } = useSearchQuery({ search, page, lng });
  // Shown while the results loaded so far fill every page: count ≥ 5 and ≥ 5 × page.
  if (!data || data.results.length < searchPageSize) return null;
  return (
    <button type="button" className="button button-secondary load-more" onClick={onMore}>
      {t('search.loadMore')}
    </button>
  );
}
