import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { imageSrc } from '../../lib/paths.ts';
import { textOf } from '../../lib/text.ts';
import { useGetContentByNameQuery } from './contentApi.ts';
import './content.css';

/**
 * The splash page: bilingual (French on the left, English on the right) when its content name contains
 * SPLASHPAGE, otherwise a single banner with its caption.
 */
export function SplashPage({ name }: Readonly<{ name: string }>) {
  const { t } = useTranslation();
  const english = useGetContentByNameQuery({ name, lng: 'en' });
  const french = useGetContentByNameQuery({ name, lng: 'fr' });
  const bilingual = name.toUpperCase().includes('SPLASHPAGE');
  useDocumentTitle(english.data ? textOf(english.data.title, 'en') : null);

  if (english.isLoading || french.isLoading) return <Spinner />;
  const en = english.data;
  const fr = french.data;
  if (!en) return <p>{t('content.unavailable')}</p>;

  if (!bilingual) {
    return (
      <figure className="splash-banner">
        {en.imageUrl ? <img src={imageSrc(en.imageUrl)} alt="" /> : null}
        <figcaption>{textOf(en.imageCaption, 'en')}</figcaption>
      </figure>
    );
  }
  return (
    <div className="splash">
      {en.imageUrl ? (
        <figure className="splash-image">
          <img src={imageSrc(en.imageUrl)} alt="" />
          {en.imageCaption ? <figcaption>{textOf(en.imageCaption, 'en')}</figcaption> : null}
        </figure>
      ) : null}
      <div className="splash-columns">
        <section lang="fr-CA" className="splash-column">
          <h1>{textOf((fr ?? en).title, 'fr')}</h1>
          <SafeHtml html={textOf((fr ?? en).html, 'fr')} />
        </section>
        <section lang="en-CA" className="splash-column">
          <h1>{textOf(en.title, 'en')}</h1>
          <SafeHtml html={textOf(en.html, 'en')} />
        </section>
      </div>
    </div>
  );
}
