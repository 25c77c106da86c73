import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryForm } from './testing/sampleDefinitions.ts';
import { toWire } from './wire.ts';

const runs = { seed: 20_261_123, numRuns: 300 };

describe('toWire (§5: empty lists and selections are sent as null)', () => {
  it('sends empty selection lists, price lists, notices and refund comments as null', () => {
    const wire = toWire(
      {
        vesselTypes: [],
        categories: [
          { id: 1, name: 'Passes', isSelected: false },
          { id: 2, name: 'Permits', isSelected: false },
        ],
        prices: [],
        notices: [],
        refundComments: [],
      },
      categoryForm,
    );
    expect(wire).toEqual({ vesselTypes: null, categories: null, prices: null, notices: null, refundComments: null });
  });

  it('sends a single select of id 0, or with nothing chosen, as null', () => {
    for (const none of [0, '0', '', null, undefined, { id: 0, name: 'None' }]) {
      expect(toWire({ parentId: none }, categoryForm)).toEqual({ parentId: null });
    }
    expect(toWire({ parentId: 2, kind: { id: 'pass', name: 'Pass' } }, categoryForm)).toEqual({
      parentId: 2,
      kind: { id: 'pass', name: 'Pass' },
    });
  });

  it('keeps lists with a selection, and zeros and empty text outside selects', () => {
    const categories = [
      { id: 1, name: 'Passes', isSelected: true },
      { id: 2, name: 'Permits', isSelected: false },
    ];
    const values = { categories, vesselTypes: ['1'], categoryId: 0, name_FR: '', notes: null };
    expect(toWire(values, categoryForm)).toEqual(values);
  });

  it('sends the url of an uploader of one file, not a list of one; an uploader of several keeps its list', () => {
    const form = {
      sections: [
        {
          name: 'images',
          title: 'Images',
          fields: [
            { name: 'image_EN', component: 'upload', type: 'image' },
            { name: 'images_EN', component: 'upload', type: 'image', limit: 5 },
          ],
        },
      ],
    } as const;
    expect(toWire({ image_EN: ['images/categories/discovery-pass-en.svg'], images_EN: ['/files/a'] }, form)).toEqual({
      image_EN: 'images/categories/discovery-pass-en.svg',
      images_EN: ['/files/a'],
    });
    expect(toWire({ image_EN: [] }, form)).toEqual({ image_EN: null });
  });

  it('keeps a __proto__ key a key', () => {
    const wire = toWire(JSON.parse('{"__proto__": [], "name_EN": "Passes"}'), categoryForm);
    expect(Object.getPrototypeOf(wire)).toBe(Object.prototype);
    expect(Object.hasOwn(wire, '__proto__')).toBe(true);
    expect(Object.entries(wire)).toEqual([
      ['__proto__', null],
      ['name_EN', 'Passes'],
    ]);
  });

  const fieldNames = ['parentId', 'kind', 'vesselTypes', 'name_EN', 'categoryId', 'prices', 'unknown'] as const;
  const value = fc.oneof(
    fc.constantFrom(0, '0', '', null, 'x', 3, true),
    fc.array(fc.constantFrom('1', 2), { maxLength: 3 }),
    fc.array(fc.record({ id: fc.nat(3), isSelected: fc.boolean() }), { maxLength: 3 }),
    fc.record({ id: fc.nat(2) }),
  );
  const values = fc.dictionary(fc.constantFrom(...fieldNames), value);

  it('keeps every key, sends no empty list, and changes a value only to null', () =>
    fc.assert(
      fc.property(values, (form) => {
        const wire = toWire(form, categoryForm);
        expect(Object.keys(wire)).toEqual(Object.keys(form));
        for (const [name, sent] of Object.entries(wire)) {
          expect(Array.isArray(sent) && sent.length === 0).toBe(false);
          if (sent !== null) expect(sent).toBe(form[name]);
        }
      }),
      runs,
    ));

  it('is idempotent', () =>
    fc.assert(
      fc.property(values, (form) => {
        const once = toWire(form, categoryForm);
        expect(toWire(once, categoryForm)).toEqual(once);
      }),
      runs,
    ));

  it('nulls a select’s value only when it is empty, and leaves other fields’ scalars alone', () =>
    fc.assert(
      fc.property(fc.constantFrom(0, '0', '', 'x', 3, true), (scalar) => {
        expect(toWire({ name_EN: scalar, categoryId: scalar }, categoryForm)).toEqual({
          name_EN: scalar,
          categoryId: scalar,
        });
      }),
      runs,
    ));
});
