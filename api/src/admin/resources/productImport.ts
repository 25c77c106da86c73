/**
 * The one path of product rows read from a file, shared by the Products import (`POST /api/Products/Import`: all
 * rows or none) and the data migration (`POST /api/Migration/Migrate`: each row on its own):
 * - `checkRows`: each row validated like the product form (`productImportRowSchema`) and by the rules across records,
 *   before anything is written;
 * - `draftRow`: the one writer, a draft revision per row (a new product, or a new revision of the product it
 *   updates), or nothing when the row changes nothing.
 * - `checkRowPrice` and `draftRowPrice`: a migrated row's price part (its price columns), checked by the price form's
 *   schema and drafted through the Prices resource as the product's first price, or nothing when it changes nothing.
 */

import { isDeepStrictEqual } from 'node:util';
import type { SubmitButtonName } from '@parks/schemas/admin/definitions';
import {
  type MigrationOutcome,
  type MigrationPrice,
  migrationPriceCellsOf,
  migrationPriceColumns,
  migrationPriceSchema,
} from '@parks/schemas/admin/migration';
import { type PriceValues, priceRecordFields } from '@parks/schemas/admin/prices';
import { rawRowOf, readProductFile } from '@parks/schemas/admin/productImport';
import {
  type ProductImportRow,
  type ProductValues,
  productImportColumns,
  productImportRowSchema,
  vesselTypeOptions,
} from '@parks/schemas/admin/products';
import type { Language } from '@parks/schemas/language';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import { ProblemError } from '../../http/problems.ts';
import { validInput } from '../../http/validate.ts';
import type { AdminCall, AdminResource } from '../registry.ts';
import type { FirstPrice } from './products.ts';

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

/**
 * The Products import's rows: every row of the file, or one 422 with every row's errors under `rows.{n}.{field}`
 * ("Row n: …", in the caller's language).
 */
export const importRows = async (content: string, language: Language, rules: RowRules): Promise<ProductImportRow[]> => {
  const file = readProductFile(content);
  if (!file.ok) throw new ProblemError(422, file.code, { errors: { file: [file.code] } });
  const checks = await checkRows(file.rows, rules);
  const errors: Record<string, string[]> = {};
  for (const check of checks) {
    if (check.ok) continue;
    for (const [field, keys] of Object.entries(check.errors)) {
      errors[`rows.${check.row}.${field}`] = keys.map((key) =>
        translate(language, 'admin.product.import.row', { row: check.row, message: translate(language, key) }),
      );
    }
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ProblemError(422, 'validation.invalid', { detail: first, errors });
  return checks.flatMap((check) => (check.ok ? [check.values] : []));
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
  const ordered = (values: ProductImportRow): ProductImportRow => ({
    ...values,
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

/** A row's values over the product's own (its images, sample PDF and notices, which a file cannot carry). */
export const mergedValues = (row: ProductImportRow, target: RowTarget | null): ProductValues => ({
  images_EN: null,
  images_FR: null,
  samplePdf: null,
  notices: null,
  ...(target?.values ?? {}),
  ...row,
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
 * known once its own draft is written (a product created by the same row included).
 */
export const draftRowPrice = async (
  resource: AdminResource,
  call: AdminCall,
  productId: string,
  price: MigrationPrice,
  target: FirstPrice | null,
): Promise<Readonly<{ outcome: Exclude<MigrationOutcome, 'refused'>; id: string }>> => {
  const values = priceValuesOf(productId, price, target);
  if (target === null) return { outcome: 'created', id: (await resource.create(call, values, 'save')).id };
  if (!priceChanges(productId, price, target)) return { outcome: 'unchanged', id: target.id };
  return { outcome: 'updated', id: (await resource.update(call, target.id, values, 'save')).id };
};
