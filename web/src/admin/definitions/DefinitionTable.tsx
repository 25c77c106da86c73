import { type CellValue, type Column, datePicker } from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { format, isValid, parseISO } from 'date-fns';
import { enCA, frCA } from 'date-fns/locale';
import { formatMoney } from '../../components/Money.tsx';
import { adminTexts } from './texts.ts';

const dateText = (value: CellValue, pattern: string, lng: Language): string => {
  if (typeof value !== 'string' || value === '') return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern, { locale: lng === 'fr' ? frCA : enCA }) : value;
};

/** The shown columns of a list or report (a hidden column holds the row's id). */
export const shownColumns = (columns: readonly Column[]): readonly Column[] =>
  columns.filter((column) => column.type !== 'hidden');

/** A cell by its column's type (§3): yes/no, an image, a date, CAD money from cents, an option's name, text. */
export function Cell({
  column,
  value,
  lng,
}: Readonly<{ column: Column; value: CellValue | undefined; lng: Language }>) {
  const texts = adminTexts[lng];
  if (value === undefined || value === null) return null;
  switch (column.type) {
    case 'checkbox':
      return <>{value === true || value === 1 || value === 'true' ? texts.yes : texts.no}</>;
    case 'imageurl':
      return typeof value === 'string' && value !== '' ? (
        <img src={/^(https?:)?\//.test(value) ? value : `/${value}`} alt="" loading="lazy" />
      ) : null;
    case 'date':
      return <>{dateText(value, datePicker.formats.date, lng)}</>;
    case 'datetime':
      return <>{dateText(value, datePicker.formats.datetime, lng)}</>;
    case 'currency':
      return <>{typeof value === 'number' ? formatMoney(value, lng) : String(value)}</>;
    case 'dropdown': {
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      const names = (column.options ?? []).filter((option) => ids.includes(String(option.id))).map((o) => o.name);
      return <>{names.length > 0 ? names.join(', ') : ids.join(', ')}</>;
    }
    default:
      return <>{Array.isArray(value) ? value.join(', ') : String(value)}</>;
  }
}
