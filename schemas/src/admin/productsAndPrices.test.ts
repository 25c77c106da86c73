/**
 * The product and price forms' rules as pure functions: the one dollars → cents conversion of the price form (a
 * property over every amount to the cent), the sale's rules, and the import file's two formats read into rows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsOf, priceRecordFields, priceValuesSchema } from './prices.ts';
import { readProductFile } from './productImport.ts';
import { productImportRowSchema, productValuesSchema } from './products.ts';

const price = (extra: Record<string, unknown>) =>
  priceValuesSchema.validateSync({ productId: 'prod-a', regularPrice: 10, ...extra }, { abortEarly: false });

describe('the price form', () => {
  it('turns any amount to the cent, typed or sent as a number, into the same integer cents and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (cents, typed) => {
        const dollars = dollarsOf(cents);
        const sent = typed ? dollars.toFixed(2) : dollars;
        const record = priceRecordFields(price({ regularPrice: sent, salePrice: 0 }));
        expect(record.regularPriceCents).toBe(cents);
        expect(Number.isSafeInteger(record.regularPriceCents)).toBe(true);
        expect(dollarsOf(record.regularPriceCents)).toBe(dollars);
      }),
    );
  });

  it('refuses a fraction of a cent, a negative or too large amount, and a sale not below the regular price', () => {
    for (const regularPrice of [12.345, -1, 100_000.01, '1e3', 'ten']) {
      expect(() => price({ regularPrice }), String(regularPrice)).toThrow('admin.price.regular.invalid');
    }
    expect(() => price({ regularPrice: 10, salePrice: 10 })).toThrow('admin.price.sale.invalid');
    expect(priceRecordFields(price({ regularPrice: 10, salePrice: 9.99 })).salePriceCents).toBe(999);
    expect(() => price({ saleStartsAt: '2026-09-01T00:00:00Z', saleEndsAt: '2026-08-01T00:00:00Z' })).toThrow(
      'admin.discount.dates.invalid',
    );
    expect(price({ saleStartsAt: '', saleEndsAt: null })).toMatchObject({ saleStartsAt: null, saleEndsAt: null });
  });
});

describe('the product form', () => {
  it('takes empty selections as null and keeps the SKU upper case', () => {
    const values = productValuesSchema.validateSync({
      name_EN: 'A',
      name_FR: 'B',
      sku: 'dp-adult',
      categoryId: 'cat-a',
      vesselTypes: [],
      notices: [],
      images_EN: [],
      samplePdf_EN: '',
    });
    expect(values).toMatchObject({
      sku: 'DP-ADULT',
      vesselTypes: null,
      notices: null,
      images_EN: null,
      samplePdf_EN: null,
    });
  });
});

describe('the import file', () => {
  it('reads pipe-separated text under its header, vessel types split on commas, blank lines skipped', () => {
    const file = readProductFile(
      'sku|name_EN|name_FR|categoryId|vesselTypes\n\nA-1|One|Un|cat-a|sail, power\nA-2|Two|Deux|cat-a|\n',
    );
    expect(file).toEqual({
      ok: true,
      rows: [
        { sku: 'A-1', name_EN: 'One', name_FR: 'Un', categoryId: 'cat-a', vesselTypes: ['sail', 'power'] },
        { sku: 'A-2', name_EN: 'Two', name_FR: 'Deux', categoryId: 'cat-a', vesselTypes: [] },
      ],
    });
    if (!file.ok) return;
    expect(productImportRowSchema.validateSync(file.rows[1])).toMatchObject({ vesselTypes: null, orderable: true });
  });

  it('reads a JSON list, and refuses unknown columns, ragged rows, other JSON and an empty file', () => {
    expect(readProductFile('[{"sku":"A","name_EN":"a","name_FR":"a","categoryId":"c"}]')).toMatchObject({
      ok: true,
      rows: [{ sku: 'A' }],
    });
    const invalid = { ok: false, code: 'admin.product.import.file.invalid' };
    expect(readProductFile('sku|colour\nA|red')).toEqual(invalid);
    expect(readProductFile('sku|name_EN\nA|b|c')).toEqual(invalid);
    expect(readProductFile('sku|sku\nA|A')).toEqual(invalid);
    expect(readProductFile('[1, 2]')).toEqual(invalid);
    expect(readProductFile('[{"price": 3}]')).toEqual(invalid);
    expect(readProductFile('[not json')).toEqual(invalid);
    expect(readProductFile('  \n ')).toEqual({ ok: false, code: 'admin.product.import.empty' });
    expect(readProductFile('[]')).toEqual({ ok: false, code: 'admin.product.import.empty' });
    expect(readProductFile('sku|name_EN')).toEqual({ ok: false, code: 'admin.product.import.empty' });
  });

  it('takes the columns the caller adds (the price columns), each once, beside at least one product column', () => {
    const prices = ['regularPrice', 'salePrice'];
    expect(readProductFile('sku|regularPrice\nA|12.50', prices)).toEqual({
      ok: true,
      rows: [{ sku: 'A', regularPrice: '12.50' }],
    });
    expect(readProductFile('[{"sku":"A","regularPrice":3}]', prices)).toMatchObject({ ok: true });
    const invalid = { ok: false, code: 'admin.product.import.file.invalid' };
    // Without them, as before: a price column is unknown.
    expect(readProductFile('sku|regularPrice\nA|12.50')).toEqual(invalid);
    expect(readProductFile('regularPrice\n12.50', prices)).toEqual(invalid);
    expect(readProductFile('sku|regularPrice|regularPrice\nA|1|2', prices)).toEqual(invalid);
  });
});
