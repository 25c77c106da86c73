import type { ReportId } from '@parks/schemas/admin/reports';
import { ordersReport } from './ordersReport.ts';
import type { ReportSource } from './source.ts';

/** Every report of the back office, in the order the reports list shows them. */
export const reportSources: readonly ReportSource[] = [ordersReport];

export const reportSourceOf = (id: ReportId): ReportSource | null =>
  reportSources.find((source) => source.id === id) ?? null;
