/**
 * Data migration (back-office.md §2 migration; LMG only), besides the registry's families:
 * - `POST /api/Migration/Migrate?storeCode=&fileName=` with the file's bytes as the body (not JSON): a CSV or XLSX
 *   file of products, told apart by its bytes, never by its name or content type; each row checked and drafted on its own through
 *   the Products import's path (productImport.ts), answered with each row's outcome. A file that cannot be read as
 *   a whole (not CSV nor XLSX, too large, an unknown column) is a 422 and nothing is written.
 * - `GET /api/Migration/Export?storeCode=`: the store's live catalogue (every product not inactive, by SKU) as the
 *   CSV the import reads, downloaded through `Content-Disposition`. Importing it back changes nothing: every row is
 *   `unchanged`, since a row only drafts when its product's payload would differ.
 */
import Router from '@koa/router';
import type { AdminEntityDocument } from '@parks/projections/admin/revisions';
import { adminRevisions } from '@parks/projections/admin/revisions';
import {
  type MigrationAnswer,
  type MigrationFileProblem,
  type MigrationOutcome,
  type MigrationRowResult,
  migrationExportFileName,
  migrationExportQuerySchema,
  migrationFormatOf,
  migrationLimits,
  migrationUploadQuerySchema,
} from '@parks/schemas/admin/migration';
import { importHeaderValid, rawRowOf } from '@parks/schemas/admin/productImport';
import { productImportColumns } from '@parks/schemas/admin/products';
import { translate } from '@parks/schemas/messages/index';
import { storeCodes } from '@parks/schemas/store';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ParameterizedContext } from 'koa';
import { ProblemError } from '../../http/problems.ts';
import { validate } from '../../http/validate.ts';
import type { RouteDeps } from '../../routes.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, roleGuard } from '../calls.ts';
import { adminProblems } from '../problems.ts';
import type { AdminCall, AdminResource } from '../registry.ts';
import { checkRows, draftRow, importRowOf, type RowTarget, type UnreadRow } from './productImport.ts';
import { productProblems, productValuesOf } from './products.ts';

const area = { area: 'migration', stores: storeCodes } as const;
const families: ReadonlySet<string> = new Set(['migration']);

const fileProblem = (code: MigrationFileProblem): ProblemError =>
  new ProblemError(422, code, { errors: { file: [code] } });

/** Cells as text: what a CSV holds, and what an XLSX cell shows (numbers and booleans as typed, dates as ISO). */
const cellText = (value: ExcelJS.CellValue): string => {
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
  try {
    return parse(bytes, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch {
    throw fileProblem('admin.migration.file.invalid');
  }
};

const xlsxTable = async (bytes: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Node Buffer type, which today's @types/node Buffer<…> does not match: same bytes.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
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
  if (Number(ctx.get('Content-Length') || '0') > migrationLimits.fileBytes) {
    throw fileProblem('admin.migration.file.tooLarge');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > migrationLimits.fileBytes) {
      ctx.req.destroy();
      throw fileProblem('admin.migration.file.tooLarge');
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
};

/** The file's raw rows under its header row, or the 422 of the whole file. */
const rawRowsOf = async (bytes: Buffer): Promise<(Record<string, unknown> | UnreadRow)[]> => {
  if (bytes.length === 0) throw fileProblem('admin.migration.file.required');
  const format = migrationFormatOf(bytes);
  if (format === null) throw fileProblem('admin.migration.file.invalid');
  const table = format === 'csv' ? csvTable(bytes) : await xlsxTable(bytes);
  const [header, ...body] = table;
  if (header === undefined || body.length === 0) throw fileProblem('admin.product.import.empty');
  const columns = header.map((column) => column.trim());
  while (columns.at(-1) === '') columns.pop();
  if (!importHeaderValid(columns)) throw fileProblem('admin.migration.file.columns');
  if (body.length > migrationLimits.rows) throw fileProblem('admin.migration.file.tooLarge');
  // A cell past the header's columns is most often a separator inside an unquoted value: every later cell of the
  // row would land in the wrong column, so the row is refused rather than read.
  return body.map((cells) =>
    cells.slice(columns.length).some((cell) => cell.trim() !== '')
      ? { unread: 'admin.migration.row.cells', sku: (cells[columns.indexOf('sku')] ?? '').trim() }
      : rawRowOf(columns, cells),
  );
};

/** The store's products that are not inactive, by SKU: what a row of the same SKU updates. */
const liveProducts = async (deps: RouteDeps, call: AdminCall) => {
  const docs = await deps.projections
    .collection<AdminEntityDocument>(adminRevisions.name)
    .find({ entityType: 'Product', storeCode: call.storeCode }, { sort: { entityId: 1 } });
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

export const migrationRouter = (deps: RouteDeps, products: AdminResource): Router<AppState> =>
  new Router<AppState>({ prefix: '/Migration' })
    .use(adminProblems(families), roleGuard(area))
    .post('/Migrate', validate({ query: migrationUploadQuerySchema }), async (ctx) => {
      const call = adminCallOf(ctx, deps, area, ctx.state.input.query.storeCode);
      const { language } = call;
      const raws = await rawRowsOf(await fileBytesOf(ctx));
      const docs = await liveProducts(deps, call);
      const targets = targetsOf(docs);
      const checks = await checkRows(raws, async (values, _row, seen) => {
        const problems = await productProblems(
          deps,
          call,
          values,
          targets.get(values.sku)?.id ?? null,
          async () => docs,
        );
        return seen.has(values.sku) ? { ...problems, sku: ['admin.product.sku.taken'] } : problems;
      });
      const counts = zeroCounts();
      const rows: MigrationRowResult[] = [];
      const refused = (row: number, sku: string, errors: Readonly<Record<string, readonly string[]>>) => {
        counts.refused += 1;
        rows.push({
          row,
          sku,
          outcome: 'refused',
          id: null,
          messages: Object.entries(errors).flatMap(([field, keys]) =>
            keys.map((key) => ({ field, message: translate(language, key) })),
          ),
        });
      };
      for (const check of checks) {
        if (!check.ok) {
          refused(check.row, check.sku, check.errors);
          continue;
        }
        try {
          const target = targets.get(check.values.sku) ?? null;
          const { outcome, id } = await draftRow(products, call, check.values, target, 'save');
          counts[outcome] += 1;
          rows.push({ row: check.row, sku: check.values.sku, outcome, id, messages: [] });
        } catch (error) {
          // The write checks the row again: a concurrent write (its SKU taken meanwhile) refuses this row only,
          // each product being its own stream.
          if (!(error instanceof ProblemError) || error.errors === undefined) throw error;
          refused(check.row, check.values.sku, error.errors);
        }
      }
      const answer: MigrationAnswer = { message: translate(language, 'admin.migration.done', counts), counts, rows };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer;
    })
    .get('/Export', validate({ query: migrationExportQuerySchema }), async (ctx) => {
      const call = adminCallOf(ctx, deps, area, ctx.state.input.query.storeCode);
      const docs = await liveProducts(deps, call);
      const rows = docs
        .flatMap((doc) => {
          const values = productValuesOf(doc);
          return values === null ? [] : [importRowOf(values)];
        })
        .sort((a, b) => a.sku.localeCompare(b.sku))
        .map((row) =>
          productImportColumns.map((column) => {
            const value = row[column as keyof typeof row];
            return Array.isArray(value) ? value.join(',') : value === null || value === undefined ? '' : String(value);
          }),
        );
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${migrationExportFileName(call.storeCode)}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = stringify([[...productImportColumns], ...rows]);
    });
