import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox.tsx';
import { useLanguage } from '../../lib/text.ts';

/** The public store's header search: goes to /{lng}/search/{term}. */
export function SearchForm() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return <SearchBox scope={t('search.scope')} pathFor={(term) => `/${lng}/search/${encodeURIComponent(term)}`} />;
}
