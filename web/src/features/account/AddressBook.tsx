import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.ts';
import { PostalAddressLines } from '../../components/AddressLines.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { AddressForm } from './AddressForm.tsx';
import { useGetAddressesQuery, useRemoveAddressMutation } from './accountApi.ts';
import { textOfMessage } from './messages.ts';

type Mode = 'update' | 'add' | 'remove';

type Props = Readonly<{
  action: string | undefined;
  id: string | undefined;
  pathOf: (mode?: Mode, addressId?: string) => string;
  /** After a save or removal: back to the list with the server's message. */
  onMessage: (message: string) => void;
}>;

/**
 * My address book: update mode by default (the list; Edit opens the form), Add new and Remove lead to the add
 * and remove modes; after success the list comes back with the server's message; Cancel returns to the list.
 */
export function AddressBook({ action, id, pathOf, onMessage }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('account.myAddressBook'));
  const mode: Mode = action === 'add' || action === 'remove' ? action : 'update';
  const back = () => navigate(pathOf());

  return (
    <section aria-labelledby="addresses-title">
      <h1 id="addresses-title">{t('account.myAddressBook')}</h1>
      {mode === 'add' ? (
        <AddressForm mode="add" onDone={(_id, message) => onMessage(message)} onCancel={back} />
      ) : mode === 'update' && id ? (
        <AddressForm mode="update" addressId={id} onDone={(_id, message) => onMessage(message)} onCancel={back} />
      ) : mode === 'remove' && id ? (
        <RemoveAddress addressId={id} onDone={onMessage} onCancel={back} />
      ) : (
        <AddressList pathOf={pathOf} />
      )}
    </section>
  );
}

function AddressList({ pathOf }: Readonly<{ pathOf: Props['pathOf'] }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const userId = useAppSelector((state) => state.session.user?.id ?? '');
  const { data, isLoading, error, refetch } = useGetAddressesQuery(userId);
  if (isLoading) return <Spinner />;
  if (error || !data) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  return (
    <>
      <p>
        <Link to={pathOf('add')} className="button button-primary">
          {t('account.addNew')}
        </Link>
      </p>
      {data.length === 0 ? <p>{t('account.noAddresses')}</p> : null}
      <ul className="address-book">
        {data.map((address) => (
          <li key={address.entityId} className="address-entry">
            <h2>{address.nickName}</h2>
            <PostalAddressLines address={address} email={address.email1} />
            <p>
              <Link to={pathOf('update', address.entityId)}>
                {t('actions.edit')}
                <span className="visually-hidden"> {address.nickName}</span>
              </Link>
              {' · '}
              <Link to={pathOf('remove', address.entityId)}>
                {t('account.remove')}
                <span className="visually-hidden"> {address.nickName}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function RemoveAddress({
  addressId,
  onDone,
  onCancel,
}: Readonly<{ addressId: string; onDone: (message: string) => void; onCancel: () => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const userId = useAppSelector((state) => state.session.user?.id ?? '');
  const { data } = useGetAddressesQuery(userId);
  const [remove, removing] = useRemoveAddressMutation();
  const address = data?.find((entry) => entry.entityId === addressId);
  return (
    <div className="remove-address">
      <RequestErrorAlert error={removing.error} title={t('account.requestFailed')} />
      <p>{t('account.removeQuestion', { name: address?.nickName ?? addressId })}</p>
      {address ? <PostalAddressLines address={address} email={address.email1} /> : null}
      <p>
        <button
          type="button"
          className="button button-primary"
          disabled={removing.isLoading}
          onClick={async () => {
            try {
              const answer = await remove({ userId, addressId }).unwrap();
              onDone(textOfMessage(answer, lng));
            } catch {
              // shown above
            }
          }}
        >
          {t('account.remove')}
        </button>{' '}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('account.cancel')}
        </button>
      </p>
    </div>
  );
}
