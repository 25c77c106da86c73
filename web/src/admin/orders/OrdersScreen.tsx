import { buttonsFor, type Row } from '@parks/schemas/admin/definitions';
import { translate } from '@parks/schemas/messages/index';
import { isOrderStatus, orderStatusLabel } from '@parks/schemas/orders';
import type { UpdateOrdersResultDto } from '@parks/schemas/portal';
import type { StoreCode } from '@parks/schemas/store';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { sendValues } from '../definitions/formView.ts';
import { ListRenderer } from '../definitions/ListRenderer.tsx';
import { problemOf } from '../definitions/problem.ts';
import { showAllPage } from '../definitions/ResourceScreens.tsx';
import { useAdminTexts } from '../definitions/texts.ts';
import { useRole } from '../definitions/useRole.ts';
import { type UpdateOrdersCall, useSearchOrdersQuery, useUpdateOrdersMutation } from './ordersApi.ts';
import { useOrdersTexts } from './texts.ts';
import './orders.css';

type BulkAction = UpdateOrdersCall['action'];
const bulkActions: readonly BulkAction[] = ['approve', 'decline'];
const isBulkAction = (value: string): value is BulkAction => (bulkActions as readonly string[]).includes(value);

/**
 * The orders list of a store (back-office.md §2): the server's list definition drawn by the ListRenderer (keyword in
 * the query string as `search`, the advanced search on b2b, Show all, LOAD MORE), each row opening
 * `orders/details/{id}`. On b2b the rows in Pending Approval can be selected, and the Actions panel approves or
 * declines the selection (a reason to decline) through the bulk call, shows what happened to each order, then
 * reloads the list.
 */
export function OrdersScreen({ store }: Readonly<{ store: StoreCode }>) {
  const lng = useLanguage();
  const texts = useAdminTexts();
  const ordersTexts = useOrdersTexts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [page, setPage] = useState(1);
  const [advanced, setAdvanced] = useState<Readonly<Record<string, unknown>>>({});
  const { data, error, isFetching } = useSearchOrdersQuery({ storeCode: store, lng, page, search, advanced });
  const [rows, setRows] = useState<readonly Row[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const appending = useRef(false);
  useDocumentTitle(data?.title ?? texts.loading);

  useEffect(() => {
    if (!data) return;
    const append = appending.current;
    appending.current = false;
    setRows((before) => (append ? [...before, ...data.rows] : data.rows));
  }, [data]);

  // A new search starts from its first page, with nothing selected.
  const restart = () => {
    appending.current = false;
    setPage(1);
    setSelected(new Set());
  };

  const problem = problemOf(error);
  if (problem && !data) {
    return (
      <Alert kind="error" title={texts.problem}>
        <p>{problem.message}</p>
      </Alert>
    );
  }
  if (!data) return <p role="status">{texts.loading}</p>;
  const hasSelection = data.columns.some((column) => column.type === 'checkbox');
  // The list's own path, also when the order modal is open over it (`orders/details/{id}`).
  const base = pathname.replace(/\/+$/, '').replace(/\/orders\/.*$/, '/orders');

  return (
    <ListRenderer
      definition={data}
      rows={rows}
      search={search}
      loading={isFetching}
      onSearch={(keyword) => {
        restart();
        setParams((before) => {
          const next = new URLSearchParams(before);
          if (keyword === '') next.delete('search');
          else next.set('search', keyword);
          return next;
        });
      }}
      onAdvancedSearch={(values) => {
        restart();
        setAdvanced(data.searchDto ? sendValues(data.searchDto, values) : {});
      }}
      onShowAll={() => {
        restart();
        setPage(showAllPage);
      }}
      onLoadMore={() => {
        appending.current = true;
        setPage((current) => current + 1);
      }}
      onOpen={(path) => navigate({ pathname: `${base}/${path}`, search: params.toString() })}
      {...(hasSelection
        ? {
            selection: {
              selected,
              onToggle: (id, on) =>
                setSelected((before) => {
                  const next = new Set(before);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                }),
              label: ordersTexts.select,
            },
            panel: (
              <ActionsPanel
                actions={data.buttons}
                selected={selected}
                onDone={() => {
                  // The page reloads after the action (§2): the list from its first page, nothing selected.
                  restart();
                }}
              />
            ),
          }
        : {})}
    />
  );
}

type PanelProps = Readonly<{
  actions: Parameters<typeof buttonsFor>[0];
  selected: ReadonlySet<string>;
  onDone: () => void;
}>;

/** The b2b Actions panel: one action on the selected orders, then each order's outcome. */
function ActionsPanel({ actions, selected, onDone }: PanelProps) {
  const lng = useLanguage();
  const texts = useOrdersTexts();
  const role = useRole();
  const mine = buttonsFor(actions, role).filter((button) => isBulkAction(button.name));
  const [action, setAction] = useState<BulkAction | ''>('');
  const [reason, setReason] = useState('');
  const [results, setResults] = useState<UpdateOrdersResultDto['results'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateOrdersMutation();
  const actionId = useId();
  const reasonId = useId();
  const headingId = useId();
  if (mine.length === 0) return null;

  const apply = async () => {
    if (action === '' || selected.size === 0) {
      setProblem(texts.noneSelected);
      return;
    }
    setProblem(null);
    const answer = await update({ lng, action, orderIds: [...selected], reason: reason.trim() });
    if ('error' in answer) {
      setProblem(problemOf(answer.error)?.message ?? '');
      return;
    }
    setResults(answer.data.results);
    setReason('');
    onDone();
  };

  return (
    <section className="orders-actions" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.panel}</h2>
      <p>{texts.selectedCount(selected.size)}</p>
      <div className="orders-actions-fields">
        <div className="orders-actions-field field-native">
          <label htmlFor={actionId}>{texts.action}</label>
          <select
            id={actionId}
            value={action}
            onChange={(event) => setAction(isBulkAction(event.target.value) ? event.target.value : '')}
          >
            <option value="">{texts.chooseAction}</option>
            {mine.map((button) => (
              <option key={button.name} value={button.name}>
                {button.value}
              </option>
            ))}
          </select>
        </div>
        <div className="orders-actions-field">
          <label htmlFor={reasonId}>{texts.reason}</label>
          <textarea id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </div>
      </div>
      <button type="button" className="button button-primary" disabled={isLoading} onClick={() => void apply()}>
        {texts.apply}
      </button>
      {problem ? (
        <p className="orders-actions-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {results ? (
        <div role="status">
          <h3>{texts.results}</h3>
          <ul className="orders-actions-results">
            {results.map((result) => (
              <li key={result.orderId} data-ok={result.ok}>
                {result.ok && result.status !== null && isOrderStatus(result.status)
                  ? texts.done(result.orderId, translate(lng, orderStatusLabel(result.status)))
                  : texts.refused(result.orderId, translate(lng, result.code ?? 'validation.invalid'))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
