import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { HomeBanners } from './HomeBanners.tsx';
import { HomePanel } from './HomePanel.tsx';
import { useGetHomeContentQuery } from './homeApi.ts';
import './home.css';

/** Home: content blocks as alerts, the featured discovery-pass panel, then single-location and lockage/mooring. */
export function Home() {
  const lng = useLanguage();
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useGetHomeContentQuery({ lng });
  useDocumentTitle('');

  if (isLoading) return <Spinner />;
  if (error || !data) {
    return (
      <section aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />
      </section>
    );
  }
  const content = data.content;
  return (
    <div className="home">
      {(content?.blocks ?? [])
        .filter((block) => block.location === 'PanelTop')
        .map((block, index) => (
          <Alert key={block.contentId ?? index} kind="info" title={textOf(block.title, lng)} scrollIntoView={false}>
            <SafeHtml html={textOf(block.html, lng)} />
          </Alert>
        ))}
      <HomeBanners banners={data.banners ?? []} location="HomeTop" lng={lng} />
      <h1 id="home-title">{textOf(content?.title, lng) || t('home.title')}</h1>
      {content ? <SafeHtml html={textOf(content.html, lng)} className="home-intro" /> : null}
      {data.discoveryPass ? (
        <HomePanel panel={data.discoveryPass} lng={lng} featured headingId="home-discovery" />
      ) : null}
      <div className="home-panels">
        {data.singleLocationPass ? (
          <HomePanel panel={data.singleLocationPass} lng={lng} headingId="home-single-location" />
        ) : null}
        {data.lockageAndMooring ? (
          <HomePanel panel={data.lockageAndMooring} lng={lng} headingId="home-lockage-mooring" />
        ) : null}
      </div>
      <HomeBanners banners={data.banners ?? []} location="HomeBottom" lng={lng} />
    </div>
  );
}
