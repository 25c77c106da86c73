import type { FormValues } from './conditions.ts';
import { fieldsOf, type Section } from './definitions.ts';

/**
 * What a form sends (back-office.md §5): empty selection lists (categories, vesselTypes), an empty single selection
 * (a category or location of id 0), empty price lists, notices and refundComments all go out as `null`, never as
 * `[]`, `""` or `0`. An uploader of one file sends its url, not a list of one. Every other value is sent as it is;
 * no key is added or dropped.
 */

/** The id of "no selection" in a single select (§5: id 0), and the empty values a select holds before one. */
const noSelectionIds: ReadonlySet<unknown> = new Set([undefined, null, '', 0, '0']);

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'id')
    ? Reflect.get(value, 'id')
    : value;

/** A list of options sent with their flags, none of them ticked: an empty selection. */
const isUnselectedOptionList = (value: readonly unknown[]): boolean =>
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      Object.hasOwn(item, 'isSelected') &&
      !Reflect.get(item, 'isSelected'),
  );

const isEmptySelection = (value: unknown, singleSelect: boolean): boolean => {
  if (Array.isArray(value)) return value.length === 0 || isUnselectedOptionList(value);
  return singleSelect && noSelectionIds.has(idOf(value));
};

export const toWire = (
  values: FormValues,
  definition: Readonly<{ sections: readonly Section[] }>,
): Readonly<Record<string, unknown>> => {
  const singleSelects = new Set(
    fieldsOf(definition)
      .filter((field) => field.component === 'singleselect')
      .map((field) => field.name),
  );
  // An uploader of one file holds its url as a list, as every uploader does; its record keeps the url itself.
  const singleUploads = new Set(
    fieldsOf(definition)
      .filter((field) => field.component === 'upload' && (field.limit ?? 1) === 1)
      .map((field) => field.name),
  );
  const sent = (name: string, value: unknown): unknown =>
    singleUploads.has(name) && Array.isArray(value) && value.length === 1 ? value[0] : value;
  // fromEntries defines own keys, so a `__proto__` key in the values stays a key and never becomes a prototype.
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      isEmptySelection(value, singleSelects.has(name)) ? null : sent(name, value),
    ]),
  );
};
