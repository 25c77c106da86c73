import type { OrderDetailsDto, TimelineChange, TimelineEntry } from '@parks/schemas/admin/orderDetails';
import { refundTypeLabel } from '@parks/schemas/admin/refunds';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { fullRate, type Rate } from '@parks/schemas/money';
import type { OrderAddressField } from '@parks/schemas/orderStaff';
import { isOrderStatus, orderStatusLabel, type PostalAddress } from '@parks/schemas/orders';
import { canAccessAdminArea, isRole } from '@parks/schemas/roles';
import { taxKindName } from '@parks/schemas/texts/screens/names';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { Money } from '../../components/Money.tsx';
import { localeOf, textOf, useLanguage } from '../../lib/text.ts';
import { useRole } from '../definitions/useRole.ts';
import { adminPath } from '../shell/adminPaths.ts';
import { useModalTexts } from './modalTexts.ts';
import type { ViewProps } from './OrderModal.tsx';
import { ScrollTable } from './TableWrap.tsx';

type Texts = ReturnType<typeof useModalTexts>;

/** A tax rate as a percentage of the page language: `13 %`, `9,975 %`. */
export const ratePercent = (rate: Rate, lng: Language): string =>
  new Intl.NumberFormat(localeOf(lng), { style: 'percent', maximumFractionDigits: 3 }).format(rate / fullRate);

/** A role as the back office names it; the customer and the workers in the modal's words. */
export const useActorRole = () => {
  const { t } = useTranslation('admin');
  const texts = useModalTexts();
  return (role: string): string => {
    if (role === 'customer') return texts.timeline.customer;
    if (role === 'system') return texts.timeline.system;
    return isRole(role) ? t(`roles.${role}`) : role;
  };
};

/** The label of a field an edit changed: `Shipping address: City`, `PO number`, `Status`. */
const changeLabel = (texts: Texts, field: TimelineChange['field']): string => {
  if (field === 'status') return texts.fields.status;
  const [kind, name] = field.split('.') as [string, string | undefined];
  if (name === undefined) return texts.scalarFields[field as keyof Texts['scalarFields']] ?? field;
  const block = texts.addresses[kind as keyof Texts['addresses']] ?? kind;
  return texts.labelled(block, texts.addressFields[name as OrderAddressField] ?? name);
};

/**
 * The details view (back-office.md §3): every field of the order, its amounts with two decimals in the page
 * language, the products with sku and serial, the refunds with their lines and who added them, the notes
 * (corrections shown as such, each correctable when the user may add notes) and the audit timeline.
 */
