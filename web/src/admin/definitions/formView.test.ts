import { evaluateConditions } from '@parks/schemas/admin/conditions';
import type { Condition, Field, FormDefinition, ScalarValue } from '@parks/schemas/admin/definitions';
import { fieldsOf } from '@parks/schemas/admin/definitions';
import { categoryForm, productForm } from '@parks/schemas/admin/testing/sampleDefinitions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formView,
  importBody,
  initialValuesOf,
  queryValuesOf,
  requestBody,
  requiredErrors,
  sendValues,
} from './formView.ts';

/*
 * The form as the renderer draws it, for any values: the fields it shows are exactly the evaluator's visible
 * ones, in the definition's order; a select offers a subset of its own options in their order; only a visible,
 * required and empty field has an error, and its message is the rule's own.
 */

const names = ['a', 'b', 'c', 'd'] as const;
const scalar: fc.Arbitrary<ScalarValue> = fc.oneof(
  fc.constantFrom('x', 'y', '1', '2', ''),
  fc.constantFrom(1, 2),
  fc.boolean(),
  fc.constant(null),
);
const optionIds = [1, 2, 'x', 'y'] as const;

const field = (name: string, kind: number, required: boolean): Field => {
  const validation = required ? [{ name: 'required' as const, message: `${name} is required` }] : [];
  const options = optionIds.map((id) => ({ id, name: `option ${id}`, value: String(id), isSelected: false }));
  if (kind === 0) return { name, component: 'input', type: 'text', validation };
  if (kind === 1) return { name, component: 'singleselect', type: 'dropdown', options, validation };
  return { name, component: 'multiselect', type: 'checkboxlist', options, validation };
};

const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({
    propertyName: fc.constantFrom(...names),
    action: fc.constantFrom('hide' as const, 'show' as const),
    value: scalar,
    field: fc.constantFrom(...names),
  }),
  fc.record({
    propertyName: fc.constantFrom(...names),
    action: fc.constant('filter' as const),
    value: scalar,
    field: fc.constantFrom(...names),
    options: fc.subarray([...optionIds]),
  }),
);

const definition: fc.Arbitrary<Pick<FormDefinition, 'sections' | 'conditions'>> = fc
  .record({
    kinds: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.boolean()), {
      minLength: names.length,
      maxLength: names.length,
    }),
    split: fc.integer({ min: 0, max: names.length }),
    conditions: fc.array(condition, { maxLength: 6 }),
  })
  .map(({ kinds, split, conditions }) => {
    const fields = names.map((name, i) => field(name, kinds[i]?.[0] ?? 0, kinds[i]?.[1] ?? false));
    return {
      sections: [
        { name: 's1', title: 'One', fields: fields.slice(0, split) },
        { name: 's2', title: 'Two', width: 6 as const, fields: fields.slice(split) },
      ],
      conditions,
    };
  });

const values = fc.record(
  Object.fromEntries(names.map((name) => [name, fc.oneof(scalar, fc.subarray([...optionIds]))])),
);

