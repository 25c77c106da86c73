import type { Column } from '@parks/schemas/admin/definitions';
import type { RefundType } from '@parks/schemas/admin/refunds';
import { refundTypeLabel } from '@parks/schemas/admin/refunds';
import type { ReportFilter } from '@parks/schemas/admin/reports';
import type { Localized } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { isOrderStatus, orderStatusLabel } from '@parks/schemas/orders';
import { countText, moneyText, monthCondition } from './format.ts';
import { countGroups, type GroupedQuery, groupedRows, groupTotals } from './grouped.ts';
import { reportOrderFacts, voidStatuses } from './orderFacts.ts';
import type { ReportSource } from './source.ts';

type Labels = Readonly<Record<string, string>>;
const facts = reportOrderFacts.name;

/** The orders that stand (not declined, not cancelled) of the filter's store ('' for both) and months. */
const standing = (filter: ReportFilter): Record<string, unknown> => {
  const match: Record<string, unknown> = { status: { $nin: [...voidStatuses] } };
  if (filter.store === 'b2c' || filter.store === 'b2b') match.storeCode = filter.store;
  const months = monthCondition(filter);
  if (months !== null) match.month = months;
  return match;
};

/** The refunds that gave money back (requested or succeeded, not failed) of the orders that stand, by month. */
const refundStages = (filter: ReportFilter) => {
  const { month: _ordered, ...orders } = standing(filter);
  const months = monthCondition(filter);
  const refunds = { 'refunds.status': { $ne: 'failed' }, ...(months === null ? {} : { 'refunds.month': months }) };
  return [{ $match: orders }, { $unwind: '$refunds' }, { $match: refunds }];
};

const columnsOf =
  (labels: Readonly<Record<Language, Labels>>, columns: readonly Column[]) =>
  (language: Language): readonly Column[] =>
    columns.map((column) => ({ ...column, caption: labels[language][column.name] ?? column.name }));

const simpleSource = <G>(
  id: ReportSource['id'],
  labels: Readonly<Record<Language, Labels>>,
  columns: readonly Column[],
  query: (filter: ReportFilter) => GroupedQuery,
  rowOf: (group: G, language: Language) => Record<string, string | number | null>,
  totals: readonly Readonly<{ field: string; money: boolean }>[],
): ReportSource => ({
  id,
  title: (language) => labels[language].title ?? id,
  readModels: [facts],
  columns: columnsOf(labels, columns),
  count: (documents, filter) => countGroups(documents, query(filter)),
  rows: (documents, filter, language) => groupedRows(documents, query(filter), (group: G) => rowOf(group, language)),
  summary: async (documents, filter, language) => {
    const sums = await groupTotals(
      documents,
      query(filter),
      totals.map((total) => total.field),
    );
    return totals.map(({ field, money }) => ({
      property: labels[language][field] ?? field,
      value: money ? moneyText(sums[field] ?? 0, language) : countText(sums[field] ?? 0, language),
    }));
  },
});

type SalesGroup = {
  _id: { month: string; productId: string };
  productName: Localized;
  quantity: number;
  salesCents: number;
};

export const salesByProductMonthReport = simpleSource(
  'salesByProductMonth',
  {
    en: {
      title: 'Sales by product and month',
      month: 'Month',
      product: 'Product',
      quantity: 'Quantity',
      salesCents: 'Sales',
    },
    fr: {
      title: 'Ventes par produit et par mois',
      month: 'Mois',
      product: 'Produit',
      quantity: 'Quantité',
      salesCents: 'Ventes',
    },
  },
  [
    { name: 'month', caption: '' },
    { name: 'product', caption: '' },
    { name: 'quantity', caption: '' },
    { name: 'salesCents', caption: '', type: 'currency' },
  ],
  (filter) => ({
    collection: facts,
    pipeline: [
      { $match: standing(filter) },
      { $project: { month: 1, lines: 1, _id: 1 } },
      { $unwind: '$lines' },
      // The latest name a product was sold under names its row.
      { $sort: { month: 1, _id: 1 } },
      {
        $group: {
          _id: { month: '$month', productId: '$lines.productId' },
          productName: { $last: '$lines.productName' },
          quantity: { $sum: '$lines.quantity' },
          salesCents: { $sum: '$lines.totalCents' },
        },
      },
    ],
    sort: { '_id.month': 1, '_id.productId': 1 },
  }),
  (group: SalesGroup, language) => ({
    month: group._id.month,
    product: group.productName[language],
    quantity: group.quantity,
    salesCents: group.salesCents,
  }),
  [
    { field: 'quantity', money: false },
    { field: 'salesCents', money: true },
  ],
);

type RefundGroup = {
  _id: { month: string; type: RefundType };
  refunds: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
};

