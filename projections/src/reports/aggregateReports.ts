import type { PipelineStage } from '@parks/infra/documents/port';
import type { RefundType } from '@parks/schemas/admin/refunds';
import { refundTypeLabel } from '@parks/schemas/admin/refunds';
import type { ReportFilter } from '@parks/schemas/admin/reports';
import type { Localized } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { isOrderStatus, orderStatusLabel } from '@parks/schemas/orders';
import { reportText } from '@parks/schemas/texts/screens/reportColumns';
import { countText, moneyText, monthCondition } from './format.ts';
import { countGroups, type GroupedQuery, groupedRows, groupTotals } from './grouped.ts';
import { reportOrderFacts } from './orderFacts.ts';
import { columnsIn, type ReportColumn, type ReportSource } from './source.ts';
import { refundStages, standingOrders } from './standing.ts';

const facts = reportOrderFacts.name;

/** A column of a grouped report; `total`: the summary sums it over every group (as money when the column is). */
type GroupedColumn = ReportColumn & Readonly<{ total?: true }>;

/** What a pipeline's `$group` gives: the group's key as `_id`, and its sums. */
type Group<Key, Sums extends string> = Readonly<{ _id: Key } & Record<Sums, number>>;

const monthColumn: GroupedColumn = { name: 'month', caption: reportText('month') };

/**
 * A report of the groups of one pipeline over the order facts, one row a group. The pipeline is `stages`, then one
 * `$group` by `groupBy` making `sums` (each the sum of its operand over the group's documents; `1` counts them) and
 * `kept` (what else a row shows of its group), sorted on the whole group key.
 */
const groupedSource = <G>(
  report: Readonly<{
    id: ReportSource['id'];
    title: Localized;
    columns: readonly GroupedColumn[];
    stages: (filter: ReportFilter) => readonly PipelineStage[];
    groupBy: Readonly<Record<string, string>>;
    sums: Readonly<Record<string, string | 1>>;
    kept?: Readonly<Record<string, unknown>>;
    rowOf: (group: G, language: Language) => Record<string, string | number | null>;
  }>,
): ReportSource => {
  const { id, title, columns, stages, groupBy, kept, rowOf } = report;
  const summed = Object.fromEntries(Object.entries(report.sums).map(([name, operand]) => [name, { $sum: operand }]));
  const query = (filter: ReportFilter): GroupedQuery => ({
    collection: facts,
    pipeline: [...stages(filter), { $group: { _id: groupBy, ...kept, ...summed } }],
    sort: Object.fromEntries(Object.keys(groupBy).map((key) => [`_id.${key}`, 1 as const])),
  });
  const totals = columns.filter((column) => column.total);
  return {
    id,
    title: (language) => title[language],
    readModels: [facts],
    columns: (language) => columnsIn(columns, language),
    count: (documents, filter) => countGroups(documents, query(filter)),
    rows: (documents, filter, language) => groupedRows(documents, query(filter), (group: G) => rowOf(group, language)),
    summary: async (documents, filter, language) => {
      const sums = await groupTotals(
        documents,
        query(filter),
        totals.map((total) => total.name),
      );
      return totals.map(({ name, caption, currency }) => ({
        property: caption[language],
        value: currency ? moneyText(sums[name] ?? 0, language) : countText(sums[name] ?? 0, language),
      }));
    },
  };
};

type SalesGroup = Group<{ month: string; productId: string }, 'quantity' | 'salesCents'> & { productName: Localized };

export const salesByProductMonthReport = groupedSource({
  id: 'salesByProductMonth',
  title: reportText('salesByProduct.title'),
  columns: [
    monthColumn,
    { name: 'product', caption: reportText('salesByProduct.product') },
    { name: 'quantity', caption: reportText('salesByProduct.quantity'), total: true },
    { name: 'salesCents', caption: reportText('salesByProduct.sales'), currency: true, total: true },
  ],
  stages: (filter) => [
    { $match: standingOrders(filter) },
    { $project: { month: 1, lines: 1, _id: 1 } },
    { $unwind: '$lines' },
    { $sort: { month: 1, _id: 1 } },
  ],
  groupBy: { month: '$month', productId: '$lines.productId' },
  sums: { quantity: '$lines.quantity', salesCents: '$lines.totalCents' },
  // The latest name a product was sold under names its row (the stages sort by month).
  kept: { productName: { $last: '$lines.productName' } },
  rowOf: (group: SalesGroup, language) => ({
    month: group._id.month,
    product: group.productName[language],
    quantity: group.quantity,
    salesCents: group.salesCents,
  }),
});

