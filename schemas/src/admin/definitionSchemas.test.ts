import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Schema } from 'yup';
import { definitionSchemas, listDefinitionSchema } from './definitionSchemas.ts';
import {
  buttonNames,
  buttonsFor,
  commandFor,
  type Definition,
  type FieldComponent,
  fieldComponentTypes,
  fieldsOf,
  submitsForm,
} from './definitions.ts';
import { formDefinitionSchema } from './formDefinitionSchema.ts';
import { categoriesTree, categoryForm, productForm, productsList, salesReport } from './testing/sampleDefinitions.ts';

const runs = { seed: 20_261_123, numRuns: 200 };

/** A definition is data we write: checked strictly, every problem at once. */
const check = (schema: Schema, definition: unknown): 'valid' | string[] => {
  try {
    schema.validateSync(definition, { strict: true, abortEarly: false });
    return 'valid';
  } catch (error) {
    if ((error as { name?: unknown }).name !== 'ValidationError') throw error;
    return (error as { errors: string[] }).errors;
  }
};

describe('every definition the server serves', () => {
  const served: readonly Definition[] = [categoryForm, productForm, productsList, categoriesTree, salesReport];
  it.each(served.map((definition) => [definition.title, definition] as const))(
    '%s passes the schema of its mode',
    (_title, definition) => {
      expect(check(definitionSchemas[definition.mode], definition)).toBe('valid');
    },
  );
});

describe('a form definition', () => {
  const [general, ...rest] = categoryForm.sections;
  if (general === undefined) throw new Error('the sample form has sections');
  const withField = (field: unknown) => ({
    ...categoryForm,
    sections: [{ ...general, fields: [...general.fields, field] }, ...rest],
  });
  const withCondition = (condition: unknown) => ({
    ...categoryForm,
    conditions: [...categoryForm.conditions, condition],
  });
  const refused: readonly (readonly [string, unknown])[] = [
    ['a field name used twice', withField({ name: 'name_EN', component: 'input', type: 'text' })],
    ['an unknown component', withField({ name: 'x', component: 'slider', type: 'range' })],
    ['a variant of another component', withField({ name: 'x', component: 'input', type: 'richtext' })],
    ['a select without options', withField({ name: 'x', component: 'singleselect', type: 'dropdown' })],
    ['an upload over five items', withField({ name: 'x', component: 'upload', type: 'image', limit: 6 })],
    ['an unknown cropper canvas', withField({ name: 'x', component: 'upload', type: 'image', canvas: 'poster' })],
    ['an unknown property on a field', withField({ name: 'x', component: 'input', type: 'text', colour: 'red' })],
    ['a __proto__ field name', withField({ name: '__proto__', component: 'input', type: 'text' })],
    [
      'a sized rule without its size',
      withField({ name: 'x', component: 'input', type: 'text', validation: [{ name: 'minLength', message: 'm' }] }),
    ],
    [
      'a required rule without a message',
      withField({ name: 'x', component: 'input', type: 'text', validation: [{ name: 'required' }] }),
    ],
    [
      'a condition on an unknown field',
      withCondition({ propertyName: 'nope', action: 'hide', value: 1, field: 'notes' }),
    ],
    ['a condition on itself', withCondition({ propertyName: 'notes', action: 'hide', value: 'x', field: 'notes' })],
    ['a hide without a target', withCondition({ propertyName: 'kind', action: 'hide', value: 'pass' })],
    ['`any` outside an update', withCondition({ propertyName: 'kind', action: 'show', value: 'any', field: 'notes' })],
    [
      'a filter offering an option the field lacks',
      withCondition({ propertyName: 'kind', action: 'filter', value: 'pass', field: 'validityPeriod', options: ['x'] }),
    ],
    [
      'a filter without options',
      withCondition({ propertyName: 'kind', action: 'filter', value: 'x', field: 'parentId' }),
    ],
    [
      'a filter on a field with no options',
      withCondition({ propertyName: 'kind', action: 'filter', value: 'x', field: 'notes', options: [] }),
    ],
    ['a condition value that is an object', withCondition({ propertyName: 'kind', action: 'update', value: { a: 1 } })],
    [
      'a submitting button typed as a plain button',
      { ...categoryForm, buttons: [{ name: 'publish', value: 'Publish', type: 'button', roles: ['LMG'] }] },
    ],
    [
      'a cancel typed as submit',
      { ...categoryForm, buttons: [{ name: 'cancel', value: 'C', type: 'submit', roles: ['LMG'] }] },
    ],
    ['a button for nobody', { ...categoryForm, buttons: [{ name: 'save', value: 'Save', type: 'submit', roles: [] }] }],
    [
      'a button for an unknown role',
      { ...categoryForm, buttons: [{ name: 'save', value: 'S', type: 'submit', roles: ['Root'] }] },
    ],
    ['a list mode', { ...categoryForm, mode: 'table' }],
    ['no sections', { ...categoryForm, sections: [] }],
    ['a section width other than 12 or 6', { ...categoryForm, sections: [{ ...general, width: 4 }, ...rest] }],
  ];
  it.each(refused)('refuses %s', (_case, definition) => {
    expect(check(formDefinitionSchema, definition)).not.toBe('valid');
  });

  it('accepts every component with each of its own variants, and no other component’s', () => {
    const components = Object.keys(fieldComponentTypes) as FieldComponent[];
    const variants = [...new Set(components.flatMap((c): readonly string[] => fieldComponentTypes[c]))];
    fc.assert(
      fc.property(fc.constantFrom(...components), fc.constantFrom(...variants), (component, type) => {
        const options = component === 'singleselect' || component === 'multiselect' ? { options: [] } : {};
        const own: readonly string[] = fieldComponentTypes[component];
        // A widget's type names any widget; every other component takes only its listed variants.
        const expected = component === 'widget' || own.includes(type) ? 'valid' : 'invalid';
        const outcome = check(formDefinitionSchema, withField({ name: 'x', component, type, ...options }));
        expect(outcome === 'valid' ? 'valid' : 'invalid').toBe(expected);
      }),
      runs,
    );
  });
});