describe('formView: the form the renderer draws for given values', () => {
  it('shows exactly the visible fields, in order, and offers a subset of each select options in order', () => {
    fc.assert(
      fc.property(definition, values, (form, current) => {
        const shown = formView(form, current).flatMap((section) => section.fields);
        const evaluation = evaluateConditions(fieldsOf(form), form.conditions, current);
        expect(shown.map(({ field: f }) => f.name)).toEqual(evaluation.visible);
        for (const { field: f, options } of shown) {
          if (f.component === 'input') continue;
          const own = 'options' in f ? f.options.map((option) => option.id) : [];
          const offered = options.map((option) => option.id);
          expect(offered).toEqual(own.filter((id) => offered.includes(id)));
        }
      }),
    );
  });

  it('errs only on visible required empty fields, with the rule message', () => {
    fc.assert(
      fc.property(definition, values, (form, current) => {
        const errors = requiredErrors(form, current);
        const visible = new Set(evaluateConditions(fieldsOf(form), form.conditions, current).visible);
        for (const f of fieldsOf(form)) {
          const required = f.validation?.some((rule) => rule.name === 'required') ?? false;
          const value = current[f.name];
          const empty =
            value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
          expect(errors[f.name]).toBe(visible.has(f.name) && required && empty ? `${f.name} is required` : undefined);
        }
      }),
    );
  });

  it('a hide condition that holds removes its field; the same form without it shows the field', () => {
    const hideRule = categoryForm.conditions.filter((rule) => rule.action === 'hide');
    const start = initialValuesOf(categoryForm);
    const shownNames = (v: Record<string, unknown>) =>
      formView(categoryForm, v).flatMap((s) => s.fields.map(({ field: f }) => f.name));
    expect(hideRule.length).toBeGreaterThan(0);
    expect(shownNames({ ...start, kind: 'printed' })).not.toContain('validityPeriod');
    expect(shownNames({ ...start, kind: 'pass' })).toContain('validityPeriod');
    // hasEndDate starts unticked: endDate is shown only once it is ticked.
    expect(shownNames(start)).not.toContain('endDate');
    expect(shownNames({ ...start, hasEndDate: true })).toContain('endDate');
  });

  it('starts from the definition values: initial values, selected options, booleans for single boxes', () => {
    const start = initialValuesOf(productForm);
    expect(start).toMatchObject({ productId: 0, status4: 'Active', orderable4: true, name: '' });
    expect(requiredErrors(productForm, start)).toEqual({ name: 'Name is required' });
    expect(requiredErrors(productForm, { ...start, name: 'Pass' })).toEqual({});
  });

  it('query values keep every non-empty value as text and drop the empties', () => {
    fc.assert(
      fc.property(values, (current) => {
        const query = queryValuesOf(current);
        for (const [name, value] of Object.entries(current)) {
          const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
          expect(query[name]).toBe(empty ? undefined : Array.isArray(value) ? value.join(',') : String(value));
        }
      }),
    );
  });
});

describe('sendValues: what the form sends', () => {
  it('sends select texts as their option ids and empty selections as null', () => {
    const start = initialValuesOf(categoryForm);
    expect(start).toMatchObject({ parentId: '0', kind: 'pass', vesselTypes: [], active: false });
    const sent = sendValues(categoryForm, { ...start, parentId: '2', vesselTypes: ['1'] });
    expect(sent).toMatchObject({ parentId: 2, kind: 'pass', vesselTypes: [1], categoryId: 12 });
    expect(sendValues(categoryForm, start)).toMatchObject({ parentId: null, vesselTypes: null, validityPeriod: null });
  });
});

describe('sendValues: a widget', () => {
  const withWidget: Pick<FormDefinition, 'sections'> = {
    sections: [
      {
        name: 'notices',
        title: 'Notices',
        width: 6,
        fields: [
          { name: 'notices', component: 'widget', type: 'noticeWidget', caption: 'Notices', initialValue: '[]' },
        ],
      },
    ],
  };

  it('sends the JSON text it holds as the list or object it stands for, and other text as it is', () => {
    const list = [{ location: 'top', type: 'info', text_EN: 'Closed', text_FR: 'Fermé' }];
    // An empty list is an empty selection, sent as null like the others (toWire).
    expect(sendValues(withWidget, initialValuesOf(withWidget))).toEqual({ notices: null });
    expect(sendValues(withWidget, { notices: JSON.stringify(list) })).toEqual({ notices: list });
    expect(sendValues(withWidget, { notices: '[not json' })).toEqual({ notices: '[not json' });
    expect(sendValues(withWidget, { notices: 'plain' })).toEqual({ notices: 'plain' });
  });
});

/* The server is the contract (§7): its multipart parts and its widgets' values, as a real product form holds them. */
const productMedia: Pick<FormDefinition, 'sections'> = {
  sections: [
    {
      name: 'media',
      title: 'Media',
      fields: [
        { name: 'name_EN', component: 'input', type: 'text' },
        { name: 'images_EN', component: 'upload', type: 'image', limit: 5 },
        { name: 'images_FR', component: 'upload', type: 'image', limit: 5 },
        { name: 'samplePdf_EN', component: 'upload', type: 'file', limit: 1 },
        { name: 'samplePdf_FR', component: 'upload', type: 'file', limit: 1 },
        { name: 'notices', component: 'widget', type: 'noticeWidget' },
      ],
    },
  ],
};

