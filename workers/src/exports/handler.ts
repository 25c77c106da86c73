/**
 * One export: read what was asked from the export stream, wait (bounded) for the report's read models to reach the
 * recorded log position, stream the rows through the format's writer straight into the blob store, report progress
 * every batch and look for a cancel between batches, then record ExportCompleted. Idempotent: a finished or
 * cancelled export is not run again, and a body cut short (cancel, crash, SIGKILL) never becomes a blob, so a
 * restarted job still leaves exactly one file.
 */
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
import type { ReportSource } from '@parks/projections/reports/source';
import { hasApplied } from '@parks/projections/runtime/checkpointWaiter';
import { decodePosition } from '@parks/projections/runtime/positions';
import { registryOf } from '@parks/projections/runtime/registry';
import { exportFiles } from '@parks/schemas/admin/exports';
import type { ReportId } from '@parks/schemas/admin/reports';
import { cellValue, exportedColumns } from './cells.ts';
import { exportWriter } from './formats.ts';

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
  /** How long to wait for the read models to reach the recorded position (default 30 s). */
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

const waitForReadModels = async (deps: ExportDeps, names: readonly string[], encoded: string): Promise<boolean> => {
  if (names.length === 0) return true;
  const position = decodePosition(encoded);
  const registry = registryOf(deps.checkpoints ?? deps.documents);
  const deadline = Date.now() + (deps.positionWaitMs ?? 30_000);
  for (;;) {
    const docs = await registry.find({ _id: { $in: [...names] } });
    const byName = new Map(docs.map((doc) => [doc._id, doc]));
    if (names.every((name) => hasApplied(byName.get(name), position))) return true;
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

  if (!(await waitForReadModels(deps, source.readModels, request.position))) {
    // A read model that handles none of the latest events may sit behind the head for a while: read it as it is.
    deps.logger.warn({ exportId, readModels: source.readModels }, 'read models behind the export position; exporting');
  }

  const { filter, language, format } = request;
  const columns = exportedColumns(source.columns(language));
  const total = await source.count(deps.documents, filter);
  await progress({ done: 0, total });

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
  const batchSize = deps.batchSize ?? 1_000;
  let done = 0;
  try {
    for await (const row of source.rows(deps.documents, filter, language)) {
      await writer.row(columns.map((column) => cellValue(column, row[column.name], language)));
      done += 1;
      if (done % batchSize === 0) {
        await progress({ done, total: Math.max(total, done) });
        if ((await readExport(deps.eventStore, exportId)).outcome.kind === 'cancelled') throw new ExportCancelled();
      }
    }
    await writer.end();
  } catch (error) {
    body.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => {});
    if (error instanceof ExportCancelled) return 'cancelled';
    throw error;
  }
  const { metadata } = await stored;

  // A cancel that came after the last batch, or a run that finished before a restart, wins: the decider records
  // nothing more then.
  const { newEvents } = await handleCommand(deps.eventStore, exportStreamOf(exportId), exportDecider, {
    type: 'CompleteExport',
    data: { exportId, blobId: metadata.id, rows: done, size: metadata.size },
    metadata: { now: (deps.clock ?? (() => new Date()))().toISOString() },
  });
  if (newEvents.length === 0)
    return (await readExport(deps.eventStore, exportId)).outcome.kind === 'cancelled'
      ? 'cancelled'
      : 'already-completed';
  await progress({ done, total: done });
  return 'completed';
};
