import { useMemo } from 'react';
import { textOf } from '../../lib/text.ts';
import { type SearchPageArg, type SearchPageState, SearchResultPages } from '../search/SearchResultPages.tsx';
import { portalSearchPageSize, usePortalSearchQuery } from './portalApi.ts';
import { portalPath } from './portalPages.ts';

/** A page of the portal's search, as the result list draws it: the results' paths are under the portal's. */
const usePortalPage = (arg: SearchPageArg): SearchPageState => {
  const { data, isLoading, error, refetch } = usePortalSearchQuery(arg);
  const results = useMemo(
    () =>
      data?.items.map((result) => {
        const path = textOf(result.path, arg.lng).replace(/^\/+/, '');
        return {
          key: path,
          href: `${portalPath(arg.lng)}/${path}`,
          name: textOf(result.name, arg.lng),
          type: result.type,
          description: textOf(result.description, arg.lng),
        };
      }),
    [data, arg.lng],
  );
  return { results, isLoading, error, refetch: () => void refetch() };
};

/**
 * /{lng}/portal/{search alias}/{text}?page=N: the list search, 5 a page; LOAD MORE raises the page in the URL
 * and shows while the results fill every page so far.
 */
export function PortalSearch({ text }: Readonly<{ text: string }>) {
  return <SearchResultPages text={text} pageSize={portalSearchPageSize} usePage={usePortalPage} focusNewPage={false} />;
}
