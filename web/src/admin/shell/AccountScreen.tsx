import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useGetAccountQuery } from '../../features/account/accountApi.ts';
import { Profile } from '../../features/account/Profile.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { adminPath } from './adminPaths.ts';

type Props = Readonly<{ lng: Language; store: StoreCode; profile: boolean }>;

/**
 * `account`: the signed-in user's details from the account API (GET /api/account/GetById/{id}); `account/profile`:
 * the update form every signed-in role has (the one of my account, section 2).
 */
export function AccountScreen({ lng, store, profile }: Props) {
  return profile ? <Profile /> : <AccountDetails lng={lng} store={store} />;
}

function AccountDetails({ lng, store }: Readonly<{ lng: Language; store: StoreCode }>) {
  const { t } = useTranslation('admin');
  const userId = useAppSelector((state) => state.session.user?.id ?? '');
  const { data: account, isLoading, error, refetch } = useGetAccountQuery(userId);
  useDocumentTitle(t('account.title'));
  if (isLoading) return <Spinner />;
  if (error || !account) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  const name = `${account.profile.firstName} ${account.profile.lastName}`.trim();
  return (
    <section aria-labelledby="admin-account-title" className="admin-account">
      <h1 id="admin-account-title">{t('account.title')}</h1>
      <dl className="admin-details">
        <dt>{t('account.username')}</dt>
        <dd>{account.username}</dd>
        <dt>{t('account.role')}</dt>
        <dd>{t(`roles.${account.role}`)}</dd>
        {name === '' ? null : (
          <>
            <dt>{t('account.name')}</dt>
            <dd>{name}</dd>
          </>
        )}
        {account.profile.email === '' ? null : (
          <>
            <dt>{t('account.email')}</dt>
            <dd>{account.profile.email}</dd>
          </>
        )}
      </dl>
      <p>
        <Link to={adminPath(lng, store, 'account/profile')}>{t('account.editProfile')}</Link>
      </p>
    </section>
  );
}
