import { translate } from '@parks/schemas/messages/index';
import { orderStatusLabel, type PostalAddress } from '@parks/schemas/orders';
import type { PortalOrderDto } from '@parks/schemas/portal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Money } from '../../components/Money.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { withColon } from '../../lib/labels.ts';
import { countryName } from '../../lib/places.ts';
import { errorMessage, isNotFound } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { OrderRefunds } from '../checkout/OrderRefunds.tsx';
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
      <section aria-labelledby="order-shipping">
        <h2 id="order-shipping">{t('portal.shippingInformation')}</h2>
        <Address address={order.shippingAddress} />
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
      </section>
      <section aria-labelledby="order-items">
        <h2 id="order-items">{t('portal.orderDetails')}</h2>
        <OrderLines order={order} />
      </section>
      <section aria-labelledby="order-totals">
        <h2 id="order-totals">{t('order.total')}</h2>
        <Totals order={order} />
      </section>
      <OrderRefunds
        refunds={order.refunds}
        refundedCents={order.refundedCents}
        orderTotalCents={order.fees.totalCents}
      />
      <section aria-labelledby="order-payment">
        <h2 id="order-payment">{t('portal.paymentInformation')}</h2>
        <dl className="order-facts">
          <Fact label={t('portal.customerNumber')}>{order.budgetCode ?? '—'}</Fact>
          {order.poNumber ? <Fact label={t('portal.poNumber')}>{order.poNumber}</Fact> : null}
          <Fact label={t('order.billingMethod')}>{t('portal.billedToCustomerNumber')}</Fact>
        </dl>
        <h3>{t('order.billingAddress')}</h3>
        <Address address={order.billingAddress} />
      </section>
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

function Fact({ label, children }: Readonly<{ label: string; children: ReactNode }>) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Address({ address }: Readonly<{ address: PostalAddress }>) {
  const lng = useLanguage();
  return (
    <address className="address-lines">
      {[
        `${address.firstName} ${address.lastName}`,
        address.companyName,
        address.address1,
        address.address2,
        `${address.city} ${address.provinceState ?? ''} ${address.postalCode}`,
        countryName(address.country, lng),
        address.phone1,
        address.email,
      ]
        .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
        .map((line) => (
          <span key={line} className="address-line">
            {line}
          </span>
        ))}
    </address>
  );
}

function OrderLines({ order }: Readonly<{ order: PortalOrderDto }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <table className="order-lines stacked-table">
      <thead>
        <tr>
          <th scope="col">{t('order.product')}</th>
          <th scope="col">{t('portal.itemNumber')}</th>
          <th scope="col">{t('order.quantity')}</th>
          <th scope="col">{t('order.unitPrice')}</th>
          <th scope="col">{t('order.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {order.orderProducts.map((line) => {
          const options = [line.yearOption, line.monthOption, line.languageOption, line.packSize]
            .map((option) => textOf(option, lng))
            .filter((text) => text !== '')
            .join(' · ');
          return (
            <tr key={line.lineId}>
              <td data-label={t('order.product')}>
                <strong>{textOf(line.productName, lng)}</strong>
                <br />
                {withColon(t, t('portal.sku'))} {line.sku}
                {options ? ` · ${options}` : ''}
              </td>
              <td data-label={t('portal.itemNumber')}>{line.serialNumber || '—'}</td>
              <td data-label={t('order.quantity')}>{line.quantity}</td>
              <td data-label={t('order.unitPrice')}>
                <Money cents={line.unitPriceCents} />
              </td>
              <td data-label={t('order.lineTotal')}>
                <Money cents={line.totalCents} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Totals({ order }: Readonly<{ order: PortalOrderDto }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { fees } = order;
  const rows: readonly (readonly [string, number])[] = [
    [t('order.subtotal'), fees.subtotalCents],
    [t('portal.fees.lineItem'), fees.lineItemFeeCents],
    [t('portal.fees.orderProcessing'), fees.orderProcessingFeeCents],
    [t('portal.fees.orderShipment'), fees.orderShipmentFeeCents],
    [t('portal.fees.productionSubtotal'), fees.productionSubtotalCents],
    [t('order.discount'), -fees.discountCents],
    [fees.taxName ? textOf(fees.taxName, lng) : t('order.tax'), fees.taxCents],
    [t('portal.fees.productionTotal'), fees.productionTotalCents],
    [t('portal.fees.estimatedShipping'), fees.shippingCents],
    [t('portal.fees.shippingTax'), fees.shippingTaxCents],
    [t('portal.fees.shippingTotal'), fees.shippingTotalCents],
  ];
  return (
    <dl className="summary-totals">
      {rows
        .filter(([, cents], index) => cents !== 0 || index === 0)
        .map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <Money cents={cents} />
            </dd>
          </div>
        ))}
      <div className="summary-total">
        <dt>{t('order.total')}</dt>
        <dd>
          <Money cents={fees.totalCents} />
        </dd>
      </div>
    </dl>
  );
}
