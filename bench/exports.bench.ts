/**
 * Exports of 100,000 orders in each format, through the exports worker's own path (the export stream read, rows
 * streamed from the report source through the format's writer into the filesystem blob store, progress every
 * 1,000 rows, the cancel check, ExportCompleted recorded), each beside the library writing the same cells straight
 * to a file in the same run (csv-stringify, exceljs' WorkbookWriter, pdfkit with the same page layout). Target:
 * the worker at least half as fast as the library alone. Also the worker's peak RSS growth over an export (sampled
 * every 10 ms; target under 200 MB: it streams, whatever the row count). And the query an export makes before and
 * after reading its rows (the newest `_position` of a read model, reports/asOf.ts) over 100,000 documents, with the
 * index the reader adds beside the same query without it.
 */
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportDecider, exportIdOf } from '@parks/domain/exports/decider';
import { exportStreamOf } from '@parks/domain/exports/events';
import { openFilesystemBlobStore } from '@parks/infra/blobs/filesystem/filesystemBlobStore';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { DocumentStore } from '@parks/infra/documents/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { ensurePositionIndexes, newestPosition } from '@parks/projections/reports/asOf';
import { encodePosition } from '@parks/projections/runtime/positions';
import { EXPORT_SHEET_NAME, type ExportFormat, exportFormats } from '@parks/schemas/admin/exports';
import { cellValue, exportedColumns } from '@parks/workers/exports/cells';
import { runExport } from '@parks/workers/exports/handler';
import { fixtureRow, fixtureSource } from '@parks/workers/exports/testing/fixtureSource';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { BenchRow } from './report.ts';

export const title = 'Exports (100,000 orders: pipe text, Excel, PDF; worker path vs the library alone)';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const source = fixtureSource({ rows: ROWS });
const columns = exportedColumns(source.columns('en'));
const captions = columns.map((column) => column.caption);
/** The worker's cells as the libraries take them (money in dollars), for the library-alone baseline. */
const cellsOf = (index: number): (string | number)[] => {
  const row = fixtureRow(index);
  return columns.map((column) => {
    const cell = cellValue(column, row[column.name], 'en');
    return typeof cell === 'object' ? cell.cents / 100 : cell;
  });
};

const writeAll = async (
  out: NodeJS.WritableStream & { writableNeedDrain: boolean },
  write: (index: number) => void,
) => {
  for (let index = 0; index < ROWS; index += 1) {
    write(index);
    if (out.writableNeedDrain) await once(out, 'drain');
  }
};

/** The library alone: the same cells, no export stream, no blob store, no progress. */
const direct = async (format: ExportFormat, path: string): Promise<void> => {
  const file = createWriteStream(path);
  if (format === 'pipe') {
    const stringifier = stringify({ delimiter: '|', record_delimiter: '\n' });
    stringifier.pipe(file);
    stringifier.write(captions);
    for (let index = 0; index < ROWS; index += 1) {
      if (!stringifier.write(cellsOf(index))) await once(stringifier, 'drain');
    }
    stringifier.end();
  } else if (format === 'xlsx') {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: file,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
    sheet.addRow(captions).commit();
    await writeAll(file, (index) => sheet.addRow(cellsOf(index)).commit());
    await workbook.commit();
  } else {
    const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 36 });
    doc.pipe(file);
    doc.fontSize(7);
    const width = (doc.page.width - 72) / captions.length;
    const lineHeight = doc.currentLineHeight() + 3;
    let y = 36;
    const line = (cells: readonly (string | number)[]) => {
      cells.forEach((cell, i) => {
        doc.text(String(cell), 36 + i * width, y, {
          width: width - 4,
          height: lineHeight,
          lineBreak: false,
          ellipsis: true,
        });
      });
      y += lineHeight;
    };
    line(captions);
    await writeAll(file, (index) => {
      if (y > doc.page.height - 36 - lineHeight) {
        doc.addPage();
        y = 36;
        line(captions);
      }
      line(cellsOf(index));
    });
    doc.end();
  }
  if (!file.writableFinished) await once(file, 'finish');
};

