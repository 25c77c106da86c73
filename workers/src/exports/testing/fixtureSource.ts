/**
 * A report source for the export tests and the bench: `rows` made-up orders, French text with accents, a value
 * holding the pipe, money in cents, and an id column that no file shows. It reads no read model; a test may hold
 * the rows at one place (`holdAt`) until it lets them go, to act while an export is half done.
 */
import type { ReportSource } from '@parks/projections/reports/source';
import type { Row } from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';

export type FixtureOptions = Readonly<{ rows: number; holdAt?: number; hold?: Promise<void> }>;

const names = ['Réserve à Banff', 'Parc national | Jasper', 'Lieu historique Louisbourg', 'Forêt de Kouchibouguac'];

export const fixtureRow = (index: number): Row => ({
  id: `ord-${index}`,
  orderNumber: `B2C-${String(index).padStart(7, '0')}`,
  place: `${names[index % names.length] ?? ''} — cœur ç é`,
  totalCents: 1_000 + ((index * 137) % 90_000),
  dateOrdered: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  paid: index % 3 !== 0,
});

export const fixtureSource = (options: FixtureOptions): ReportSource => ({
  id: 'orders',
  title: (language: Language) => (language === 'fr' ? 'Commandes' : 'Orders'),
  readModels: [],
  columns: (language: Language) => [
    { name: 'id', caption: 'Id', type: 'hidden' },
    { name: 'orderNumber', caption: language === 'fr' ? 'N° de commande' : 'Order number' },
    { name: 'place', caption: language === 'fr' ? 'Lieu' : 'Place' },
    { name: 'totalCents', caption: 'Total', type: 'currency' },
    { name: 'dateOrdered', caption: language === 'fr' ? 'Date' : 'Date', type: 'datetime' },
    { name: 'paid', caption: language === 'fr' ? 'Payée' : 'Paid', type: 'checkbox' },
  ],
  count: async () => options.rows,
  async *rows() {
    for (let index = 0; index < options.rows; index += 1) {
      if (index === options.holdAt && options.hold !== undefined) await options.hold;
      yield fixtureRow(index);
    }
  },
  summary: async () => [{ property: 'Rows', value: String(options.rows) }],
});
