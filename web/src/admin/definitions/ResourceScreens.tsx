import { type AdminFamily, type FormScreenAction, formScreenActions } from '@parks/schemas/admin/calls';
import type { ButtonName, OptionId, Row } from '@parks/schemas/admin/definitions';
import { adminFamilySpec } from '@parks/schemas/admin/families';
import { isStoreCode, type StoreCode } from '@parks/schemas/store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams, useResolvedPath, useSearchParams } from 'react-router-dom';
import { Alert, type AlertKind } from '../../components/Alert.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useLanguage } from '../../lib/text.ts';
import { RevisionTools } from '../revisions/RevisionTools.tsx';
import { SettingsRecordLinks, TestEmail } from '../settings/SettingsTools.tsx';
import { RegistrationDecision } from '../users/RegistrationDecision.tsx';
import {
  type QueryValues,
  type StatusCall,
  useAdminFormQuery,
  useAdminListQuery,
  useAdminWriteMutation,
  useRevisionStatusMutation,
} from './adminApi.ts';
import { FormRenderer, Message } from './FormRenderer.tsx';
import { importBody, queryValuesOf, requestBody } from './formView.ts';
import { ListRenderer, rowActions } from './ListRenderer.tsx';
import { problemOf, type ShownProblem } from './problem.ts';
import { ReportViewRenderer } from './ReportViewRenderer.tsx';
import { TreeRenderer } from './TreeRenderer.tsx';
import { useAdminTexts } from './texts.ts';

export type NoticeKind = Extract<AlertKind, 'success' | 'error'>;
export type OnNotice = (kind: NoticeKind, text: string) => void;

/** Show all (§4, §9). */
export const showAllPage = 100_000;

const isFormScreenAction = (value: unknown): value is FormScreenAction =>
  formScreenActions.includes(value as FormScreenAction);

/** The form screen of a sub-path's word, through the family's aliases (its descriptor's `screenAliases`). */
const screenActionOf = (family: AdminFamily, word: string | undefined): string | undefined =>
  (word === undefined ? undefined : adminFamilySpec(family).screenAliases?.[word]) ?? word;

/** The sub-path of a screen (`edit/12`), in the family's own words (`adjust/12`). */
const screenPathOf = (family: AdminFamily, path: string): string => {
  const [word = '', ...rest] = path.split('/');
  const aliases = adminFamilySpec(family).screenAliases ?? {};
  const alias = Object.entries(aliases).find(([, action]) => action === word)?.[0];
  return alias === undefined ? path : [alias, ...rest].join('/');
};

const revisionStatuses: readonly StatusCall['status'][] = ['uat', 'publish', 'inactive'];
const isRevisionStatus = (button: ButtonName): button is StatusCall['status'] =>
  (revisionStatuses as readonly string[]).includes(button);

/** Where a screen came from: a list that opened it (`fromList`) is gone back to through history, keeping its search. */
type ScreenState = Readonly<{ fromList?: boolean }>;

type Scope = Readonly<{ family: AdminFamily; storeCode: StoreCode; base: string; notice: OnNotice }>;

const useStoreCode = (): StoreCode => {
  const { storeCode } = useParams();
  return isStoreCode(storeCode) ? storeCode : 'b2c';
};

/** A screen whose definition could not be loaded: the problem in the user's language (lists, forms, reports). */
export function LoadProblem({ problem }: Readonly<{ problem: ShownProblem }>) {
  const texts = useAdminTexts();
  return (
    <Alert kind="error" title={texts.problem}>
      <Message text={problem.message} />
    </Alert>
  );
}