describe('requestBody: what a write sends the server', () => {
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  const notice = { location: 'Footer', type: 'icon-info', text_EN: 'Hi', text_FR: 'Salut' };

  it("sends a product's new files in the spec's parts, the kept urls and the widget's list in productDto", async () => {
    const body = requestBody('Products', productMedia, {
      name_EN: 'Pass',
      images_EN: ['/files/kept', png('a.png'), png('b.png')],
      images_FR: [png('c.png')],
      samplePdf_EN: [new File(['%PDF-1.4'], 'sample.pdf', { type: 'application/pdf' })],
      samplePdf_FR: [new File(['%PDF-1.4'], 'echantillon.pdf', { type: 'application/pdf' })],
      notices: JSON.stringify([notice]),
    });
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect([...body.keys()]).toEqual(['productDto', 'files_en', 'files_en', 'files_fr', 'pdfs_en', 'pdfs_fr']);
    expect(body.getAll('files_en').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(JSON.parse(String(body.get('productDto')))).toEqual({
      name_EN: 'Pass',
      images_EN: ['/files/kept'],
      images_FR: null,
      samplePdf_EN: null,
      samplePdf_FR: null,
      notices: [notice],
    });
  });

  it("names a category's and a banner's parts after the spec, and sends JSON when no file is picked", () => {
    const image = (name: string): Pick<FormDefinition, 'sections'> => ({
      sections: [{ name: 's', title: 'S', fields: [{ name, component: 'upload', type: 'image', limit: 1 }] }],
    });
    const category = requestBody('Categories', image('image_FR'), { image_FR: [png('fr.png')] });
    const banner = requestBody('Banners', image('imageUrl'), { imageUrl: [png('b.png')] });
    expect(category instanceof FormData && [...category.keys()]).toEqual(['categoryDto', 'files_fr']);
    expect(banner instanceof FormData && [...banner.keys()]).toEqual(['bannerDto', 'files']);
    expect(requestBody('Banners', image('imageUrl'), { imageUrl: ['/files/x'] })).toEqual({ imageUrl: '/files/x' });
  });

  it('leaves an empty number out of the JSON, so the server default applies', () => {
    const amounts: Pick<FormDefinition, 'sections'> = {
      sections: [
        {
          name: 's',
          title: 'S',
          fields: [
            { name: 'count', component: 'input', type: 'number' },
            { name: 'amountCents', component: 'input', type: 'number' },
            { name: 'prefix', component: 'input', type: 'text' },
          ],
        },
      ],
    };
    const body = requestBody('Discounts', amounts, { count: '3', amountCents: '', prefix: '' });
    expect(JSON.parse(JSON.stringify(body))).toEqual({ count: '3', prefix: '' });
  });

  it("sends a widget's JSON text as its value, empty text as null", () => {
    expect(sendValues(productMedia, { notices: '[]' })).toEqual({ notices: null });
    expect(sendValues(productMedia, { notices: '' })).toEqual({ notices: null });
    expect(sendValues(productMedia, { notices: '["a","b"]' })).toEqual({ notices: ['a', 'b'] });
    expect(sendValues(productMedia, { notices: 'not json' })).toEqual({ notices: 'not json' });
  });
});

describe('importBody: what the products import sends', () => {
  it("sends the picked file's name and text as JSON, and empty content when none is picked", async () => {
    const file = new File(['sku|name_EN\nA-1|Pass'], 'products.txt', { type: 'text/plain' });
    expect(await importBody({ file: [file] })).toEqual({ fileName: 'products.txt', content: 'sku|name_EN\nA-1|Pass' });
    expect(await importBody({ file: [] })).toEqual({ fileName: '', content: '' });
  });
});
