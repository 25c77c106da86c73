/**
 * One export: read what was asked from the export stream; read the rows as of one log position R, at or after the
 * recorded one (reports/asOf.ts: wait for the read models to reach R, spool the rows to a temp file, read again if
 * anything changed meanwhile); stream the spooled rows through the format's writer straight into the blob store,
 * reporting progress every batch (rows read, then rows written) and looking for a cancel between batches; then
 * record ExportCompleted with R as `rowsAsOf`. Idempotent: a finished or
 * cancelled export is not run again, and a body cut short (cancel, crash, SIGKILL) never becomes a blob, so a
 * restarted job still leaves exactly one file.
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
import { exportFiles } from '@parks/schemas/admin/exports';
import type { ReportId } from '@parks/schemas/admin/reports';
import { cellValue, exportedColumns } from './cells.ts';
import { exportWriter } from './formats.ts';
import { openSpool, type Spool } from './spool.ts';

export type ExportProgressReport = Readonly<{ done: number; total: number }>;

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
  /** Where the rows wait between the read and the file (default the OS temp dir). */
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

export const runExport = async (
  exportId: string,
  progress: (report: ExportProgressReport) => Promise<void>,
  deps: ExportDeps,
): Promise<ExportOutcome> => {
  const state = await readExport(deps.eventStore, exportId);
  const request = state.request;
  if (request === null) return 'skipped';
  if (state.outcome.kind === 'completed') return 'already-completed';
  if (state.outcome.kind === 'cancelled') return 'cancelled';
  const source = deps.sourceOf(request.reportId);
  if (source === undefined) return 'skipped';

  const { filter, language, format } = request;
  const columns = exportedColumns(source.columns(language));
  const batchSize = deps.batchSize ?? 1_000;
  const cancelled = async (): Promise<boolean> =>
    (await readExport(deps.eventStore, exportId)).outcome.kind === 'cancelled';
  const total = await source.count(deps.documents, filter);
  await progress({ done: 0, total });

  let spooled: Spool;
  let rowsAsOf: string;
  try {
    const read = await readAsOf<Spool>({
      store: deps.checkpoints ?? deps.documents,
      readModels: source.readModels,
      atLeast: request.position,
      waitFor: (reached) => until(reached, deps.positionWaitMs ?? 30_000),
      read: async () => {
        const spool = await openSpool(deps.spoolDir ?? tmpdir());
        try {
          for await (const row of source.rows(deps.documents, filter, language)) {
            const draining = spool.write(columns.map((column) => cellValue(column, row[column.name], language)));
            if (draining !== undefined) await draining;
            if (spool.count % batchSize === 0) {
              await progress({ done: spool.count, total: Math.max(total, spool.count) });
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
  try {
    for await (const chunk of spooled.read()) {
      for (const cells of chunk) {
        await writer.row(cells);
        done += 1;
        if (done % batchSize === 0) {
          await progress({ done, total: rows });
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

  // A cancel that came after the last batch, or a run that finished before a restart, wins: the decider records
  // nothing more then.
  const { newEvents } = await handleCommand(deps.eventStore, exportStreamOf(exportId), exportDecider, {
    type: 'CompleteExport',
    data: { exportId, blobId: metadata.id, rows: done, size: metadata.size, rowsAsOf },
    metadata: { now: (deps.clock ?? (() => new Date()))().toISOString() },
  });
  if (newEvents.length === 0)
    return (await readExport(deps.eventStore, exportId)).outcome.kind === 'cancelled'
      ? 'cancelled'
      : 'already-completed';
  await progress({ done, total: done });
  return 'completed';
};
