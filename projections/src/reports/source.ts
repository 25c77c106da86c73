import type { DocumentStore } from '@parks/infra/documents/port';
import type { Column, Row } from '@parks/schemas/admin/definitions';
import type { ReportFilter, ReportId } from '@parks/schemas/admin/reports';
import type { Localized } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';

/**
 * A report (back-office.md §2 reports, §3 "Report export") as a definition over read models: what the reports
 * view shows and what an export writes come from the same source, so they always agree.
 */
export type ReportSummaryLine = Readonly<{ property: string; value: string }>;
export type ReportSource = Readonly<{
  id: ReportId;
  title: (language: Language) => string;
  /** The read models it reads: an export waits for them to reach the recorded log position. */
  readModels: readonly string[];
  columns: (language: Language) => readonly Column[];
  count: (documents: DocumentStore, filter: ReportFilter) => Promise<number>;
  /** Every row in a stable order, read in batches (never the whole report in memory). */
  rows: (documents: DocumentStore, filter: ReportFilter, language: Language) => AsyncIterable<Row>;
  summary: (
    documents: DocumentStore,
    filter: ReportFilter,
    language: Language,
  ) => Promise<readonly ReportSummaryLine[]>;
}>;

/** A column of a report as declared once: the row field it shows, its caption in each language, money or not. */
export type ReportColumn = Readonly<{ name: string; caption: Localized; currency?: true }>;

/** The columns in one language, as the reports view and the export show them. */
export const columnsIn = (columns: readonly ReportColumn[], language: Language): Column[] =>
  columns.map(({ name, caption, currency }) => ({
    name,
    caption: caption[language],
    ...(currency ? { type: 'currency' as const } : {}),
  }));
