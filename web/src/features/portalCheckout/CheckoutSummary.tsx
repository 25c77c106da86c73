import type { PortalCheckoutDto } from '@parks/schemas/portal';
import { useTranslation } from 'react-i18next';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { Money } from '../../components/Money.tsx';
import { withColon } from '../../lib/labels.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { PortalFeeTotals } from './PortalFees.tsx';
import '../checkout/checkout.css';

/** The order summary of the portal checkout: lines with options, and the fees as the server computed them. */
export function CheckoutSummary({ dto }: Readonly<{ dto: PortalCheckoutDto }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
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
      <PortalFeeTotals fees={dto.fees} variant="summary" />
      {dto.estimatedArrivalDate ? (
        <p>
          {withColon(t, t('order.estimatedArrival'))} <FormattedDate value={dto.estimatedArrivalDate} />
        </p>
      ) : null}
    </aside>
  );
}
