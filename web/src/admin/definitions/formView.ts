import type { AdminFamily } from '@parks/schemas/admin/calls';
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
import { adminFamilySpec } from '@parks/schemas/admin/families';
import { toWire } from '@parks/schemas/admin/wire';
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

/**
 * The value a field starts with: its `initialValue`, else what its options mark selected, else empty. A select
 * holds its options' ids as text (what its inputs hold); `sendValues` turns them back into the options' ids.
 */
export const initialValueOf = (field: Field): unknown => {
  const initial = field.initialValue;
  if (isSingleCheckbox(field)) return initial === true || initial === 1 || initial === '1' || initial === 'true';
  if (field.component === 'multiselect') {
    if (Array.isArray(initial)) return initial.map(String);
    return isSelectField(field) ? selectedIds(field.options).map(String) : [];
  }
  if (field.component === 'upload') {
    if (Array.isArray(initial)) return initial.map(String);
    return typeof initial === 'string' && initial !== '' ? [initial] : [];
  }
  if (isSelectField(field)) {
    if (initial !== undefined && initial !== null && !Array.isArray(initial)) return String(initial);
    return String(selectedIds(field.options)[0] ?? '');
  }
  if (initial !== undefined && initial !== null) return initial;
  return '';
};

/** The option id a select's text stands for (its own id, a number stays a number), or the text itself. */
const idFor = (options: readonly FieldOption[], text: unknown): unknown =>
  options.find((option) => String(option.id) === String(text))?.id ?? text;

/**
 * A widget holds its value as JSON text (the server's `initialValue`, e.g. the notices' list); the form sends the
 * value itself. Empty text is no value; text that is not JSON goes as it is, for the server to refuse with its message.
 */
export const widgetValueOf = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * What a form sends (§5): select texts back to their options' ids, widgets' JSON text to its value, an empty number
 * left out, then `toWire` (empty selections as null).
 * Every value is sent, hidden fields included: hiding a field does not clear it.
 */
export const sendValues = (
  definition: Pick<FormDefinition, 'sections'>,
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => {
  const selects = new Map(
    fieldsOf(definition)
      .filter((field) => isSelectField(field) && !isSingleCheckbox(field))
      .map((field) => [field.name, isSelectField(field) ? field.options : []]),
  );
  const widgets = new Set(
    fieldsOf(definition)
      .filter((field) => field.component === 'widget')
      .map((field) => field.name),
  );
  const numbers = new Set(
    fieldsOf(definition)
      .filter((field) => field.component === 'input' && field.type === 'number')
      .map((field) => field.name),
  );
  const typed = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (widgets.has(name)) return [name, widgetValueOf(value)];
      // An empty number is no number: left out of the JSON, so the server's default applies (a discount's
      // minimum subtotal 0, its unused amount null) rather than "" being refused as a number.
      if (numbers.has(name) && typeof value === 'string' && value.trim() === '') return [name, undefined];
      const options = selects.get(name);
      if (!options) return [name, value];
      return [name, Array.isArray(value) ? value.map((item) => idFor(options, item)) : idFor(options, value)];
    }),
  );
  return toWire(typed, definition);
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

/**
 * The part each uploader's new files go in (§7, the family's descriptor, which the server reads too): the form names
 * its fields (`images_EN`), the multipart contract names its parts (`files_en`). An uploader the descriptor does not
 * name sends its files in a part of its own name.
 */
export const uploadPartOf = (family: AdminFamily, field: string): string => {
  const uploads = adminFamilySpec(family).multipart?.uploads;
  return uploads !== undefined && Object.hasOwn(uploads, field) ? (uploads[field]?.part ?? field) : field;
};

/**
 * The body of a write: the values as JSON (`sendValues`), or, when an uploader holds a picked file, a FormData
 * with the values as the JSON text of the family's DTO part and each picked file in its field's part
 * (`uploadPartOf`; an uploader's files leave the JSON; the urls it already had stay, the server adds the new ones).
 */
export const requestBody = (
  family: AdminFamily,
  definition: Pick<FormDefinition, 'sections'>,
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> | FormData => {
  const files: [string, File][] = [];
  const kept = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (!Array.isArray(value)) return [name, value];
      const picked = value.filter((item): item is File => item instanceof File);
      for (const file of picked) files.push([name, file]);
      return [name, picked.length === 0 ? value : value.filter((item) => !(item instanceof File))];
    }),
  );
  const json = sendValues(definition, kept);
  if (files.length === 0) return json;
  const form = new FormData();
  form.append(adminFamilySpec(family).multipart?.dtoPart ?? 'dto', JSON.stringify(json));
  for (const [name, file] of files) form.append(uploadPartOf(family, name), file, file.name);
  return form;
};

/**
 * The body of an import (`POST /api/Products/Import`, §7): the picked file's name and its text, as JSON. No file
 * picked sends empty content, which the server refuses with its own "file required" message.
 */
export const importBody = async (
  values: Readonly<Record<string, unknown>>,
): Promise<Readonly<{ fileName: string; content: string }>> => {
  const file = Object.values(values)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .find((item): item is File => item instanceof File);
  return file === undefined ? { fileName: '', content: '' } : { fileName: file.name, content: await file.text() };
};
