import type { CellValue, Column, Row } from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { type ReactNode, type Ref, useId } from 'react';
import { formatMoney } from '../../components/Money.tsx';
import { type DateVariant, dateText } from '../../lib/dates.ts';
import { useLanguage } from '../../lib/text.ts';
import { adminTexts } from './texts.ts';

/** A date cell in the page language's style (lib/dates.ts): `November 28, 2026, 3:42 PM`, `28 novembre 2026, 15 h 42`. */
const dateCell = (value: CellValue, variant: DateVariant, lng: Language): string =>
  typeof value === 'string' ? dateText(value, lng, variant) : '';

/** The shown columns of a list or report (a hidden column holds the row's id). */
export const shownColumns = (columns: readonly Column[]): readonly Column[] =>
  columns.filter((column) => column.type !== 'hidden');

/** A cell by its column's type (§3): yes/no, an image, a date, CAD money from cents, an option's name, text. */
function Cell({ column, value, lng }: Readonly<{ column: Column; value: CellValue | undefined; lng: Language }>) {
  const texts = adminTexts[lng];
  // An image column says so when a record has none, so staff see what is missing rather than an empty cell.
  if (column.type === 'imageurl' && (value === undefined || value === null || value === ''))
    return <span className="admin-no-image">{texts.noImage}</span>;
  if (value === undefined || value === null) return null;
  switch (column.type) {
    case 'checkbox':
      return <>{value === true || value === 1 || value === 'true' ? texts.yes : texts.no}</>;
    case 'imageurl':
      return typeof value === 'string' ? (
        <img src={/^(https?:)?\//.test(value) ? value : `/${value}`} alt="" loading="lazy" />
      ) : null;
    case 'date':
      return <>{dateCell(value, 'date', lng)}</>;
    case 'datetime': {
      // The time holds together; a narrow column puts it under the day, whose words may wrap too.
      const text = dateCell(value, 'datetime', lng);
      const cut = text.lastIndexOf(', ');
      return cut < 0 ? (
        text
      ) : (
        // One element: a phone's card lays a cell's children out as grid items.
        <span>
          {text.slice(0, cut + 1)} <span className="nowrap">{text.slice(cut + 2)}</span>
        </span>
      );
    }
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

type DefinitionTableProps = Readonly<{
  /** The server's columns in the order drawn; hidden ones are skipped. */
  columns: readonly Column[];
  rows: readonly Row[];
  /** The table's name for assistive technologies, not shown (the screen's heading already says it). */
  caption?: string;
  /** A last column, such as a list's row actions. */
  actions?: Readonly<{ caption: string; cell: (row: Row) => ReactNode }>;
  /** A row's React key; by default its place, for rows that have no id of their own. */
  rowKey?: (row: Row, index: number) => string;
  /** Rows that a script may focus (LOAD MORE moves the focus to the first new one). */
  focusableRows?: boolean;
  bodyRef?: Ref<HTMLTableSectionElement>;
  /** Draws a cell itself instead of by its type (a list's selection checkboxes); null leaves it to the type. */
  renderCell?: (column: Column, row: Row) => ReactNode | null;
  /**
   * A table with nothing to focus in it (a report's figures): its scrolling box takes the focus, so a keyboard can
   * scroll a wide table too, and is a region named by the caption.
   */
  keyboardScroll?: boolean;
  /** On a phone, each row a card of labelled lines (a list's rows); without it the table scrolls in its box. */
  cardsOnPhone?: boolean;
}>;

/** A value with no room to break in (an e-mail address, a code) of 16 characters or more may break anywhere. */
const longWord = /\S{16,}/;

/** A cell's class: the row's name, its column's type (dates and amounts keep to one line), or a long word. */
const codeColumns: ReadonlySet<string> = new Set(['sku', 'code']);

const cellClass = (column: Column, value: CellValue | undefined, nameColumn: string | undefined) => {
  if (column.name === nameColumn) return 'admin-cell-name';
  if (column.type !== undefined) return `admin-cell-${column.type}`;
  // A SKU or a code is read and typed whole: `DP-ADULT` never breaks at its hyphen.
  if (codeColumns.has(column.name)) return 'admin-cell-code';
  return typeof value === 'string' && longWord.test(value) ? 'admin-cell-long' : undefined;
};

/**
 * The table of a list, a report view or a dashboard card (§3): a header per shown column and a cell by its type,
 * in the page language.
 */
export function DefinitionTable({
  columns,
  rows,
  caption,
  actions,
  rowKey = (_row, index) => String(index),
  focusableRows = false,
  bodyRef,
  renderCell,
  keyboardScroll = false,
  cardsOnPhone = false,
}: DefinitionTableProps) {
  const lng = useLanguage();
  const captionId = useId();
  const shown = shownColumns(columns);
  // The row's name: the first plain text column (a list's link to its record), held in view on a phone.
  const nameColumn = shown.find((column) => column.type === undefined)?.name;
  return (
    <div
      className="admin-table-wrap"
      {...(keyboardScroll
        ? { tabIndex: 0, role: 'region', 'aria-labelledby': caption === undefined ? undefined : captionId }
        : {})}
    >
      <table
        className={cardsOnPhone ? 'admin-table admin-table-cards' : 'admin-table'}
        aria-labelledby={caption === undefined ? undefined : captionId}
      >
        {caption === undefined ? null : (
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
        )}
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.name} scope="col">
                {column.caption}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="admin-cell-actions">
                {actions.caption}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} tabIndex={focusableRows ? -1 : undefined}>
              {shown.map((column) => (
                <td
                  key={column.name}
                  data-label={column.caption}
                  className={cellClass(column, row[column.name], nameColumn)}
                >
                  {renderCell?.(column, row) ?? <Cell column={column} value={row[column.name]} lng={lng} />}
                </td>
              ))}
              {actions ? (
                <td className="admin-cell-actions" data-label={actions.caption}>
                  {actions.cell(row)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
