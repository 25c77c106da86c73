import type { OrderDetailsDto } from '@parks/schemas/admin/orderDetails';
import type { StoreCode } from '@parks/schemas/store';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../lib/text.ts';
import { problemOf } from '../definitions/problem.ts';
import { type ModalView, useModalTexts } from './modalTexts.ts';
import { OrderDetailsView } from './OrderDetailsView.tsx';
import { EditStatusView, EditView, EmailView, NoteView } from './OrderForms.tsx';
import { useGetOrderDetailsQuery } from './orderModalApi.ts';
import { RefundView } from './RefundView.tsx';
import './orderModal.css';

export const modalViews = ['details', 'edit', 'editStatus', 'note', 'email', 'refund'] as const;
export const isModalView = (value: string | null): value is ModalView =>
  modalViews.includes(value as (typeof modalViews)[number]);

export type ModalAlert = Readonly<{ kind: 'success' | 'error'; message: string }>;

/** What every view of the modal is given: the order (once loaded) and the ways back to details. */
export type ViewProps = Readonly<{
  orderId: string;
  store: StoreCode;
  order: OrderDetailsDto | undefined;
  /** After a successful update or refund: back to details with the server's message. */
  onDone: (message: string) => void;
  /** Cancel: back to details, nothing sent. */
  onCancel: () => void;
  /** A refusal of the server, shown at the top of the modal. */
  onProblem: (message: string) => void;
  /** Opens another view of the modal with its own parameters (details' "correct this note"). */
  onOpen: (view: ModalView, params?: Readonly<Record<string, string>>) => void;
}>;

type Props = Readonly<{ store: StoreCode; view: ModalView; orderId: string }>;

/**
 * The order modal over the orders list (back-office.md §2): its views at `orders/{view}/{id}`, a native modal
 * dialog (focus trapped, Escape closes, labelled by its title). The footer holds Print, the views the order's
 * `actions` allow this user (the server filters them by role and by the decider's rules), and Close. Cancel goes
 * back to details, and so does a successful update or refund, with the server's message. The modal's alerts are
 * cleared at each click inside it.
 */
export function OrderModal({ store, view, orderId }: Props) {
  const lng = useLanguage();
  const texts = useModalTexts();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [alert, setAlert] = useState<ModalAlert | null>(null);
  const details = useGetOrderDetailsQuery({ orderId, storeCode: store, lng });
  const order = details.data;
  const listPath = pathname.replace(/\/orders\/.*$/, '/orders');

  const open = (next: ModalView, query = search) =>
    navigate(`${listPath}/${next}/${encodeURIComponent(orderId)}${query}`);
  const close = () => navigate(`${listPath}${search}`);
  const allowed = (order?.actions ?? []).filter((action) => action.allowed && action.name !== view);

  const props: ViewProps = {
    orderId,
    store,
    order,
    onDone: (message) => {
      setAlert({ kind: 'success', message });
      open('details', listSearch(search));
    },
    onCancel: () => open('details', listSearch(search)),
    onProblem: (message) => setAlert({ kind: 'error', message }),
    onOpen: (next, params = {}) => open(next, listSearch(search, params)),
  };

  return (
    <Modal
      open
      className="order-modal"
      title={texts.title(orderId, texts.views[view])}
      onClose={close}
      onClickCapture={() => setAlert(null)}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => window.print()}>
            {texts.print}
          </button>
          {view !== 'details' ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => open('details', listSearch(search))}
            >
              {texts.views.details}
            </button>
          ) : null}
          {allowed.map((action) => (
            <button
              key={action.name}
              type="button"
              className="button button-secondary"
              onClick={() => open(action.name, listSearch(search))}
            >
              {texts.views[action.name]}
            </button>
          ))}
        </>
      }
    >
      {alert ? (
        <Alert kind={alert.kind} focus>
          <p>{alert.message}</p>
        </Alert>
      ) : null}
      <ViewOf view={view} props={props} loading={details.isLoading} error={details.error} retry={details.refetch} />
    </Modal>
  );
}

/** The list's own query (its keyword search), without the views' own parameters but the `extra` ones. */
const listSearch = (search: string, extra: Readonly<Record<string, string>> = {}): string => {
  const params = new URLSearchParams(search);
  params.delete('corrects');
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const kept = params.toString();
  return kept === '' ? '' : `?${kept}`;
};

type ViewOfProps = Readonly<{
  view: ModalView;
  props: ViewProps;
  loading: boolean;
  error: Parameters<typeof problemOf>[0];
  retry: () => unknown;
}>;

function ViewOf({ view, props, loading, error, retry }: ViewOfProps) {
  const texts = useModalTexts();
  // The note, e-mail and refund views stand on their own calls; details, edit and editStatus need the order.
  if (view === 'note') return <NoteView {...props} />;
  if (view === 'email') return <EmailView {...props} />;
  if (view === 'refund') return <RefundView {...props} />;
  if (loading) return <Spinner label={texts.loading} />;
  if (!props.order) {
    return <LoadError message={problemOf(error)?.message ?? texts.loadFailed} onRetry={() => void retry()} />;
  }
  if (view === 'edit') return <EditView {...props} order={props.order} />;
  if (view === 'editStatus') return <EditStatusView {...props} order={props.order} />;
  return <OrderDetailsView {...props} order={props.order} />;
}
