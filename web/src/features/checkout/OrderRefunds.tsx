import { feesLineId, refundTypeLabel, shippingLineId } from '@parks/schemas/admin/refunds';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import type { CustomerRefund, CustomerRefundLine, CustomerRefunds } from '@parks/schemas/orders';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { AmountRow, MoneyCell } from '../../components/Money.tsx';
import { withColon } from '../../lib/labels.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import './order.css';

type Props = CustomerRefunds & Readonly<{ orderTotalCents: number }>;

/** A refund line's name: its product's, or what shipping and the portal's fees are called. */
const lineName = (line: CustomerRefundLine, t: TFunction, lng: Language): string => {
  if (line.productName !== null) return textOf(line.productName, lng);
  if (line.id === shippingLineId) return t('refunds.shippingLine');
  if (line.id === feesLineId) return t('refunds.feesLine');
  return line.id;
};

/**
 * The refunds of a customer's order (public confirmation and receipt, portal order page): each refund with its
 * status, type, dates and amounts line by line, then what they add up to and the order total net of them. Nothing
 * when the order has none.
 */
export function OrderRefunds({ refunds, refundedCents, orderTotalCents }: Props) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <section className="order-refunds" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('refunds.title')}</h2>
      {refunds.map((refund) => (
        <Refund key={refund.refundId} refund={refund} />
      ))}
      <dl className="totals refund-totals">
        <AmountRow label={t('refunds.totalRefunded')} cents={refundedCents} deducted />
        <AmountRow label={t('refunds.netTotal')} cents={orderTotalCents - refundedCents} className="total" />
      </dl>
    </section>
  );
}

function Refund({ refund }: Readonly<{ refund: CustomerRefund }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const headingId = `refund-${refund.refundId}`;
  return (
    <section className="refund" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('refunds.refund', { refundId: refund.refundId })}</h3>
      <dl className="order-facts">
        <dt>{t('refunds.status')}</dt>
        <dd className={`refund-status refund-status-${refund.status}`}>{t(`refunds.statuses.${refund.status}`)}</dd>
        <dt>{t('refunds.type')}</dt>
        <dd>{translate(lng, refundTypeLabel(refund.type))}</dd>
        <dt>{t('refunds.requestedOn')}</dt>
        <dd>
          <FormattedDate value={refund.requestedAt} />
        </dd>
        {refund.refundedAt === null ? null : (
          <>
            <dt>{t('refunds.refundedOn')}</dt>
            <dd>
              <FormattedDate value={refund.refundedAt} />
            </dd>
          </>
        )}
      </dl>
      <table className="order-lines refund-lines">
        <caption className="visually-hidden">{t('refunds.lines', { refundId: refund.refundId })}</caption>
        <ColumnHeads
          labels={[t('refunds.item'), t('order.quantity'), t('order.subtotal'), t('order.tax'), t('order.lineTotal')]}
        />
        <tbody>
          {refund.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{lineName(line, t, lng)}</th>
              <td data-label={withColon(t, t('order.quantity'))}>{line.quantity ?? '—'}</td>
              <MoneyCell cents={line.subtotalCents} label={withColon(t, t('order.subtotal'))} />
              <MoneyCell cents={line.taxCents} label={withColon(t, t('order.tax'))} />
              <MoneyCell cents={line.totalCents} label={withColon(t, t('order.lineTotal'))} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('refunds.refundTotal')}
            </th>
            <MoneyCell cents={refund.totalCents} label={withColon(t, t('refunds.refundTotal'))} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