export const refundsByTypeMonthReport = simpleSource(
  'refundsByTypeMonth',
  {
    en: {
      title: 'Refunds by type and month',
      month: 'Month',
      type: 'Type',
      refunds: 'Refunds',
      subtotalCents: 'Subtotal',
      taxCents: 'Tax',
      totalCents: 'Total refunded',
    },
    fr: {
      title: 'Remboursements par type et par mois',
      month: 'Mois',
      type: 'Type',
      refunds: 'Remboursements',
      subtotalCents: 'Sous-total',
      taxCents: 'Taxes',
      totalCents: 'Total remboursé',
    },
  },
  [
    { name: 'month', caption: '' },
    { name: 'type', caption: '' },
    { name: 'refunds', caption: '' },
    { name: 'subtotalCents', caption: '', type: 'currency' },
    { name: 'taxCents', caption: '', type: 'currency' },
    { name: 'totalCents', caption: '', type: 'currency' },
  ],
  (filter) => ({
    collection: facts,
    pipeline: [
      ...refundStages(filter),
      {
        $group: {
          _id: { month: '$refunds.month', type: '$refunds.type' },
          refunds: { $sum: 1 },
          subtotalCents: { $sum: '$refunds.subtotalCents' },
          taxCents: { $sum: '$refunds.taxCents' },
          totalCents: { $sum: '$refunds.totalCents' },
        },
      },
    ],
    sort: { '_id.month': 1, '_id.type': 1 },
  }),
  (group: RefundGroup, language) => ({
    month: group._id.month,
    type: translate(language, refundTypeLabel(group._id.type)),
    refunds: group.refunds,
    subtotalCents: group.subtotalCents,
    taxCents: group.taxCents,
    totalCents: group.totalCents,
  }),
  [
    { field: 'refunds', money: false },
    { field: 'totalCents', money: true },
  ],
);

type DiscountGroup = { _id: { code: string }; uses: number; discountCents: number };

/**
 * Promo codes of the public store, each order counted once per code it applied, as placed: a later cancellation
 * does not give the use back (as the discounts list counts them).
 */
export const discountUsageReport = simpleSource(
  'discountUsage',
  {
    en: { title: 'Discount usage by code', code: 'Code', uses: 'Uses', discountCents: 'Discounted' },
    fr: {
      title: 'Utilisation des rabais par code',
      code: 'Code',
      uses: 'Utilisations',
      discountCents: 'Rabais accordés',
    },
  },
  [
    { name: 'code', caption: '' },
    { name: 'uses', caption: '' },
    { name: 'discountCents', caption: '', type: 'currency' },
  ],
  (filter) => {
    const months = monthCondition(filter);
    return {
      collection: facts,
      pipeline: [
        { $match: { storeCode: 'b2c', ...(months === null ? {} : { month: months }) } },
        { $project: { discounts: 1, _id: 1 } },
        { $unwind: '$discounts' },
        {
          $group: {
            _id: { code: '$discounts.code' },
            uses: { $sum: 1 },
            discountCents: { $sum: '$discounts.amountCents' },
          },
        },
      ],
      sort: { '_id.code': 1 },
    };
  },
  (group: DiscountGroup) => ({ code: group._id.code, uses: group.uses, discountCents: group.discountCents }),
  [
    { field: 'uses', money: false },
    { field: 'discountCents', money: true },
  ],
);

type PortalGroup = { _id: { budgetCode: string | null; status: string }; orders: number; totalCents: number };

export const portalOrdersByCustomerStatusReport = simpleSource(
  'portalOrdersByCustomerStatus',
  {
    en: {
      title: 'Portal orders by customer number and status',
      budgetCode: 'Customer number',
      status: 'Status',
      orders: 'Orders',
      totalCents: 'Total',
    },
    fr: {
      title: 'Commandes du portail par numéro de client et statut',
      budgetCode: 'Numéro de client',
      status: 'Statut',
      orders: 'Commandes',
      totalCents: 'Total',
    },
  },
  [
    { name: 'budgetCode', caption: '' },
    { name: 'status', caption: '' },
    { name: 'orders', caption: '' },
    { name: 'totalCents', caption: '', type: 'currency' },
  ],
  (filter) => {
    const months = monthCondition(filter);
    const match: Record<string, unknown> = { storeCode: 'b2b' };
    if (typeof filter.budgetCode === 'string' && filter.budgetCode !== '') match.budgetCode = filter.budgetCode;
    if (typeof filter.status === 'string' && filter.status !== '') match.status = filter.status;
    if (months !== null) match.month = months;
    return {
      collection: facts,
      pipeline: [
        { $match: match },
        {
          $group: {
            _id: { budgetCode: '$budgetCode', status: '$status' },
            orders: { $sum: 1 },
            totalCents: { $sum: '$totalCents' },
          },
        },
      ],
      sort: { '_id.budgetCode': 1, '_id.status': 1 },
    };
  },
  (group: PortalGroup, language) => ({
    budgetCode: group._id.budgetCode,
    status: isOrderStatus(group._id.status)
      ? translate(language, orderStatusLabel(group._id.status))
      : group._id.status,
    orders: group.orders,
    totalCents: group.totalCents,
  }),
  [
    { field: 'orders', money: false },
    { field: 'totalCents', money: true },
  ],
);