type RefundGroup = Group<{ month: string; type: RefundType }, 'refunds' | 'subtotalCents' | 'taxCents' | 'totalCents'>;

export const refundsByTypeMonthReport = groupedSource({
  id: 'refundsByTypeMonth',
  title: reportText('refundsByType.title'),
  columns: [
    monthColumn,
    { name: 'type', caption: reportText('refundsByType.type') },
    { name: 'refunds', caption: reportText('refundsByType.refunds'), total: true },
    { name: 'subtotalCents', caption: reportText('refundsByType.subtotal'), currency: true },
    { name: 'taxCents', caption: reportText('refundsByType.tax'), currency: true },
    { name: 'totalCents', caption: reportText('refundsByType.total'), currency: true, total: true },
  ],
  stages: refundStages,
  groupBy: { month: '$refunds.month', type: '$refunds.type' },
  sums: {
    refunds: 1,
    subtotalCents: '$refunds.subtotalCents',
    taxCents: '$refunds.taxCents',
    totalCents: '$refunds.totalCents',
  },
  rowOf: (group: RefundGroup, language) => ({
    month: group._id.month,
    type: translate(language, refundTypeLabel(group._id.type)),
    refunds: group.refunds,
    subtotalCents: group.subtotalCents,
    taxCents: group.taxCents,
    totalCents: group.totalCents,
  }),
});

type DiscountGroup = Group<{ code: string }, 'uses' | 'discountCents'>;

/**
 * Promo codes of the public store, each order counted once per code it applied, as placed: a later cancellation
 * does not give the use back (as the discounts list counts them).
 */
export const discountUsageReport = groupedSource({
  id: 'discountUsage',
  title: reportText('discountUsage.title'),
  columns: [
    { name: 'code', caption: reportText('discountUsage.code') },
    { name: 'uses', caption: reportText('discountUsage.uses'), total: true },
    { name: 'discountCents', caption: reportText('discountUsage.discounted'), currency: true, total: true },
  ],
  stages: (filter) => {
    const months = monthCondition(filter);
    return [
      { $match: { storeCode: 'b2c', ...(months === null ? {} : { month: months }) } },
      { $project: { discounts: 1, _id: 1 } },
      { $unwind: '$discounts' },
    ];
  },
  groupBy: { code: '$discounts.code' },
  sums: { uses: 1, discountCents: '$discounts.amountCents' },
  rowOf: (group: DiscountGroup) => ({ code: group._id.code, uses: group.uses, discountCents: group.discountCents }),
});

type PortalGroup = Group<{ budgetCode: string | null; status: string }, 'orders' | 'totalCents'>;

export const portalOrdersByCustomerStatusReport = groupedSource({
  id: 'portalOrdersByCustomerStatus',
  title: reportText('portalOrders.title'),
  columns: [
    { name: 'budgetCode', caption: reportText('portalOrders.budgetCode') },
    { name: 'status', caption: reportText('portalOrders.status') },
    { name: 'orders', caption: reportText('portalOrders.orders'), total: true },
    { name: 'totalCents', caption: reportText('portalOrders.total'), currency: true, total: true },
  ],
  stages: (filter) => {
    const months = monthCondition(filter);
    const match: Record<string, unknown> = { storeCode: 'b2b' };
    if (typeof filter.budgetCode === 'string' && filter.budgetCode !== '') match.budgetCode = filter.budgetCode;
    if (typeof filter.status === 'string' && filter.status !== '') match.status = filter.status;
    if (months !== null) match.month = months;
    return [{ $match: match }];
  },
  groupBy: { budgetCode: '$budgetCode', status: '$status' },
  sums: { orders: 1, totalCents: '$totalCents' },
  rowOf: (group: PortalGroup, language) => ({
    budgetCode: group._id.budgetCode,
    status: isOrderStatus(group._id.status)
      ? translate(language, orderStatusLabel(group._id.status))
      : group._id.status,
    orders: group.orders,
    totalCents: group.totalCents,
  }),
});
