import { describe, expect, it } from 'vitest';
import { noticeRowsOf, valueListOf } from './widgetValues.ts';

describe("widget values: the server's JSON text read as the rows a widget edits", () => {
  it('reads a value list and keeps only its texts', () => {
    expect(valueListOf('["Small","Large"]')).toEqual(['Small', 'Large']);
    expect(valueListOf('["a",1,null]')).toEqual(['a']);
  });

  it('reads the notices with their four texts', () => {
    const notice = { location: 'Footer', type: 'alert-warning', text_EN: 'Closed', text_FR: 'Fermé' };
    expect(noticeRowsOf(JSON.stringify([notice]))).toEqual([notice]);
    expect(noticeRowsOf('[{"location":"Footer"}]')).toEqual([
      { location: 'Footer', type: '', text_EN: '', text_FR: '' },
    ]);
  });

  it('reads anything else as no rows, never throws', () => {
    for (const text of ['', 'not json', '{}', '"text"', 'null', undefined, 42]) {
      expect(valueListOf(text)).toEqual([]);
      expect(noticeRowsOf(text)).toEqual([]);
    }
  });
});
