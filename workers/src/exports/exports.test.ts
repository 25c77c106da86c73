import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { exportDecider, exportIdOf } from '@parks/domain/exports/decider';
import type { ExportActor } from '@parks/domain/exports/events';
import { exportStreamOf } from '@parks/domain/exports/events';
import { openFilesystemBlobStore } from '@parks/infra/blobs/filesystem/filesystemBlobStore';
import type { BlobStore } from '@parks/infra/blobs/port';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { DocumentStore } from '@parks/infra/documents/port';
import { silentLogger } from '@parks/infra/logging';
import { reportPosition } from '@parks/projections/reports/exportPosition';
import type { ReportSource } from '@parks/projections/reports/source';
import { createProjectionRuntime } from '@parks/projections/runtime/createProjectionRuntime';
import { added, freshPrefix, tallyModel } from '@parks/projections/runtime/testSupport';
import { EXPORT_SHEET_NAME, type ExportFormat } from '@parks/schemas/admin/exports';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventually, startWorkerChild, survivingWorker, useWorkerBed } from '../testing/workerBed.ts';
import { type ExportProgressReport, readExport, runExport } from './handler.ts';
import { fixtureRow, fixtureSource } from './testing/fixtureSource.ts';
import { EXPORTS_QUEUE, enqueueExport, exportJobId, exportProcessor } from './worker.ts';

const logger = silentLogger();
const lmg: ExportActor = { userId: 'usr-lmg', role: 'LMG' };
const superUser: ExportActor = { userId: 'usr-super', role: 'SuperUser' };

const bed = useWorkerBed('exports', logger);
let blobs: BlobStore;
let documents: DocumentStore;

beforeEach(async () => {
  blobs = await openFilesystemBlobStore({ dir: join(bed.dir, 'blobs') });
  documents = await openEmbeddedDocumentStore({ path: join(bed.dir, 'readmodels.sqlite') });
  // Registered before the test's own cleanups, so closed after them: after the workers the test ran on them.
  bed.cleanup(() => documents.close());
  bed.cleanup(() => blobs.close());
});

const startWorker = (source: ReportSource, batchSize = 100): void => {
  const worker = bed.queues.worker(
    EXPORTS_QUEUE,
    exportProcessor({
      eventStore: bed.eventStore,
      documents,
      blobs,
      sourceOf: () => source,
      logger,
      batchSize,
    }),
  );
  bed.cleanup(() => worker.close());
};

/** What the API does on a request: the id of the report at the log's head, the request recorded, the job added. */
const requestExport = async (format: ExportFormat, actor: ExportActor = lmg): Promise<string> => {
  const request = {
    reportId: 'orders' as const,
    filter: { status: 'shipped', storeCode: 'b2c' },
    format,
    language: 'fr' as const,
    position: await reportPosition(bed.eventStore),
  };
  const exportId = exportIdOf(request);
  await handleCommand(bed.eventStore, exportStreamOf(exportId), exportDecider, {
    type: 'RequestExport',
    data: { ...request, exportId, actor },
    metadata: { now: '2026-11-27T09:00:00.000Z', userId: actor.userId },
  });
  await enqueueExport(bed.queues, exportId, (await readExport(bed.eventStore, exportId)).attempt);
  return exportId;
};

const cancelExport = (exportId: string) =>
  handleCommand(bed.eventStore, exportStreamOf(exportId), exportDecider, {
    type: 'CancelExport',
    data: { exportId, actor: lmg },
    metadata: { now: '2026-11-27T09:01:00.000Z', userId: lmg.userId },
  });

const completed = async (exportId: string) => {
  await eventually(async () => (await readExport(bed.eventStore, exportId)).outcome.kind === 'completed');
  const { outcome } = await readExport(bed.eventStore, exportId);
  if (outcome.kind !== 'completed') throw new Error('not completed');
  const blob = await blobs.get(outcome.blobId);
  if (blob === null) throw new Error('no blob');
  return { outcome, metadata: blob.metadata, bytes: await buffer(blob.stream) };
};

const storedBlobs = (): string[] => readdirSync(join(bed.dir, 'blobs')).filter((name) => !name.startsWith('.'));

const jobProgress = async (exportId: string, attempt = 1): Promise<{ done: number; total: number } | null> => {
  const job = await bed.queues.queue(EXPORTS_QUEUE).getJob(exportJobId(exportId, attempt));
  const progress: unknown = job?.progress;
  return typeof progress === 'object' && progress !== null && 'done' in progress && 'total' in progress
    ? { done: Number(progress.done), total: Number(progress.total) }
    : null;
};

/** An export of `format` requested of a worker that stops half way (1,000 rows of 2,000) until `release()`. */
const exportHeldHalfWay = async (format: ExportFormat) => {
  let release = (): void => {};
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  startWorker(fixtureSource({ rows: 2_000, holdAt: 1_000, hold }));
  const exportId = await requestExport(format);
  await eventually(async () => (await jobProgress(exportId))?.done === 1_000);
  return { exportId, release };
};