export function OrderDetailsView({ order, store, onOpen }: ViewProps & Readonly<{ order: OrderDetailsDto }>) {
  const lng = useLanguage();
  const texts = useModalTexts();
  const roleName = useActorRole();
  const mayNote = order.actions.some((action) => action.name === 'note' && action.allowed);
  // The payments area's own role rule (§6): the link shows only to whom the payments list would open.
  const mayPayments = canAccessAdminArea(useRole(), 'payments', store);
  const f = texts.fields;
  const none = texts.none;
  const date = (value: string | null) => (value ? <FormattedDate value={value} withTime /> : none);
  const orNone = (value: string | null | undefined) => (value ? value : none);
  const statusLabel = (value: string | null) =>
    value !== null && isOrderStatus(value) ? translate(lng, orderStatusLabel(value)) : (value ?? texts.timeline.empty);

  const summary: [string, ReactNode][] = [
    [f.orderId, order.orderId],
    [
      f.status,
      <span key="status" className="order-status" data-status={order.status}>
        {order.statusLabel}
      </span>,
    ],
    [f.storeCode, texts.stores[order.storeCode]],
    ...(order.preferredLanguage
      ? [[f.preferredLanguage, texts.languages[order.preferredLanguage]] as [string, ReactNode]]
      : []),
    [f.dateOrdered, date(order.dateOrdered)],
    [f.dateShipped, date(order.dateShipped)],
    [f.dateUpdated, date(order.dateUpdated)],
    [f.dateCancelled, date(order.dateCancelled)],
    [f.trackingNumber, orNone(order.trackingNumber)],
    [
      f.trackingUrl,
      order.trackingUrl ? (
        <a key="url" href={order.trackingUrl}>
          {order.trackingUrl}
        </a>
      ) : (
        none
      ),
    ],
    [f.cancelReason, orNone(order.cancelReason)],
    [f.cancelledBy, orNone(order.cancelledBy)],
    [f.refundType, order.refundType ? translate(lng, refundTypeLabel(order.refundType)) : none],
    [f.refundTotal, <Money key="refunded" cents={order.refundTotalCents} />],
    [f.shippingMethod, texts.shippingMethods[order.shippingMethod]],
    [f.billingType, texts.billingTypes[order.billingType]],
    [f.paymentMethod, order.payment ? texts.card(texts.brands[order.payment.brand], order.payment.last4) : none],
    [f.poNumber, orNone(order.poNumber)],
    [f.discountCodes, order.discountCodes.length > 0 ? order.discountCodes.join(', ') : none],
    [f.taxName, order.taxName ? textOf(order.taxName, lng) : none],
    [f.placedBy, order.placedBy.username ?? order.placedBy.userId],
    ...(order.storeCode === 'b2b'
      ? ([
          [f.budgetCode, orNone(order.budgetCode)],
          [f.shippingOption, orNone(order.shippingOption)],
          [
            f.estimatedArrivalDate,
            order.estimatedArrivalDate ? <FormattedDate key="eta" value={order.estimatedArrivalDate} /> : none,
          ],
        ] as [string, ReactNode][])
      : []),
  ];

  return (
    <div className="order-details">
      <section aria-labelledby="order-summary">
        <h3 id="order-summary">{texts.summary}</h3>
        <Pairs pairs={summary} />
        {mayPayments ? (
          <p>
            {/* The payments list searched by the order's id: its authorization and refunds, each with its details. */}
            <Link to={adminPath(lng, store, `payments?search=${encodeURIComponent(order.orderId)}`)}>
              {texts.paymentsLink}
            </Link>
          </p>
        ) : null}
      </section>

      <div className="order-addresses">
        {(['shippingAddress', 'billingAddress'] as const).map((kind) => (
          <section key={kind} aria-labelledby={`order-${kind}`}>
            <h3 id={`order-${kind}`}>{texts.addresses[kind]}</h3>
            <AddressBlock address={order[kind]} texts={texts} />
          </section>
        ))}
      </div>

      <section aria-labelledby="order-amounts">
        <h3 id="order-amounts">{texts.amounts.title}</h3>
        <Pairs pairs={amountPairs(order, texts, lng)} />
      </section>

      <section aria-labelledby="order-products">
        <h3 id="order-products">{texts.products.title}</h3>
        <ScrollTable
          label={texts.products.caption}
          rows={order.products}
          rowKey={(product) => product.lineId}
          columns={[
            { header: texts.products.product, cell: (product) => <ProductCell product={product} /> },
            { header: texts.products.sku, cell: (product) => product.sku },
            { header: texts.products.serial, cell: (product) => orNone(product.serialNumber) },
            { header: texts.products.quantity, cell: (product) => product.quantity },
            { header: texts.products.unitPrice, cell: (product) => <Money cents={product.unitPriceCents} /> },
            { header: texts.products.total, cell: (product) => <Money cents={product.totalCents} /> },
          ]}
        />
      </section>

      <section aria-labelledby="order-refunds">
        <h3 id="order-refunds">{texts.refunds.title}</h3>
        {order.refunds.length === 0 ? <p>{texts.refunds.none}</p> : null}
        {order.refunds.map((refund) => (
          <article key={refund.refundId} className="order-refund" aria-labelledby={`refund-${refund.refundId}`}>
            <h4 id={`refund-${refund.refundId}`}>
              {texts.labelled(texts.refunds.heading(refund.refundId), translate(lng, refundTypeLabel(refund.type)))},{' '}
              <Money cents={refund.totalCents} />
            </h4>
            <Pairs
              pairs={[
                [texts.refunds.status, texts.refunds.statuses[refund.status]],
                [texts.refunds.reason, refund.reason],
                [texts.refunds.comments, orNone(refund.comments)],
                ...(refund.failureReason ? [[texts.refunds.failure, refund.failureReason] as const] : []),
                [texts.refunds.settled, date(refund.settledAt)],
                [texts.timeline.when, <FormattedDate key="at" value={refund.requestedAt} withTime />],
                [texts.timeline.who, texts.refunds.addedBy(refund.requestedBy, roleName(refund.requestedByRole))],
              ]}
            />
            <ScrollTable
              label={texts.refunds.lines(refund.refundId)}
              rows={refund.lines}
              rowKey={(line) => line.id}
              columns={[
                {
                  header: texts.products.product,
                  cell: (line) => (line.productName ? textOf(line.productName, lng) : line.sku),
                },
                { header: texts.products.sku, cell: (line) => line.sku },
                { header: texts.products.serial, cell: (line) => orNone(line.serial) },
                { header: texts.products.quantity, cell: (line) => line.quantity },
                { header: texts.products.unitPrice, cell: (line) => <Money cents={line.unitPriceCents} /> },
                { header: texts.refunds.subtotal, cell: (line) => <Money cents={line.subtotalRefundedCents} /> },
                { header: texts.refunds.tax, cell: (line) => <Money cents={line.taxRefundedCents} /> },
                { header: texts.refunds.total, cell: (line) => <Money cents={line.totalRefundedCents} /> },
              ]}
            />
          </article>
        ))}
      </section>

      <section aria-labelledby="order-notes">
        <h3 id="order-notes">{texts.notes.title}</h3>
        {order.notes.length === 0 ? <p>{texts.notes.none}</p> : null}
        <ul className="order-notes">
          {order.notes.map((note) => (
            <li key={note.noteId} data-corrected={note.correctedByNoteId !== null}>
              <p className="order-note-text">{note.note}</p>
              <p className="order-muted">
                <FormattedDate value={note.dateTimeAdded} withTime />
                {' · '}
                {texts.notes.by(note.noteBy, roleName(note.noteByRole))}
                {note.correctsNoteId ? ` · ${texts.notes.corrects}` : ''}
                {note.correctedByNoteId ? ` · ${texts.notes.correctedBy}` : ''}
              </p>
              {mayNote && note.correctedByNoteId === null ? (
                <button
                  type="button"
                  className="button button-link"
                  onClick={() => onOpen('note', { corrects: note.noteId })}
                >
                  {texts.notes.correct}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="order-timeline">
        <h3 id="order-timeline">{texts.timeline.title}</h3>
        {order.timeline.length === 0 ? (
          <p>{texts.timeline.none}</p>
        ) : (
          <Timeline entries={order.timeline} statusLabel={statusLabel} />
        )}
      </section>
    </div>
  );
}

function Timeline({
  entries,
  statusLabel,
}: Readonly<{ entries: readonly TimelineEntry[]; statusLabel: (value: string | null) => string }>) {
  const texts = useModalTexts();
  const roleName = useActorRole();
  const value = (change: TimelineChange, side: string | null) =>
    change.field === 'status' ? statusLabel(side) : (side ?? texts.timeline.empty);
  return (
    <ScrollTable
      label={texts.timeline.caption}
      className="order-timeline"
      rows={entries}
      rowKey={(entry) => entry.entryId}
      rowData={(entry) => ({ kind: entry.kind })}
      columns={[
        { header: texts.timeline.when, cell: (entry) => <FormattedDate value={entry.at} withTime /> },
        {
          header: texts.timeline.who,
          // The server names the actor (a guest by the order's e-mail, the workers as System); the role follows
          // unless it only says the name again.
          cell: (entry) => {
            const name = entry.actor.username ?? entry.actor.userId;
            const role = roleName(entry.actor.role);
            return name === role ? name : `${name} (${role})`;
          },
        },
        {
          header: texts.timeline.what,
          cell: (entry) => (
            <>
              {entry.label}
              {entry.detail ? <span className="order-muted">{entry.detail}</span> : null}
            </>
          ),
        },
        { header: texts.timeline.why, cell: (entry) => entry.reason ?? texts.none },
        {
          header: texts.timeline.changes,
          cell: (entry) =>
            entry.changes.length === 0 ? (
              texts.none
            ) : (
              <ul className="order-changes">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {texts.timeline.change(
                      changeLabel(texts, change.field),
                      value(change, change.before),
                      value(change, change.after),
                    )}
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}

/** A product's name with what tells its line apart: category, options, vessel, tracking. */
function ProductCell({ product }: Readonly<{ product: OrderDetailsDto['products'][number] }>) {
  const lng = useLanguage();
  const texts = useModalTexts();
  const options = [product.validityPeriod, product.languageOption, product.packSize]
    .filter((option) => option !== null)
    .map((option) => textOf(option, lng));
  return (
    <>
      {textOf(product.productName, lng)}
      <span className="order-muted">{textOf(product.categoryName, lng)}</span>
      {options.length > 0 ? <span className="order-muted">{options.join(' · ')}</span> : null}
      {product.vesselId || product.vesselType ? (
        <span className="order-muted">
          {texts.products.vessel(
            [product.vesselType, product.vesselId].filter((part) => part).join(' '),
            product.vesselSize,
          )}
        </span>
      ) : null}
      {product.trackingNumber ? (
        <span className="order-muted">{texts.labelled(texts.products.tracking, product.trackingNumber)}</span>
      ) : null}
    </>
  );
}

function Pairs({ pairs }: Readonly<{ pairs: readonly (readonly [string, ReactNode])[] }>) {
  return (
    <dl className="order-pairs">
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const addressOrder: readonly OrderAddressField[] = [
  'companyName',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'provinceState',
  'postalCode',
  'country',
  'phone1',
  'email',
];

function AddressBlock({ address, texts }: Readonly<{ address: PostalAddress; texts: Texts }>) {
  return (
    <Pairs pairs={addressOrder.map((field) => [texts.addressFields[field], address[field] ?? texts.none] as const)} />
  );
}

const amountPairs = (order: OrderDetailsDto, texts: Texts, lng: Language): [string, ReactNode][] => {
  const a = order.amounts;
  const t = texts.amounts;
  const money = (cents: number) => <Money cents={cents} />;
  return [
    [t.subtotal, money(a.subtotalCents)],
    [t.discount, money(a.discountCents)],
    [t.shipping, money(a.shippingCents)],
    ...a.taxes.map((tax): [string, ReactNode] => [
      `${t.tax} ${taxKindName(lng, tax.kind)} (${ratePercent(tax.rate, lng)})`,
      money(tax.amountCents),
    ]),
    [t.tax, money(a.taxCents)],
    ...(a.portal
      ? ([
          [t.lineItemFee, money(a.portal.lineItemFeeCents)],
          [t.orderProcessingFee, money(a.portal.orderProcessingFeeCents)],
          [t.orderShipmentFee, money(a.portal.orderShipmentFeeCents)],
          [t.productionSubtotal, money(a.portal.productionSubtotalCents)],
          [t.productionTotal, money(a.portal.productionTotalCents)],
          [t.shippingTax, money(a.portal.shippingTaxCents)],
          [t.shippingTotal, money(a.portal.shippingTotalCents)],
        ] as [string, ReactNode][])
      : []),
    [t.total, money(a.totalCents)],
  ];
};
