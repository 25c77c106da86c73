import type { ButtonName } from '@parks/schemas/admin/definitions';
import type { StoreCode } from '@parks/schemas/store';
import { useMemo } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { useAdminFormQuery, useAdminListQuery, useReportViewQuery } from '../definitions/adminApi.ts';
import { FormRenderer } from '../definitions/FormRenderer.tsx';
import { queryValuesOf } from '../definitions/formView.ts';
import { ListRenderer } from '../definitions/ListRenderer.tsx';
import { problemOf } from '../definitions/problem.ts';
import { ReportViewRenderer } from '../definitions/ReportViewRenderer.tsx';
import { LoadProblem } from '../definitions/ResourceScreens.tsx';
import { useAdminTexts } from '../definitions/texts.ts';
import { ReportExports } from './ReportExports.tsx';
import './reports.css';

/**
 * The reports area (back-office.md §2 reports, reports/build/{id?}): the list of reports, the build form (the
 * server's: `new` chooses a report, a report id gives its filters) and the report view it leads to,
 * `view/{reportId}?{filter}`, drawn by the report view renderer, printable and exported (ReportExports). The filter lives in the address, so a
 * view can be reloaded, bookmarked and printed as it is.
 */
type Scope = Readonly<{ store: StoreCode; base: string }>;

function ReportsList({ store, base }: Scope) {
  const lng = useLanguage();
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const { data, error, isFetching } = useAdminListQuery({
    family: 'Reports',
    storeCode: store,
    lng,
    page: 1,
    search: '',
    advanced: {},
  });
  useDocumentTitle(data?.mode === 'table' ? data.title : '');
  const problem = problemOf(error);
  if (problem && !data) return <LoadProblem problem={problem} />;
  if (data?.mode !== 'table') return <p role="status">{texts.loading}</p>;
  const noop = () => undefined;
  return (
    <ListRenderer
      definition={data}
      rows={data.rows}
      search=""
      loading={isFetching}
      onSearch={noop}
      onAdvancedSearch={noop}
      onShowAll={noop}
      onLoadMore={noop}
      // A row's button opens `details/{id}`: a report's details are its build form.
      onOpen={(path) => navigate(`${base}/build/${path.split('/').slice(1).join('/')}`)}
    />
  );
}

function BuildScreen({ store, base }: Scope) {
  const lng = useLanguage();
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const { id } = useParams();
  const reportId = id ?? 'new';
  const { data, error } = useAdminFormQuery({
    family: 'Reports',
    storeCode: store,
    lng,
    id: reportId,
    action: 'create',
    values: {},
  });
  useDocumentTitle(data?.title ?? '');
  const problem = problemOf(error);
  if (problem && !data) return <LoadProblem problem={problem} />;
  if (!data) return <p role="status">{texts.loading}</p>;
  const submit = async (values: Readonly<Record<string, unknown>>, _button: ButtonName) => {
    const { reportId: chosen, ...filter } = queryValuesOf(values);
    if (chosen === undefined || chosen === '') return null;
    // The chooser leads to the report's own filters; a report's filters lead to its view.
    if (reportId === 'new') navigate(`${base}/build/${encodeURIComponent(chosen)}`);
    else navigate(`${base}/view/${encodeURIComponent(chosen)}?${new URLSearchParams(filter).toString()}`);
    return null;
  };
  return (
    <FormRenderer
      key={reportId}
      definition={data}
      onSubmit={submit}
      onReload={() => undefined}
      onCancel={() => navigate(reportId === 'new' ? base : `${base}/build`)}
      onAction={() => undefined}
    />
  );
}

function ViewScreen({ store, base }: Scope) {
  const lng = useLanguage();
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => Object.fromEntries(new URLSearchParams(query)), [query]);
  const { data, error } = useReportViewQuery({ storeCode: store, lng, reportId: id, filter });
  useDocumentTitle(data?.title ?? '');
  const problem = problemOf(error);
  const back = () => navigate(`${base}/build/${encodeURIComponent(id)}`);
  if (problem && !data) {
    return (
      <>
        <LoadProblem problem={problem} />
        <button type="button" className="button button-secondary" onClick={back}>
          {texts.changeFilters}
        </button>
      </>
    );
  }
  if (!data) return <p role="status">{texts.loading}</p>;
  return (
    <div className="admin-report-screen">
      <ReportViewRenderer
        definition={data}
        actions={
          <>
            <div className="admin-report-actions">
              <button type="button" className="button button-primary" onClick={() => window.print()}>
                {texts.print}
              </button>
              <button type="button" className="button button-secondary" onClick={back}>
                {texts.changeFilters}
              </button>
            </div>
            <ReportExports store={store} reportId={id} filter={filter} />
          </>
        }
      />
    </div>
  );
}

/** The reports area's screens, relative to `{store}/reports`. */
export function ReportsScreens({ store }: Readonly<{ store: StoreCode }>) {
  const lng = useLanguage();
  const base = `/${lng}/admin/${store}/reports`;
  const scope: Scope = { store, base };
  return (
    <div className="admin-resource">
      <Routes>
        <Route path={`${store}/reports`} element={<ReportsList {...scope} />} />
        <Route path={`${store}/reports/build/:id?`} element={<BuildScreen {...scope} />} />
        <Route path={`${store}/reports/view/:id`} element={<ViewScreen {...scope} />} />
      </Routes>
    </div>
  );
}