/** Runs the export's first run here, not through the queue, keeping each progress report it makes. */
const exportInProcess = async (exportId: string, source: ReportSource) => {
  const reports: ExportProgressReport[] = [];
  const outcome = await runExport(
    { exportId, attempt: 1 },
    async (report) => {
      reports.push(report);
    },
    { eventStore: bed.eventStore, documents, blobs, sourceOf: () => source, logger, batchSize: 100 },
  );
  return { outcome, reports };
};

describe('exports worker', () => {
  it('writes pipe-separated text: a header, one line per row, a value holding the pipe quoted, money to the cent', async () => {
    startWorker(fixtureSource({ rows: 250 }));
    const exportId = await requestExport('pipe');
    const { outcome, metadata, bytes } = await completed(exportId);
    // Named after the report and the day it was asked.
    expect(metadata).toMatchObject({ contentType: 'text/plain', originalName: 'orders-2026-11-27.txt' });
    const lines = bytes.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(251);
    expect(lines[0]?.split('|')).toEqual(['N° de commande', 'Lieu', 'Total', 'Date', 'Payée']);
    expect(outcome.rows).toBe(250);
    // Row 1 is at Jasper, whose name holds a pipe: quoted, so the line still has 5 values once the quotes are read.
    expect(lines[2]).toContain('"Parc national | Jasper — cœur ç é"');
    const plain = lines[1]?.split('|') ?? [];
    expect(plain).toHaveLength(5);
    expect(plain[0]).toBe(fixtureRow(0).orderNumber);
    expect(plain[1]).toBe('Réserve à Banff — cœur ç é');
    // Money has exactly two decimals: row 0 is $10.00, never `10`.
    expect(plain[2]).toBe('10.00');
    const totals = lines.slice(1).map((line) => line.split('|').at(-3) ?? '');
    expect(totals.filter((total) => !/^\d+\.\d{2}$/.test(total))).toEqual([]);
    expect(plain[4]).toBe('Non');
    expect(await jobProgress(exportId)).toEqual({ done: 250, total: 250 });
    // It reads no read model, so its rows are those of the position it was asked at.
    expect(outcome.rowsAsOf).toBe((await readExport(bed.eventStore, exportId)).request?.position);
  });

  it('writes Excel with one sheet named Organization holding the header and every row', async () => {
    startWorker(fixtureSource({ rows: 1_234 }));
    const { bytes, metadata } = await completed(await requestExport('xlsx'));
    expect(metadata.originalName).toBe('orders-2026-11-27.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([EXPORT_SHEET_NAME]);
    const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME);
    expect(sheet?.rowCount).toBe(1_235);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Lieu');
    // Money is a number of dollars in a spreadsheet, so a column sums.
    expect(sheet?.getRow(3).getCell(3).value).toBe(Number(fixtureRow(1).totalCents) / 100);
  });

  it('writes a PDF: %PDF, Letter landscape pages of more than 20 rows each, the page tree counting them all', async () => {
    startWorker(fixtureSource({ rows: 600 }));
    const { bytes, metadata } = await completed(await requestExport('pdf'));
    expect(metadata.originalName).toBe('orders-2026-11-27.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = bytes.toString('latin1');
    const pages = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
    const rowsPerPage = Math.floor(600 / (pages - 1));
    expect(pages).toBeGreaterThan(10);
    expect(rowsPerPage).toBeGreaterThan(20);
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBe(pages);
  });

  it('gives an identical request the same export and job, and records each requester once', async () => {
    const first = await requestExport('pipe', lmg);
    const again = await requestExport('pipe', lmg);
    const other = await requestExport('pipe', superUser);
    expect(again).toBe(first);
    expect(other).toBe(first);
    expect(await bed.queues.queue(EXPORTS_QUEUE).getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect((await readExport(bed.eventStore, first)).requesters).toEqual([lmg, superUser]);
  });

  it('reports its progress as rows written of the count, counting up, in read pass 1', async () => {
    const { outcome, reports } = await exportInProcess(await requestExport('pipe'), fixtureSource({ rows: 250 }));
    expect(outcome).toBe('completed');
    expect(reports).toEqual([
      { pass: 1, done: 0, total: 250 },
      { pass: 1, done: 100, total: 250 },
      { pass: 1, done: 200, total: 250 },
      { pass: 1, done: 250, total: 250 },
    ]);
  });

  it('makes a cancelled export again when asked again: a fresh job makes the file, the cancelled run records none', async () => {
    const { exportId, release } = await exportHeldHalfWay('pipe');
    await cancelExport(exportId);
    expect(await requestExport('pipe')).toBe(exportId);
    expect((await bed.queues.queue(EXPORTS_QUEUE).getJob(exportJobId(exportId, 2)))?.id).toBe(`export-${exportId}-2`);
    release();
    const { outcome } = await completed(exportId);
    expect(outcome.rows).toBe(2_000);
    expect((await bed.queues.queue(EXPORTS_QUEUE).getJob(exportJobId(exportId)))?.returnvalue).toBe('cancelled');
    expect(await jobProgress(exportId, 2)).toEqual({ done: 2_000, total: 2_000 });
    expect(storedBlobs()).toEqual([outcome.blobId]);
    // The first run's job, were it to run once more, stops: its run is over.
    const late = await runExport({ exportId, attempt: 1 }, async () => {}, {
      eventStore: bed.eventStore,
      documents,
      blobs,
      sourceOf: () => fixtureSource({ rows: 10 }),
      logger,
    });
    expect(late).toBe('cancelled');
    expect(storedBlobs()).toEqual([outcome.blobId]);
  });

  it('leaves no file when cancelled half way', async () => {
    const { exportId, release } = await exportHeldHalfWay('xlsx');
    await cancelExport(exportId);
    release();
    const job = await bed.queues.queue(EXPORTS_QUEUE).getJob(exportJobId(exportId));
    await eventually(
      async () => (await bed.queues.queue(EXPORTS_QUEUE).getJob(exportJobId(exportId)))?.returnvalue === 'cancelled',
    );
    expect(job?.id).toBe(exportJobId(exportId));
    expect((await readExport(bed.eventStore, exportId)).outcome).toEqual({ kind: 'cancelled' });
    expect(storedBlobs()).toEqual([]);
  });

  it('still makes exactly one file when the worker is SIGKILLed mid-export', async () => {
    const child = await startWorkerChild(bed, new URL('./testing/exportWorkerChild.ts', import.meta.url), [
      bed.redis.url,
      join(bed.dir, 'events.sqlite'),
      join(bed.dir, 'blobs'),
      '3000',
    ]);
    const exportId = await requestExport('pdf');
    await eventually(async () => (await jobProgress(exportId))?.done === 1_500);
    await child.kill();
    // The killed put was never finished: no file, only its incoming part, which the blob store sweeps.
    expect(storedBlobs()).toEqual([]);

    survivingWorker(
      bed,
      EXPORTS_QUEUE,
      exportProcessor({
        eventStore: bed.eventStore,
        documents,
        blobs,
        sourceOf: () => fixtureSource({ rows: 3_000 }),
        logger,
      }),
    );
    const { outcome } = await completed(exportId);
    expect(outcome.rows).toBe(3_000);
    expect(storedBlobs()).toEqual([outcome.blobId]);
    const completions: string[] = [];
    for await (const recorded of bed.eventStore.readStream(exportStreamOf(exportId))) {
      if (recorded.type === 'ExportCompleted') completions.push(recorded.type);
    }
    expect(completions).toHaveLength(1);
  });

  it('drops a pass whose rows changed while it wrote them, stores only the next pass, and says so in its progress', async () => {
    const prefix = freshPrefix();
    const model = tallyModel(prefix);
    const runtime = createProjectionRuntime({ eventStore: bed.eventStore, documents, readModels: [model], logger });
    await runtime.start();
    bed.cleanup(() => runtime.stop());
    const append = async (stream: string, n: number): Promise<void> => {
      const event = added(prefix, n);
      const { position } = await bed.eventStore.appendToStream(`tally${prefix}-${stream}`, [event]);
      expect(await runtime.waitFor(position, [event.type], 10_000)).toBe(true);
    };
    for (let index = 0; index < 300; index += 1) await append(`s${String(index).padStart(3, '0')}`, index);
    const tallies = () => runtime.read(model);
    // The Orders report's shape over the tallies: one row per stream, its sum as the total; an order comes in while
    // the first pass is half written.
    let passes = 0;
    const source: ReportSource = {
      ...fixtureSource({ rows: 0 }),
      readModels: [model.name],
      count: () => tallies().countDocuments({}),
      async *rows() {
        passes += 1;
        const docs = await tallies().find({}, { sort: { _id: 1 } });
        for (const [index, doc] of docs.entries()) {
          if (passes === 1 && index === 150) await append('s999', 7);
          yield { ...fixtureRow(index), orderNumber: doc._id, totalCents: doc.sum };
        }
      },
    };
    const exportId = await requestExport('pipe');
    const { outcome, reports } = await exportInProcess(exportId, source);
    expect(outcome).toBe('completed');
    expect(passes).toBe(2);
    expect(reports).toEqual([
      { pass: 1, done: 0, total: 300 },
      { pass: 1, done: 100, total: 300 },
      { pass: 1, done: 200, total: 300 },
      // Pass 1 wrote every row it read (the new one came after its query) before the check refused it.
      { pass: 1, done: 300, total: 300 },
      { pass: 2, done: 0, total: 301 },
      { pass: 2, done: 100, total: 301 },
      { pass: 2, done: 200, total: 301 },
      { pass: 2, done: 300, total: 301 },
      { pass: 2, done: 301, total: 301 },
    ]);
    const { outcome: recorded, bytes } = await completed(exportId);
    expect(storedBlobs()).toEqual([recorded.blobId]);
    const lines = bytes.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(302);
    expect(lines.at(-1)?.split('|')[0]).toBe(`tally${prefix}-s999`);
    expect(recorded.rows).toBe(301);
  });
});
