import type { CheckoutDataDto } from '@parks/schemas/store/dtos';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { AmountRow, Money } from '../../components/Money.tsx';
import { vesselSummary } from '../../lib/labels.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { lineNames } from '../cart/lineText.ts';
import './checkout.css';

type Props = Readonly<{ data: CheckoutDataDto; onRemove?: (lineId: string) => void }>;

/**
 * My order summary: each line (quantity, category, product, validity, vessel, price, delete link), the subtotal,
 * each applied discount and the total, as the cart and the confirmation show them (the server's totals: before the
 * checkout can price shipping and taxes, the cart's discounted total); once an estimated arrival date exists, also
 * the arrival date, the shipping method and amount, and the taxes.
 */
export function OrderSummary({ data, onRemove }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const selected = data.shippingMethods.find((method) => method.selected);
  const { totals } = data;
  return (
    <section className="order-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t('checkout.summaryTitle')}</h2>
      <ul className="summary-lines">
        {data.items.map((item) => {
          const { product } = lineNames(item, lng);
          return (
            <li key={item.lineId} className="summary-line">
              <p>
                <span className="summary-quantity">{item.quantity} × </span>
                <span className="summary-category">{item.categoryName[lng]}</span>
              </p>
              {product ? <p>{product}</p> : null}
              {item.validityPeriod ? <p className="detail">{textOf(item.validityPeriod, lng)}</p> : null}
              {item.vessel ? <p className="detail">{vesselSummary(t, item.vessel)}</p> : null}
              <p className="summary-price">
                <Money cents={item.totalCents} />
              </p>
              {onRemove ? (
                <button type="button" className="link-button" onClick={() => onRemove(item.lineId)}>
                  {t('actions.delete')}
                  <span className="visually-hidden"> {item.categoryName[lng]}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <dl className="totals">
        <AmountRow label={t('order.subtotal')} cents={totals.subtotalCents} />
        {data.discounts.map((discount) => (
          <div key={discount.code} className="totals-row">
            <AmountRow label={t('order.discountCode', { code: discount.code })} cents={discount.amountCents} deducted />
          </div>
        ))}
        {data.estimatedArrivalDate ? (
          <>
            <dt>{t('order.estimatedArrival')}</dt>
            <dd>
              <FormattedDate value={data.estimatedArrivalDate} />
            </dd>
            {selected ? (
              <>
                <dt>{t('order.shippingMethod')}</dt>
                <dd>{t(`shipping.${selected.method}`)}</dd>
              </>
            ) : null}
            {totals.shippingCents > 0 ? <AmountRow label={t('order.shipping')} cents={totals.shippingCents} /> : null}
            {totals.taxCents > 0 ? (
              <AmountRow
                label={totals.taxName ? textOf(totals.taxName, lng) : t('order.tax')}
                cents={totals.taxCents}
              />
            ) : null}
          </>
        ) : null}
        <AmountRow label={t('order.total')} cents={totals.totalCents} className="total" />
      </dl>
    </section>
  );
}
