import type { CartItemDto } from '@parks/schemas/cart';
import type { Language } from '@parks/schemas/language';
import type { CheckoutDataDto } from '@parks/schemas/store/dtos';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { Money } from '../../components/Money.tsx';
import { vesselTypeLabel } from '../../lib/labels.ts';
import { hidesProductName, nameSimilarity } from '../../lib/similarity.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import './checkout.css';

const productNameOf = (item: CartItemDto, lng: Language): string | null => {
  const product = item.productName[lng];
  const hide = hidesProductName(
    product,
    item.categoryName[lng],
    item.vessel !== null && item.vessel.vesselId !== '',
    nameSimilarity.summary,
  );
  return hide ? null : product;
};

type Props = Readonly<{ data: CheckoutDataDto; onRemove?: (lineId: string) => void }>;

/**
 * My order summary: each line (quantity, category, product, validity, vessel, price, delete link); once an
 * estimated arrival date exists, the arrival date, shipping method and amount, discounts, taxes and total.
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
          const product = productNameOf(item, lng);
          return (
            <li key={item.lineId} className="summary-line">
              <p>
                <span className="summary-quantity">{item.quantity} × </span>
                <span className="summary-category">{item.categoryName[lng]}</span>
              </p>
              {product ? <p>{product}</p> : null}
              {item.validityPeriod ? <p className="detail">{textOf(item.validityPeriod, lng)}</p> : null}
              {item.vessel ? (
                <p className="detail">
                  {t('vessel.feet', { count: item.vessel.lengthFeet })} · {item.vessel.vesselId} ·{' '}
                  {vesselTypeLabel(t, item.vessel.vesselType)}
                </p>
              ) : null}
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
        <dt>{t('order.subtotal')}</dt>
        <dd>
          <Money cents={totals.subtotalCents} />
        </dd>
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
            {totals.shippingCents > 0 ? (
              <>
                <dt>{t('order.shipping')}</dt>
                <dd>
                  <Money cents={totals.shippingCents} />
                </dd>
              </>
            ) : null}
            {data.discounts.map((discount) => (
              <div key={discount.code} className="totals-row">
                <dt>{t('order.discountCode', { code: discount.code })}</dt>
                <dd>
                  −<Money cents={discount.amountCents} />
                </dd>
              </div>
            ))}
            {totals.taxCents > 0 ? (
              <>
                <dt>{totals.taxName ? textOf(totals.taxName, lng) : t('order.tax')}</dt>
                <dd>
                  <Money cents={totals.taxCents} />
                </dd>
              </>
            ) : null}
            <dt className="total">{t('order.total')}</dt>
            <dd className="total">
              <Money cents={totals.totalCents} />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
