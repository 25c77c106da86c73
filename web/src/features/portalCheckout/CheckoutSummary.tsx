import type { PortalCheckoutDto } from '@parks/schemas/portal';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { Money } from '../../components/Money.tsx';
import { withColon } from '../../lib/labels.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import '../checkout/checkout.css';

/** The order summary of the portal checkout: lines with options, and the fees as the server computed them. */
export function CheckoutSummary({ dto }: Readonly<{ dto: PortalCheckoutDto }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { fees } = dto;
  const rows: readonly (readonly [string, number, boolean?])[] = [
    [t('order.subtotal'), fees.subtotalCents],
    [t('portal.fees.lineItem'), fees.lineItemFeeCents],
    [t('portal.fees.orderProcessing'), fees.orderProcessingFeeCents],
    [t('portal.fees.orderShipment'), fees.orderShipmentFeeCents],
    [t('portal.fees.productionSubtotal'), fees.productionSubtotalCents, true],
    [t('order.discount'), -fees.discountCents],
    [fees.taxName ? textOf(fees.taxName, lng) : t('order.tax'), fees.taxCents],
    [t('portal.fees.productionTotal'), fees.productionTotalCents, true],
    [t('portal.fees.estimatedShipping'), fees.shippingCents],
    [t('portal.fees.shippingTax'), fees.shippingTaxCents],
    [t('portal.fees.shippingTotal'), fees.shippingTotalCents, true],
  ];
  return (
    <aside className="order-summary" aria-labelledby="portal-summary-title">
      <h2 id="portal-summary-title">{t('portal.orderSummary')}</h2>
      <ul className="summary-lines">
        {dto.cartItems.map((item) => (
          <li key={item.cartItemId}>
            <span>
              {item.quantity} × {textOf(item.productName, lng)} ({item.sku})
            </span>{' '}
            <Money cents={item.totalCents} />
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        {rows
          .filter(([, cents, strong]) => strong || cents !== 0)
          .map(([label, cents, strong]) => (
            <div key={label} className={strong ? 'summary-strong' : undefined}>
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
      {dto.estimatedArrivalDate ? (
        <p>
          {withColon(t, t('order.estimatedArrival'))} <FormattedDate value={dto.estimatedArrivalDate} />
        </p>
      ) : null}
    </aside>
  );
}
