import { evaluateConditions, type FormValues } from '@parks/schemas/admin/conditions';
import {
  type Field,
  type FieldOption,
  type FormDefinition,
  fieldsOf,
  isSelectField,
  type OptionId,
  type SearchDto,
  type Section,
} from '@parks/schemas/admin/definitions';
import type { QueryValues } from './adminApi.ts';

/**
 * What a form shows for its current values, as a pure function the renderer and its property test share: the
 * sections with their visible fields and the options each select offers (from the shared condition evaluator),
 * the values a form starts with, and the one rule the client enforces (`required`, §5).
 */

type Formlike = Pick<FormDefinition, 'sections' | 'conditions'> | SearchDto;

export type ShownField = Readonly<{ field: Field; options: readonly FieldOption[] }>;
export type ShownSection = Readonly<{ section: Section; fields: readonly ShownField[] }>;

export const formView = (definition: Formlike, values: FormValues): readonly ShownSection[] => {
  const fields = fieldsOf(definition);
  const evaluation = evaluateConditions(fields, definition.conditions, values);
  const visible = new Set(evaluation.visible);
  return definition.sections
    .map((section) => ({
      section,
      fields: section.fields
        .filter((field) => visible.has(field.name))
        .map((field) => ({ field, options: evaluation.options.get(field.name) ?? [] })),
    }))
    .filter((shown) => shown.fields.length > 0);
};

/** A single checkbox (one option) holds a boolean; the other selects hold option ids. */
export const isSingleCheckbox = (field: Field): boolean =>
  field.component === 'singleselect' && field.type === 'checkbox';

const selectedIds = (options: readonly FieldOption[]): OptionId[] =>
  options.filter((option) => option.isSelected).map((option) => option.id);

/** The value a field starts with: its `initialValue`, else what its options mark selected, else empty. */
export const initialValueOf = (field: Field): unknown => {
  const initial = field.initialValue;
  if (isSingleCheckbox(field)) return initial === true || initial === 1 || initial === '1' || initial === 'true';
  if (field.component === 'multiselect') {
    if (Array.isArray(initial)) return [...initial];
    return isSelectField(field) ? selectedIds(field.options) : [];
  }
  if (initial !== undefined && initial !== null) return initial;
  if (isSelectField(field)) return selectedIds(field.options)[0] ?? '';
  return '';
};

export const initialValuesOf = (definition: Pick<FormDefinition, 'sections'>): Record<string, unknown> =>
  Object.fromEntries(fieldsOf(definition).map((field) => [field.name, initialValueOf(field)]));

/** Rich text is HTML: `<p></p>` holds nothing. */
const textOfHtml = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');

export const isEmptyValue = (field: Field, value: unknown): boolean => {
  if (value === undefined || value === null || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') {
    const text = field.component === 'multilineinput' && field.type !== 'textarea' ? textOfHtml(value) : value;
    return text.trim() === '';
  }
  if (value instanceof File) return false;
  return false;
};

/** The required message of each visible field left empty (§5: the rule's own server message). */
export const requiredErrors = (definition: Formlike, values: FormValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const { fields } of formView(definition, values)) {
    for (const { field } of fields) {
      const rule = field.validation?.find((candidate) => candidate.name === 'required');
      if (rule && isEmptyValue(field, values[field.name])) errors[field.name] = rule.message;
    }
  }
  return errors;
};

export const isRequired = (field: Field): boolean =>
  field.validation?.some((rule) => rule.name === 'required') ?? false;

/** Values as query-string text (an update condition's reload, an advanced search): empties left out. */
export const queryValuesOf = (values: Readonly<Record<string, unknown>>): QueryValues => {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      if (value.length > 0) entries.push([name, value.map(String).join(',')]);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (value !== '') entries.push([name, String(value)]);
    }
  }
  return Object.fromEntries(entries);
};
