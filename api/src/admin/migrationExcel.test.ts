/**
 * Data migration of Excel workbooks over real HTTP: the first sheet read, told apart from CSV by its bytes; prices
 * as typed (numbers, dates); and a workbook that would unpack past 20 MB or 1,000 parts refused before it is opened,
 * with nothing written.
 */
import { migrationLimits } from '@parks/schemas/admin/migration';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { craftedZip } from '../testing/craftedZip.ts';
import { adminTestApi } from './testing/adminTestApi.ts';
import { migrationCalls, outcomes } from './testing/migration.ts';
import { discovery } from './testing/products.ts';

const admin = adminTestApi();
const { head } = admin;
const { migrate, productsNamed, pricesOf } = migrationCalls(admin);

describe('migrate an Excel workbook', () => {
  it('reads an Excel workbook’s first sheet, told apart by its bytes', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['sku', 'name_EN', 'name_FR', 'categoryId', 'displayOrder', 'orderable']);
    sheet.addRow(['XLS-1', 'From Excel', 'D’Excel', discovery, 5, true]);
    sheet.addRow(['XLS-1', 'Twice', 'Deux fois', discovery, 6, true]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await migrate(bytes, { fileName: 'products.csv' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(outcomes(answer.body)).toEqual([
      [1, 'XLS-1', 'created', null],
      [2, 'XLS-1', 'refused', null],
    ]);
    expect(answer.body.rows[1]?.messages).toEqual([
      { part: 'product', field: 'sku', message: 'Another product already has this SKU.' },
    ]);
    expect((await productsNamed('xls-')).map((row) => row.name)).toEqual(['From Excel']);
  });

  it('reads prices from an Excel workbook: numbers as typed, dates as dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow([
      'sku',
      'name_EN',
      'name_FR',
      'categoryId',
      'regularPrice',
      'salePrice',
      'saleStartsAt',
      'saleEndsAt',
    ]);
    sheet.addRow([
      'XLP-1',
      'Priced in Excel',
      'Prix dans Excel',
      discovery,
      9.99,
      7.5,
      new Date('2026-07-01T04:00:00Z'),
      null,
    ]);
    sheet.addRow(['XLP-2', 'Negative', 'Négatif', discovery, -1, null, null, null]);
    const answer = await migrate(new Uint8Array(await workbook.xlsx.writeBuffer()), { fileName: 'prices.xlsx' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(outcomes(answer.body)).toEqual([
      [1, 'XLP-1', 'created', 'created'],
      [2, 'XLP-2', 'refused', 'refused'],
    ]);
    expect(answer.body.rows[1]?.messages.map((message) => [message.part, message.field])).toEqual([
      ['price', 'regularPrice'],
    ]);
    expect(await pricesOf(answer.body.rows[0]?.product.id ?? '')).toEqual([
      expect.objectContaining({
        regularPriceCents: 999,
        salePriceCents: 750,
        saleStartsAt: '2026-07-01T04:00:00.000Z',
        saleEndsAt: null,
      }),
    ]);
  });

  it('refuses an Excel file that would unpack past 20 MB or 1,000 parts before opening it, and writes nothing', async () => {
    const before = await head();
    // 30 MB of zeros deflate to about 30 KB: the directory says so, or lies that it is 1 KB.
    const zeros = Buffer.alloc(30_000_000);
    const honest = craftedZip([{ name: 'xl/worksheets/sheet1.xml', content: zeros }]);
    expect(honest.length).toBeLessThan(migrationLimits.fileBytes);
    const lying = craftedZip([{ name: 'xl/worksheets/sheet1.xml', content: zeros, declaredSize: 1_000 }]);
    const parts = craftedZip(
      Array.from({ length: 1_001 }, (_, index) => ({ name: `p${index}.xml`, content: Buffer.alloc(0) })),
    );
    for (const bomb of [honest, lying, parts]) {
      const answer = await migrate(bomb, { fileName: 'products.xlsx' });
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.file).toEqual([
        'The workbook unpacks to more than 20 MB or holds more than 1,000 parts: split it into smaller files.',
      ]);
    }
    const french = await migrate(lying, { fileName: 'produits.xlsx', language: 'fr' });
    expect(french.body.errors?.file).toEqual([
      'Le classeur décompressé dépasse 20 Mo ou contient plus de 1 000 parties : divisez-le en fichiers plus petits.',
    ]);
    // Bytes before the archive would have JSZip read other offsets than those checked: not a file we read.
    const prefixed = craftedZip([{ name: 'a.xml', content: Buffer.from('<a/>') }], {
      prefix: Buffer.from('PK\x03\x04'),
    });
    const shifted = await migrate(prefixed, { fileName: 'products.xlsx' });
    expect(shifted.status).toBe(422);
    expect(shifted.body.errors?.file).toEqual(['The file must be CSV text or an Excel (.xlsx) workbook.']);
    expect(await head()).toBe(before);
  });
});
