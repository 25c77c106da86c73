import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell, startsFormula } from './fileCells.ts';

/** Strings that start with anything, formula starts and apostrophes often. */
const cellText = fc
  .tuple(fc.constantFrom('', "'", "''", '=', '+', '-', '@', '\t', '\r', ' ', 'a'), fc.string({ unit: 'binary' }))
  .map(([start, rest]) => start + rest);

describe('file cells', () => {
  it('quotes a text a spreadsheet would start a formula with, as OWASP says', () => {
    expect(neutraliseCell('=HYPERLINK("http://x.example","y")')).toBe(`'=HYPERLINK("http://x.example","y")`);
    expect(neutraliseCell('@SUM(1,2)')).toBe("'@SUM(1,2)");
    expect(neutraliseCell('+1 613 555 0199')).toBe("'+1 613 555 0199");
    expect(neutraliseCell('-2')).toBe("'-2");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCell('\r=1')).toBe("'\r=1");
  });

  it('leaves any other text as it is, apostrophes and inner formula characters included', () => {
    for (const text of ['', 'Anne', 'Réserve à Banff', ' =1', 'a=b', "'quoted", "l'Anse", '5.70']) {
      expect(neutraliseCell(text)).toBe(text);
    }
  });

  it('quotes once more a text already quoted before a formula start, so reading it back is exact', () => {
    expect(neutraliseCell("'=1")).toBe("''=1");
    expect(restoreCell("''=1")).toBe("'=1");
    expect(restoreCell("'=1")).toBe('=1');
    expect(restoreCell("'quoted")).toBe("'quoted");
  });

  it('never writes a cell that starts a formula, and reads back every text it wrote', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const cell = neutraliseCell(text);
        expect(startsFormula(cell)).toBe(false);
        expect(restoreCell(cell)).toBe(text);
      }),
    );
  });

  it('reads a cell no file of ours wrote as it is, unless it is one it could have written', () => {
    fc.assert(
      fc.property(cellText, (cell) => {
        const read = restoreCell(cell);
        // Either untouched, or the one apostrophe of a neutralised cell removed (and then writing it gives it back).
        expect(read === cell || neutraliseCell(read) === cell).toBe(true);
      }),
    );
  });
});
