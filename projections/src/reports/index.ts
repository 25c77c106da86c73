import type { ReportId } from '@parks/schemas/admin/reports';
import {
  discountUsageReport,
  portalOrdersByCustomerStatusReport,
  refundsByTypeMonthReport,
  salesByProductMonthReport,
} from './aggregateReports.ts';
import { ordersReport } from './ordersReport.ts';
import type { ReportSource } from './source.ts';
import { taxesByProvinceRateReport } from './taxesReport.ts';

/** Every report of the back office, in the order the reports list shows them (that of `reportIds`). */
export const reportSources: readonly ReportSource[] = [
  ordersReport,
  salesByProductMonthReport,
  refundsByTypeMonthReport,
  taxesByProvinceRateReport,
  discountUsageReport,
  portalOrdersByCustomerStatusReport,
];

export const reportSourceOf = (id: ReportId): ReportSource | null =>
  reportSources.find((source) => source.id === id) ?? null;
