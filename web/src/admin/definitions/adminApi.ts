import {
  type AdminFamily,
  adminFamilies,
  type FormAnswer,
  type FormScreenAction,
  type ListAnswer,
  type RevisionDiffAnswer,
  type TreeAnswer,
  type WriteAnswer,
} from '@parks/schemas/admin/calls';
import type { ButtonName, ReportViewDefinition } from '@parks/schemas/admin/definitions';
import type { ExportFormat, ExportProgress } from '@parks/schemas/admin/exports';
import type { ScreenCall } from '@parks/schemas/admin/family';
import type { Language } from '@parks/schemas/language';
import type { PreviewLinkDto } from '@parks/schemas/preview';
import type { RegistrationDecisionInput } from '@parks/schemas/registration';
import type { StoreCode } from '@parks/schemas/store';
import { api, languageHeader } from '../../app/api.ts';
import type { SavedFile } from '../../lib/download.ts';

/**
 * The back office's family calls (schemas/src/admin/calls.ts), injected into the one API from the admin chunk
 * only. Every answer is in the page language, so each query takes `lng` (its own cache entry) and sends it.
 * Tags: one per family, `LIST` for its lists and the record id for its forms; a write invalidates both.
 */

type Scope = Readonly<{ family: AdminFamily; storeCode: StoreCode; lng: Language }>;

/** Query-string values: a list becomes its items joined by commas, empty values are left out. */
export type QueryValues = Readonly<Record<string, string>>;

export type ListCall = Scope & Readonly<{ page: number; search: string; advanced: QueryValues; view?: 'tree' }>;

export type FormCall = Scope &
  Readonly<{
    id: string;
    action: FormScreenAction;
    /** The form's current values when an `update` condition reloads the definition (§4), else empty. */
    values: QueryValues;
  }>;

/** A write: the JSON of the values after `toWire`, or a FormData when the form holds files (§7 multipart). */
export type WriteCall = Scope &
  Readonly<{
    /**
     * `Generate`: POST …/Generate, the discounts' batch of new codes; `Import`: POST …/Import, the products' file; a
     * screen's own call (`Annotate`, the descriptor's `screenSaves`): POST …/{call}/{id}.
     */
    verb: 'Create' | 'Update' | 'Delete' | 'Generate' | 'Import' | ScreenCall;
    id?: string;
    button?: ButtonName;
    body?: Readonly<Record<string, unknown>> | FormData;
  }>;

export type StatusCall = Readonly<{
  storeCode: StoreCode;
  revisionId: string;
  status: 'uat' | 'publish' | 'inactive';
  lng: Language;
}>;

/** The SMTP settings' test mail to `to`. */
export type TestEmailCall = Readonly<{ storeCode: StoreCode; lng: Language; to: string }>;

/** Two revisions of one entity to compare, older (`from`) to newer (`to`). */
export type DiffCall = Readonly<{ storeCode: StoreCode; from: string; to: string; lng: Language }>;

export type RestoreCall = Readonly<{ storeCode: StoreCode; revisionId: string; lng: Language }>;

/** Staff's decision on a portal self-registration of a user (schemas/src/registration.ts). */
type UserCall = Readonly<{ storeCode: StoreCode; userId: string; lng: Language }>;
export type RegistrationDecisionCall = UserCall & Readonly<{ decision: RegistrationDecisionInput }>;

/** A POST about one revision (`/Revisions/{call}/{id}`): its restore, its preview link. */
const revisionPost =
  (call: 'Restore' | 'Preview') =>
  ({ storeCode, revisionId, lng }: RestoreCall) => ({
    url: `/Revisions/${call}/${encodeURIComponent(revisionId)}`,
    method: 'POST',
    params: { storeCode },
    headers: languageHeader(lng),
    auth: 'user' as const,
  });

/** A report view: the report and its filter, as the build form sent it (schemas/src/admin/calls.ts, Reports). */
export type ReportViewCall = Readonly<{ storeCode: StoreCode; lng: Language; reportId: string; filter: QueryValues }>;

/** An export of what a report view shows: its report, filter and store, in the page language (its captions). */
export type ExportCall = ReportViewCall & Readonly<{ format: ExportFormat }>;

/** One export, read in the page language (its problems are). */
export type ExportRef = Readonly<{ exportId: string; lng: Language }>;

const listTag = (family: AdminFamily) => ({ type: family, id: 'LIST' }) as const;

/**
 * A revision moved or restored changes the lists and forms of whichever family owns its entity, which the answer
 * does not name: every family's cached screens go stale (a bare type invalidates each of its tags).
 */
const revisionTags = [...adminFamilies];

