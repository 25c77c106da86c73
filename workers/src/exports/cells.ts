import type { CellValue, Column } from '@parks/schemas/admin/definitions';
import { htmlLang, type Language } from '@parks/schemas/language';
import { codeNames } from '@parks/schemas/texts/screens/names';
import type { ExportCell } from './formats.ts';

/** The shown columns of a report: a hidden column holds a row's id, which no file shows. */
export const exportedColumns = (columns: readonly Column[]): readonly Column[] =>
  columns.filter((column) => column.type !== 'hidden');

const money = new Map<Language, Intl.NumberFormat>();
const moneyFormat = (language: Language): Intl.NumberFormat => {
  let format = money.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(htmlLang[language], { style: 'currency', currency: 'CAD' });
    money.set(language, format);
  }
  return format;
};

/** A cell as text, by its column's type like the report view shows it (§3): yes/no, CAD from cents, option names. */
export const cellText = (column: Column, value: CellValue | undefined, language: Language): string => {
  if (value === undefined || value === null) return '';
  switch (column.type) {
    case 'checkbox':
      return codeNames[language][value === true || value === 1 || value === 'true' ? 'checkbox.yes' : 'checkbox.no'];
    case 'currency':
      return typeof value === 'number' ? moneyFormat(language).format(value / 100) : String(value);
    case 'dropdown': {
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      const names = (column.options ?? []).filter((option) => ids.includes(String(option.id))).map((o) => o.name);
      return names.length > 0 ? names.join(', ') : ids.join(', ');
    }
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
};

/**
 * A row's cell for a file: numbers stay numbers, money stays cents (each format writes it: dollars a spreadsheet
 * sums, or text of two decimals), the rest is text as the report view shows it.
 */
export const cellValue = (column: Column, value: CellValue | undefined, language: Language): ExportCell => {
  if (typeof value === 'number' && column.type === undefined) return value;
  if (typeof value === 'number' && column.type === 'currency') return { cents: value };
  return cellText(column, value, language);
};
