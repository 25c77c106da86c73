import { datePicker } from '@parks/schemas/admin/definitions';
import { format, isValid, parseISO } from 'date-fns';
import { enCA, frCA } from 'date-fns/locale';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { describedBy, FieldShell } from '../../../components/form/FieldShell.tsx';
import { fieldId, useFieldError } from '../../../components/form/fields.tsx';
import { dateFormats } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/text.ts';
import { adminTexts } from '../texts.ts';
import type { FieldProps } from './fieldProps.ts';

registerLocale('fr-CA', frCA);
registerLocale('en-CA', enCA);

/** What the form holds and sends for each variant: a timestamp, a day, or a month. */
const valueFormats = { datetime: null, date: 'yyyy-MM-dd', monthyear: 'yyyy-MM' } as const;

const toDate = (value: unknown): Date | null => {
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

/**
 * Date pickers (§5, §9): react-datepicker in the page language (date-fns fr-CA: French month names), the spec's
 * display formats in English and the French style in French (lib/dates.ts: `28 novembre 2026, 15 h 42`, no AM/PM), a 15-minute time list for date-times, a month grid for month-year.
 */
export function DateTimeRenderer({ field, label, required }: FieldProps) {
  const lng = useLanguage();
  const { field: input, helpers, error } = useFieldError(field.name);
  const id = fieldId(field.name);
  const variant = field.type === 'date' || field.type === 'monthyear' ? field.type : 'datetime';
  const valueFormat = valueFormats[variant];
  return (
    <FieldShell id={id} label={label} required={required} hint={field.prompt} error={error}>
      <DatePicker
        id={id}
        name={field.name}
        selected={toDate(input.value)}
        onChange={(date: Date | null) => {
          void helpers.setValue(date === null ? '' : valueFormat ? format(date, valueFormat) : date.toISOString());
        }}
        onBlur={() => void helpers.setTouched(true)}
        locale={lng === 'fr' ? 'fr-CA' : 'en-CA'}
        dateFormat={lng === 'fr' ? dateFormats.fr[variant] : datePicker.formats[variant]}
        timeFormat={lng === 'fr' ? "H 'h' mm" : 'h:mm aa'}
        showTimeSelect={variant === 'datetime'}
        timeIntervals={datePicker.timeIntervalMinutes}
        timeCaption={adminTexts[lng].timeCaption}
        showMonthYearPicker={variant === 'monthyear'}
        required={required}
        ariaInvalid={error ? 'true' : undefined}
        ariaDescribedBy={describedBy(id, field.prompt !== undefined, error !== undefined)}
        autoComplete="off"
      />
    </FieldShell>
  );
}
