import type { StoreCode } from '@parks/schemas/store';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { ContentBlocks } from './ContentBlocks.tsx';
import { useGetContentByNameQuery } from './contentApi.ts';
import './content.css';

/**
 * Passes-and-orders and terms pages (and the portal's contact, help and shipping pages, `store` b2b): the content
 * by name; an anchor (`/terms/refunds`) is scrolled to after 300 ms.
 */
export function ContentPage({
  name,
  anchor,
  store,
}: Readonly<{ name: string; anchor?: string | undefined; store?: StoreCode }>) {
  const lng = useLanguage();
  const { t } = useTranslation();
  const {
    currentData: data,
    isFetching,
    error,
    refetch,
  } = useGetContentByNameQuery(store ? { name, lng, store } : { name, lng });
  const title = data ? textOf(data.title, lng) : null;
  useDocumentTitle(title);

  useEffect(() => {
    if (!data || !anchor) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(anchor);
      if (!target) return;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [data, anchor]);

  if (isFetching && !data) return <Spinner />;
  if (error || !data) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  return (
    <article className="content-page">
      <ContentBlocks name={name} location="PanelTop" {...(store ? { store } : {})} />
      <h1>{title || t('site.title')}</h1>
      <div className="content-with-sidebar">
        <SafeHtml html={textOf(data.html, lng)} className="content-body" />
        <aside aria-label={t('content.related')}>
          <ContentBlocks name={name} location="PanelRight" {...(store ? { store } : {})} />
        </aside>
      </div>
    </article>
  );
}
