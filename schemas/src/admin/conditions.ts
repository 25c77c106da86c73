import {
  anyValue,
  type Condition,
  type Field,
  type FieldOption,
  isSelectField,
  type ScalarValue,
  type UpdateCondition,
} from './definitions.ts';

/**
 * The condition evaluator (back-office.md §4), one pure function for the API and the web: from a definition's
 * fields and conditions and the form's current values, which fields are visible, which options each select offers,
 * and whether the definition must be reloaded.
 *
 * Matching: values are compared as text, because a form holds what its inputs hold (`"3"` for option 3, `"true"`
 * for a ticked box) while the server writes the condition's value as it is typed (`3`, `true`). `null`,
 * `undefined` and `""` are all "empty", and a condition on `null` matches an empty field. A list value (a
 * multiselect) matches when one of its items matches; an empty list is empty. A hidden field's value still counts:
 * hiding a field does not clear it.
 *
 * Combining, so that the order of the conditions never matters:
 * - `hide`: the field is hidden while any of its hide conditions holds;
 * - `show`: the field is shown only while, for each trigger it has show conditions on, one of them holds (show when
 *   `type` is A or B, and when `enabled` is true);
 * - `filter`: each filter that holds narrows the field's options to the ids it lists, in the field's own order;
 * - `update`: the definition is reloaded when a trigger's value changed and now matches, or changed at all for `any`.
 */

export type FormValues = Readonly<Record<string, unknown>>;

export type Evaluation = Readonly<{
  /** Names of the visible fields, in the fields' order. */
  visible: readonly string[];
  /** Names of the hidden fields, in the fields' order. */
  hidden: readonly string[];
  /** The options each select offers now. */
  options: ReadonlyMap<string, readonly FieldOption[]>;
  /** Whether the definition must be fetched again (only when the previous values are given). */
  reload: boolean;
}>;

type Trigger = Pick<Condition, 'propertyName' | 'subPropertyName'>;

/** The trigger field's value, or its `subPropertyName` (of the value, or of each item of a list). Own keys only. */
const triggerValue = (values: FormValues, { propertyName, subPropertyName }: Trigger): unknown => {
  const value = Object.hasOwn(values, propertyName) ? values[propertyName] : undefined;
  if (subPropertyName === undefined) return value;
  const pick = (item: unknown): unknown =>
    typeof item === 'object' && item !== null && Object.hasOwn(item, subPropertyName)
      ? Reflect.get(item, subPropertyName)
      : undefined;
  return Array.isArray(value) ? value.map(pick) : pick(value);
};

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A scalar as the text it is compared by; objects have none (they match no condition value). */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

/** Whether a field's value matches a condition's value (see the matching rules above). */
export const matches = (value: unknown, expected: ScalarValue): boolean => {
  if (expected === null || expected === '') return isEmpty(value);
  if (Array.isArray(value)) return value.some((item) => matches(item, expected));
  const text = asText(value);
  return text !== undefined && text === String(expected);
};

const isPlainObject = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Whether a value changed: empties are the same, scalars by text, lists and plain objects by content, others by identity. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(Reflect.get(a, key), Reflect.get(b, key)));
  }
  const textA = asText(a);
  return textA !== undefined ? textA === asText(b) : Object.is(a, b);
};

const holds = (condition: Condition, values: FormValues): boolean =>
  matches(triggerValue(values, condition), condition.value);

const triggerKey = ({ propertyName, subPropertyName }: Trigger): string =>
  JSON.stringify([propertyName, subPropertyName ?? null]);

/** Whether a field is visible under the conditions that target it. */
export const isVisible = (name: string, conditions: readonly Condition[], values: FormValues): boolean => {
  const own = conditions.filter((condition) => condition.field === name);
  if (own.some((condition) => condition.action === 'hide' && holds(condition, values))) return false;
  const shown = new Map<string, boolean>();
  for (const condition of own) {
    if (condition.action !== 'show') continue;
    const key = triggerKey(condition);
    shown.set(key, (shown.get(key) ?? false) || holds(condition, values));
  }
  return [...shown.values()].every(Boolean);
};

/** The options a select offers: its own, narrowed by every filter on it that holds. */
export const optionsFor = (
  field: Readonly<{ name: string; options: readonly FieldOption[] }>,
  conditions: readonly Condition[],
  values: FormValues,
): readonly FieldOption[] =>
  conditions.reduce<readonly FieldOption[]>((offered, condition) => {
    if (condition.action !== 'filter' || condition.field !== field.name || !holds(condition, values)) return offered;
    const allowed = new Set(condition.options.map(String));
    return offered.filter((option) => allowed.has(String(option.id)));
  }, field.options);

const reloads = (condition: UpdateCondition, previous: FormValues, next: FormValues): boolean => {
  const now = triggerValue(next, condition);
  if (sameValue(triggerValue(previous, condition), now)) return false;
  return condition.value === anyValue || matches(now, condition.value);
};

/** Whether going from `previous` to `next` values must reload the definition. */
export const mustReload = (conditions: readonly Condition[], previous: FormValues, next: FormValues): boolean =>
  conditions.some((condition) => condition.action === 'update' && reloads(condition, previous, next));

export const evaluateConditions = (
  fields: readonly Field[],
  conditions: readonly Condition[],
  values: FormValues,
  previous?: FormValues,
): Evaluation => {
  const visible: string[] = [];
  const hidden: string[] = [];
  const options = new Map<string, readonly FieldOption[]>();
  for (const field of fields) {
    (isVisible(field.name, conditions, values) ? visible : hidden).push(field.name);
    if (isSelectField(field)) options.set(field.name, optionsFor(field, conditions, values));
  }
  return { visible, hidden, options, reload: previous !== undefined && mustReload(conditions, previous, values) };
};
