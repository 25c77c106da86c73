import type { DocumentStore } from '@parks/infra/documents/port';
import type { Row } from '@parks/schemas/admin/definitions';
import { orderStatuses, taxKinds } from '@parks/schemas/orders';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDocuments } from '../runtime/testSupport.ts';
import { salesByProductMonthReport } from './aggregateReports.ts';
import { type OrderFactsDocument, reportOrderFacts, voidStatuses } from './orderFacts.ts';
import type { ReportSource } from './source.ts';
import { taxesByProvinceRateReport } from './taxesReport.ts';

/**
 * The aggregate reports over any orders and refunds: their rows add up to the facts they group (orders that stand,
 * refunds that did not fail), a month range splits the figures without losing any, and the count is the rows'.
 */
const months = ['2026-01', '2026-02', '2026-03'];
const factArb = (index: number) =>
  fc
    .record({
      storeCode: fc.constantFrom('b2c' as const, 'b2b' as const),
      month: fc.constantFrom(...months),
      status: fc.constantFrom(...orderStatuses),
      province: fc.constantFrom('ON', 'QC', 'BC'),
      lines: fc.array(
        fc.record({
          productId: fc.constantFrom('prd-a', 'prd-b', 'prd-c'),
          quantity: fc.integer({ min: 1, max: 9 }),
          totalCents: fc.integer({ min: 0, max: 100_000 }),
        }),
        { maxLength: 3 },
      ),
      taxes: fc.array(
        fc.record({
          kind: fc.constantFrom(...taxKinds),
          rate: fc.constantFrom(5_000, 13_000),
          amountCents: fc.integer({ min: 0, max: 10_000 }),
        }),
        { maxLength: 2 },
      ),
      refunds: fc.array(
        fc.record({
          month: fc.constantFrom(...months),
          status: fc.constantFrom('requested' as const, 'succeeded' as const, 'failed' as const),
          taxes: fc.array(
            fc.record({
              kind: fc.constantFrom(...taxKinds),
              rate: fc.constantFrom(5_000, 13_000),
              amountCents: fc.integer({ min: 0, max: 5_000 }),
            }),
            { maxLength: 2 },
          ),
        }),
        { maxLength: 2 },
      ),
    })
    .map(
      (fact): OrderFactsDocument => ({
        ...fact,
        _id: `ord-${index}`,
        orderId: `ord-${index}`,
        budgetCode: null,
        lines: fact.lines.map((line) => ({ ...line, productName: { en: line.productId, fr: line.productId } })),
        discounts: [],
        subtotalCents: 0,
        discountCents: 0,
        totalCents: 0,
        refunds: fact.refunds.map((refund, n) => ({
          ...refund,
          refundId: `ord-${index}-R${n + 1}`,
          type: 'partial',
          subtotalCents: 0,
          taxCents: refund.taxes.reduce((sum, tax) => sum + tax.amountCents, 0),
          totalCents: 0,
        })),
      }),
    );
const factsArb = fc
  .integer({ min: 0, max: 12 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => factArb(i))));

let documents: DocumentStore;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ documents, close } = await openTestDocuments('report-aggregates'));
});
afterAll(() => close());

const rowsOf = async (source: ReportSource, filter: Record<string, string>): Promise<Row[]> => {
  const rows: Row[] = [];
  for await (const row of source.rows(documents, filter, 'en')) rows.push(row);
  return rows;
};
const total = (rows: readonly Row[], column: string): number =>
  rows.reduce((sum, row) => sum + Number(row[column] ?? 0), 0);
const stands = (fact: OrderFactsDocument) => !voidStatuses.includes(fact.status);
const sum = (values: readonly number[]) => values.reduce((all, value) => all + value, 0);

describe('the aggregate reports, any orders and refunds', () => {
  it('add up to their facts, split by months without losing any', async () => {
    await fc.assert(
      fc.asyncProperty(factsArb, async (facts) => {
        const collection = documents.collection<OrderFactsDocument>(reportOrderFacts.name);
        await collection.deleteMany({});
        for (const fact of facts) await collection.insertOne(fact);
        const standing = facts.filter(stands);

        const sales = await rowsOf(salesByProductMonthReport, { store: '' });
        expect(total(sales, 'salesCents')).toBe(sum(standing.flatMap((f) => f.lines.map((l) => l.totalCents))));
        expect(await salesByProductMonthReport.count(documents, { store: '' })).toBe(sales.length);

        const taxes = await rowsOf(taxesByProvinceRateReport, { store: '' });
        const refunded = standing.flatMap((f) =>
          f.refunds.filter((r) => r.status !== 'failed').flatMap((r) => r.taxes.map((t) => t.amountCents)),
        );
        expect(total(taxes, 'collectedCents')).toBe(sum(standing.flatMap((f) => f.taxes.map((t) => t.amountCents))));
        expect(total(taxes, 'refundedCents')).toBe(sum(refunded));
        for (const row of taxes) expect(row.netCents).toBe(Number(row.collectedCents) - Number(row.refundedCents));

        // January, then February onwards: the same figures as no range at all.
        const early = await rowsOf(taxesByProvinceRateReport, { store: '', monthFrom: '', monthTo: '2026-01' });
        const late = await rowsOf(taxesByProvinceRateReport, { store: '', monthFrom: '2026-02', monthTo: '' });
        expect(total(early, 'netCents') + total(late, 'netCents')).toBe(total(taxes, 'netCents'));
      }),
      { numRuns: 60 },
    );
  });
});
