import type { StoreCode } from '@parks/schemas/store';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { imageSrc, isExternalUrl, storeHref } from '../../lib/paths.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { useGetContentByNameQuery } from './contentApi.ts';
import './content.css';

type Props = Readonly<{ name: string; location: 'PanelTop' | 'PanelRight'; store?: StoreCode }>;

/**
 * The blocks of a named content page at one location: PanelTop blocks as red alerts, PanelRight blocks as sidebar
 * cards (image, title, HTML, link button: in-store links navigate in the app, others open a new tab).
 */
export function ContentBlocks({ name, location, store }: Props) {
  const lng = useLanguage();
  const { data } = useGetContentByNameQuery(store ? { name, lng, store } : { name, lng });
  const blocks = (data?.blocks ?? []).filter((block) => block.location === location);
  if (blocks.length === 0) return null;

  if (location === 'PanelTop') {
    return (
      <div className="panel-top-blocks">
        {blocks.map((block, index) => (
          <Alert key={block.contentId ?? index} kind="error" title={textOf(block.title, lng)} scrollIntoView={false}>
            <SafeHtml html={textOf(block.html, lng)} />
          </Alert>
        ))}
      </div>
    );
  }
  return (
    <div className="panel-right-blocks">
      {blocks.map((block, index) => {
        const link = block.linkUrl;
        const linkTitle = textOf(block.linkTitle, lng) || textOf(block.title, lng);
        return (
          <section key={block.contentId ?? index} className="card">
            {block.imageUrl ? <img src={imageSrc(block.imageUrl)} alt="" className="card-image" /> : null}
            <h2 className="card-title">{textOf(block.title, lng)}</h2>
            <SafeHtml html={textOf(block.html, lng)} />
            {link ? (
              isExternalUrl(link) ? (
                <a className="button button-secondary" href={link} target="_blank" rel="noopener noreferrer">
                  {linkTitle}
                </a>
              ) : (
                <Link className="button button-secondary" to={storeHref(link, lng)}>
                  {linkTitle}
                </Link>
              )
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