export const adminApi = api.enhanceEndpoints({ addTagTypes: [...adminFamilies] }).injectEndpoints({
  endpoints: (build) => ({
    // A report's list answers its report view (reports/build), the other families a table, Categories a tree.
    adminList: build.query<ListAnswer | TreeAnswer | ReportViewDefinition, ListCall>({
      query: ({ family, storeCode, lng, page, search, advanced, view }) => ({
        url: `/${family}/GetAll`,
        params: {
          storeCode,
          page,
          ...(search === '' ? {} : { search }),
          ...(view ? { view } : {}),
          ...advanced,
        },
        headers: languageHeader(lng),
        auth: 'user',
      }),
      providesTags: (_answer, _error, { family }) => [listTag(family)],
    }),
    adminForm: build.query<FormAnswer, FormCall>({
      query: ({ family, storeCode, lng, id, action, values }) => ({
        url: `/${family}/GetById/${encodeURIComponent(id)}`,
        params: { ...values, storeCode, action },
        headers: languageHeader(lng),
        auth: 'user',
      }),
      providesTags: (_answer, _error, { family, id }) => [{ type: family, id }],
    }),
    adminWrite: build.mutation<WriteAnswer, WriteCall>({
      query: ({ family, storeCode, lng, verb, id, button, body }) => ({
        url: `/${family}/${verb}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`,
        method: verb === 'Update' ? 'PUT' : verb === 'Delete' ? 'DELETE' : 'POST',
        params: { storeCode, ...(button ? { button } : {}) },
        headers: languageHeader(lng),
        // fetchBaseQuery sends a FormData as multipart (the browser sets its boundary) and an object as JSON.
        ...(body === undefined ? {} : { body }),
        auth: 'user',
      }),
      invalidatesTags: (_answer, error, { family, id }) =>
        error ? [] : [listTag(family), ...(id === undefined ? [] : [{ type: family, id }])],
    }),
    revisionStatus: build.mutation<WriteAnswer, StatusCall>({
      query: ({ storeCode, revisionId, status, lng }) => ({
        url: `/Revisions/UpdateStatus/${encodeURIComponent(revisionId)}`,
        method: 'PUT',
        params: { storeCode, status },
        headers: languageHeader(lng),
        auth: 'user',
      }),
      invalidatesTags: (_answer, error) => (error ? [] : revisionTags),
    }),
    // The SMTP settings' test mail (issue #24): nothing is written, so nothing to invalidate.
    sendTestEmail: build.mutation<WriteAnswer, TestEmailCall>({
      query: ({ storeCode, lng, to }) => ({
        url: '/Settings/SendTestEmail',
        method: 'POST',
        params: { storeCode },
        body: { to },
        headers: languageHeader(lng),
        auth: 'user',
      }),
    }),
    revisionDiff: build.query<RevisionDiffAnswer, DiffCall>({
      query: ({ storeCode, from, to, lng }) => ({
        url: '/Revisions/Diff',
        params: { storeCode, from, to },
        headers: languageHeader(lng),
        auth: 'user',
      }),
    }),
    revisionRestore: build.mutation<WriteAnswer, RestoreCall>({
      query: revisionPost('Restore'),
      invalidatesTags: (_answer, error) => (error ? [] : revisionTags),
    }),
    revisionPreview: build.mutation<PreviewLinkDto, RestoreCall>({ query: revisionPost('Preview') }),
    decideRegistration: build.mutation<WriteAnswer, RegistrationDecisionCall>({
      query: ({ storeCode, userId, lng, decision }) => ({
        url: `/Users/DecideRegistration/${encodeURIComponent(userId)}`,
        method: 'PUT',
        params: { storeCode },
        headers: languageHeader(lng),
        body: decision,
        auth: 'user',
      }),
      invalidatesTags: (_answer, error, { userId }) => (error ? [] : [listTag('Users'), { type: 'Users', id: userId }]),
    }),
    reportView: build.query<ReportViewDefinition, ReportViewCall>({
      query: ({ storeCode, lng, reportId, filter }) => ({
        url: `/Reports/View/${encodeURIComponent(reportId)}`,
        params: { ...filter, storeCode },
        headers: languageHeader(lng),
        auth: 'user',
      }),
      // A report reads the figures of now: never served from the cache of an earlier view.
      keepUnusedDataFor: 0,
    }),
    // Report exports (api/src/reports/exportRoutes.ts): start, follow (the screen polls while it runs), cancel, and
    // the file, which answers with Content-Disposition and so is saved by the base query.
    startExport: build.mutation<ExportProgress, ExportCall>({
      query: ({ storeCode, lng, reportId, filter, format }) => ({
        url: '/Reports/Export',
        method: 'POST',
        params: { storeCode },
        // The view's filter is its address's query, where an empty value is no value (as the view is read).
        body: {
          reportId,
          filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
          format,
          language: lng,
        },
        headers: languageHeader(lng),
        auth: 'user',
      }),
    }),
    exportProgress: build.query<ExportProgress, ExportRef>({
      query: ({ exportId, lng }) => ({
        url: `/Reports/Export/${encodeURIComponent(exportId)}`,
        headers: languageHeader(lng),
        auth: 'user',
      }),
      keepUnusedDataFor: 0,
    }),
    cancelExport: build.mutation<ExportProgress, ExportRef>({
      query: ({ exportId, lng }) => ({
        url: `/Reports/Export/${encodeURIComponent(exportId)}`,
        method: 'DELETE',
        headers: languageHeader(lng),
        auth: 'user',
      }),
      // The cancel's answer is the export's state now: the screen following it stops polling at once.
      onQueryStarted: async (ref, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer !== null) dispatch(adminApi.util.upsertQueryData('exportProgress', ref, answer.data));
      },
    }),
    downloadExport: build.mutation<SavedFile, ExportRef>({
      query: ({ exportId, lng }) => ({
        url: `/Reports/Export/${encodeURIComponent(exportId)}/File`,
        headers: languageHeader(lng),
        auth: 'user',
      }),
    }),
  }),
});

export const {
  useAdminListQuery,
  useAdminFormQuery,
  useAdminWriteMutation,
  useRevisionStatusMutation,
  useSendTestEmailMutation,
  useRevisionDiffQuery,
  useRevisionRestoreMutation,
  useRevisionPreviewMutation,
  useDecideRegistrationMutation,
  useReportViewQuery,
  useStartExportMutation,
  useExportProgressQuery,
  useCancelExportMutation,
  useDownloadExportMutation,
} = adminApi;
