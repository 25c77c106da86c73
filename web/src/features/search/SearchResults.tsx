import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { storeHref } from '../../lib/paths.ts';
import { type SearchPageArg, type SearchPageState, SearchResultPages } from './SearchResultPages.tsx';
import { searchPageSize, useSearchQuery } from './searchApi.ts';

/** A page of the store's search, as the result list draws it. */
const useStorePage = (arg: SearchPageArg): SearchPageState => {
  const { data, isLoading, error, refetch } = useSearchQuery(arg);
  const results = useMemo(
    () =>
      data?.results.map((result) => ({
        key: `${result.path}-${result.name}`,
        href: storeHref(result.path, arg.lng),
        name: result.name,
        type: result.type,
        description: result.description,
      })),
    [data, arg.lng],
  );
  return { results, isLoading, error, refetch: () => void refetch() };
};

/** Search results of /{lng}/search/{text}?page=N, 5 a page; after LOAD MORE the first new result takes the focus. */
export function SearchResults() {
  const { text = '' } = useParams();
  return <SearchResultPages text={text} pageSize={searchPageSize} usePage={useStorePage} focusNewPage />;
}
