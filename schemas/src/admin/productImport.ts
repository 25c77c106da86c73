import { productImportColumns, productLimits } from './products.ts';

/**
 * The product import file (back-office.md §3, Products: the import form). Two formats, told apart by the first
 * character that is not blank:
 *
 * - JSON: a list of objects, each with the row fields (`productImportColumns`: `sku`, `name_EN`, `name_FR`,
 *   `categoryId`, …; `vesselTypes` a list of values);
 * - text: a header line naming the columns, separated by `|`, then one product per line in the same order
 *   (`vesselTypes` as values separated by commas; blank lines are skipped). A `|` cannot be part of a value.
 *
 * Besides the product's, a file may carry the columns the caller names (`extra`: the Products import passes the
 * migration's price columns). The API also reads comma-separated CSV (the catalogue export's format) with the
 * migration's CSV reader: a text file whose header line holds no `|` and a comma.
 *
 * This reads the file into raw rows; each row is then validated like the form (`productImportRowSchema`).
 */
export type ImportFile =
  | Readonly<{ ok: true; rows: readonly Readonly<Record<string, unknown>>[] }>
  | Readonly<{ ok: false; code: 'admin.product.import.file.invalid' | 'admin.product.import.empty' }>;

const invalid = { ok: false, code: 'admin.product.import.file.invalid' } as const;
const known = new Set(productImportColumns);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonRows = (content: string, extra: readonly string[]): ImportFile => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return invalid;
  }
  if (!Array.isArray(parsed) || !parsed.every(isPlainObject)) return invalid;
  if (parsed.some((row) => Object.keys(row).some((key) => !known.has(key) && !extra.includes(key)))) return invalid;
  return { ok: true, rows: parsed };
};

/**
 * A header row names known columns (the product's, and any of `extra`), each once, at least one of them the
 * product's: what every import format (text, CSV, XLSX) starts with.
 */
export const importHeaderValid = (columns: readonly string[], extra: readonly string[] = []): boolean => {
  const productColumns = columns.filter((column) => !extra.includes(column));
  return (
    productColumns.length > 0 &&
    productColumns.every((column) => known.has(column)) &&
    new Set(columns).size === columns.length
  );
};

/**
 * One row's cells under the header's columns, as raw row fields (`vesselTypes` and `categoryIds` cells of
 * comma-separated values).
 * An empty cell is an absent field, so the field's default applies (an empty `orderable` is true, not invalid).
 */
/** The columns whose cell is a list of comma-separated values. */
const listColumns: ReadonlySet<string> = new Set(['vesselTypes', 'categoryIds']);

export const rawRowOf = (columns: readonly string[], cells: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    columns.flatMap((column, index): [string, unknown][] => {
      const cell = (cells[index] ?? '').trim();
      if (!listColumns.has(column)) return cell === '' ? [] : [[column, cell]];
      return [
        [
          column,
          cell
            .split(',')
            .map((value) => value.trim())
            .filter((value) => value !== ''),
        ],
      ];
    }),
  );

const textRows = (content: string, extra: readonly string[]): ImportFile => {
  const lines = content.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [header, ...body] = lines;
  if (header === undefined) return invalid;
  const columns = header.split('|').map((column) => column.trim());
  if (!importHeaderValid(columns, extra)) return invalid;
  const rows: Record<string, unknown>[] = [];
  for (const line of body) {
    const cells = line.split('|');
    if (cells.length !== columns.length) return invalid;
    rows.push(rawRowOf(columns, cells));
  }
  return { ok: true, rows };
};

export const readProductFile = (content: string, extra: readonly string[] = []): ImportFile => {
  const trimmed = content.trim();
  if (trimmed === '') return { ok: false, code: 'admin.product.import.empty' };
  const file = trimmed.startsWith('[') ? jsonRows(trimmed, extra) : textRows(trimmed, extra);
  if (!file.ok) return file;
  if (file.rows.length === 0) return { ok: false, code: 'admin.product.import.empty' };
  if (file.rows.length > productLimits.importRows) return invalid;
  return file;
};