describe('a list definition', () => {
  it.each([
    ['a row filling an undeclared column', { ...productsList, rows: [{ productId: 1, secret: 'x' }] }],
    [
      'a dropdown column without options',
      { ...productsList, columns: [{ name: 'status', caption: 'S', type: 'dropdown' }], rows: [] },
    ],
    [
      'an unknown column type',
      { ...productsList, columns: [{ name: 'a', caption: 'A', type: 'sparkline' }], rows: [] },
    ],
    ['a page of 0', { ...productsList, args: { ...productsList.args, page: 0 } }],
    ['a page beyond Show all', { ...productsList, args: { ...productsList.args, page: 100_001 } }],
    ['a cell holding an object', { ...productsList, rows: [{ productId: { id: 1 } }] }],
  ] as const)('refuses %s', (_case, definition) => {
    expect(check(listDefinitionSchema, definition)).not.toBe('valid');
  });
});

describe('a tree definition', () => {
  const [passes, permits] = categoriesTree.items;
  if (passes === undefined || permits === undefined) throw new Error('the sample tree has two roots');
  it.each([
    [
      'a child naming another parent',
      {
        ...categoriesTree,
        items: [{ ...passes, children: passes.children.map((c) => ({ ...c, parentId: 3 })) }, permits],
      },
    ],
    ['a root with a parent', { ...categoriesTree, items: [{ ...permits, parentId: 1 }] }],
    ['an id used twice', { ...categoriesTree, items: [passes, { ...permits, id: 2 }] }],
    ['a negative order', { ...categoriesTree, items: [{ ...permits, order_FR: -1 }] }],
  ] as const)('refuses %s', (_case, definition) => {
    expect(check(definitionSchemas.treeview, definition)).not.toBe('valid');
  });
});

describe('a report view definition', () => {
  it('refuses a file name that is a path', () => {
    expect(check(definitionSchemas.reportview, { ...salesReport, filename: '../report.pdf' })).not.toBe('valid');
  });
});

describe('buttons and actions', () => {
  it('only save, preview, publish, submit, uat and inactive submit a form', () => {
    expect(buttonNames.filter(submitsForm)).toEqual(['save', 'preview', 'publish', 'submit', 'uat', 'inactive']);
  });
  it('shows a role only the buttons that list it, and no one signed out any', () => {
    expect(buttonsFor(categoryForm.buttons, 'SuperUser').map((b) => b.name)).toEqual(['save', 'uat', 'cancel']);
    expect(buttonsFor(categoryForm.buttons, 'LMG').map((b) => b.name)).toEqual(['save', 'uat', 'publish', 'cancel']);
    expect(buttonsFor(categoryForm.buttons, 'Operator')).toEqual([]);
    expect(buttonsFor(categoryForm.buttons, undefined)).toEqual([]);
  });
  it('maps add and clone to create, edit to update, remove to delete', () => {
    expect([commandFor('add'), commandFor('clone'), commandFor('edit'), commandFor('remove')]).toEqual([
      'create',
      'create',
      'update',
      'delete',
    ]);
  });
  it('lists a form’s fields section by section', () => {
    expect(
      fieldsOf(categoryForm)
        .slice(0, 3)
        .map((f) => f.name),
    ).toEqual(['categoryId', 'name_EN', 'name_FR']);
  });
});
