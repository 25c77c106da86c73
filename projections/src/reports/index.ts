import type { ReportId } from '@parks/schemas/admin/reports';
import type { ReportSource } from './source.ts';

/**
 * The reports' sources. Placeholder of the exports branch: the reports branch (p1-reports) owns this file and
 * lists its sources here; on merge, take its version.
 */
export const reportSources: readonly ReportSource[] = [];

export const reportSourceOf = (id: ReportId): ReportSource | undefined =>
  reportSources.find((source) => source.id === id);