/** A family's list at its index: the keyword in the query string as `search`, pages appended by LOAD MORE. */
function ListScreen({ family, storeCode }: Scope) {
  const lng = useLanguage();
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [page, setPage] = useState(1);
  const [advanced, setAdvanced] = useState<QueryValues>({});
  const { data, error, isFetching } = useAdminListQuery({
    family,
    storeCode,
    lng,
    page,
    search,
    advanced,
    ...(family === 'Categories' ? { view: 'tree' as const } : {}),
  });
  const [rows, setRows] = useState<readonly Row[]>([]);
  const appending = useRef(false);

  useEffect(() => {
    if (data?.mode !== 'table') return;
    // Read now: the updater runs later, after the flag is reset.
    const append = appending.current;
    appending.current = false;
    setRows((before) => (append ? [...before, ...data.rows] : data.rows));
  }, [data]);

  const open = (path: string) =>
    navigate(screenPathOf(family, path), { state: { fromList: true } satisfies ScreenState });
  const listPath = useResolvedPath('.').pathname.replace(/\/$/, '');
  const hrefOf = (path: string) => `${listPath}/${screenPathOf(family, path)}`;
  const problem = problemOf(error);
  if (problem && !data) return <LoadProblem problem={problem} />;
  if (!data) return <p role="status">{texts.loading}</p>;
  if (data.mode === 'reportview') return <ReportViewRenderer definition={data} />;
  if (data.mode === 'treeview') {
    return (
      <TreeRenderer
        definition={data}
        onOpen={(id: OptionId) => open(`edit/${encodeURIComponent(String(id))}`)}
        onCreate={() => open('create')}
      />
    );
  }
  return (
    <ListRenderer
      definition={data}
      rows={rows}
      search={search}
      loading={isFetching}
      onSearch={(keyword) => {
        appending.current = false;
        setPage(1);
        setParams(
          (before) => {
            const next = new URLSearchParams(before);
            if (keyword === '') next.delete('search');
            else next.set('search', keyword);
            return next;
          },
          { replace: false },
        );
      }}
      onAdvancedSearch={(values) => {
        appending.current = false;
        setPage(1);
        setAdvanced(queryValuesOf(values));
      }}
      onShowAll={() => {
        appending.current = false;
        setPage(showAllPage);
      }}
      onLoadMore={() => {
        appending.current = true;
        setPage((current) => current + 1);
      }}
      onOpen={open}
      hrefOf={hrefOf}
      listKey={`${storeCode}.${family}`}
    />
  );
}

/** Resolves with the user's answer to the delete confirmation. */
type Confirmation = Readonly<{ resolve: (confirmed: boolean) => void }>;

