import { type NoticeLocation, type NoticeType, noticeLocations, noticeTypes } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { codeNames } from '@parks/schemas/texts/screens/names';
import { useField } from 'formik';
import { FieldsetShell } from '../../../components/form/FieldShell.tsx';
import { fieldId, useFieldError } from '../../../components/form/fields.tsx';
import { useLanguage } from '../../../lib/text.ts';
import { useAdminTexts } from '../texts.ts';
import type { FieldProps } from './fieldProps.ts';
import { type NoticeRow, noticeRowsOf, valueListOf } from './widgetValues.ts';

/**
 * The server's named widgets (back-office.md §3 `widget`): each holds its value as JSON text, as the server's
 * `initialValue` gives it, and `sendValues` sends the list itself. Native controls in a fieldset, labelled.
 */

/** A notice's location and type by their names in the page language (the catalogue's `codeNames`). */
const locationName = (language: Language, location: NoticeLocation): string =>
  codeNames[language][`noticeLocation.${location}`];
const typeName = (language: Language, type: NoticeType): string => codeNames[language][`noticeType.${type}`];

/** A list of texts (a product attribute's values): one input each, added and removed. */
export function ValueListWidget({ field, label, required }: FieldProps) {
  const texts = useAdminTexts();
  const [input, , helpers] = useField<string>(field.name);
  const { error } = useFieldError(field.name);
  const id = fieldId(field.name);
  const values = valueListOf(input.value);
  const set = (next: readonly string[]) => void helpers.setValue(JSON.stringify(next));
  return (
    <FieldsetShell id={id} legend={label} required={required} error={error} className="admin-list-widget">
      {values.map((value, index) => {
        const rowId = `${id}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in a list of plain texts.
          <div key={index} className="admin-list-widget-row">
            <label htmlFor={rowId}>{texts.valueNumber(index + 1)}</label>
            <input
              id={rowId}
              type="text"
              value={value}
              onBlur={() => void helpers.setTouched(true)}
              onChange={(event) => set(values.map((item, at) => (at === index ? event.target.value : item)))}
            />
            <button type="button" className="link-button" onClick={() => set(values.filter((_, at) => at !== index))}>
              {texts.remove(texts.valueNumber(index + 1))}
            </button>
          </div>
        );
      })}
      <button type="button" className="link-button" onClick={() => set([...values, ''])}>
        {texts.addValue}
      </button>
    </FieldsetShell>
  );
}

/** A product's or category's notices: where, how, and the text in both languages, added and removed. */
export function NoticeWidget({ field, label, required }: FieldProps) {
  const texts = useAdminTexts();
  const language = useLanguage();
  const [input, , helpers] = useField<string>(field.name);
  const { error } = useFieldError(field.name);
  const id = fieldId(field.name);
  const rows = noticeRowsOf(input.value);
  const set = (next: readonly NoticeRow[]) => void helpers.setValue(JSON.stringify(next));
  const change = (index: number, patch: Partial<NoticeRow>) =>
    set(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const blur = () => void helpers.setTouched(true);
  return (
    <FieldsetShell id={id} legend={label} required={required} error={error} className="admin-list-widget">
      {rows.map((row, index) => {
        const rowId = `${id}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a notice has no id of its own; its place is its key.
          <fieldset key={index} className="admin-notice-row field-native">
            <legend>{texts.noticeNumber(index + 1)}</legend>
            <label htmlFor={`${rowId}-location`}>{texts.noticeLocation}</label>
            <select
              id={`${rowId}-location`}
              value={row.location}
              onBlur={blur}
              onChange={(event) => change(index, { location: event.target.value })}
            >
              {noticeLocations.map((location) => (
                <option key={location} value={location}>
                  {locationName(language, location)}
                </option>
              ))}
            </select>
            <label htmlFor={`${rowId}-type`}>{texts.noticeType}</label>
            <select
              id={`${rowId}-type`}
              value={row.type}
              onBlur={blur}
              onChange={(event) => change(index, { type: event.target.value })}
            >
              {noticeTypes.map((type) => (
                <option key={type} value={type}>
                  {typeName(language, type)}
                </option>
              ))}
            </select>
            <label htmlFor={`${rowId}-en`}>{texts.noticeTextEn}</label>
            <textarea
              id={`${rowId}-en`}
              rows={3}
              value={row.text_EN}
              onBlur={blur}
              onChange={(event) => change(index, { text_EN: event.target.value })}
            />
            <label htmlFor={`${rowId}-fr`}>{texts.noticeTextFr}</label>
            <textarea
              id={`${rowId}-fr`}
              rows={3}
              value={row.text_FR}
              onBlur={blur}
              onChange={(event) => change(index, { text_FR: event.target.value })}
            />
            <button type="button" className="link-button" onClick={() => set(rows.filter((_, at) => at !== index))}>
              {texts.remove(texts.noticeNumber(index + 1))}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="link-button"
        onClick={() => set([...rows, { location: noticeLocations[0], type: noticeTypes[0], text_EN: '', text_FR: '' }])}
      >
        {texts.addNotice}
      </button>
    </FieldsetShell>
  );
}