const timed = async (run: () => Promise<unknown>): Promise<{ ms: number; peakGrowthMb: number }> => {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  await run();
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, peakGrowthMb: (peak - base) / 1024 / 1024 };
};

/** Average ms of the newest-`_position` query over `ROWS` documents, with or without the index. */
const positionQueryMs = async (documents: DocumentStore, indexed: boolean): Promise<number> => {
  const name = indexed ? 'benchIndexed_v1' : 'benchPlain_v1';
  const collection = documents.collection(name);
  for (let from = 0; from < ROWS; from += 5_000) {
    const chunk = Array.from({ length: Math.min(5_000, ROWS - from) }, (_, at) => {
      const n = BigInt(from + at + 1);
      return {
        insertOne: {
          document: {
            ...fixtureRow(from + at),
            _id: `d${from + at}`,
            _position: encodePosition({ commit: n, prepare: n }),
          },
        },
      };
    });
    await collection.bulkWrite(chunk);
  }
  if (indexed) await ensurePositionIndexes(documents, [name]);
  // The first query builds the embedded store's kept order; an export's worker makes it once, then writes keep it.
  await newestPosition(documents, [name]);
  const runs = indexed ? 50 : 5;
  const start = performance.now();
  for (let run = 0; run < runs; run += 1) await newestPosition(documents, [name]);
  return (performance.now() - start) / runs;
};

export const run = async (): Promise<BenchRow[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'exports-bench-'));
  const eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const documents = await openEmbeddedDocumentStore({ path: join(dir, 'readmodels.sqlite') });
  const blobs = await openFilesystemBlobStore({ dir: join(dir, 'blobs') });
  const deps = { eventStore, documents, blobs, sourceOf: () => source, logger: silentLogger() };
  const rows: BenchRow[] = [];
  let peakGrowthMb = 0;
  try {
    for (const format of exportFormats) {
      const request = {
        reportId: 'orders' as const,
        filter: { bench: format },
        format,
        language: 'en' as const,
        position: encodePosition({ commit: 0n, prepare: 0n }),
      };
      const exportId = exportIdOf(request);
      await handleCommand(eventStore, exportStreamOf(exportId), exportDecider, {
        type: 'RequestExport',
        data: { ...request, exportId, actor: { userId: 'usr-bench', role: 'LMG' } },
        metadata: { now: new Date().toISOString(), userId: 'usr-bench' },
      });
      const library = await timed(() => direct(format, join(dir, `direct-${format}`)));
      const worker = await timed(async () => {
        const outcome = await runExport({ exportId, attempt: 1 }, async () => {}, deps);
        if (outcome !== 'completed') throw new Error(`export ${format}: ${outcome}`);
      });
      peakGrowthMb = Math.max(peakGrowthMb, worker.peakGrowthMb);
      rows.push({
        name: `export ${ROWS} rows, ${format}, worker path`,
        unit: 'rows/s',
        value: (ROWS * 1000) / worker.ms,
        limitName: `${format === 'pipe' ? 'csv-stringify' : format === 'xlsx' ? 'exceljs' : 'pdfkit'} alone`,
        limit: (ROWS * 1000) / library.ms,
        higherIsBetter: true,
        targetRatio: 0.5,
        note: `worker ${(worker.ms / 1000).toFixed(1)} s, library ${(library.ms / 1000).toFixed(1)} s`,
      });
    }
    rows.push({
      name: 'exports worker peak RSS growth over an export',
      unit: 'MB',
      value: Math.max(peakGrowthMb, 0.1),
      limitName: 'target',
      limit: 200,
      higherIsBetter: false,
      targetRatio: 1,
    });
    const withIndex = await positionQueryMs(documents, true);
    const without = await positionQueryMs(documents, false);
    rows.push({
      name: `newest _position of ${ROWS} read-model documents, indexed (embedded store)`,
      unit: 'ms',
      value: Math.max(withIndex, 0.001),
      limitName: 'the same query without the index',
      limit: without,
      higherIsBetter: false,
      targetRatio: 10,
    });
  } finally {
    await blobs.close();
    await documents.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
};
