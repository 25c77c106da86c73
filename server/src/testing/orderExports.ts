/**
 * The Orders report export's fixtures (server/src/reportExportsOrders.test.ts): the public and portal orders it is
 * compared on, the filters each export is asked with, and readers of the three file formats' order numbers.
 */
import type { TestOrder } from '@parks/api/orders/testing/adminOrders';
import { EXPORT_SHEET_NAME } from '@parks/schemas/admin/exports';
import type { StoreCode } from '@parks/schemas/store';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

// ---- the orders ----------------------------------------------------------------------------------------------

const hours = (from: string, n: number): string => new Date(Date.parse(from) + n * 3_600_000).toISOString();
const cities = ['Banff', 'Jasper', 'Canmore'] as const;

/** More public-store orders than a PDF page holds, so the PDF of them all has two pages. */
export const publicOrder = (n: number): TestOrder => ({
  orderId: `ord-exp-c-${String(n).padStart(3, '0')}`,
  storeCode: 'b2c',
  placedAt: hours('2026-05-01T10:00:00.000Z', n),
  shipping: { city: cities[n % cities.length] },
  state: n % 4 === 0 ? { shippedAt: hours('2026-05-05T10:00:00.000Z', n) } : 'pending',
});
export const publicOrders = Array.from({ length: 60 }, (_, n) => publicOrder(n));

export const portalOrders: TestOrder[] = Array.from({ length: 8 }, (_, n) => ({
  orderId: `ord-exp-p-${n}`,
  storeCode: 'b2b',
  placedAt: hours('2026-05-10T10:00:00.000Z', n * 24),
  budgetCode: n % 2 === 0 ? 'CPC-200001' : 'CPC-200002',
  poNumber: `PO-EXP-${n}`,
  sku: n % 3 === 0 ? 'PUB-MAP-002' : 'PUB-VG-001',
  quantity: 100 * (n + 1),
  shipping: { city: n < 4 ? 'Gatineau' : 'Ottawa' },
  billing: { city: 'Hull' },
  state:
    n % 3 === 0 ? 'pendingApproval' : n % 3 === 1 ? 'pending' : { shippedAt: hours('2026-05-20T10:00:00.000Z', n) },
}));

export type Filter = Readonly<Record<string, string | number | boolean>>;
/** One filter as the list takes it (keyword in the query, advanced fields in the body) and as an export records it. */
export type Case = Readonly<{ name: string; store: StoreCode; search?: string; advanced?: Filter }>;

export const cases: readonly Case[] = [
  { name: 'no filter, public store', store: 'b2c' },
  { name: 'no filter, portal', store: 'b2b' },
  { name: 'a status', store: 'b2c', advanced: { status: 'shipped' } },
  { name: 'a keyword', store: 'b2c', search: 'canmore' },
  { name: 'a date range', store: 'b2c', advanced: { dateOrderedFrom: '2026-05-02', dateOrderedTo: '2026-05-02' } },
  {
    name: 'b2b advanced fields',
    store: 'b2b',
    search: 'po-exp',
    advanced: {
      budgetCode: 'cpc-200001',
      budgetCodeExact: true,
      city: 'gatin',
      addressType: 'shipping',
      status: 'pendingApproval',
      totalFrom: '0.01',
    },
  },
  { name: 'nothing matches', store: 'b2c', search: 'nobody-has-this' },
];

/** The first column of the pipe text (the order number; no test order holds a `|`), below the header. */
export const pipeOrderIds = (bytes: Buffer): string[] => {
  const [header, ...lines] = bytes.toString('utf8').trimEnd().split('\n');
  expect(header?.split('|')[0]).toBe('Order');
  return lines.map((line) => line.split('|')[0] ?? '');
};

export const sheetOrderIds = async (bytes: Buffer): Promise<string[]> => {
  const workbook = new ExcelJS.Workbook();
  // exceljs loads an ArrayBuffer; this one is a copy of the file's bytes alone.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([EXPORT_SHEET_NAME]);
  const ids: string[] = [];
  workbook.getWorksheet(EXPORT_SHEET_NAME)?.eachRow((row) => {
    ids.push(String(row.getCell(1).value));
  });
  expect(ids[0]).toBe('Order');
  return ids.slice(1);
};

/** The pages of a PDF, counted in its page tree (pdfkit writes one uncompressed). */
export const pdfPages = (bytes: Buffer): number => {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const pages = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBe(pages);
  return pages;
};
