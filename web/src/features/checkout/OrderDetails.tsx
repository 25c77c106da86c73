import type { OrderDto, PostalAddress } from '@parks/schemas/orders';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { AmountRow, Money, MoneyCell } from '../../components/Money.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { vesselSummary, withColon } from '../../lib/labels.ts';
import { countryName } from '../../lib/places.ts';
import { lineLabel, nameSimilarity } from '../../lib/similarity.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { OrderRefunds } from './OrderRefunds.tsx';
import './order.css';

function Address({ address }: Readonly<{ address: PostalAddress }>) {
  const lng = useLanguage();
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.companyName ? (
        <>
          {address.companyName}
          <br />
        </>
      ) : null}
      {address.address1}
      <br />
      {address.address2 ? (
        <>
          {address.address2}
          <br />
        </>
      ) : null}
      {address.city}
      {address.provinceState ? `, ${address.provinceState}` : ''} {address.postalCode}
      <br />
      {countryName(address.country, lng)}
      <br />
      {address.phone1}
      <br />
      {address.email}
    </address>
  );
}

/** Everything the confirmation page and the printed receipt show of an order. */
export function OrderDetails({ order }: Readonly<{ order: OrderDto }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { totals } = order;
  return (
    <div className="order-details">
      <dl className="order-facts">
        <dt>{t('order.date')}</dt>
        <dd>
          <FormattedDate value={order.dateOrdered} />
        </dd>
        <dt>{t('order.number')}</dt>
        <dd>{order.orderId}</dd>
      </dl>
      <div className="order-columns">
        <TitledSection id="ship-to" title={t('order.shippingAddress')}>
          <Address address={order.shippingAddress} />
          <p>
            {withColon(t, t('order.shippingMethod'))} {t(`shipping.${order.shippingMethod}`)}
            {order.estimatedArrivalDate ? (
              <>
                <br />
                {withColon(t, t('order.estimatedArrival'))} <FormattedDate value={order.estimatedArrivalDate} />
              </>
            ) : null}
          </p>
        </TitledSection>
        <TitledSection id="bill-to" title={t('order.billingAddress')}>
          <Address address={order.billingAddress} />
          <p>
            {withColon(t, t('order.billingMethod'))}{' '}
            {order.payment ? `${t(`card.${order.payment.brand}`)} •••• ${order.payment.last4}` : t('order.noPayment')}
            <br />
            {withColon(t, t('order.amount'))} <Money cents={order.payment?.amountCents ?? totals.totalCents} />
          </p>
        </TitledSection>
      </div>
      <table className="order-lines">
        <caption className="visually-hidden">{t('order.items')}</caption>
        <ColumnHeads labels={[t('order.product'), t('order.quantity'), t('order.unitPrice'), t('order.lineTotal')]} />
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineId}>
              <th scope="row">
                {lineLabel(line, lng, nameSimilarity.confirmation)}
                {line.validityPeriod ? <span className="detail">{textOf(line.validityPeriod, lng)}</span> : null}
                {line.vessel ? <span className="detail">{vesselSummary(t, line.vessel)}</span> : null}
              </th>
              <td>{line.quantity}</td>
              <MoneyCell cents={line.unitPriceCents} />
              <MoneyCell cents={line.totalCents} />
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        <AmountRow label={t('order.subtotal')} cents={totals.subtotalCents} />
        {totals.discountCents > 0 ? (
          <AmountRow label={t('order.discount')} cents={totals.discountCents} deducted />
        ) : null}
        <AmountRow label={t('order.shipping')} cents={totals.shippingCents} />
        <AmountRow label={totals.taxName ? textOf(totals.taxName, lng) : t('order.tax')} cents={totals.taxCents} />
        <AmountRow label={t('order.total')} cents={totals.totalCents} className="total" />
      </dl>
      <OrderRefunds refunds={order.refunds} refundedCents={order.refundedCents} orderTotalCents={totals.totalCents} />
    </div>
  );
}
