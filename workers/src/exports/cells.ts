import type { CellValue, Column } from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { moneyText } from '@parks/schemas/money';
import { codeNames } from '@parks/schemas/texts/screens/names';
import type { ExportCell } from './formats.ts';

/** The shown columns of a report: a hidden column holds a row's id, which no file shows. */
export const exportedColumns = (columns: readonly Column[]): readonly Column[] =>
  columns.filter((column) => column.type !== 'hidden');

/** A cell as text, by its column's type like the report view shows it (§3): yes/no, CAD from cents, option names. */
export const cellText = (column: Column, value: CellValue | undefined, language: Language): string => {
  if (value === undefined || value === null) return '';
  switch (column.type) {
    case 'checkbox':
      return codeNames[language][value === true || value === 1 || value === 'true' ? 'checkbox.yes' : 'checkbox.no'];
    case 'currency':
      return typeof value === 'number' ? moneyText(value, language) : String(value);
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