/** A form screen: `{action}/{id?}` (§2); writes go back one screen with the server's notice. */
function FormScreen({ family, storeCode, base, notice }: Scope) {
  const lng = useLanguage();
  const texts = useAdminTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const { action: word, id } = useParams();
  const action = screenActionOf(family, word);
  // `edit` without an id is a new record (§2 `prices/edit/{id?}`): the server's create form, a Create on submit.
  const screenAction: FormScreenAction =
    action === 'edit' && id === undefined ? 'create' : isFormScreenAction(action) ? action : 'details';
  const recordId = id ?? 'new';
  const [reloadValues, setReloadValues] = useState<QueryValues>({});
  const { data, error } = useAdminFormQuery({
    family,
    storeCode,
    lng,
    id: recordId,
    action: screenAction,
    values: reloadValues,
  });
  const [write] = useAdminWriteMutation();
  const [moveRevision] = useRevisionStatusMutation();
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

  const back = useCallback(() => {
    if ((location.state as ScreenState | null)?.fromList) navigate(-1);
    else navigate(base);
  }, [location.state, navigate, base]);

  const onReload = useCallback((values: Readonly<Record<string, unknown>>) => {
    setReloadValues(queryValuesOf(values));
  }, []);

  if (!isFormScreenAction(action))
    return <LoadProblem problem={{ title: '', message: texts.noPermission, fields: {} }} />;
  const problem = problemOf(error);
  if (problem && !data) return <LoadProblem problem={problem} />;
  if (!data) return <p role="status">{texts.loading}</p>;

  const submit = async (values: Readonly<Record<string, unknown>>, button: ButtonName) => {
    if (screenAction === 'delete') {
      const confirmed = await new Promise<boolean>((resolve) => setConfirming({ resolve }));
      setConfirming(null);
      if (!confirmed) return null;
    }
    // A revision's status actions are a status update of that revision (§2 "Revision details"), not a write.
    if (family === 'Revisions' && isRevisionStatus(button)) {
      const moved = await moveRevision({ storeCode, revisionId: recordId, status: button, lng });
      if ('error' in moved) return problemOf(moved.error);
      notice('success', moved.data.message);
      back();
      return null;
    }
    // A screen that saves through a call of its own (a payment's edit appends an annotation), else its verb.
    const verb =
      adminFamilySpec(family).screenSaves?.[screenAction] ??
      (screenAction === 'edit'
        ? 'Update'
        : screenAction === 'delete'
          ? 'Delete'
          : screenAction === 'generate'
            ? 'Generate'
            : screenAction === 'import'
              ? 'Import'
              : 'Create');
    const ofRecord = verb !== 'Create' && verb !== 'Generate' && verb !== 'Import';
    const result = await write({
      family,
      storeCode,
      lng,
      verb,
      ...(ofRecord ? { id: recordId } : {}),
      // Generate and Delete take no button: theirs is the screen's own, not one of a write's submit buttons.
      ...(verb === 'Generate' || verb === 'Delete' ? {} : { button }),
      ...(verb === 'Delete'
        ? {}
        : { body: verb === 'Import' ? await importBody(values) : requestBody(family, data, values) }),
    });
    if ('error' in result) return problemOf(result.error);
    notice('success', result.data.message);
    back();
    return null;
  };

  // What this family's Delete does, for the confirmation to say it (its descriptor's `removal`).
  const deactivates = adminFamilySpec(family).removal === 'deactivate';

  const onAction = (button: ButtonName) => {
    // On the delete screen its Delete is the write (after the confirmation); elsewhere it opens that screen.
    if (button === 'remove' && screenAction === 'delete') {
      void submit({}, button).then((refused) => {
        if (refused) notice('error', refused.message);
      });
      return;
    }
    if (button === 'add') navigate(`${base}/create`);
    else if (Object.hasOwn(rowActions, button) && recordId !== 'new') {
      const path = `${rowActions[button as keyof typeof rowActions]}/${encodeURIComponent(recordId)}`;
      navigate(`${base}/${screenPathOf(family, path)}`);
    }
  };

  // What a family's details screen adds under its form: a registration's decision, a revision's tools.
  const detailsPanel =
    family === 'Users' ? (
      <RegistrationDecision key={recordId} storeCode={storeCode} userId={recordId} definition={data} notice={notice} />
    ) : family === 'Revisions' ? (
      <RevisionTools
        key={recordId}
        storeCode={storeCode}
        revisionId={recordId}
        notice={notice}
        onRestored={() => navigate(base)}
      />
    ) : null;

  return (
    <>
      <FormRenderer definition={data} onSubmit={submit} onReload={onReload} onCancel={back} onAction={onAction} />
      {family === 'Settings' && recordId === 'smtp' ? <TestEmail storeCode={storeCode} notice={notice} /> : null}
      {screenAction === 'details' ? detailsPanel : null}
      <Modal
        open={confirming !== null}
        title={deactivates ? texts.confirmDeactivateTitle : texts.confirmInactiveTitle}
        onClose={() => confirming?.resolve(false)}
        actions={
          <button type="button" className="button button-primary" onClick={() => confirming?.resolve(true)}>
            {deactivates ? texts.confirmDeactivate : texts.confirmInactive}
          </button>
        }
      >
        <p>{deactivates ? texts.confirmDeactivateText : texts.confirmInactiveText}</p>
      </Modal>
    </>
  );
}

/**
 * A family's screens (§2) under the admin shell: its list (or tree) at the index, and the form screens
 * `{create|clone|edit|delete|details|import|generate|json}/{id?}`. The server's notice of a write goes to
 * `onNotice` (the shell's notice area), or, without one, shows above these screens.
 */
export function ResourceScreens({ family, onNotice }: Readonly<{ family: AdminFamily; onNotice?: OnNotice }>) {
  const storeCode = useStoreCode();
  // The family's own path: the location without the sub-path this route matched (`edit/12`).
  const { '*': rest = '' } = useParams();
  const { pathname } = useLocation();
  const base = (rest !== '' && pathname.endsWith(rest) ? pathname.slice(0, -rest.length) : pathname).replace(
    /\/+$/,
    '',
  );
  const [shown, setShown] = useState<Readonly<{ kind: NoticeKind; text: string }> | null>(null);
  const notice = useCallback<OnNotice>(
    (kind, text) => (onNotice ? onNotice(kind, text) : setShown({ kind, text })),
    [onNotice],
  );
  const scope: Scope = { family, storeCode, base, notice };
  return (
    <div className="admin-resource">
      {shown ? (
        <Alert kind={shown.kind} onDismiss={() => setShown(null)}>
          <p>{shown.text}</p>
        </Alert>
      ) : null}
      {family === 'Settings' ? <SettingsRecordLinks base={base} /> : null}
      <Routes>
        <Route index element={<ListScreen {...scope} />} />
        <Route path=":action/:id?" element={<FormScreen key={family} {...scope} />} />
      </Routes>
    </div>
  );
}
