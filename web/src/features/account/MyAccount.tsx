import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.ts';
import { Alert } from '../../components/Alert.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { withColon } from '../../lib/labels.ts';
import { useLanguage } from '../../lib/text.ts';
import { type AccountPage, accountAlias, accountPageOf } from '../portal/portalPages.ts';
import { AddressBook } from './AddressBook.tsx';
import { useGetMyOrdersQuery } from './accountApi.ts';
import { MyOrders, OrdersTable } from './MyOrders.tsx';
import { Profile } from './Profile.tsx';

type Props = Readonly<{
  /** /{lng}/portal/{my account alias}. */
  base: string;
  page: string | undefined;
  action: string | undefined;
  id: string | undefined;
  orderHref: (orderId: string) => string;
  continueHref: string;
}>;

/**
 * My account: a side menu (My profile, My address book, My orders) and Continue shopping; the summary at the
 * alias root (welcome, buttons, the 5 most recent orders); /my-profile; /my-shipping-addresses/{action}/{id?};
 * /my-orders with its two tabs. The sub-page segments are the page language's (`/fr/portal/mon-compte/mes-commandes`);
 * the other language's is rewritten.
 */
export function MyAccount({ base, page, action, id, orderHref, continueHref }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { message?: unknown } | null)?.message;
  const subPage = page === undefined ? null : accountPageOf(page);
  const known = page === undefined || subPage !== null;
  const at = (sub: AccountPage) => `${base}/${accountAlias(sub, lng)}`;
  if (subPage !== null && page !== accountAlias(subPage, lng)) {
    const tail = [action, id].filter((segment) => segment !== undefined).join('/');
    return <Navigate to={`${at(subPage)}${tail ? `/${tail}` : ''}${location.search}`} replace state={location.state} />;
  }
  return (
    <div className="my-account">
      <nav className="account-menu" aria-label={t('account.menu')}>
        <ul>
          <li>
            <NavLink to={at('profile')}>{t('account.myProfile')}</NavLink>
          </li>
          <li>
            <NavLink to={at('addresses')}>{t('account.myAddressBook')}</NavLink>
          </li>
          <li>
            <NavLink to={at('orders')}>{t('account.myOrders')}</NavLink>
          </li>
        </ul>
        <Link to={continueHref} className="button button-secondary">
          {t('portal.continueShopping')}
        </Link>
      </nav>
      <div className="account-content">
        {typeof notice === 'string' && notice !== '' ? <Alert kind="success">{notice}</Alert> : null}
        {!known ? (
          <p>{t('notFound.title')}</p>
        ) : page === undefined ? (
          <Summary at={at} orderHref={orderHref} />
        ) : subPage === 'profile' ? (
          <Profile />
        ) : subPage === 'addresses' ? (
          <AddressBook
            action={action}
            id={id}
            pathOf={(mode, addressId) =>
              `${at('addresses')}${mode ? `/${mode}` : ''}${addressId ? `/${encodeURIComponent(addressId)}` : ''}`
            }
            onMessage={(message) => navigate(at('addresses'), { state: { message } })}
          />
        ) : (
          <MyOrders orderHref={orderHref} />
        )}
      </div>
    </div>
  );
}

function Summary({
  at,
  orderHref,
}: Readonly<{ at: (sub: AccountPage) => string; orderHref: (orderId: string) => string }>) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user);
  const { data: orders, isLoading } = useGetMyOrdersQuery({ userId: user?.id ?? '', max: 5 }, { skip: !user });
  useDocumentTitle(t('account.title'));
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t('account.welcome', { username: user?.username ?? '' })}</h1>
      <p className="account-role">
        {withColon(t, t('account.role'))} {user ? t(`portal.roles.${user.role}`, { defaultValue: user.role }) : ''}
      </p>
      <p className="account-buttons">
        <Link to={at('profile')} className="button">
          {t('account.changeProfile')}
        </Link>{' '}
        <Link to={at('addresses')} className="button">
          {t('account.editAddressBook')}
        </Link>{' '}
        <Link to={at('orders')} className="button">
          {t('account.viewAllOrders')}
        </Link>
      </p>
      <h2>{t('account.recentOrders')}</h2>
      <OrdersTable orders={orders} loading={isLoading} orderHref={orderHref} />
    </section>
  );
}
