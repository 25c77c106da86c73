import { useTranslation } from 'react-i18next';
import { useGetHealthQuery } from './homeApi.ts';

/** Placeholder home until the public store lands: says what the product is and whether the API answers. */
export function Home() {
  const { t } = useTranslation();
  const { isLoading, isError } = useGetHealthQuery();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.comingSoon')}</p>
      <p role="status">{isLoading ? t('home.checking') : isError ? t('home.unavailable') : t('home.available')}</p>
    </section>
  );
}
