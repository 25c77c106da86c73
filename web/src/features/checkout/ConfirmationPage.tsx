import { hasBoatingPermit } from '@parks/schemas/orders';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { useGetConfirmationQuery, useGetOrderByIdQuery } from './checkoutApi.ts';
import { OrderDetails } from './OrderDetails.tsx';
import '../content/content.css';

export type ConfirmationBlocksProps = Readonly<{
  location: 'PanelTop' | 'PanelRight';
  /** The order holds a boating permit: the blocks for boaters show too. */
  boatingPermit: boolean;
}>;

type Props = Readonly<{
  orderId?: string | undefined;
  /** The confirmation's content blocks (composed by the app): PanelTop alerts and PanelRight cards. */
  Blocks: ComponentType<ConfirmationBlocksProps>;
}>;

/**
 * Order confirmation: with an id, that order; without, the latest confirmation. A failed load is logged and the
 * shopper goes to the language home. Print (medium and large screens) prints the receipt (print CSS).
 */
export function ConfirmationPage({ orderId, Blocks }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const byId = useGetOrderByIdQuery(orderId ?? '', { skip: !orderId });
  const latest = useGetConfirmationQuery(undefined, { skip: Boolean(orderId) });
  const query = orderId ? byId : latest;
  useDocumentTitle(t('confirmation.title'));

  if (query.isLoading || query.isFetching) return <Spinner />;
  if (query.isError || !query.data) {
    console.warn('order confirmation could not be loaded', query.error);
    return <Navigate to={`/${lng}`} replace />;
  }
  const order = query.data;
  const boatingPermit = hasBoatingPermit(order);
  return (
    <div className="confirmation-page">
      <Blocks location="PanelTop" boatingPermit={boatingPermit} />
      <div className="content-with-sidebar">
        <article className="receipt" aria-labelledby="confirmation-title">
          <p className="print-only receipt-heading">
            {t('site.title')} – {t('confirmation.receipt')}
          </p>
          <h1 id="confirmation-title">{t('confirmation.title')}</h1>
          <p>{t('confirmation.message', { email: order.shippingAddress.email })}</p>
          <OrderDetails order={order} />
          <button
            type="button"
            className="button button-secondary print-button no-print"
            onClick={() => window.print()}
          >
            {t('confirmation.print')}
          </button>
        </article>
        <aside className="no-print" aria-label={t('content.related')}>
          <Blocks location="PanelRight" boatingPermit={boatingPermit} />
        </aside>
      </div>
    </div>
  );
}
