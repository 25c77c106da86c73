import type { Language } from '@parks/schemas/language';
import type { OrderDto, OrderLine, PostalAddress } from '@parks/schemas/orders';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { Money } from '../../components/Money.tsx';
import { vesselTypeLabel, withColon } from '../../lib/labels.ts';
import { countryName } from '../../lib/places.ts';
import { hidesProductName, nameSimilarity } from '../../lib/similarity.ts';
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

const lineName = (line: OrderLine, lng: Language): string => {
  const category = line.categoryName[lng];
  const product = line.productName[lng];
  const hide = hidesProductName(
    product,
    category,
    line.vessel !== null && line.vessel.vesselId !== '',
    nameSimilarity.confirmation,
  );
  return hide ? category : `${category} – ${product}`;
};

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
        <section aria-labelledby="ship-to">
          <h2 id="ship-to">{t('order.shippingAddress')}</h2>
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
        </section>
        <section aria-labelledby="bill-to">
          <h2 id="bill-to">{t('order.billingAddress')}</h2>
          <Address address={order.billingAddress} />
          <p>
            {withColon(t, t('order.billingMethod'))}{' '}
            {order.payment ? `${t(`card.${order.payment.brand}`)} •••• ${order.payment.last4}` : t('order.noPayment')}
            <br />
            {withColon(t, t('order.amount'))} <Money cents={order.payment?.amountCents ?? totals.totalCents} />
          </p>
        </section>
      </div>
      <table className="order-lines">
        <caption className="visually-hidden">{t('order.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.product')}</th>
            <th scope="col">{t('order.quantity')}</th>
            <th scope="col">{t('order.unitPrice')}</th>
            <th scope="col">{t('order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineId}>
              <th scope="row">
                {lineName(line, lng)}
                {line.validityPeriod ? <span className="detail">{textOf(line.validityPeriod, lng)}</span> : null}
                {line.vessel ? (
                  <span className="detail">
                    {t('vessel.feet', { count: line.vessel.lengthFeet })} · {line.vessel.vesselId} ·{' '}
                    {vesselTypeLabel(t, line.vessel.vesselType)}
                  </span>
                ) : null}
              </th>
              <td>{line.quantity}</td>
              <td>
                <Money cents={line.unitPriceCents} />
              </td>
              <td>
                <Money cents={line.totalCents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        <dt>{t('order.subtotal')}</dt>
        <dd>
          <Money cents={totals.subtotalCents} />
        </dd>
        {totals.discountCents > 0 ? (
          <>
            <dt>{t('order.discount')}</dt>
            <dd>
              −<Money cents={totals.discountCents} />
            </dd>
          </>
        ) : null}
        <dt>{t('order.shipping')}</dt>
        <dd>
          <Money cents={totals.shippingCents} />
        </dd>
        <dt>{totals.taxName ? textOf(totals.taxName, lng) : t('order.tax')}</dt>
        <dd>
          <Money cents={totals.taxCents} />
        </dd>
        <dt className="total">{t('order.total')}</dt>
        <dd className="total">
          <Money cents={totals.totalCents} />
        </dd>
      </dl>
      <OrderRefunds refunds={order.refunds} refundedCents={order.refundedCents} orderTotalCents={totals.totalCents} />
    </div>
  );
}
