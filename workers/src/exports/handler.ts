/**
 * One export: read what was asked from the export stream; read the rows as of one log position R, at or after the
 * recorded one (reports/asOf.ts: wait for the read models to reach R, spool the rows to a temp file, read again if
 * anything changed meanwhile); stream the spooled rows through the format's writer straight into the blob store,
 * reporting progress every batch (phase `reading`: rows read of the count; then phase `writing`: rows written of
 * those read) and looking for a cancel between batches; then record ExportCompleted with R as `rowsAsOf`.
 * Idempotent: a finished or cancelled run is not run again, and a body cut short (cancel, crash, SIGKILL) never
 * becomes a blob, so a restarted job still leaves exactly one file. A job runs one run (`attempt`) of the export:
 * once the export is asked again after a cancel, the next run's job makes it, and the older job stops.
 */
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import { exportDecider } from '@parks/domain/exports/decider';
import { parseExportEvent } from '@parks/domain/exports/eventParser';
import { exportStreamOf } from '@parks/domain/exports/events';
import { type ExportStreamState, evolveExport, initialExportState } from '@parks/domain/exports/state';
import type { BlobStore } from '@parks/infra/blobs/port';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { DocumentStore } from '@parks/infra/documents/port';
import { StreamDeletedError, StreamNotFoundError } from '@parks/infra/eventStore/errors';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import { ReadModelsBehind, RowsKeptChanging, readAsOf } from '@parks/projections/reports/asOf';
import type { ReportSource } from '@parks/projections/reports/source';
import { type ExportPhase, exportFiles } from '@parks/schemas/admin/exports';
import type { ReportId } from '@parks/schemas/admin/reports';
import { cellValue, exportedColumns } from './cells.ts';
import { exportWriter } from './formats.ts';
import { openSpool, type Spool, spoolRootOf } from './spool.ts';

/** `done` of `total` in the current phase: rows read into the spool, then rows of the spool written to the file. */
export type ExportProgressReport = Readonly<{ phase: ExportPhase; done: number; total: number }>;

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
  /** The dir whose spool root (spoolRootOf) holds the rows between the read and the file (default the OS temp dir). */
  spoolDir?: string;
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
  const total = await source.count(deps.documents, filter);
  await progress({ phase: 'reading', done: 0, total });

  let spooled: Spool;
  let rowsAsOf: string;
  try {
    const read = await readAsOf<Spool>({
      store: deps.checkpoints ?? deps.documents,
      readModels: source.readModels,
      atLeast: request.position,
      waitFor: (reached) => until(reached, deps.positionWaitMs ?? 30_000),
      read: async () => {
        const spool = await openSpool(spoolRootOf(deps.spoolDir ?? tmpdir()));
        try {
          for await (const row of source.rows(deps.documents, filter, language)) {
            const draining = spool.write(columns.map((column) => cellValue(column, row[column.name], language)));
            if (draining !== undefined) await draining;
            if (spool.count % batchSize === 0) {
              await progress({ phase: 'reading', done: spool.count, total: Math.max(total, spool.count) });
              if (await cancelled()) throw new ExportCancelled();
            }
          }
          await spool.end();
          return spool;
        } catch (error) {
          await spool.remove();
          throw error;
        }
      },
      discard: (spool) => spool.remove(),
      onRetry: (details) =>
        deps.logger.info({ exportId, ...details }, 'read models changed while the rows were read; reading again'),
    });
    spooled = read.value;
    rowsAsOf = read.asOf;
  } catch (error) {
    if (error instanceof ExportCancelled) return 'cancelled';
    if (error instanceof ReadModelsBehind || error instanceof RowsKeptChanging) {
      deps.logger.warn({ exportId, reason: error.message }, 'export failed; the queue retries it');
    }
    throw error;
  }

  const body = new PassThrough();
  const file = exportFiles[format];
  const stored = deps.blobs.put(body, { contentType: file.contentType, originalName: file.name });
  // Until the writer is done, a failing put must not go unhandled; it is awaited below.
  stored.catch(() => {});
  const writer = exportWriter(format, body, {
    captions: columns.map((column) => column.caption),
    title: source.title(language),
    createdAt: new Date(request.requestedAt),
  });
  const rows = spooled.count;
  let done = 0;
  await progress({ phase: 'writing', done, total: rows });
  try {
    for await (const chunk of spooled.read()) {
      for (const cells of chunk) {
        await writer.row(cells);
        done += 1;
        if (done % batchSize === 0) {
          await progress({ phase: 'writing', done, total: rows });
          if (await cancelled()) throw new ExportCancelled();
        }
      }
    }
    await writer.end();
  } catch (error) {
    body.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => {});
    if (error instanceof ExportCancelled) return 'cancelled';
    throw error;
  } finally {
    await spooled.remove();
  }
  const { metadata } = await stored;

  // A cancel that came after the last batch, a run that finished before a restart, or a later run, wins: the
  // decider records nothing more then.
  const { newEvents } = await handleCommand(deps.eventStore, exportStreamOf(exportId), exportDecider, {
    type: 'CompleteExport',
    data: { exportId, blobId: metadata.id, rows: done, size: metadata.size, rowsAsOf, attempt },
    metadata: { now: (deps.clock ?? (() => new Date()))().toISOString() },
  });
  if (newEvents.length === 0)
    return stopped(await readExport(deps.eventStore, exportId), attempt) ? 'cancelled' : 'already-completed';
  await progress({ phase: 'writing', done, total: done });
  return 'completed';
};
