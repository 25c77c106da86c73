import type { PortalFees } from '@parks/schemas/portal';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/Fact.tsx';
import { Money } from '../../components/Money.tsx';
import { textOf, useLanguage } from '../../lib/text.ts';

type Props = Readonly<{
  fees: PortalFees;
  /**
   * `summary` (the checkout): the running subtotals stand out and show even at zero. `order` (the order page):
   * what was charged, the subtotal always and the rest when not zero.
   */
  variant: 'summary' | 'order';
}>;

/** The fees of a portal order as the server computed them, line by line, then the total. */
export function PortalFeeTotals({ fees, variant }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const rows: readonly (readonly [label: string, cents: number, subtotal: boolean])[] = [
    [t('order.subtotal'), fees.subtotalCents, false],
    [t('portal.fees.lineItem'), fees.lineItemFeeCents, false],
    [t('portal.fees.orderProcessing'), fees.orderProcessingFeeCents, false],
    [t('portal.fees.orderShipment'), fees.orderShipmentFeeCents, false],
    [t('portal.fees.productionSubtotal'), fees.productionSubtotalCents, true],
    [t('order.discount'), -fees.discountCents, false],
    [fees.taxName ? textOf(fees.taxName, lng) : t('order.tax'), fees.taxCents, false],
    [t('portal.fees.productionTotal'), fees.productionTotalCents, true],
    [t('portal.fees.estimatedShipping'), fees.shippingCents, false],
    [t('portal.fees.shippingTax'), fees.shippingTaxCents, false],
    [t('portal.fees.shippingTotal'), fees.shippingTotalCents, true],
  ];
  const summary = variant === 'summary';
  const shown = rows.filter(([, cents, subtotal], index) =>
    summary ? subtotal || cents !== 0 : cents !== 0 || index === 0,
  );
  return (
    <dl className="summary-totals">
      {shown.map(([label, cents, subtotal]) => (
        <Fact key={label} label={label} className={summary && subtotal ? 'summary-strong' : undefined}>
          <Money cents={cents} />
        </Fact>
      ))}
      <Fact label={t('order.total')} className="summary-total">
        <Money cents={fees.totalCents} />
      </Fact>
    </dl>
  );
}
