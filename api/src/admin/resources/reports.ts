/**
 * Reports (back-office.md §2 reports, reports/build/{id?}; §3 "Report export"; §6: LMG and SuperUser, both stores):
 *
 *   GET /api/Reports/GetAll?storeCode=                        → the reports list (a ListAnswer, a row per report)
 *   GET /api/Reports/GetById/{reportId|new}?storeCode=&action=create
 *        → the build form: `new` chooses the report, a report id gives that report's filters
 *   GET /api/Reports/View/{reportId}?storeCode=&{filter fields} → a ReportViewDefinition (its first rows)
 *
 * A report is a source of `@parks/projections/reports` (its columns, rows and summary over read models); its filter
 * is the report's yup schema (`@parks/schemas/admin/reports`), read from the query string, unknown fields refused.
 * The orders report's store is the back office's own (`storeCode`), so its rows are the orders list's.
 */
import type Router from '@koa/router';
import { reportDocuments } from '@parks/projections/reports/documents';
import { reportSourceOf, reportSources } from '@parks/projections/reports/index';
import type { ListAnswer } from '@parks/schemas/admin/calls';
import type {
  Column,
  Field,
  FormDefinition,
  InputField,
  ReportViewDefinition,
  Row,
} from '@parks/schemas/admin/definitions';
import { reportsFamily } from '@parks/schemas/admin/families/reports/family';
import { reportsScreen } from '@parks/schemas/admin/families/reports/texts';
import {
  isReportId,
  type ReportFilter,
  type ReportId,
  reportFilterFields,
  reportFilterSchema,
  reportIds,
  reportLimits,
  withAdminStore,
} from '@parks/schemas/admin/reports';
import { listQuerySchema } from '@parks/schemas/admin/requests';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { orderStatuses, orderStatusLabel } from '@parks/schemas/orders';
import { ProblemError } from '../../http/problems.ts';
import { validInput } from '../../http/validate.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter } from '../calls.ts';
import type { AdminDeps } from '../deps.ts';
import { kit, type Texts, tableAnswer } from '../forms.ts';
import { invalidAction, refuseVerb } from '../problems.ts';
import { type AdminCall, type AdminResource, declaredBy } from '../registry.ts';

const texts: Texts = reportsScreen;

const t = (language: Language, key: string): string => texts[language][key] ?? key;

const unknownReport = (): ProblemError => new ProblemError(404, 'admin.reports.unknown');

const sourceOf = (id: string) => {
  const source = isReportId(id) ? reportSourceOf(id) : null;
  if (source === null) throw unknownReport();
  return source;
};

const text = (language: Language, name: string, type: 'text' | 'number' = 'text'): InputField => ({
  name,
  component: 'input',
  type,
  caption: t(language, name),
  initialValue: '',
});
const dropdown = (language: Language, name: string, values: readonly string[], label: (value: string) => string) =>
  ({
    name,
    component: 'singleselect',
    type: 'dropdown',
    caption: t(language, name),
    // "Any" is the option of id 0 (§5), sent as 0: the filter schemas read it as no value.
    options: values.map((value) => ({
      id: value === '' ? 0 : value,
      name: label(value),
      value,
      isSelected: value === '',
    })),
    initialValue: 0,
  }) satisfies Field;

/** The build form's fields of each report: its filters (the orders report's most used ones). */
const filterFields = (language: Language, id: ReportId): readonly Field[] => {
  const status = dropdown(language, 'status', ['', ...orderStatuses], (value) =>
    value === '' ? t(language, 'any') : translate(language, orderStatusLabel(value as (typeof orderStatuses)[number])),
  );
  const store = dropdown(language, 'store', ['', 'b2c', 'b2b'], (value) => t(language, value === '' ? 'both' : value));
  const months = [text(language, 'monthFrom'), text(language, 'monthTo')];
  switch (id) {
    case 'orders':
      return [
        text(language, 'search'),
        status,
        text(language, 'dateOrderedFrom'),
        text(language, 'dateOrderedTo'),
        text(language, 'totalFrom', 'number'),
        text(language, 'totalTo', 'number'),
      ];
    case 'salesByProductMonth':
    case 'refundsByTypeMonth':
    case 'taxesByProvinceRate':
      return [store, ...months];
    case 'discountUsage':
      return months;
    case 'portalOrdersByCustomerStatus':
      return [text(language, 'budgetCode'), status, ...months];
  }
};

