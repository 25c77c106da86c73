/**
 * What a zip may unpack to, on archives written byte by byte: the declared sizes and entry count against the
 * limits, a directory that lies about a deflate stream stopped at its declared size, and whatever would make JSZip
 * read other entries than those checked refused. The migration's own test sends such files over HTTP.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { craftedZip } from '../testing/craftedZip.ts';
import { zipBounds } from './zipBounds.ts';

const limits = { unpackedBytes: 20_000_000, entries: 1_000 } as const;
const zeros = (bytes: number) => Buffer.alloc(bytes);

describe('zipBounds', () => {
  it('passes a real workbook and an archive at the limits', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Products').addRow(['sku', 'name_EN']);
    const bounds = zipBounds(Buffer.from(await workbook.xlsx.writeBuffer()), limits);
    expect(bounds).toMatchObject({ ok: true });
    const atLimits = craftedZip([
      { name: 'a.xml', content: zeros(limits.unpackedBytes - 10) },
      { name: 'b.xml', content: zeros(10), stored: true },
      { name: 'empty', content: zeros(0) },
    ]);
    expect(zipBounds(atLimits, limits)).toEqual({ ok: true, entries: 3, unpackedBytes: limits.unpackedBytes });
  });

  it('refuses declared sizes past the limit, and more entries than the limit', () => {
    const bomb = craftedZip([{ name: 'xl/worksheets/sheet1.xml', content: zeros(30_000_000) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(zipBounds(bomb, limits)).toEqual({ ok: false, problem: 'tooLarge' });
    const declared = craftedZip([{ name: 'a.xml', content: zeros(10), declaredSize: 4_000_000_000 }]);
    expect(zipBounds(declared, limits)).toEqual({ ok: false, problem: 'tooLarge' });
    const many = craftedZip(Array.from({ length: 1_001 }, (_, index) => ({ name: `e${index}`, content: zeros(0) })));
    expect(zipBounds(many, limits)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('stops a lying directory at the size it declares', () => {
    const lying = craftedZip([{ name: 'xl/sharedStrings.xml', content: zeros(30_000_000), declaredSize: 1_000 }]);
    expect(zipBounds(lying, limits)).toEqual({ ok: false, problem: 'tooLarge' });
    const short = craftedZip([{ name: 'a.xml', content: zeros(1_000), declaredSize: 2_000 }]);
    expect(zipBounds(short, limits)).toEqual({ ok: false, problem: 'invalid' });
    const storedLie = craftedZip([{ name: 'a.xml', content: zeros(1_000), stored: true, declaredSize: 10 }]);
    expect(zipBounds(storedLie, limits)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses what JSZip would read otherwise: bytes before the archive, a cut or foreign file', () => {
    const entries = [{ name: 'a.xml', content: Buffer.from('<a/>') }];
    expect(zipBounds(craftedZip(entries), limits)).toMatchObject({ ok: true });
    expect(zipBounds(craftedZip(entries, { prefix: Buffer.from('prefix') }), limits)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    const whole = craftedZip(entries);
    expect(zipBounds(whole.subarray(0, whole.length - 4), limits)).toEqual({ ok: false, problem: 'invalid' });
    expect(zipBounds(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]), limits)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    // A deflate stream that is not one.
    const corrupt = Buffer.from(whole);
    corrupt.fill(0xff, 30 + 'a.xml'.length, 30 + 'a.xml'.length + 2);
    expect(zipBounds(corrupt, limits)).toEqual({ ok: false, problem: 'invalid' });
  });
});
