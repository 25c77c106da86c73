import { object } from 'yup';
import { text } from '../fields.ts';
import type { MessageKey } from '../messages/index.ts';
import { productLimits } from './products.ts';
import { storeCodeField } from './requests.ts';

/**
 * Data migration (back-office.md §2 migration/migrate; LMG only): a CSV or XLSX file of products, one per row under
 * a header row naming the columns of the product import (`productImportColumns`), each row drafted as a revision
 * (created, or updated when the store has a live product of its SKU) or refused with its reason. Nothing is
 * published: a migrated catalogue goes live through the revisions' publish like any edit.
 *
 * The file is the request's body as it is (any content type but JSON: its bytes say what it is), read up to
 * `fileBytes`.
 */
export const migrationLimits = { fileBytes: 2_000_000, rows: productLimits.importRows } as const;

export const migrationFormats = ['csv', 'xlsx'] as const;
export type MigrationFormat = (typeof migrationFormats)[number];

/** `POST /api/Migration/Migrate?storeCode=&fileName=`: the store, and the chosen file's name (shown, never trusted). */
export const migrationUploadQuerySchema = object({ storeCode: storeCodeField(), fileName: text(255).default('') });

/** `GET /api/Migration/Export?storeCode=`. */
export const migrationExportQuerySchema = object({ storeCode: storeCodeField() });

/** An XLSX file is a zip archive: it starts with a local file header. */
const zipMagic = [0x50, 0x4b, 0x03, 0x04] as const;

/**
 * What the bytes are, whatever the file's name says: an XLSX (zip) archive, CSV text (UTF-8 without control
 * characters other than tab and line breaks), or neither (null).
 */
export const migrationFormatOf = (bytes: Uint8Array): MigrationFormat | null => {
  if (bytes.length === 0) return null;
  if (zipMagic.every((byte, index) => bytes[index] === byte)) return 'xlsx';
  let textual: string;
  try {
    textual = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what tells binary from text
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(textual) ? null : 'csv';
};

export const migrationOutcomes = ['created', 'updated', 'unchanged', 'refused'] as const;
export type MigrationOutcome = (typeof migrationOutcomes)[number];

/**
 * One row's result. `row` counts products from 1 (the header row is not counted); `messages` are the refusal's
 * reasons, translated, each naming its field; `id` is the product drafted or left unchanged.
 */
export type MigrationRowResult = Readonly<{
  row: number;
  sku: string;
  outcome: MigrationOutcome;
  id: string | null;
  messages: readonly Readonly<{ field: string; message: string }>[];
}>;

export type MigrationAnswer = Readonly<{
  message: string;
  counts: Readonly<Record<MigrationOutcome, number>>;
  rows: readonly MigrationRowResult[];
}>;

/** The refusals of a whole file: nothing of it is written. */
export type MigrationFileProblem = Extract<
  MessageKey,
  | 'admin.migration.file.required'
  | 'admin.migration.file.invalid'
  | 'admin.migration.file.tooLarge'
  | 'admin.migration.file.columns'
  | 'admin.product.import.empty'
>;

/** The catalogue export's file name: what the import reads back. */
export const migrationExportFileName = (storeCode: string): string => `products-${storeCode}.csv`;