const buildForm = (call: AdminCall, id: string): FormDefinition => {
  const { language } = call;
  const { button } = kit(call, 'reports', texts);
  const buttons = [button('submit', true), button('cancel', false)];
  if (id === 'new') {
    return {
      mode: 'edit',
      entityId: null,
      title: t(language, 'title.choose'),
      sections: [
        {
          name: 'report',
          title: t(language, 'report'),
          width: 12,
          fields: [
            {
              ...dropdown(language, 'reportId', reportIds, (value) => sourceOf(value).title(language)),
              caption: t(language, 'report'),
              options: reportSources.map((source, index) => ({
                id: source.id,
                name: source.title(language),
                value: source.id,
                isSelected: index === 0,
              })),
              initialValue: reportIds[0],
              validation: [{ name: 'required', message: translate(language, 'admin.reports.unknown') }],
            },
          ],
        },
      ],
      conditions: [],
      buttons,
    };
  }
  const source = sourceOf(id);
  return {
    mode: 'edit',
    entityId: source.id,
    title: source.title(language),
    sections: [
      {
        name: 'filters',
        title: t(language, 'filters'),
        width: 12,
        fields: [
          { name: 'reportId', component: 'input', type: 'hidden', initialValue: source.id },
          ...filterFields(language, source.id),
        ],
      },
    ],
    conditions: [],
    buttons,
  };
};

export const reportsResource = (_deps: AdminDeps): AdminResource => ({
  ...declaredBy(reportsFamily),
  listQuery: listQuerySchema,
  values: undefined,
  getAll: async (call): Promise<ListAnswer> => {
    const { button } = kit(call, 'reports', texts);
    const columns: Column[] = [
      { name: 'id', caption: 'Id', type: 'hidden' },
      { name: 'title', caption: t(call.language, 'report') },
    ];
    const rows: Row[] = reportSources.map((source) => ({ id: source.id, title: source.title(call.language) }));
    // One page, the reports, whatever the request asked.
    return tableAnswer(
      { page: 1, search: '' },
      {
        title: t(call.language, 'title.list'),
        columns,
        rows,
        components: { search: false, paging: false },
        showMore: false,
        buttons: [button('details', false)],
      },
    );
  },
  getById: async (call, id, action) => {
    if (action !== 'create') {
      throw invalidAction();
    }
    return buildForm(call, id);
  },
  create: refuseVerb,
  update: refuseVerb,
  remove: refuseVerb,
});

/**
 * The filter of a view request: the query string but the back office's store (for the orders report, that store is
 * its filter), empty values left out as every list does; a field the report does not take is refused (422).
 */
export const reportFilterOf = (id: ReportId, call: AdminCall, query: Readonly<Record<string, unknown>>) => {
  const { storeCode: _admin, ...given } = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  const known = new Set(reportFilterFields(id));
  const unknown = Object.keys(given).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ProblemError(422, 'validation.invalid', {
      errors: Object.fromEntries(unknown.map((name) => [name, ['validation.invalid']])),
    });
  }
  return validInput(reportFilterSchema(id), withAdminStore(id, given, call.storeCode)) as ReportFilter;
};

/** The report view of one report and filter: its summary, with the row count first, and its first rows. */
export const reportView = async (
  deps: Pick<AdminDeps, 'projections'>,
  call: AdminCall,
  id: ReportId,
  filter: ReportFilter,
): Promise<ReportViewDefinition> => {
  const source = sourceOf(id);
  const { language } = call;
  const documents = reportDocuments(deps.projections);
  const [count, summary] = await Promise.all([
    source.count(documents, filter),
    source.summary(documents, filter, language),
  ]);
  const values: Row[] = [];
  for await (const row of source.rows(documents, filter, language)) {
    if (values.length === reportLimits.viewRows) break;
    values.push(row);
  }
  const counts = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA');
  return {
    mode: 'reportview',
    title: source.title(language),
    summary: [
      { property: t(language, 'rows'), value: counts.format(count) },
      ...(values.length < count ? [{ property: t(language, 'shown'), value: counts.format(values.length) }] : []),
      ...summary,
    ],
    fields: source.columns(language),
    values,
    filename: `${id}-${call.storeCode}-${call.now.slice(0, 10)}`,
  };
};

export const reportsExtraRouter = (deps: AdminDeps, resource: AdminResource): Router<AppState> =>
  adminFamilyRouter(resource).get('/View/:reportId', async (ctx) => {
    const reportId = ctx.params.reportId ?? '';
    if (!isReportId(reportId)) throw unknownReport();
    const query = ctx.query as Readonly<Record<string, unknown>>;
    const call = adminCallOf(ctx, deps, resource, query.storeCode);
    const filter = reportFilterOf(reportId, call, query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reportView(deps, call, reportId, filter);
  });
