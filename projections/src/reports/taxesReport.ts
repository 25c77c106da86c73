import type { DocumentStore } from '@parks/infra/documents/port';
import type { Column, Row } from '@parks/schemas/admin/definitions';
import type { ReportFilter } from '@parks/schemas/admin/reports';
import type { Language } from '@parks/schemas/language';
import { fullRate } from '@parks/schemas/money';
import { moneyText, monthCondition } from './format.ts';
import { reportOrderFacts, voidStatuses } from './orderFacts.ts';
import type { ReportSource } from './source.ts';

const labels = {
  en: {
    title: 'Taxes collected by province and rate',
    province: 'Province',
    tax: 'Tax',
    rate: 'Rate',
    collectedCents: 'Collected',
    refundedCents: 'Refunded',
    netCents: 'Net collected',
  },
  fr: {
    title: 'Taxes perçues par province et par taux',
    province: 'Province',
    tax: 'Taxe',
    rate: 'Taux',
    collectedCents: 'Perçues',
    refundedCents: 'Remboursées',
    netCents: 'Net perçu',
  },
} as const satisfies Record<Language, Record<string, string>>;

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
  const orders: Record<string, unknown> = { status: { $nin: [...voidStatuses] } };
  if (filter.store === 'b2c' || filter.store === 'b2b') orders.storeCode = filter.store;
  const months = monthCondition(filter);
  const key = (path: string) => ({ province: '$province', kind: `$${path}.kind`, rate: `$${path}.rate` });
  const [collected, refunded] = await Promise.all([
    collection.aggregate<TaxGroup>([
      { $match: { ...orders, ...(months === null ? {} : { month: months }) } },
      { $unwind: '$taxes' },
      { $group: { _id: key('taxes'), amountCents: { $sum: '$taxes.amountCents' } } },
    ]),
    collection.aggregate<TaxGroup>([
      { $match: orders },
      { $unwind: '$refunds' },
      { $match: { 'refunds.status': { $ne: 'failed' }, ...(months === null ? {} : { 'refunds.month': months }) } },
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
  title: (language) => labels[language].title,
  readModels: [reportOrderFacts.name],
  columns: (language): readonly Column[] => {
    const t = labels[language];
    return [
      { name: 'province', caption: t.province },
      { name: 'tax', caption: t.tax },
      { name: 'rate', caption: t.rate },
      { name: 'collectedCents', caption: t.collectedCents, type: 'currency' },
      { name: 'refundedCents', caption: t.refundedCents, type: 'currency' },
      { name: 'netCents', caption: t.netCents, type: 'currency' },
    ];
  },
  count: async (documents, filter) => (await taxRows(documents, filter)).length,
  rows: async function* (documents, filter, language) {
    for (const row of await taxRows(documents, filter)) yield rowOf(row, language);
  },
  summary: async (documents, filter, language) => {
    const t = labels[language];
    const rows = await taxRows(documents, filter);
    const collected = rows.reduce((sum, row) => sum + row.collectedCents, 0);
    const refunded = rows.reduce((sum, row) => sum + row.refundedCents, 0);
    return [
      { property: t.collectedCents, value: moneyText(collected, language) },
      { property: t.refundedCents, value: moneyText(refunded, language) },
      { property: t.netCents, value: moneyText(collected - refunded, language) },
    ];
  },
};
