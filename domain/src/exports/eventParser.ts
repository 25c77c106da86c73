import { exportFormats } from '@parks/schemas/admin/exports';
import { isReportFilter, type ReportFilter, reportIds } from '@parks/schemas/admin/reports';
import { languages } from '@parks/schemas/language';
import { staffRoles } from '@parks/schemas/roles';
import { integer, invalid, object, oneOf, optional, type Shape, streamParser, text } from '../shared/shape.ts';
import type { ExportEvent } from './events.ts';

const filter: Shape<ReportFilter> = (value) => (isReportFilter(value) ? { ...value } : invalid);

const actor = object({ userId: text, role: oneOf(staffRoles) });

/** The export stream's parser: the API and the exports worker read the stream through it. */
export const parseExportEvent = streamParser<ExportEvent>({
  ExportRequested: object({
    exportId: text,
    reportId: oneOf(reportIds),
    filter,
    format: oneOf(exportFormats),
    language: oneOf(languages),
    position: text,
    requestedBy: actor,
    requestedAt: text,
    attempt: optional(integer),
  }),
  ExportCompleted: object({
    exportId: text,
    reportId: oneOf(reportIds),
    filter,
    format: oneOf(exportFormats),
    position: text,
    requestedBy: actor,
    blobId: text,
    rows: integer,
    size: integer,
    rowsAsOf: optional(text),
    attempt: optional(integer),
    completedAt: text,
  }),
  ExportCancelled: object({ exportId: text, cancelledBy: actor, cancelledAt: text }),
});
