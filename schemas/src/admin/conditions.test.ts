import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateConditions, type FormValues, isVisible, mustReload, optionsFor, sameValue } from './conditions.ts';
import type { Condition, FieldOption, ScalarValue, SingleSelectField } from './definitions.ts';
import { fieldsOf } from './definitions.ts';
import { categoryForm } from './testing/sampleDefinitions.ts';

const runs = { seed: 20_261_123, numRuns: 300 };

const triggers = ['a', 'b', 'c'] as const;
const targets = ['x', 'y', 'z'] as const;

/** What a form holds: text from inputs, numbers and booleans, empties, and lists from multiselects. */
const scalarFormValue = fc.oneof(
  fc.constantFrom('1', '2', '3', '', 'true', 'false', null, undefined),
  fc.integer({ min: 1, max: 3 }),
  fc.boolean(),
);
const formValue = fc.oneof(scalarFormValue, fc.array(fc.constantFrom('1', '2', 3), { maxLength: 3 }));
const formValues = fc.record({ a: formValue, b: formValue, c: formValue }) as fc.Arbitrary<FormValues>;
const conditionValue = fc.constantFrom<ScalarValue>('1', 2, 3, true, false, null);

const visibility = fc.record({
  propertyName: fc.constantFrom(...triggers),
  action: fc.constantFrom('hide' as const, 'show' as const),
  value: conditionValue,
  field: fc.constantFrom(...targets),
});
const optionIds = ['1', '2', '3', 4, 5] as const;
const filter = fc.record({
  propertyName: fc.constantFrom(...triggers),
  action: fc.constant('filter' as const),
  value: conditionValue,
  field: fc.constantFrom(...targets),
  options: fc.array(fc.constantFrom<string | number>(...optionIds, 'not-an-option', 99), { maxLength: 4 }),
});
const update = fc.record({
  propertyName: fc.constantFrom(...triggers),
  action: fc.constant('update' as const),
  value: fc.oneof(conditionValue, fc.constant('any')),
});
const condition: fc.Arbitrary<Condition> = fc.oneof(visibility, filter, update);
const conditions = fc.array(condition, { maxLength: 8 });

const option = (id: string | number): FieldOption => ({ id, name: String(id), value: String(id), isSelected: false });
const fieldOptions = fc.subarray([...optionIds]).map((ids) => ids.map(option));

const selectFields = (options: readonly FieldOption[]): readonly SingleSelectField[] =>
  [...triggers, ...targets].map((name) => ({ name, component: 'singleselect', type: 'dropdown', options }));

describe('visibility (hide and show)', () => {
  it('a field with no condition on it is always visible', () =>
    fc.assert(
      fc.property(conditions, formValues, (all, values) => {
        const others = all.filter((c) => c.field !== 'x');
        expect(isVisible('x', others, values)).toBe(true);
      }),
      runs,
    ));

  it('hide and show on the same trigger and value are inverses', () =>
    fc.assert(
      fc.property(fc.constantFrom(...triggers), conditionValue, formValues, (propertyName, value, values) => {
        const hidden = isVisible('x', [{ propertyName, action: 'hide', value, field: 'x' }], values);
        const shown = isVisible('x', [{ propertyName, action: 'show', value, field: 'x' }], values);
        expect(hidden).toBe(!shown);
      }),
      runs,
    ));

  it('a hide that holds hides, whatever else applies', () =>
    fc.assert(
      fc.property(conditions, formValues, (all, values) => {
        const hide: Condition = { propertyName: 'a', action: 'hide', value: 'on', field: 'x' };
        expect(isVisible('x', [...all, hide], { ...values, a: 'on' })).toBe(false);
      }),
      runs,
    ));

  it('shows a field when one of its show values on a trigger holds (A or B), and needs every trigger', () => {
    const either: Condition[] = [
      { propertyName: 'kind', action: 'show', value: 'pass', field: 'x' },
      { propertyName: 'kind', action: 'show', value: 'permit', field: 'x' },
    ];
    expect(isVisible('x', either, { kind: 'pass' })).toBe(true);
    expect(isVisible('x', either, { kind: 'permit' })).toBe(true);
    expect(isVisible('x', either, { kind: 'printed' })).toBe(false);
    const both: Condition[] = [...either, { propertyName: 'enabled', action: 'show', value: true, field: 'x' }];
    expect(isVisible('x', both, { kind: 'pass', enabled: 'true' })).toBe(true);
    expect(isVisible('x', both, { kind: 'pass', enabled: false })).toBe(false);
  });
});

describe('matching a value', () => {
  it('reads form text as the server’s numbers and booleans, and null as empty', () => {
    const showWhen = (value: ScalarValue): Condition[] => [{ propertyName: 't', action: 'show', value, field: 'x' }];
    expect(isVisible('x', showWhen(3), { t: '3' })).toBe(true);
    expect(isVisible('x', showWhen('3'), { t: 3 })).toBe(true);
    expect(isVisible('x', showWhen(true), { t: 'true' })).toBe(true);
    expect(isVisible('x', showWhen(true), { t: 'false' })).toBe(false);
    for (const empty of [null, undefined, '', []]) expect(isVisible('x', showWhen(null), { t: empty })).toBe(true);
    expect(isVisible('x', showWhen(null), { t: 0 })).toBe(false);
    expect(isVisible('x', showWhen(null), {})).toBe(true);
  });
  it('matches a multiselect when one of its items matches', () => {
    const show: Condition[] = [{ propertyName: 'vesselTypes', action: 'show', value: 2, field: 'x' }];
    expect(isVisible('x', show, { vesselTypes: ['1', '2'] })).toBe(true);
    expect(isVisible('x', show, { vesselTypes: ['1'] })).toBe(false);
  });
  it('reads subPropertyName from an object value, or from each item of a list', () => {
    const hide: Condition[] = [
      { propertyName: 'location', subPropertyName: 'id', action: 'hide', value: 0, field: 'x' },
    ];
    expect(isVisible('x', hide, { location: { id: 0, name: 'None' } })).toBe(false);
    expect(isVisible('x', hide, { location: { id: 4, name: 'Top' } })).toBe(true);
    expect(isVisible('x', hide, { location: [{ id: 4 }, { id: 0 }] })).toBe(false);
    expect(isVisible('x', hide, { location: 'id' })).toBe(true);
  });
  it('never reads a key from the prototype', () => {
    const show: Condition[] = [{ propertyName: 'toString', action: 'show', value: null, field: 'x' }];
    expect(isVisible('x', show, {})).toBe(true);
  });
});

