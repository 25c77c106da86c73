/**
 * The one path of product rows read from a file, shared by the Products import (`POST /api/Products/Import`: all
 * rows or none) and the data migration (`POST /api/Migration/Migrate`: each row on its own):
 * - `rowPartsOf`, `csvTableOf` and `rowsOfTable`: a file's rows, each split into its product's fields and its
 *   price's (the price columns, null when the row has none);
 * - `checkRows`: each row validated like the product form (`productImportRowSchema`) and by the rules across records,
 *   before anything is written;
 * - `draftRow`: the one writer, a draft revision per row (a new product, or a new revision of the product it
 *   updates), or nothing when the row changes nothing.
 * - `checkRowPrice` and `draftRowPrice`: a row's price part (its price columns), checked by the price form's
 *   schema and drafted through the Prices resource as the product's first price, or nothing when it changes nothing.
 */

import { isDeepStrictEqual } from 'node:util';
import type { SubmitButtonName } from '@parks/schemas/admin/definitions';
import {
  isMigrationPriceColumn,
  type MigrationOutcome,
  type MigrationPrice,
  migrationHeaderValid,
  migrationLimits,
  migrationPriceCellsOf,
  migrationPriceColumns,
  migrationPriceSchema,
} from '@parks/schemas/admin/migration';
import { type PriceValues, priceRecordFields } from '@parks/schemas/admin/prices';
import { rawRowOf, readProductFile } from '@parks/schemas/admin/productImport';
import {
  type ProductImportRow,
  type ProductValues,
  productCategoriesOf,
  productImportColumns,
  productImportRowSchema,
  vesselTypeOptions,
} from '@parks/schemas/admin/products';
import type { Language } from '@parks/schemas/language';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import { parse } from 'csv-parse/sync';
import { ProblemError } from '../../http/problems.ts';
import { validInput } from '../../http/validate.ts';
import type { AdminCall, AdminResource } from '../registry.ts';
import type { FirstPrice } from './products/firstPrices.ts';

export type RowRules = (
  values: ProductImportRow,
  row: number,
  seenSkus: ReadonlySet<string>,
) => Promise<Readonly<Record<string, readonly string[]>>>;

/** One row checked: its values when it passed, else its message keys per field. `row` counts products from 1. */
export type RowCheck =
  | Readonly<{ row: number; ok: true; values: ProductImportRow }>
  | Readonly<{ row: number; ok: false; sku: string; errors: Readonly<Record<string, readonly string[]>> }>;

const isUnread = (raw: Readonly<Record<string, unknown>> | UnreadRow): raw is UnreadRow =>
  typeof raw.unread === 'string';

const skuOf = (raw: Readonly<Record<string, unknown>>): string => (typeof raw.sku === 'string' ? raw.sku.trim() : '');

/** A row whose cells cannot be read as the header's columns (more cells than columns): refused as a whole. */
export type UnreadRow = Readonly<{ unread: MessageKey; sku: string }>;

/** A row of a file: its product's raw fields (or why they cannot be read), and its price's (null when it has none). */
export type RawRow = Readonly<{
  product: Readonly<Record<string, unknown>> | UnreadRow;
  price: Readonly<Record<string, unknown>> | null;
}>;

/** A row's raw fields split into its product's and its price's (null when it has no price field, empty cells being absent). */
export const rowPartsOf = (fields: Readonly<Record<string, unknown>>): RawRow => {
  const entries = Object.entries(fields);
  const price = entries.filter(([column]) => isMigrationPriceColumn(column));
  return {
    product: Object.fromEntries(entries.filter(([column]) => !isMigrationPriceColumn(column))),
    price: price.length === 0 ? null : Object.fromEntries(price),
  };
};

