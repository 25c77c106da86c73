import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ResultPageStatus } from '../../components/ResultPageStatus.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import './search.css';

export type SearchPageArg = Readonly<{ search: string; page: number; lng: Language }>;

/** A result as the list draws it, whichever search found it. */
export type SearchResultItem = Readonly<{ key: string; href: string; name: string; type: string; description: string }>;

/** One page of a search: its results once loaded (the same array until the answer changes). */
export type SearchPageState = Readonly<{
  results: readonly SearchResultItem[] | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}>;

/** A search's query of one page: a hook, the same one for the life of the screen. */
export type UseSearchPage = (arg: SearchPageArg) => SearchPageState;

type Props = Readonly<{
  text: string;
  pageSize: number;
  usePage: UseSearchPage;
  /** After LOAD MORE, the first new result takes the focus (and the list scrolls to it). */
  focusNewPage: boolean;
}>;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1;
};

/**
 * The results of a search (the store's and the portal's), `?page=N` in the URL: pages 1 to N, each its own cached
 * query. LOAD MORE raises the page; it shows while every page so far came back full.
 */
export function SearchResultPages({ text, pageSize, usePage, focusNewPage }: Props) {
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
              <ResultPage
                key={number}
                search={search}
                page={number}
                usePage={usePage}
                focusFirst={focusNewPage && number > 1 && number === page}
              />
            ))}
          </ol>
          <LoadMore
            search={search}
            page={page}
            pageSize={pageSize}
            usePage={usePage}
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

function ResultPage({
  search,
  page,
  usePage,
  focusFirst,
}: Readonly<{ search: string; page: number; usePage: UseSearchPage; focusFirst: boolean }>) {
  const lng = useLanguage();
  const { results, isLoading, error, refetch } = usePage({ search, page, lng });
  const first = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!focusFirst || !results) return;
    // The first new result is focused once it is drawn.
    const timer = window.setTimeout(() => first.current?.focus(), 800);
    return () => window.clearTimeout(timer);
  }, [focusFirst, results]);

  if (isLoading || error || !results || (page === 1 && results.length === 0)) {
    return (
      <ResultPageStatus
        lng={lng}
        isLoading={isLoading}
        error={error}
        hasData={results !== undefined}
        empty={page === 1 && results?.length === 0}
        onRetry={refetch}
      />
    );
  }
  return (
    <>
      {results.map((result, index) => (
        <li key={result.key} className="result">
          <Link ref={index === 0 ? first : undefined} to={result.href} className="result-name">
            {result.name}
          </Link>
          <p className="result-type">{result.type}</p>
          <p>{result.description}</p>
        </li>
      ))}
    </>
  );
}

function LoadMore({
  search,
  page,
  pageSize,
  usePage,
  onMore,
}: Readonly<{ search: string; page: number; pageSize: number; usePage: UseSearchPage; onMore: () => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { results } = usePage({ search, page, lng });
  // Shown while the results loaded so far fill every page: count ≥ page size and ≥ page size × page.
  if (!results || results.length < pageSize) return null;
  return (
    <button type="button" className="button button-secondary load-more" onClick={onMore}>
      {t('search.loadMore')}
    </button>
  );
}