describe('filter', () => {
  it('never offers an option the field does not list, and keeps the field’s order', () =>
    fc.assert(
      fc.property(fieldOptions, conditions, formValues, (options, all, values) => {
        const offered = optionsFor({ name: 'x', options }, all, values);
        const positions = offered.map((o) => options.indexOf(o));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((p, q) => p - q));
      }),
      runs,
    ));
  it('offers every option while no filter on the field holds', () =>
    fc.assert(
      fc.property(fieldOptions, conditions, formValues, (options, all, values) => {
        const others = all.filter((c) => c.action !== 'filter' || c.field !== 'x');
        expect(optionsFor({ name: 'x', options }, others, values)).toEqual(options);
      }),
      runs,
    ));
});

describe('update (reloading the definition)', () => {
  it('`any` reloads on every change of its trigger, and never without one', () =>
    fc.assert(
      fc.property(formValue, formValue, (before, after) => {
        const any: Condition[] = [{ propertyName: 'a', action: 'update', value: 'any' }];
        expect(mustReload(any, { a: before }, { a: after })).toBe(!sameValue(before, after));
        expect(mustReload(any, { a: before }, { a: before })).toBe(false);
      }),
      runs,
    ));
  it('a value reloads only when its trigger changes to that value', () =>
    fc.assert(
      fc.property(scalarFormValue, scalarFormValue, conditionValue, (before, after, value) => {
        const onValue: Condition[] = [{ propertyName: 'a', action: 'update', value }];
        const reload = mustReload(onValue, { a: before }, { a: after });
        if (reload) expect(sameValue(after, value)).toBe(true);
        if (!sameValue(before, value)) expect(mustReload(onValue, { a: before }, { a: value })).toBe(true);
      }),
      runs,
    ));
  it('a change to a field no update watches never reloads', () =>
    fc.assert(
      fc.property(conditions, formValues, formValue, (all, values, other) => {
        expect(mustReload(all, values, { ...values, unwatched: other })).toBe(false);
      }),
      runs,
    ));
});

describe('evaluateConditions', () => {
  it('is deterministic and independent of the order of the conditions', () =>
    fc.assert(
      fc.property(
        fieldOptions,
        conditions.chain((all) => fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length }))),
        formValues,
        formValues,
        (options, [all, shuffled], values, previous) => {
          const fields = selectFields(options);
          const once = evaluateConditions(fields, all, values, previous);
          expect(evaluateConditions(fields, all, values, previous)).toEqual(once);
          expect(evaluateConditions(fields, shuffled, values, previous)).toEqual(once);
        },
      ),
      runs,
    ));

  it('puts every field in exactly one of visible and hidden, in the fields’ order', () =>
    fc.assert(
      fc.property(fieldOptions, conditions, formValues, (options, all, values) => {
        const fields = selectFields(options);
        const { visible, hidden } = evaluateConditions(fields, all, values);
        expect([...visible, ...hidden].sort()).toEqual(fields.map((f) => f.name).sort());
        expect(visible.filter((name) => hidden.includes(name))).toEqual([]);
      }),
      runs,
    ));

  describe('on the sample category form', () => {
    const fields = fieldsOf(categoryForm);
    const { conditions: rules } = categoryForm;
    const evaluate = (values: FormValues, previous?: FormValues) => evaluateConditions(fields, rules, values, previous);

    it('shows the end date only once the form has one', () => {
      expect(evaluate({ hasEndDate: false }).hidden).toContain('endDate');
      expect(evaluate({ hasEndDate: true }).visible).toContain('endDate');
    });
    it('offers the validity periods of the kind, and hides them for printed material', () => {
      const periods = (kind: string) =>
        evaluate({ kind })
          .options.get('validityPeriod')
          ?.map((o) => o.id);
      expect(periods('pass')).toEqual(['daily', 'annual']);
      expect(periods('permit')).toEqual(['seasonal']);
      expect(periods('printed')).toEqual(['daily', 'annual', 'seasonal']);
      expect(evaluate({ kind: 'printed' }).hidden).toEqual(['validityPeriod', 'endDate']);
    });
    it('reloads when the parent changes at all, and when the category is made inactive', () => {
      expect(evaluate({ parentId: '2' }, { parentId: 0 }).reload).toBe(true);
      expect(evaluate({ parentId: 0 }, { parentId: '0' }).reload).toBe(false);
      expect(evaluate({ active: false }, { active: true }).reload).toBe(true);
      expect(evaluate({ active: true }, { active: false }).reload).toBe(false);
      expect(evaluate({ name_EN: 'Permits' }, { name_EN: 'Passes' }).reload).toBe(false);
      expect(evaluate({ parentId: '2' }).reload).toBe(false);
    });
  });
});