/** CSV text, or its bytes, as its table of cells; null when it cannot be read as CSV. */
export const csvTableOf = (input: Buffer | string): string[][] | null => {
  try {
    return parse(input, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch {
    return null;
  }
};

/** Why a table cannot be read as a whole: no product row, a header naming unknown or repeated columns, too many rows. */
export type TableProblem = 'empty' | 'columns' | 'tooLarge';

/**
 * A table's rows under its header row (trailing empty header cells dropped): the product import's columns and,
 * optionally, the price columns, each once (`migrationHeaderValid`), over at most `migrationLimits.rows` rows.
 */
export const rowsOfTable = (
  table: readonly (readonly string[])[],
): Readonly<{ ok: true; rows: RawRow[] }> | Readonly<{ ok: false; problem: TableProblem }> => {
  const [header, ...body] = table;
  if (header === undefined || body.length === 0) return { ok: false, problem: 'empty' };
  const columns = header.map((column) => column.trim());
  while (columns.at(-1) === '') columns.pop();
  if (!migrationHeaderValid(columns)) return { ok: false, problem: 'columns' };
  if (body.length > migrationLimits.rows) return { ok: false, problem: 'tooLarge' };
  // A cell past the header's columns is most often a separator inside an unquoted value: every later cell of the
  // row would land in the wrong column, so the row is refused rather than read.
  const unread = (cells: readonly string[]): RawRow => ({
    product: { unread: 'admin.migration.row.cells', sku: (cells[columns.indexOf('sku')] ?? '').trim() },
    price: null,
  });
  return {
    ok: true,
    rows: body.map((cells) =>
      cells.slice(columns.length).some((cell) => cell.trim() !== '')
        ? unread(cells)
        : rowPartsOf(rawRowOf(columns, cells)),
    ),
  };
};

/**
 * Whether the Products import's text is comma-separated CSV (the catalogue export's format) rather than JSON or
 * `|`-separated text: its header line holds a comma and no `|` (no column name holds either).
 */
const isCsvText = (content: string): boolean => {
  const trimmed = content.trim();
  const header = trimmed.split(/\r?\n/, 1)[0] ?? '';
  return !trimmed.startsWith('[') && !header.includes('|') && header.includes(',');
};

const importFileProblem = (code: 'admin.product.import.file.invalid' | 'admin.product.import.empty'): ProblemError =>
  new ProblemError(422, code, { errors: { file: [code] } });

/**
 * The Products import file's rows, each split into its product and its price, or the 422 of the whole file: JSON and
 * `|`-separated text as `readProductFile` reads them, CSV as the migration reads it; any of them may carry the price
 * columns.
 */
export const importFileRows = (content: string): RawRow[] => {
  if (isCsvText(content)) {
    const table = csvTableOf(content);
    const read = table === null ? null : rowsOfTable(table);
    if (read?.ok) return read.rows;
    throw importFileProblem(
      read?.ok === false && read.problem === 'empty'
        ? 'admin.product.import.empty'
        : 'admin.product.import.file.invalid',
    );
  }
  const file = readProductFile(content, migrationPriceColumns);
  if (!file.ok) throw importFileProblem(file.code);
  return file.rows.map(rowPartsOf);
};

export const checkRows = async (
  rows: readonly (Readonly<Record<string, unknown>> | UnreadRow)[],
  rules: RowRules,
): Promise<RowCheck[]> => {
  const checks: RowCheck[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of rows.entries()) {
    const row = index + 1;
    if (isUnread(raw)) {
      checks.push({ row, ok: false, sku: raw.sku, errors: { row: [raw.unread] } });
      continue;
    }
    try {
      const values = validInput(productImportRowSchema, raw);
      const found = await rules(values, row, seen);
      seen.add(values.sku);
      checks.push(
        Object.keys(found).length === 0
          ? { row, ok: true, values }
          : { row, ok: false, sku: values.sku, errors: found },
      );
    } catch (error) {
      if (!(error instanceof ProblemError) || error.errors === undefined) throw error;
      checks.push({ row, ok: false, sku: skuOf(raw), errors: error.errors });
    }
  }
  return checks;
};

/** A Products import row checked: its product's values and its price's (null when the row has none). */
export type ImportRow = Readonly<{ product: ProductImportRow; price: MigrationPrice | null }>;

/**
 * The Products import's rows checked, product and price: every row, or one 422 with every row's errors under
 * `rows.{n}.{field}` ("Row n: …", in the caller's language; a price's fields are its columns).
 */
export const importRows = async (
  raws: readonly RawRow[],
  language: Language,
  rules: RowRules,
): Promise<ImportRow[]> => {
  const checks = await checkRows(
    raws.map((raw) => raw.product),
    rules,
  );
  const errors: Record<string, string[]> = {};
  const rows: ImportRow[] = [];
  for (const [index, check] of checks.entries()) {
    const priceRaw = raws[index]?.price ?? null;
    const price = priceRaw === null ? null : checkRowPrice(priceRaw);
    const found = { ...(check.ok ? {} : check.errors), ...(price === null || price.ok ? {} : price.errors) };
    for (const [field, keys] of Object.entries(found)) {
      errors[`rows.${check.row}.${field}`] = keys.map((key) =>
        translate(language, 'admin.product.import.row', { row: check.row, message: translate(language, key) }),
      );
    }
    if (!check.ok) continue;
    if (price === null) rows.push({ product: check.values, price: null });
    else if (price.ok) rows.push({ product: check.values, price: price.values });
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ProblemError(422, 'validation.invalid', { detail: first, errors });
  return rows;
};

/**
 * Every checked row of a Products import drafted as a new product (moved by the button), its price with it, or
 * none. Every row passed the checks, so only a concurrent write (a SKU taken meanwhile, a product withdrawn
 * meanwhile) refuses one here: each product and each price is its own stream, so what was drafted is withdrawn,
 * prices first, leaving none of the file in the store.
 */
export const draftImport = async (
  resources: Readonly<{ products: AdminResource; prices: AdminResource }>,
  call: AdminCall,
  rows: readonly ImportRow[],
  button: SubmitButtonName,
): Promise<Readonly<{ productIds: readonly string[]; priceIds: readonly string[] }>> => {
  const productIds: string[] = [];
  const priceIds: string[] = [];
  try {
    for (const row of rows) {
      const product = await draftRow(resources.products, call, row.product, null, button);
      productIds.push(product.id);
      if (row.price === null) continue;
      priceIds.push((await draftRowPrice(resources.prices, call, product.id, row.price, null, button)).id);
    }
  } catch (error) {
    for (const id of priceIds) await resources.prices.remove(call, id);
    for (const id of productIds) await resources.products.remove(call, id);
    throw error;
  }
  return { productIds, priceIds };
};

/** The product a row updates: its id and its form's values. */
export type RowTarget = Readonly<{ id: string; values: ProductValues }>;

/**
 * Whether a row changes what a file can say of its product: the product's own values read back as a row, held to
 * the same schema, against the row. Comparing these rather than payloads keeps a product whose payload carries more
 * (a seeded one's older shape) unchanged by its own export.
 */
const changes = (row: ProductImportRow, target: RowTarget): boolean => {
  // Vessel types are a set: the payload keeps them in the options' order, whatever order a file lists them in.
  // Categories likewise, whether a file names them as a list or as one `categoryId` (an older file).
  const ordered = (values: ProductImportRow): ProductImportRow => ({
    ...values,
    ...categoriesOfRow(values),
    vesselTypes:
      values.vesselTypes == null
        ? null
        : vesselTypeOptions.map((option) => option.value).filter((value) => values.vesselTypes?.includes(value)),
  });
  try {
    return !isDeepStrictEqual(ordered(validInput(productImportRowSchema, importRowOf(target.values))), ordered(row));
  } catch (error) {
    // The product no longer passes the rules a row is held to: the row's values replace what it holds.
    if (error instanceof ProblemError) return true;
    throw error;
  }
};

/** A row's categories as the list and its first, however the row named them. */
const categoriesOfRow = (values: Pick<ProductImportRow, 'categoryId' | 'categoryIds'>) => {
  const categoryIds = productCategoriesOf(values);
  return { categoryId: categoryIds[0], categoryIds };
};

/** A row's values over the product's own (its images, sample PDF and notices, which a file cannot carry). */
export const mergedValues = (row: ProductImportRow, target: RowTarget | null): ProductValues => ({
  images_EN: null,
  images_FR: null,
  samplePdf_EN: null,
  samplePdf_FR: null,
  notices: null,
  ...(target?.values ?? {}),
  ...row,
  // A row of one `categoryId` (an older file) replaces the product's list, rather than losing to it.
  ...((row.categoryIds?.length ?? 0) === 0 && row.categoryId != null ? { categoryIds: [row.categoryId] } : {}),
});

/** The one writer of a checked row: a new product's draft, an update's draft, or nothing when nothing changes. */
export const draftRow = async (
  resource: AdminResource,
  call: AdminCall,
  row: ProductImportRow,
  target: RowTarget | null,
  button: SubmitButtonName,
): Promise<Readonly<{ outcome: Exclude<MigrationOutcome, 'refused'>; id: string }>> => {
  const values = mergedValues(row, target);
  if (target === null) return { outcome: 'created', id: (await resource.create(call, values, button)).id };
  if (!changes(row, target)) return { outcome: 'unchanged', id: target.id };
  return { outcome: 'updated', id: (await resource.update(call, target.id, values, button)).id };
};

/** A product's values as an import row: the columns a file carries. */
export const importRowOf = (values: ProductValues): ProductImportRow =>
  Object.fromEntries(
    productImportColumns.map((column) => [column, values[column as keyof ProductValues]]),
  ) as ProductImportRow;

/** A row's price part checked: its values, or its message keys per field. */
export type PriceCheck =
  | Readonly<{ ok: true; values: MigrationPrice }>
  | Readonly<{ ok: false; errors: Readonly<Record<string, readonly string[]>> }>;

/** A row's price cells (absent when empty) held to the price form's rules, before anything is written. */
export const checkRowPrice = (raw: Readonly<Record<string, unknown>>): PriceCheck => {
  try {
    return { ok: true, values: validInput(migrationPriceSchema, raw) };
  } catch (error) {
    if (!(error instanceof ProblemError) || error.errors === undefined) throw error;
    return { ok: false, errors: error.errors };
  }
};

/** The price's form values for a row's price: of `productId`, keeping the position of the price it updates. */
const priceValuesOf = (productId: string, price: MigrationPrice, target: FirstPrice | null): PriceValues => ({
  productId,
  rank: target?.record.rank ?? 0,
  ...price,
});

/**
 * Whether a row's price changes the price it updates: both as cents and instants (the price's own cells read
 * back through the row's schema, so a price in an older shape is compared by what a file can say of it).
 */
const priceChanges = (productId: string, price: MigrationPrice, target: FirstPrice): boolean => {
  const cells = migrationPriceCellsOf(target.record);
  const check = checkRowPrice(
    rawRowOf(
      migrationPriceColumns,
      migrationPriceColumns.map((column) => cells[column]),
    ),
  );
  // A price that no longer passes the form's rules: the row's values replace it.
  if (!check.ok) return true;
  return !isDeepStrictEqual(
    priceRecordFields(priceValuesOf(productId, check.values, target)),
    priceRecordFields(priceValuesOf(productId, price, target)),
  );
};

/**
 * The one writer of a row's price: the product's first price drafted (created when it has none, else a new draft
 * of it, or its draft edited), or nothing when the row's price is the one it has. `productId` is the row's product,
 * known once its own draft is written (a product created by the same row included). The migration only drafts
 * (`save`); the Products import moves a price by the button that moves its product, so both go live together.
 */
export const draftRowPrice = async (
  resource: AdminResource,
  call: AdminCall,
  productId: string,
  price: MigrationPrice,
  target: FirstPrice | null,
  button: SubmitButtonName = 'save',
): Promise<Readonly<{ outcome: Exclude<MigrationOutcome, 'refused'>; id: string }>> => {
  const values = priceValuesOf(productId, price, target);
  if (target === null) return { outcome: 'created', id: (await resource.create(call, values, button)).id };
  if (!priceChanges(productId, price, target)) return { outcome: 'unchanged', id: target.id };
  return { outcome: 'updated', id: (await resource.update(call, target.id, values, button)).id };
};
