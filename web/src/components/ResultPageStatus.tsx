import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { errorMessage } from '../lib/problem.ts';
import { LoadError } from './LoadError.tsx';
import { Spinner } from './Spinner.tsx';

type Props = Readonly<{
  lng: Language;
  isLoading: boolean;
  error: unknown;
  hasData: boolean;
  /** The first page came back with no result. */
  empty: boolean;
  onRetry: () => void;
}>;

/**
 * The list item a page of search results shows instead of its results: loading, a load error with retry, or
 * "no results" on an empty first page. Null when the results are there to be drawn.
 */
export function ResultPageStatus({ lng, isLoading, error, hasData, empty, onRetry }: Props) {
  if (isLoading) {
    return (
      <li className="result-status">
        <Spinner />
      </li>
    );
  }
  if (error || !hasData) {
    return (
      <li className="result-status">
        <LoadError message={errorMessage(error, lng)} onRetry={onRetry} />
      </li>
    );
  }
  if (empty) return <li className="result-status">{translate(lng, 'search.noResults')}</li>;
  return null;
}
