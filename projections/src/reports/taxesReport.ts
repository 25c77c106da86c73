import type { DocumentStore } from '@parks/infra/documents/port';
import type { Row } from '@parks/schemas/admin/definitions';
import type { ReportFilter } from '@parks/schemas/admin/reports';
import type { Localized } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { fullRate } from '@parks/schemas/money';
import { reportText } from '@parks/schemas/texts/screens/reportColumns';
import { moneyText } from './format.ts';
import { reportOrderFacts } from './orderFacts.ts';
import { columnsIn, type ReportColumn, type ReportSource } from './source.ts';
import { refundStages, standingOrders } from './standing.ts';

const title: Localized = reportText('taxes.title');

const collectedColumn: ReportColumn = {
  name: 'collectedCents',
  caption: reportText('taxes.collected'),
  currency: true,
};
const refundedColumn: ReportColumn = {
  name: 'refundedCents',
  caption: reportText('taxes.refunded'),
  currency: true,
};
const netColumn: ReportColumn = { name: 'netCents', caption: reportText('taxes.net'), currency: true };

const columns: readonly ReportColumn[] = [
  { name: 'province', caption: reportText('taxes.province') },
  { name: 'tax', caption: reportText('taxes.tax') },
  { name: 'rate', caption: reportText('taxes.rate') },
  collectedColumn,
  refundedColumn,
  netColumn,
];

type TaxKey = Readonly<{ province: string; kind: string; rate: number }>;
type TaxGroup = Readonly<{ _id: TaxKey; amountCents: number }>;
type TaxRow = TaxKey & Readonly<{ collectedCents: number; refundedCents: number }>;

/**
 * The tax of the orders that stand, placed in the months asked for, less the tax refunded in those months (a
 * refund lowers the tax of the period it is made in, as a return files it), by the order's province, tax and rate.
 * A province has a handful of taxes and rates, so the groups are few: both sides are read whole and merged.
 */
const taxRows = async (documents: DocumentStore, filter: ReportFilter): Promise<readonly TaxRow[]> => {
  const collection = documents.collection(reportOrderFacts.name);
  const key = (path: string) => ({ province: '$province', kind: `$${path}.kind`, rate: `$${path}.rate` });
  const [collected, refunded] = await Promise.all([
    collection.aggregate<TaxGroup>([
      { $match: standingOrders(filter) },
      { $unwind: '$taxes' },
      { $group: { _id: key('taxes'), amountCents: { $sum: '$taxes.amountCents' } } },
    ]),
    collection.aggregate<TaxGroup>([
      ...refundStages(filter),
      { $unwind: '$refunds.taxes' },
      { $group: { _id: key('refunds.taxes'), amountCents: { $sum: '$refunds.taxes.amountCents' } } },
    ]),
  ]);
  const rows = new Map<string, TaxRow>();
  const add = (group: TaxGroup, side: 'collectedCents' | 'refundedCents') => {
    const id = JSON.stringify([group._id.province, group._id.kind, group._id.rate]);
    const row = rows.get(id) ?? { ...group._id, collectedCents: 0, refundedCents: 0 };
    rows.set(id, { ...row, [side]: row[side] + group.amountCents });
  };
  for (const group of collected) add(group, 'collectedCents');
  for (const group of refunded) add(group, 'refundedCents');
  return [...rows.values()].sort(
    (a, b) => a.province.localeCompare(b.province) || a.kind.localeCompare(b.kind) || a.rate - b.rate,
  );
};

const rateText = (rate: number, language: Language): string => {
  const percent = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 3 }).format(
    (rate / fullRate) * 100,
  );
  return language === 'fr' ? `${percent} %` : `${percent}%`;
};

const rowOf = (row: TaxRow, language: Language): Row => ({
  province: row.province,
  tax: row.kind,
  rate: rateText(row.rate, language),
  collectedCents: row.collectedCents,
  refundedCents: row.refundedCents,
  netCents: row.collectedCents - row.refundedCents,
});

export const taxesByProvinceRateReport: ReportSource = {
  id: 'taxesByProvinceRate',
  title: (language) => title[language],
  readModels: [reportOrderFacts.name],
  columns: (language) => columnsIn(columns, language),
  count: async (documents, filter) => (await taxRows(documents, filter)).length,
  rows: async function* (documents, filter, language) {
    for (const row of await taxRows(documents, filter)) yield rowOf(row, language);
  },
  summary: async (documents, filter, language) => {
    const rows = await taxRows(documents, filter);
    const collected = rows.reduce((sum, row) => sum + row.collectedCents, 0);
    const refunded = rows.reduce((sum, row) => sum + row.refundedCents, 0);
    const line = (column: ReportColumn, cents: number) => ({
      property: column.caption[language],
      value: moneyText(cents, language),
    });
    return [line(collectedColumn, collected), line(refundedColumn, refunded), line(netColumn, collected - refunded)];
  },
};
