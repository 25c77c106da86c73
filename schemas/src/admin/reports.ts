import { mixed } from 'yup';

/**
 * The reports' ids and filters: a placeholder of the exports branch for the fixed interface; the reports branch
 * (p1-reports) owns this file, with a schema per report. On merge, take its version.
 */
export const reportIds = [
  'orders',
  'salesByProductMonth',
  'refundsByTypeMonth',
  'taxesByProvinceRate',
  'discountUsage',
  'portalOrdersByCustomerStatus',
] as const;
export type ReportId = (typeof reportIds)[number];

export const isReportId = (value: unknown): value is ReportId => reportIds.includes(value as ReportId);

export type ReportFilter = Readonly<Record<string, string | number | boolean | null>>;

export const reportFilterLimits = { keys: 40, keyLength: 64, valueLength: 200 } as const;

const isFilterValue = (value: unknown): boolean =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= reportFilterLimits.valueLength);

export const isReportFilter = (value: unknown): value is ReportFilter => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= reportFilterLimits.keys &&
    entries.every(([key, entry]) => key.length <= reportFilterLimits.keyLength && isFilterValue(entry))
  );
};

/** A report's filter: a small flat record of scalars (each report reads the keys it knows). */
export const reportFilterSchema = (_id: ReportId) =>
  mixed<ReportFilter>((value): value is ReportFilter => isReportFilter(value))
    .default({})
    .test('filter', 'admin.exports.filterInvalid', (value) => value === undefined || isReportFilter(value));

/** A report's filter validated (throws yup's ValidationError, carrying message keys). */
export const validReportFilter = (id: ReportId, input: unknown): ReportFilter =>
  reportFilterSchema(id).validateSync(input ?? {}, { abortEarly: false, stripUnknown: false }) ?? {};
