/**
 * What a spreadsheet makes of the export formats' cells: read back by a CSV parser (pipe text) and by exceljs (Excel),
 * no text cell starts a formula, whatever the text; text comes back whole once its `'` is read off; numbers stay
 * numbers; money has two decimals in text and is a number of dollars in Excel.
 */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { EXPORT_SHEET_NAME, type ExportFormat } from '@parks/schemas/admin/exports';
import { restoreCell, startsFormula } from '@parks/schemas/fileCells';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellValue } from './cells.ts';
import { type ExportCell, exportWriter } from './formats.ts';

const writeFile = async (
  format: ExportFormat,
  captions: readonly string[],
  rows: readonly (readonly ExportCell[])[],
) => {
  const out = new PassThrough();
  const bytes = buffer(out);
  const writer = await exportWriter(format, out, {
    captions,
    title: 'Orders',
    createdAt: new Date('2026-11-28T09:00:00Z'),
  });
  for (const row of rows) await writer.row(row);
  await writer.end();
  return bytes;
};

const pipeTable = async (captions: readonly string[], rows: readonly (readonly ExportCell[])[]): Promise<string[][]> =>
  parse(await writeFile('pipe', captions, rows), { delimiter: '|', relax_quotes: false }) as string[][];

const sheetTable = async (captions: readonly string[], rows: readonly (readonly ExportCell[])[]) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await writeFile('xlsx', captions, rows)).buffer);
  const table: ExcelJS.CellValue[][] = [];
  workbook.getWorksheet(EXPORT_SHEET_NAME)?.eachRow({ includeEmpty: true }, (row) => {
    table.push(Array.from({ length: captions.length }, (_, index) => row.getCell(index + 1).value));
  });
  return table;
};

/** Text that starts like a formula often: a formula start, apostrophes, or anything, then anything. */
const text = fc
  .tuple(
    fc.constantFrom('', '', "'", '=', '+', '-', '@', '\t', '\r', '\n', '"', '|', ' '),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
  )
  .map(([start, rest]) => start + rest);

// The guest's first name and city of issue #20.
const poisoned = ['=HYPERLINK("http://x.example","y")', '@SUM(1,2)', '+1', '-1', '\t=1', '\r=1'];

describe('export formats read back by a spreadsheet', () => {
  it('quote the issue’s poisoned cells in pipe text and in Excel', async () => {
    const captions = poisoned.map((_, index) => `C${index}`);
    const pipe = await pipeTable(captions, [poisoned]);
    expect(pipe[1]).toEqual(poisoned.map((cell) => `'${cell}`));
    const sheet = await sheetTable(captions, [poisoned]);
    // exceljs writes a carriage return as is, which XML reads back as a line feed.
    expect(sheet[1]).toEqual(poisoned.map((cell) => `'${cell}`.replace('\r', '\n')));
  });

  it('never give a pipe-text cell that starts a formula, and give each text back once its quote is read off', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { maxLength: 4 }), async (rows) => {
        const table = await pipeTable(['A', 'B', 'C'], rows);
        expect(table).toHaveLength(rows.length + 1);
        for (const cell of table.flat()) expect(startsFormula(cell), JSON.stringify(cell)).toBe(false);
        expect(table.slice(1).map((row) => row.map(restoreCell))).toEqual(rows);
      }),
      { numRuns: 200 },
    );
  });

  it('never give an Excel text cell that starts a formula, nor a formula cell', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 6 }), async (cells) => {
        const table = await sheetTable(
          cells.map((_, index) => `C${index}`),
          [cells],
        );
        for (const cell of table.flat()) {
          // A text cell comes back as a string; nothing comes back as a formula ({ formula }) or rich text.
          if (cell === null) continue;
          expect(typeof cell, JSON.stringify(cell)).toBe('string');
          expect(startsFormula(String(cell)), JSON.stringify(cell)).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('writes money with two decimals in pipe text, as dollars in Excel, and numbers as numbers', async () => {
    const money = { name: 'total', caption: 'Total', type: 'currency' } as const;
    const count = { name: 'count', caption: 'Count' } as const;
    const rows = [570, 0, 220, -5].map((cents, index) => [
      cellValue(money, cents, 'en'),
      cellValue(count, -index, 'en'),
    ]);
    expect((await pipeTable(['Total', 'Count'], rows)).slice(1)).toEqual([
      ['5.70', '0'],
      ['0.00', '-1'],
      ['2.20', '-2'],
      ['-0.05', '-3'],
    ]);
    expect((await sheetTable(['Total', 'Count'], rows)).slice(1)).toEqual([
      [5.7, 0],
      [0, -1],
      [2.2, -2],
      [-0.05, -3],
    ]);
  });
});
