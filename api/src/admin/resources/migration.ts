/**
 * Data migration (back-office.md §2 migration; LMG only), besides the registry's families:
 * - `POST /api/Migration/Migrate?storeCode=&fileName=` with the file's bytes as the body (not JSON): a CSV or XLSX
 *   file of products and their prices, told apart by its bytes, never by its name or content type; each row checked
 *   and drafted on its own through the Products import's path (productImport.ts), answered with each row's outcome.
 *   A file that cannot be read as a whole (not CSV nor XLSX, too large, an XLSX that unpacks past the limits, an
 *   unknown column) is a 422 and nothing is written.
 * - `GET /api/Migration/Export?storeCode=`: the store's live catalogue (every product not inactive, by SKU, with
 *   its first price) as the CSV the import reads, downloaded through `Content-Disposition`. Importing it back
 *   changes nothing: every row is `unchanged`, since a row only drafts when its product's or price's values differ.
 *
 * Formulas. The file is opened in spreadsheets: the export writes each cell through `neutraliseCell`
 * (schemas/src/fileCells.ts), so a product named `=HYPERLINK(…)` is written `'=HYPERLINK(…)` and runs nothing; the
 * import reads each cell, of a CSV or an XLSX file, through `restoreCell`, so that name comes back as it was.
 *
 * Prices. A row may carry price columns (`migrationPriceColumns`: dollars, sale dates as instants). A row with any
 * price cell filled drafts its product's first price (the lowest rank of the product's prices that are not
 * inactive, by the latest revision of each, as the export writes it): created when the product has none (rank 0),
 * else updated (a draft of it, or its open draft edited) when the cents or dates differ, else unchanged. A row
 * whose price cells are all empty leaves the product's prices alone (an import never withdraws a price). The
 * product is drafted first, so a product created by the same row gets its price. A row is one change: when its
 * product or its price breaks a rule, the whole row is refused before anything of it is written, and each reason
 * says its part. Only a write refused after the checks (a concurrent change) can leave a row's product drafted and
 * its price refused.
 */
import type Router from '@koa/router';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import type { AdminEntityDocument } from '@parks/projections/admin/revisions';
import {
  type MigrationAnswer,
  type MigrationCounts,
  type MigrationFileProblem,
  type MigrationOutcome,
  type MigrationPart,
  type MigrationPartResult,
  type MigrationRowResult,
  migrationExportColumns,
  migrationExportFileName,
  migrationExportQuerySchema,
  migrationFormatOf,
  migrationLimits,
  migrationParts,
  migrationPriceCellsOf,
  migrationPriceColumns,
  migrationUploadQuerySchema,
} from '@parks/schemas/admin/migration';
import { productImportColumns } from '@parks/schemas/admin/products';
import { neutraliseCell, restoreCell } from '@parks/schemas/fileCells';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { storeCodes } from '@parks/schemas/store';
import { stringify } from 'csv-stringify/sync';
import type { CellValue } from 'exceljs';
import type { ParameterizedContext } from 'koa';
import { guardedRouter } from '../../auth/guards.ts';
import { zipBounds } from '../../files/zipBounds.ts';
import { ProblemError } from '../../http/problems.ts';
import { validate } from '../../http/validate.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf } from '../calls.ts';
import type { AdminDeps } from '../deps.ts';
import type { AdminCall, AdminResource } from '../registry.ts';
import {
  checkRowPrice,
  checkRows,
  csvTableOf,
  draftRow,
  draftRowPrice,
  importRowOf,
  type RawRow,
  type RowTarget,
  rowsOfTable,
  type TableProblem,
} from './productImport.ts';
import { type FirstPrice, firstPrices } from './products/firstPrices.ts';
import { productValuesOf } from './products/product.ts';
import { productProblems } from './products/rules.ts';

const area = { area: 'migration', stores: storeCodes } as const;

const fileProblem = (code: MigrationFileProblem, status = 422): ProblemError =>
  new ProblemError(status, code, { errors: { file: [code] } });

/** Cells as text: what a CSV holds, and what an XLSX cell shows (numbers and booleans as typed, dates as ISO). */
const cellText = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    return '';
  }
  return String(value);
};

const csvTable = (bytes: Buffer): string[][] => {
  const table = csvTableOf(bytes);
  if (table === null) throw fileProblem('admin.migration.file.invalid');
  return table;
};

const xlsxTable = async (bytes: Buffer): Promise<string[][]> => {
  // Checked before exceljs unpacks anything (zipBounds.ts says what this bounds and what it does not).
  const bounds = zipBounds(bytes, {
    unpackedBytes: migrationLimits.unpackedBytes,
    entries: migrationLimits.zipEntries,
  });
  if (!bounds.ok) {
    throw fileProblem(bounds.problem === 'tooLarge' ? 'admin.migration.file.unpacked' : 'admin.migration.file.invalid');
  }
  // Loaded by the first XLSX file, not when the process starts (issue #21); outside the try, as a library that does
  // not load is no invalid file.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  try {
    // exceljs types its input as its own `Buffer extends ArrayBuffer`: a copy of the bytes in a plain ArrayBuffer
    // is that (at most the 2 MB limit), where Node's Buffer<ArrayBufferLike> is not.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw fileProblem('admin.migration.file.invalid');
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw fileProblem('admin.migration.file.invalid');
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell.trim() !== '')) table.push(cells);
  });
  return table;
};

