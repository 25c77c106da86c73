import { mixed, object, string } from 'yup';
import { type Language, languages } from '../language.ts';
import { isReportFilter, type ReportFilter, type ReportId, reportIds } from './reports.ts';
import { storeCodeField } from './requests.ts';

/** An export's file formats (back-office.md §3, §9): pipe-separated text, Excel, PDF. */
export const exportFormats = ['pipe', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The extension and type each format is stored and downloaded under; the text is UTF-8, which the download's
 * Content-Type says. */
export const exportFiles: Readonly<Record<ExportFormat, Readonly<{ extension: string; contentType: string }>>> = {
  pipe: { extension: 'txt', contentType: 'text/plain' },
  xlsx: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
};

/**
 * Each report's key in its files' names: stable (not its title, which is in the caption language) and short, so
 * a folder of downloads sorts by report, then by date.
 */
export const reportFileKeys: Readonly<Record<ReportId, string>> = {
  orders: 'orders',
  salesByProductMonth: 'sales',
  refundsByTypeMonth: 'refunds',
  taxesByProvinceRate: 'taxes',
  discountUsage: 'discounts',
  portalOrdersByCustomerStatus: 'portal-orders',
};

/**
 * The name an export is stored and downloaded under: its report and its own date (the day it was asked, UTC, as
 * the clock recorded it), e.g. `taxes-2026-11-28.xlsx`. Issue #20 names files so; back-office.md §9's `report.pdf`
 * named every report's file alike.
 */
export const exportFileName = (reportId: ReportId, format: ExportFormat, requestedAt: string): string =>
  `${reportFileKeys[reportId]}-${new Date(requestedAt).toISOString().slice(0, 10)}.${exportFiles[format].extension}`;

/** The Excel export's one sheet (§9). */
export const EXPORT_SHEET_NAME = 'Organization';

export type ExportRequest = Readonly<{
  reportId: ReportId;
  filter: ReportFilter;
  format: ExportFormat;
  language: Language;
}>;

export const exportRequestSchema = object({
  reportId: string().required('admin.exports.reportRequired').oneOf(reportIds, 'admin.exports.reportUnknown'),
  filter: mixed<ReportFilter>((value): value is ReportFilter => isReportFilter(value))
    .default({})
    .test('filter', 'admin.exports.filterInvalid', (value) => value === undefined || isReportFilter(value)),
  format: string().required('admin.exports.formatRequired').oneOf(exportFormats, 'admin.exports.formatInvalid'),
  /** The captions' language; the request's Accept-Language when absent. */
  language: string().oneOf([...languages, undefined], 'admin.exports.languageInvalid'),
}).noUnknown('admin.exports.unknownField');

/** The store the report is read for (optional: a report over both stores names none). */
export const exportQuerySchema = object({ storeCode: storeCodeField() });

export const exportStates = ['waiting', 'running', 'completed', 'cancelled', 'failed'] as const;
export type ExportState = (typeof exportStates)[number];

/**
 * What the exporter polls: the state (a file is there once `completed`) and rows written of the report's count
 * (`done` of `total`) in read pass `pass` (1 when none runs). An export whose rows changed while it read them
 * starts again from the first row, on pass 2 and on. A completed export has all its rows done and says which log
 * position they reflect (`rowsAsOf`, encoded like the request's position), when it was recorded.
 */
export type ExportProgress = Readonly<{
  exportId: string;
  state: ExportState;
  pass: number;
  done: number;
  total: number;
  rowsAsOf?: string;
  /** The name the file downloads under (`exportFileName`). */
  fileName: string;
}>;
