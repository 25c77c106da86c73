/**
 * One export: read what was asked from the export stream; read the rows as of one log position R, at or after the
 * recorded one (reports/asOf.ts: wait for the read models to reach R, read, read again if anything changed
 * meanwhile). Each read pass writes its rows straight through the format's writer into a blob put, reporting
 * progress every batch (rows written of the report's count, with the pass's number) and looking for a cancel between
 * batches. Only once the as-of check holds is the writer ended and the put completed; a pass the check refuses is
 * destroyed, so the file is never stored. Rows are not copied anywhere between the read and the file: a copy (a temp
 * spool) cost about as much as writing pipe text itself. The price is that a pass is open as long as the writer takes,
 * so a report whose read models change often is read again more often (5 passes per job, then the queue retries).
 * Then ExportCompleted is recorded with R as `rowsAsOf`.
 * Idempotent: a finished or cancelled run is not run again, and a body cut short (cancel, crash, SIGKILL, a refused
 * pass) never becomes a blob, so a restarted job still leaves exactly one file. A job runs one run (`attempt`) of the
 * export: once the export is asked again after a cancel, the next run's job makes it, and the older job stops.
 */
import { PassThrough } from 'node:stream';
import { exportDecider } from '@parks/domain/exports/decider';
import { parseExportEvent } from '@parks/domain/exports/eventParser';
import { exportStreamOf } from '@parks/domain/exports/events';
import { type ExportStreamState, evolveExport, initialExportState } from '@parks/domain/exports/state';
import type { BlobMetadata, BlobStore } from '@parks/infra/blobs/port';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { DocumentStore } from '@parks/infra/documents/port';
import { StreamDeletedError, StreamNotFoundError } from '@parks/infra/eventStore/errors';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import { ReadModelsBehind, RowsKeptChanging, readAsOf } from '@parks/projections/reports/asOf';
import type { ReportSource } from '@parks/projections/reports/source';
import { exportFileName, exportFiles } from '@parks/schemas/admin/exports';
import type { ReportId } from '@parks/schemas/admin/reports';
import { cellValue, exportedColumns } from './cells.ts';
import { type ExportWriter, exportWriter } from './formats.ts';

/** Rows written (`done`) of the report's count (`total`) in read pass `pass` (1, then 2… when the rows changed). */
export type ExportProgressReport = Readonly<{ pass: number; done: number; total: number }>;

export type ExportDeps = Readonly<{
  eventStore: EventStore;
  /** The read models as reports read them (in a server: each name's active collection). */
  documents: DocumentStore;
  /** The store that holds the projections' registry, where their checkpoints are; by default `documents`. */
  checkpoints?: DocumentStore;
  blobs: BlobStore;
  sourceOf: (id: ReportId) => ReportSource | undefined;
  logger: Logger;
  clock?: () => Date;
  /** Rows between two progress reports and cancel checks (default 1,000). */
  batchSize?: number;
  /** How long to wait for the read models to reach the position the rows are read at (default 30 s). */
  positionWaitMs?: number;
}>;

export type ExportOutcome = 'completed' | 'already-completed' | 'cancelled' | 'skipped';

