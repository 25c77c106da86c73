import type { ReactNode } from 'react';

/**
 * The box a wide table of the order modal scrolls in on a narrow screen: a named region the keyboard can reach,
 * so its hidden columns can be scrolled to without a mouse.
 */
export function TableWrap({ label, children }: Readonly<{ label: string; children: ReactNode }>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className="order-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** A column of a `ScrollTable`: its header and its cell of a row. */
export type TableColumn<R> = Readonly<{
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** On the header and the cells (numbers aligned to the right, long errors wrapped). */
  className?: string;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
}>;

type ScrollTableProps<R> = Readonly<{
  /** The scrolling region's name, and the caption's text. */
  label: string;
  /** `hidden`: for assistive technologies only (a heading above already says it); `none`: the region names it. */
  caption?: 'hidden' | 'shown' | 'none';
  className?: string;
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** `data-*` attributes of a row, for its styles and for tests (`{ kind: 'note' }` is `data-kind="note"`). */
  rowData?: (row: R) => Readonly<Record<string, string | boolean>>;
  /** A footer row, such as totals. */
  foot?: ReactNode;
}>;

/**
 * A table of the staff screens whose columns are the client's own (the order modal, the ops page), in a `TableWrap`:
 * a caption, a header per column and a row per item. Server-defined tables (lists, reports) are `DefinitionTable`'s,
 * which draws cells by the column's type instead.
 */
export function ScrollTable<R>({
  label,
  caption = 'hidden',
  className,
  columns,
  rows,
  rowKey,
  rowData,
  foot,
}: ScrollTableProps<R>) {
  return (
    <TableWrap label={label}>
      <table className={className === undefined ? 'order-table' : `order-table ${className}`}>
        {caption === 'none' ? null : (
          <caption className={caption === 'hidden' ? 'visually-hidden' : undefined}>{label}</caption>
        )}
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
              <th key={index} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...dataAttributes(rowData?.(row))}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
                  <th key={index} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
                  <td key={index} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot === undefined ? null : <tfoot>{foot}</tfoot>}
      </table>
    </TableWrap>
  );
}

const dataAttributes = (data: Readonly<Record<string, string | boolean>> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(data ?? {}).map(([name, value]) => [`data-${name}`, String(value)]));
