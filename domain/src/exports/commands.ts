import type { Command } from '../shared/decider.ts';
import type { ExportActor, ExportCompleted, ExportRequested } from './events.ts';

export type RequestExport = Command<
  'RequestExport',
  Omit<ExportRequested['data'], 'requestedBy' | 'requestedAt' | 'attempt'> & { actor: ExportActor }
>;

export type CancelExport = Command<'CancelExport', { exportId: string; actor: ExportActor }>;

export type CompleteExport = Command<
  'CompleteExport',
  Pick<ExportCompleted['data'], 'exportId' | 'blobId' | 'rows' | 'size' | 'rowsAsOf'> & {
    /** The run whose file this is: a file of an older run than the export's current one is not recorded. */
    attempt: number;
  }
>;

export type ExportCommand = RequestExport | CancelExport | CompleteExport;
