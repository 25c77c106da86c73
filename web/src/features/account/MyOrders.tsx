import { translate } from '@parks/schemas/messages/index';
import { orderStatusLabel } from '@parks/schemas/orders';
import { portalLimits } from '@parks/schemas/portal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.ts';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { FormattedDate } from '../../components/FormattedDate.tsx';
import { NativeTextInput } from '../../components/form/fields.tsx';
import { Money } from '../../components/Money.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { withColon } from '../../lib/labels.ts';
import { useLanguage } from '../../lib/text.ts';
import { type MyOrderRow, type OrdersTab, useGetMyOrdersQuery } from './accountApi.ts';
import './myOrders.css';

/** My orders: Previously processed and Waiting for approval, 20 each, with a search on the order number. */
export function MyOrders({ orderHref }: Readonly<{ orderHref: (orderId: string) => string }>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  useDocumentTitle(t('account.myOrders'));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const searchField = {
    type: 'search',
    label: t('account.searchOrders'),
    value: typed,
    maxLength: portalLimits.searchTextMax,
    onChange: setTyped,
  } as const;
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{t('account.myOrders')}</h1>
      <search>
        <form onSubmit={onSearch} className="search-form orders-search">
          <NativeTextInput {...searchField} />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </form>
      </search>
      <Tabs
        label={t('account.myOrders')}
        selected={selected}
        onSelect={setSelected}
        tabs={[
          {
            key: 'processed',
            title: t('account.processed'),
            content: <TabOrders tab="processed" search={search} orderHref={orderHref} />,
          },
          {
            key: 'waiting',
            title: t('account.waiting'),
            content: <TabOrders tab="waiting" search={search} orderHref={orderHref} />,
          },
        ]}
      />
    </section>
  );
}

function TabOrders({
  tab,
  search,
  orderHref,
}: Readonly<{ tab: OrdersTab; search: string; orderHref: (orderId: string) => string }>) {
  const userId = useAppSelector((state) => state.session.user?.id ?? '');
  const { data, isLoading } = useGetMyOrdersQuery({ userId, tab, search, max: portalLimits.ordersPerTab });
  return <OrdersTable orders={data} loading={isLoading} orderHref={orderHref} />;
}

/** Order list rows: number (to the details), date, status, production, estimated shipping, total. */
export function OrdersTable({
  orders,
  loading,
  orderHref,
}: Readonly<{ orders: readonly MyOrderRow[] | undefined; loading: boolean; orderHref: (orderId: string) => string }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  if (loading) return <Spinner />;
  if (!orders || orders.length === 0) return <p>{t('account.noOrders')}</p>;
  return (
    <table className="orders-table stacked-table">
      <ColumnHeads
        labels={[
          t('order.number'),
          t('order.date'),
          t('account.status'),
          t('account.production'),
          t('account.estimatedShipping'),
          t('order.total'),
        ]}
      />
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderId}>
            <td>
              <Link to={orderHref(order.orderId)}>{order.orderId}</Link>
            </td>
            <td data-label={t('order.date')}>
              <FormattedDate value={order.dateOrdered} />
            </td>
            <td data-label={t('account.status')}>{translate(lng, orderStatusLabel(order.status))}</td>
            <td data-label={t('account.production')}>
              {order.productionCents === null ? '—' : <Money cents={order.productionCents} />}
            </td>
            <td data-label={t('account.estimatedShipping')}>
              {order.estimatedShipping ? <FormattedDate value={order.estimatedShipping} /> : '—'}
            </td>
            <td data-label={t('order.total')}>
              <Money cents={order.totalCents} />
              {order.refundedCents > 0 ? (
                <span className="detail">
                  {withColon(t, t('refunds.title'))} −<Money cents={order.refundedCents} />
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
