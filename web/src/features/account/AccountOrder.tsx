import { translate } from '@parks/schemas/messages/index';
import { orderStatusLabel } from '@parks/schemas/orders';
import type { PortalOrderDto } from '@parks/schemas/portal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PostalAddressLines } from '../../components/AddressLines.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { Fact } from '../../components/Fact.tsx';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { MoneyCell } from '../../components/Money.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage, isNotFound } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { OrderRefunds } from '../checkout/OrderRefunds.tsx';
import { skuAndOptions } from '../portal/portalTypes.ts';
import { PortalFeeTotals } from '../portalCheckout/PortalFees.tsx';
import { useGetMyOrderQuery } from './accountApi.ts';
import '../checkout/order.css';

type Props = Readonly<{ orderId: string; confirmation: boolean; continueHref: string }>;

/**
 * A portal order (confirmation and order details): shipping information, order details (a table on wide
 * screens, stacked cards on narrow ones), order total, payment information; Continue shopping and Print (the
 * printable receipt: order information, shipping address, items, totals, billing information).
 */
export function AccountOrder({ orderId, confirmation, continueHref }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: order, isLoading, error, refetch } = useGetMyOrderQuery({ orderId });
  const title = confirmation ? t('portal.confirmationTitle') : t('portal.orderDetailsTitle', { orderId });
  useDocumentTitle(title);
  if (isLoading) return <Spinner />;
  if (isNotFound(error)) return <p>{t('portal.orderNotFound')}</p>;
  if (error || !order) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;

  return (
    <article className="portal-order receipt" aria-labelledby="order-title">
      <h1 id="order-title">{title}</h1>
      {confirmation ? <p>{t('portal.confirmationBody')}</p> : null}
      <dl className="order-facts">
        <Fact label={t('order.number')}>{order.orderId}</Fact>
        <Fact label={t('order.date')}>
          <FormattedDate value={order.dateOrdered} withTime />
        </Fact>
        <Fact label={t('account.status')}>{translate(lng, orderStatusLabel(order.status))}</Fact>
      </dl>
      <TitledSection id="order-shipping" title={t('portal.shippingInformation')}>
        <PostalAddressLines address={order.shippingAddress} email={order.shippingAddress.email} />
        <dl className="order-facts">
          <Fact label={t('portal.shippingMethod')}>
            {t(`portal.methods.${order.shippingMethod}`, { defaultValue: order.shippingMethod })}
          </Fact>
          <Fact label={t('portal.shippingOption')}>
            {t(`portal.options.${order.shippingOption}`, { defaultValue: order.shippingOption })}
          </Fact>
          {order.estimatedArrivalDate ? (
            <Fact label={t('order.estimatedArrival')}>
              <FormattedDate value={order.estimatedArrivalDate} />
            </Fact>
          ) : null}
          {order.trackingNumber ? <Fact label={t('portal.tracking')}>{order.trackingNumber}</Fact> : null}
        </dl>
      </TitledSection>
      <TitledSection id="order-items" title={t('portal.orderDetails')}>
        <OrderLines order={order} />
      </TitledSection>
      <TitledSection id="order-totals" title={t('order.total')}>
        <PortalFeeTotals fees={order.fees} variant="order" />
      </TitledSection>
      <OrderRefunds
        refunds={order.refunds}
        refundedCents={order.refundedCents}
        orderTotalCents={order.fees.totalCents}
      />
      <TitledSection id="order-payment" title={t('portal.paymentInformation')}>
        <dl className="order-facts">
          <Fact label={t('portal.customerNumber')}>{order.budgetCode ?? '—'}</Fact>
          {order.poNumber ? <Fact label={t('portal.poNumber')}>{order.poNumber}</Fact> : null}
          <Fact label={t('order.billingMethod')}>{t('portal.billedToCustomerNumber')}</Fact>
        </dl>
        <h3>{t('order.billingAddress')}</h3>
        <PostalAddressLines address={order.billingAddress} email={order.billingAddress.email} />
      </TitledSection>
      <p className="no-print">
        <Link to={continueHref} className="button button-secondary">
          {t('portal.continueShopping')}
        </Link>{' '}
        <button type="button" className="button print-button" onClick={() => window.print()}>
          {t('confirmation.print')}
        </button>
      </p>
    </article>
  );
}

function OrderLines({ order }: Readonly<{ order: PortalOrderDto }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <table className="order-lines stacked-table">
      <ColumnHeads
        labels={[
          t('order.product'),
          t('portal.itemNumber'),
          t('order.quantity'),
          t('order.unitPrice'),
          t('order.lineTotal'),
        ]}
      />
      <tbody>
        {order.orderProducts.map((line) => (
          <tr key={line.lineId}>
            <td data-label={t('order.product')}>
              <strong>{textOf(line.productName, lng)}</strong>
              <br />
              {skuAndOptions(line, t, lng)}
            </td>
            <td data-label={t('portal.itemNumber')}>{line.serialNumber || '—'}</td>
            <td data-label={t('order.quantity')}>{line.quantity}</td>
            <MoneyCell cents={line.unitPriceCents} label={t('order.unitPrice')} />
            <MoneyCell cents={line.totalCents} label={t('order.lineTotal')} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
