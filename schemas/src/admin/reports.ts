import { type ObjectShape, object, string } from 'yup';
import { text } from '../fields.ts';
import { orderStatuses } from '../orders.ts';
import { msg } from '../texts/messages/index.ts';
import { searchOrdersBodySchema, searchOrdersQuerySchema } from './orders.ts';
import { storeCodeField } from './requests.ts';
import { oneOf } from './schemaParts.ts';

/**
 * The back office's reports (back-office.md §2 reports, reports/build; §3 "Report export"). A report is a
 * definition over a read model: its columns, its rows, and summary lines. Each report has its own filters, all
 * of them scalars, so a filter travels as a query string (`GET /api/Reports/View/{reportId}?…`, calls.ts) and is
 * recorded as is with an export.
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
export const isReportId = (value: unknown): value is ReportId =>
  typeof value === 'string' && (reportIds as readonly string[]).includes(value);

/** A report's filter as validated: scalars only, every value bounded by the report's schema. */
export type ReportFilter = Readonly<Record<string, string | number | boolean | null>>;

/** The bounds of any report filter as stored in an event (each report's schema is stricter). */
export const reportFilterLimits = { keys: 64, keyLength: 40, valueLength: 200 } as const;

const isFilterValue = (value: unknown): boolean =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= reportFilterLimits.valueLength);

/** The shape of a report filter read back from an event: a small flat record of bounded scalars. */
export const isReportFilter = (value: unknown): value is ReportFilter => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= reportFilterLimits.keys &&
    entries.every(([key, entry]) => key.length <= reportFilterLimits.keyLength && isFilterValue(entry))
  );
};

/** How many rows a report view shows at once; the export carries all of them. */
export const reportLimits = { viewRows: 100, budgetCode: 50 } as const;

const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
/** A calendar month `YYYY-MM` (the month-year picker's value), or '' for no bound. */
const month = () =>
  text(7)
    .max(7, msg('admin.reports.month.invalid'))
    .transform((value: unknown) => (value === null ? '' : value))
    .default('')
    .test(
      'month',
      msg('admin.reports.month.invalid'),
      (value) => value === undefined || value === '' || isMonth(value),
    );

const monthRange = {
  monthFrom: month(),
  monthTo: month().test(
    'range',
    msg('admin.reports.monthRange.invalid'),
    (to, context) => to === '' || to === undefined || context.parent.monthFrom === '' || context.parent.monthFrom <= to,
  ),
};

/**
 * The orders' store, or '' for both: the aggregates sum either store's orders. Named `store`, as `storeCode` is the
 * back office's own (the store whose admin asks).
 */
const eitherStore = () =>
  string()
    .transform((value: unknown, original: unknown) => (isAnyChoice(original) ? '' : value))
    .oneOf(['', 'b2c', 'b2b'], msg('admin.storeCode.invalid'))
    .default('');

/** A dropdown's "Any" (the option of id 0, §5), or no value. */
const isAnyChoice = (original: unknown): boolean =>
  original === null || original === undefined || original === 0 || original === '0';

const strictObject = <S extends ObjectShape>(shape: S) =>
  object(shape).noUnknown(msg('validation.invalid')).default({});

/**
 * The orders report reads the admin order list's own query: the store (required: the list is one store's), the
 * keyword and the advanced search, so its row count is the list's count for the same filter.
 */
const ordersFilter = searchOrdersQuerySchema
  .omit(['page'])
  .shape({ storeCode: storeCodeField().required(msg('admin.storeCode.required')) })
  .concat(searchOrdersBodySchema)
  .noUnknown(msg('validation.invalid'));

const schemas = {
  orders: ordersFilter,
  salesByProductMonth: strictObject({ store: eitherStore(), ...monthRange }),
  refundsByTypeMonth: strictObject({ store: eitherStore(), ...monthRange }),
  taxesByProvinceRate: strictObject({ store: eitherStore(), ...monthRange }),
  // Promo codes are the public store's (back-office.md §1 Discounts).
  discountUsage: strictObject({ ...monthRange }),
  portalOrdersByCustomerStatus: strictObject({
    budgetCode: text(reportLimits.budgetCode).max(reportLimits.budgetCode, msg('validation.invalid')).default(''),
    status: oneOf(['', ...orderStatuses] as const)
      .transform((value: unknown, original: unknown) => (isAnyChoice(original) ? '' : value))
      .default(''),
    ...monthRange,
  }),
};

/** A report filter's schema as the API and the web use it (a yup object schema, narrowed to what they call). */
export type ReportFilterSchema = Readonly<{
  validateSync: (
    value: unknown,
    options: { abortEarly: false; stripUnknown: boolean },
  ) => Readonly<Record<string, unknown>>;
  describe: () => unknown;
  fields: Readonly<Record<string, unknown>>;
}>;

/** The yup schema of a report's filter: unknown fields refused (when not stripped), each value bounded. */
export const reportFilterSchema = (id: ReportId): ReportFilterSchema => schemas[id];

/** The fields a report's filter takes. */
export const reportFilterFields = (id: ReportId): readonly string[] => Object.keys(schemas[id].fields);

/**
 * The filter a report reads when the back office of `storeCode` asks: the Orders report is one store's list, so it
 * reads the asking store; the others name their orders' store in their own `store` field (the admin's is not theirs).
 */
export const withAdminStore = (
  id: ReportId,
  filter: Readonly<Record<string, unknown>>,
  storeCode: string | undefined,
): Readonly<Record<string, unknown>> =>
  id === 'orders' && storeCode !== undefined ? { ...filter, storeCode } : filter;

/** A report's filter validated (throws yup's ValidationError, carrying message keys). */
export const validReportFilter = (id: ReportId, input: unknown): ReportFilter =>
  // Every field of every schema is a scalar: the validated object is a ReportFilter.
  schemas[id].validateSync(input ?? {}, { abortEarly: false, stripUnknown: false }) as ReportFilter;
