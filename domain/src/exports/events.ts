import type { ExportFormat } from '@parks/schemas/admin/exports';
import type { ReportFilter, ReportId } from '@parks/schemas/admin/reports';
import type { Language } from '@parks/schemas/language';
import type { StaffRole } from '@parks/schemas/roles';
import type { Event } from '../shared/decider.ts';

/** Who asked: the staff user and the role they acted in. */
export type ExportActor = Readonly<{ userId: string; role: StaffRole }>;

/**
 * An export asked for. The export id is made of the report, filter, format, language and log position, so the same
 * request at the same position is the same export; every requester is recorded (they may all read it).
 */
export type ExportRequested = Event<
  'ExportRequested',
  {
    exportId: string;
    reportId: ReportId;
    filter: ReportFilter;
    format: ExportFormat;
    language: Language;
    /** The log position the rows are read at (encoded, ordered as text). */
    position: string;
    requestedBy: ExportActor;
    requestedAt: string;
    /**
     * The run this request belongs to: 1 at first; a request after a cancel starts the next one (the export is
     * made again). Absent in requests recorded before attempts were: those are attempt 1.
     */
    attempt?: number;
  }
>;

/** The file is in the blob store (`blobId`, the sha256 of its bytes); the request repeated, so it reads alone. */
export type ExportCompleted = Event<
  'ExportCompleted',
  {
    exportId: string;
    reportId: ReportId;
    filter: ReportFilter;
    format: ExportFormat;
    position: string;
    requestedBy: ExportActor;
    blobId: string;
    rows: number;
    size: number;
    /**
     * The log position the rows reflect (encoded): every event up to it applied, none after it. At or after
     * `position`, as a job runs after it is asked for. Absent in exports completed before it was recorded.
     */
    rowsAsOf?: string;
    /** The run that made the file; absent in completions recorded before attempts were (attempt 1). */
    attempt?: number;
    completedAt: string;
  }
>;

export type ExportCancelled = Event<
  'ExportCancelled',
  { exportId: string; cancelledBy: ExportActor; cancelledAt: string }
>;

export type ExportEvent = ExportRequested | ExportCompleted | ExportCancelled;

export const exportEventTypes = ['ExportRequested', 'ExportCompleted', 'ExportCancelled'] as const;

export const exportStreamOf = (exportId: string): string => `export-${exportId}`;