export const readExport = async (eventStore: EventStore, exportId: string): Promise<ExportStreamState> => {
  let state = initialExportState;
  try {
    for await (const recorded of eventStore.readStream(exportStreamOf(exportId))) {
      const event = parseExportEvent(recorded);
      if (event !== null) state = evolveExport(state, event);
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return initialExportState;
    throw error;
  }
  return state;
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `reached` until it holds (true) or `ms` have passed (false). */
const until = async (reached: () => Promise<boolean>, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await reached()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
};

class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** Run `attempt` is over for its job: cancelled, or superseded by a later run (asked again after a cancel). */
const stopped = (state: ExportStreamState, attempt: number): boolean =>
  state.outcome.kind === 'cancelled' || state.attempt !== attempt;

export const runExport = async (
  run: Readonly<{ exportId: string; attempt: number }>,
  progress: (report: ExportProgressReport) => Promise<void>,
  deps: ExportDeps,
): Promise<ExportOutcome> => {
  const { exportId, attempt } = run;
  const state = await readExport(deps.eventStore, exportId);
  const request = state.request;
  if (request === null) return 'skipped';
  if (stopped(state, attempt)) return 'cancelled';
  if (state.outcome.kind === 'completed') return 'already-completed';
  const source = deps.sourceOf(request.reportId);
  if (source === undefined) return 'skipped';

  const { filter, language, format } = request;
  const columns = exportedColumns(source.columns(language));
  const batchSize = deps.batchSize ?? 1_000;
  const cancelled = async (): Promise<boolean> => stopped(await readExport(deps.eventStore, exportId), attempt);
  const file = { ...exportFiles[format], name: exportFileName(request.reportId, format, request.requestedAt) };

  /** A file being written: its rows go to the blob put as they are read; nothing is stored until `end`. */
  type PendingFile = Readonly<{
    writer: ExportWriter;
    stored: Promise<Readonly<{ metadata: BlobMetadata }>>;
    /** Cuts the body short: the blob store keeps nothing of a put whose body fails. */
    drop: (reason: unknown) => Promise<void>;
    rows: number;
    pass: number;
  }>;
  const openFile = async () => {
    const body = new PassThrough();
    // A body dropped before the put starts reading it (a short pass refused at once) has no reader listening yet:
    // its error must not go uncaught. The put still fails on it (reading a destroyed stream throws its error).
    body.on('error', () => {});
    const stored = deps.blobs.put(body, { contentType: file.contentType, originalName: file.name });
    // Until the file is ended or dropped, a failing put must not go unhandled; it is awaited then.
    stored.catch(() => {});
    const drop = async (reason: unknown): Promise<void> => {
      body.destroy(reason instanceof Error ? reason : new Error(String(reason)));
      await stored.catch(() => {});
    };
    let writer: ExportWriter;
    try {
      // Loads the format's library on the first export in that format (formats.ts).
      writer = await exportWriter(format, body, {
        captions: columns.map((column) => column.caption),
        title: source.title(language),
        createdAt: new Date(request.requestedAt),
      });
    } catch (error) {
      // No writer, no file: the put started above is cut short rather than left waiting for a body that never ends.
      await drop(error);
      throw error;
    }
    return { writer, stored, drop };
  };
  let pending: PendingFile;
  let rowsAsOf: string;
  try {
    const read = await readAsOf<PendingFile>({
      store: deps.checkpoints ?? deps.documents,
      readModels: source.readModels,
      atLeast: request.position,
      waitFor: (reached) => until(reached, deps.positionWaitMs ?? 30_000),
      read: async (_asOf, pass) => {
        // Counted again on each pass: a pass is made because the rows changed.
        const total = await source.count(deps.documents, filter);
        await progress({ pass, done: 0, total });
        const { writer, stored, drop } = await openFile();
        let done = 0;
        try {
          for await (const row of source.rows(deps.documents, filter, language)) {
            await writer.row(columns.map((column) => cellValue(column, row[column.name], language)));
            done += 1;
            if (done % batchSize === 0) {
              await progress({ pass, done, total: Math.max(total, done) });
              if (await cancelled()) throw new ExportCancelled();
            }
          }
        } catch (error) {
          await drop(error);
          throw error;
        }
        return { writer, stored, drop, rows: done, pass };
      },
      discard: (refused) => refused.drop(new Error('the rows changed during the read')),
      onRetry: (details) =>
        deps.logger.info({ exportId, ...details }, 'read models changed while the rows were read; reading again'),
    });
    pending = read.value;
    rowsAsOf = read.asOf;
  } catch (error) {
    if (error instanceof ExportCancelled) return 'cancelled';
    if (error instanceof ReadModelsBehind || error instanceof RowsKeptChanging) {
      deps.logger.warn({ exportId, reason: error.message }, 'export failed; the queue retries it');
    }
    throw error;
  }

  try {
    await pending.writer.end();
  } catch (error) {
    await pending.drop(error);
    throw error;
  }
  const { metadata } = await pending.stored;
  const done = pending.rows;

  // A cancel that came after the last batch, a run that finished before a restart, or a later run, wins: the
  // decider records nothing more then.
  const { newEvents } = await handleCommand(deps.eventStore, exportStreamOf(exportId), exportDecider, {
    type: 'CompleteExport',
    data: { exportId, blobId: metadata.id, rows: done, size: metadata.size, rowsAsOf, attempt },
    metadata: { now: (deps.clock ?? (() => new Date()))().toISOString() },
  });
  if (newEvents.length === 0)
    return stopped(await readExport(deps.eventStore, exportId), attempt) ? 'cancelled' : 'already-completed';
  await progress({ pass: pending.pass, done, total: done });
  return 'completed';
};