/**
 * The request's body, refused as soon as it passes the limit (the global parser reads JSON only, so the stream is
 * still unread here; a JSON body is no file).
 */
const fileBytesOf = async (ctx: ParameterizedContext<AppState>): Promise<Buffer> => {
  if (ctx.is('application/json') !== false) throw fileProblem('admin.migration.file.invalid');
  // A body over the limit is a 413, declared (Content-Length) or found while reading (chunked); the answer
  // waits for the client to finish sending (problemDetails), so the stream is left to it, never destroyed here.
  if (Number(ctx.get('Content-Length') || '0') > migrationLimits.fileBytes) {
    throw fileProblem('admin.migration.file.tooLarge', 413);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early must not destroy the request (the default of a stream's iterator): that resets the
  // connection under the client's feet.
  for await (const chunk of ctx.req.iterator({ destroyOnReturn: false })) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > migrationLimits.fileBytes) throw fileProblem('admin.migration.file.tooLarge', 413);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
};

const tableProblems: Readonly<Record<TableProblem, MigrationFileProblem>> = {
  empty: 'admin.product.import.empty',
  columns: 'admin.migration.file.columns',
  tooLarge: 'admin.migration.file.tooLarge',
};

/** The file's raw rows under its header row, or the 422 of the whole file. */
const rawRowsOf = async (bytes: Buffer): Promise<RawRow[]> => {
  if (bytes.length === 0) throw fileProblem('admin.migration.file.required');
  const format = migrationFormatOf(bytes);
  if (format === null) throw fileProblem('admin.migration.file.invalid');
  const table = format === 'csv' ? csvTable(bytes) : await xlsxTable(bytes);
  // A cell the export quoted against formulas is read as the text it quoted.
  const read = rowsOfTable(table.map((cells) => cells.map(restoreCell)));
  if (!read.ok) throw fileProblem(tableProblems[read.problem]);
  return read.rows;
};

/** The store's products that are not inactive, by SKU: what a row of the same SKU updates. */
const liveProducts = async (deps: AdminDeps, call: AdminCall) => {
  const docs = await adminRevisionQueries(deps.projections).selected(
    { entityType: 'Product', storeCode: call.storeCode },
    {},
  );
  return docs.filter((doc) => doc.status !== 'inactive');
};

const targetsOf = (docs: readonly AdminEntityDocument[]): Map<string, RowTarget> => {
  const targets = new Map<string, RowTarget>();
  for (const doc of docs) {
    const values = productValuesOf(doc);
    if (values === null || values.sku === '') continue;
    targets.set(values.sku, { id: doc.entityId, values });
  }
  return targets;
};

const zeroCounts = (): Record<MigrationOutcome, number> => ({ created: 0, updated: 0, unchanged: 0, refused: 0 });

type Reasons = Readonly<Partial<Record<MigrationPart, Readonly<Record<string, readonly string[]>>>>>;

/** The answer's summary: the price counts only when the file carries prices. */
const summaryOf = (language: Language, products: MigrationCounts, prices: MigrationCounts, withPrices: boolean) =>
  withPrices
    ? translate(language, 'admin.migration.doneWithPrices', {
        ...products,
        pricesCreated: prices.created,
        pricesUpdated: prices.updated,
        pricesUnchanged: prices.unchanged,
        pricesRefused: prices.refused,
      })
    : translate(language, 'admin.migration.done', products);

/**
 * Each row checked and drafted on its own (see the module comment): its product through the Products import's
 * writer, then its price through the Prices resource, or the row refused with its reasons per part.
 */
const migrateRows = async (
  deps: AdminDeps,
  call: AdminCall,
  resources: Readonly<{ products: AdminResource; prices: AdminResource }>,
  raws: readonly RawRow[],
): Promise<MigrationAnswer> => {
  const { language } = call;
  const docs = await liveProducts(deps, call);
  const targets = targetsOf(docs);
  const priceTargets = await firstPrices(
    deps,
    docs.map((doc) => doc.entityId),
  );
  const checks = await checkRows(
    raws.map((raw) => raw.product),
    async (values, _row, seen) => {
      const problems = await productProblems(deps, call, values, targets.get(values.sku)?.id ?? null, async () => docs);
      return seen.has(values.sku) ? { ...problems, sku: ['admin.product.sku.taken'] } : problems;
    },
  );
  const counts = { products: zeroCounts(), prices: zeroCounts() };
  const rows: MigrationRowResult[] = [];
  const messagesOf = (reasons: Reasons) =>
    migrationParts.flatMap((part) =>
      Object.entries(reasons[part] ?? {}).flatMap(([field, keys]) =>
        keys.map((key) => ({ part, field, message: translate(language, key) })),
      ),
    );
  const record = (
    row: number,
    sku: string,
    product: MigrationPartResult,
    price: MigrationPartResult | null,
    reasons: Reasons = {},
  ) => {
    counts.products[product.outcome] += 1;
    if (price !== null) counts.prices[price.outcome] += 1;
    rows.push({ row, sku, product, price, messages: messagesOf(reasons) });
  };
  const refusedPart = (id: string | null): MigrationPartResult => ({ outcome: 'refused', id });

  for (const [index, check] of checks.entries()) {
    const priceRaw = raws[index]?.price ?? null;
    const price = priceRaw === null ? null : checkRowPrice(priceRaw);
    const sku = check.ok ? check.values.sku : check.sku;
    const target = check.ok ? (targets.get(sku) ?? null) : null;
    const priceTarget: FirstPrice | null = target === null ? null : (priceTargets.get(target.id) ?? null);
    // A row is one change: either part refused refuses both, before anything is written.
    if (!check.ok || (price !== null && !price.ok)) {
      record(
        check.row,
        sku,
        refusedPart(target?.id ?? null),
        price === null ? null : refusedPart(priceTarget?.id ?? null),
        {
          ...(check.ok ? {} : { product: check.errors }),
          ...(price === null || price.ok ? {} : { price: price.errors }),
        },
      );
      continue;
    }
    let product: Awaited<ReturnType<typeof draftRow>>;
    try {
      product = await draftRow(resources.products, call, check.values, target, 'save');
    } catch (error) {
      // The write checks the row again: a concurrent write (its SKU taken meanwhile) refuses this row only,
      // each product being its own stream.
      if (!(error instanceof ProblemError) || error.errors === undefined) throw error;
      record(
        check.row,
        sku,
        refusedPart(target?.id ?? null),
        price === null ? null : refusedPart(priceTarget?.id ?? null),
        {
          product: error.errors,
        },
      );
      continue;
    }
    if (price === null) {
      record(check.row, sku, product, null);
      continue;
    }
    try {
      record(
        check.row,
        sku,
        product,
        await draftRowPrice(resources.prices, call, product.id, price.values, priceTarget),
      );
    } catch (error) {
      // Checked already: only a concurrent change (its product withdrawn meanwhile) gets here, the product drafted.
      if (!(error instanceof ProblemError) || error.errors === undefined) throw error;
      record(check.row, sku, product, refusedPart(priceTarget?.id ?? null), { price: error.errors });
    }
  }
  const withPrices = raws.some((raw) => raw.price !== null);
  return { message: summaryOf(language, counts.products, counts.prices, withPrices), counts, rows };
};

/** The export's table: the header row, then each live product by SKU with its first price's cells (or empty ones). */
const exportTable = async (deps: AdminDeps, call: AdminCall): Promise<string[][]> => {
  const docs = await liveProducts(deps, call);
  const prices = await firstPrices(
    deps,
    docs.map((doc) => doc.entityId),
  );
  const cellOf = (value: unknown): string =>
    Array.isArray(value) ? value.join(',') : value === null || value === undefined ? '' : String(value);
  const rows = docs
    .flatMap((doc) => {
      const values = productValuesOf(doc);
      if (values === null) return [];
      const price = prices.get(doc.entityId);
      return [{ row: importRowOf(values), price: price === undefined ? null : migrationPriceCellsOf(price.record) }];
    })
    .sort((a, b) => a.row.sku.localeCompare(b.row.sku))
    .map(({ row, price }) => [
      ...productImportColumns.map((column) => cellOf(row[column as keyof typeof row])),
      ...migrationPriceColumns.map((column) => price?.[column] ?? ''),
    ]);
  return [[...migrationExportColumns], ...rows].map((cells) => cells.map(neutraliseCell));
};

export const migrationRouter = (deps: AdminDeps, products: AdminResource, prices: AdminResource): Router<AppState> =>
  // Its refusals and role table: mounted once by the app for every admin path (admin/calls.ts adminFamilyRouter).
  guardedRouter('/Migration')
    .post('/Migrate', validate({ query: migrationUploadQuerySchema }), async (ctx) => {
      const call = adminCallOf(ctx, deps, area, ctx.state.input.query.storeCode);
      const raws = await rawRowsOf(await fileBytesOf(ctx));
      const answer = await migrateRows(deps, call, { products, prices }, raws);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer;
    })
    .get('/Export', validate({ query: migrationExportQuerySchema }), async (ctx) => {
      const call = adminCallOf(ctx, deps, area, ctx.state.input.query.storeCode);
      const table = await exportTable(deps, call);
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${migrationExportFileName(call.storeCode)}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = stringify(table);
    });
