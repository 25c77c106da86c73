import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Cells, openSpool } from './spool.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'spool-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Text that crosses the read's chunk boundaries in every way: accents, a pair of UTF-16 units, line breaks. */
const rowOf = (n: number): Cells => [
  `B2C-${n}`,
  `Réserve « ${n} » — cœur ’ 🏞️ ${'é'.repeat(n % 97)}`,
  n % 7 === 0 ? 'two\nlines | and \r a pipe' : '',
  n / 100,
];

describe('export spool', () => {
  it('gives back every row as written, in order, across many chunks, and leaves nothing once removed', async () => {
    const spool = await openSpool(dir);
    const rows = 20_000;
    for (let n = 0; n < rows; n += 1) await spool.write(rowOf(n));
    await spool.end();
    expect(spool.count).toBe(rows);
    let n = 0;
    let chunks = 0;
    for await (const chunk of spool.read()) {
      chunks += 1;
      for (const cells of chunk) {
        expect(cells).toEqual(rowOf(n));
        n += 1;
      }
    }
    expect(n).toBe(rows);
    expect(chunks).toBeGreaterThan(5);
    await spool.remove();
    await spool.remove();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reads an empty spool as no rows', async () => {
    const spool = await openSpool(dir);
    await spool.end();
    const chunks: (readonly Cells[])[] = [];
    for await (const chunk of spool.read()) chunks.push(chunk);
    expect(chunks).toEqual([]);
    await spool.remove();
  });
});
