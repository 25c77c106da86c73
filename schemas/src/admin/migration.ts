import { type InferType, object } from 'yup';
import type { PriceRecord } from '../catalog.ts';
import { text } from '../fields.ts';
import { centsText } from '../money.ts';
import type { MessageKey } from '../texts/messages/index.ts';
import { priceValuesSchema } from './prices.ts';
import { importHeaderValid } from './productImport.ts';
import { productImportColumns, productLimits } from './products.ts';
import { storeCodeField } from './requests.ts';

/**
 * Data migration (back-office.md §2 migration/migrate; LMG only): a CSV or XLSX file of products and their prices,
 * one product per row under a header row naming the columns of the product import (`productImportColumns`) and,
 * optionally, the price columns (`migrationPriceColumns`). Each row is drafted as revisions (its product created,
 * or updated when the store has a live product of its SKU; its price likewise) or refused with its reasons.
 * Nothing is published: a migrated catalogue goes live through the revisions' publish like any edit.
 *
 * The file is the request's body as it is (any content type but JSON: its bytes say what it is), read up to
 * `fileBytes`. An XLSX file is a zip archive: before it is opened, its entries may unpack to at most
 * `unpackedBytes` in all and number at most `zipEntries` (a 2 MB zip of zeros unpacks to gigabytes).
 */
export const migrationLimits = {
  fileBytes: 2_000_000,
  rows: productLimits.importRows,
  unpackedBytes: 20_000_000,
  zipEntries: 1_000,
} as const;

/**
 * The optional price columns of a row: the price form's own fields (dollars to the cent, sale dates as ISO
 * instants), held to its schema (`priceValuesSchema`, the one rule source) without the product, which is the
 * row's, and the position, which the file does not carry (a new price is the product's first, rank 0; an update
 * keeps its price's). A row whose price cells are all empty says nothing of its price.
 */
export const migrationPriceColumns = ['regularPrice', 'salePrice', 'saleStartsAt', 'saleEndsAt'] as const;
export type MigrationPriceColumn = (typeof migrationPriceColumns)[number];
export const migrationPriceSchema = priceValuesSchema.pick(migrationPriceColumns);
export type MigrationPrice = InferType<typeof migrationPriceSchema>;

const priceColumnSet: ReadonlySet<string> = new Set(migrationPriceColumns);
export const isMigrationPriceColumn = (column: string): column is MigrationPriceColumn => priceColumnSet.has(column);

/** A migration file's header row: the product import's columns, then or among them price columns, each once. */
export const migrationHeaderValid = (columns: readonly string[]): boolean =>
  importHeaderValid(columns, migrationPriceColumns);

/**
 * A price as a row's price cells: what the export writes, and what a row's price is compared with (read back
 * through `migrationPriceSchema`, so a row equal to the export changes nothing).
 */
export const migrationPriceCellsOf = (
  record: Pick<PriceRecord, 'regularPriceCents' | 'salePriceCents' | 'saleStartsAt' | 'saleEndsAt'>,
): Readonly<Record<MigrationPriceColumn, string>> => ({
  regularPrice: centsText(record.regularPriceCents),
  salePrice: centsText(record.salePriceCents),
  saleStartsAt: record.saleStartsAt ?? '',
  saleEndsAt: record.saleEndsAt ?? '',
});

/** The catalogue export's columns: every product column, then every price column. */
export const migrationExportColumns: readonly string[] = [...productImportColumns, ...migrationPriceColumns];

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

/** The two things a row drafts. */
export const migrationParts = ['product', 'price'] as const;
export type MigrationPart = (typeof migrationParts)[number];

/** What became of one part of a row, and the entity drafted or left unchanged (null when none). */
export type MigrationPartResult = Readonly<{ outcome: MigrationOutcome; id: string | null }>;

/**
 * One row's result. `row` counts products from 1 (the header row is not counted). `product` and `price` are the
 * outcome of each part; `price` is null when the row says nothing of a price (no price columns, or all empty).
 * A row is refused as a whole: when either part breaks a rule, both are `refused` and nothing of the row is
 * written (only a write refused after the checks, by a concurrent change, leaves the product drafted and the price
 * refused). `messages` are the refusal's reasons, translated, each naming its part and field. An empty price cell
 * in a row with a price takes the price form's default (no sale price, no sale window).
 */
export type MigrationRowResult = Readonly<{
  row: number;
  sku: string;
  product: MigrationPartResult;
  price: MigrationPartResult | null;
  messages: readonly Readonly<{ part: MigrationPart; field: string; message: string }>[];
}>;

export type MigrationCounts = Readonly<Record<MigrationOutcome, number>>;

/** The counts are per part: `prices` counts only the rows that carry a price. */
export type MigrationAnswer = Readonly<{
  message: string;
  counts: Readonly<Record<'products' | 'prices', MigrationCounts>>;
  rows: readonly MigrationRowResult[];
}>;

/** The refusals of a whole file: nothing of it is written. */
export type MigrationFileProblem = Extract<
  MessageKey,
  | 'admin.migration.file.required'
  | 'admin.migration.file.invalid'
  | 'admin.migration.file.tooLarge'
  | 'admin.migration.file.unpacked'
  | 'admin.migration.file.columns'
  | 'admin.product.import.empty'
>;

/** The catalogue export's file name: what the import reads back. */
export const migrationExportFileName = (storeCode: string): string => `products-${storeCode}.csv`;
