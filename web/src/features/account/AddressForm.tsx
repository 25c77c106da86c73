import { type AddressBookEntryInput, type AddressDto, addressBookEntrySchema } from '@parks/schemas/account';
import { addressTexts } from '@parks/schemas/orders';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks.ts';
import { Alert } from '../../components/Alert.tsx';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { MaskedTextField } from '../../components/form/MaskedTextField.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { phoneMask, postalCodeMask, reformat, unmaskedMaxLength } from '../../lib/masks.ts';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { useAddAddressMutation, useGetAddressesQuery, useUpdateAddressMutation } from './accountApi.ts';
import { countryChoices, provinceChoices } from './addressOptions.ts';
import { textOfMessage } from './messages.ts';

type Values = Record<keyof AddressBookEntryInput, string>;

const empty: Values = {
  nickName: '',
  firstName: '',
  lastName: '',
  companyName: '',
  address1: '',
  address2: '',
  city: '',
  country: 'CA',
  provinceState: '',
  postalCode: '',
  phone1: '',
  email1: '',
  emailConfirm1: '',
  email2: '',
  emailConfirm2: '',
};

const valuesOf = (address: AddressDto): Values => ({
  ...empty,
  nickName: address.nickName,
  ...addressTexts(address),
  email1: address.email1,
  emailConfirm1: address.email1,
  email2: address.email2 ?? '',
  emailConfirm2: address.email2 ?? '',
});

type Props = Readonly<{
  mode: 'add' | 'update';
  addressId?: string;
  /** After a save: the address id and the server's message. */
  onDone: (addressId: string, message: string) => void;
  onCancel: () => void;
  /** h1 when the form is the page (the checkout's address sub-route), h2 under the address book's heading. */
  heading?: 'h1' | 'h2';
}>;

/**
 * An address book entry (AddressCreateDto / AddressUpdateDto): companyName, address2, email2 and its
 * confirmation optional, everything else required. A failure shows the server's message above the form.
 */
export function AddressForm({ mode, addressId, onDone, onCancel, heading: Heading = 'h2' }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const userId = useAppSelector((state) => state.session.user?.id ?? '');
  const { data: addresses, isLoading, error, refetch } = useGetAddressesQuery(userId, { skip: mode === 'add' });
  const [add, adding] = useAddAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const failure = adding.error ?? updating.error;

  if (mode === 'update' && isLoading) return <Spinner />;
  if (mode === 'update' && (error || !addresses))
    return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  const existing = mode === 'update' ? addresses?.find((address) => address.entityId === addressId) : undefined;
  if (mode === 'update' && !existing) return <Alert kind="error">{t('account.addressNotFound')}</Alert>;

  return (
    <section className="address-form" aria-labelledby="address-form-title">
      <Heading id="address-form-title">{mode === 'add' ? t('account.addAddress') : t('account.editAddress')}</Heading>
      <RequestErrorAlert error={failure} title={t('account.requestFailed')} />
      <Formik<Values>
        initialValues={existing ? valuesOf(existing) : empty}
        validationSchema={addressBookEntrySchema}
        onSubmit={async (values) => {
          const address = addressBookEntrySchema.cast(values) as AddressBookEntryInput;
          try {
            const answer =
              mode === 'add'
                ? await add({ userId, address }).unwrap()
                : await update({ userId, addressId: addressId ?? '', address }).unwrap();
            onDone(answer.entityId, textOfMessage(answer, lng));
          } catch {
            // shown above
          }
        }}
      >
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <TextField name="nickName" label={t('account.nickName')} required />
            <TextField name="firstName" label={t('address.firstName')} required autoComplete="given-name" />
            <TextField name="lastName" label={t('address.lastName')} required autoComplete="family-name" />
            <TextField name="companyName" label={t('account.companyName')} autoComplete="organization" />
            <TextField name="address1" label={t('address.address1')} required autoComplete="address-line1" />
            <TextField name="address2" label={t('address.address2')} autoComplete="address-line2" />
            <TextField name="city" label={t('address.city')} required autoComplete="address-level2" />
            <SelectField
              name="country"
              label={t('address.country')}
              required
              options={countryChoices(lng)}
              onValueChange={(country) => {
                // the typed phone and postal code take the new country's mask (the province list changes too)
                void setFieldValue('phone1', reformat(values.phone1, phoneMask(country), unmaskedMaxLength.phone));
                const postal = reformat(values.postalCode, postalCodeMask(country), unmaskedMaxLength.postalCode);
                void setFieldValue('postalCode', postal);
              }}
            />
            {values.country === 'CA' ? (
              <SelectField
                name="provinceState"
                label={t('address.provinceState')}
                required
                placeholder={t('form.choose')}
                options={provinceChoices(lng)}
              />
            ) : (
              <TextField name="provinceState" label={t('address.provinceState')} required maxLength={2} />
            )}
            <MaskedTextField
              name="postalCode"
              label={t('address.postalCode')}
              required
              autoComplete="postal-code"
              mask={postalCodeMask(values.country)}
              maxLength={unmaskedMaxLength.postalCode}
            />
            <MaskedTextField
              name="phone1"
              label={t('address.phone')}
              type="tel"
              required
              autoComplete="tel"
              mask={phoneMask(values.country)}
              maxLength={unmaskedMaxLength.phone}
            />
            <TextField name="email1" label={t('address.email')} type="email" required autoComplete="email" />
            <TextField name="emailConfirm1" label={t('address.confirmEmail')} type="email" required />
            <TextField name="email2" label={t('account.email2')} type="email" />
            <TextField name="emailConfirm2" label={t('account.emailConfirm2')} type="email" />
            <p>
              <SubmitButton className="button button-primary">{t('actions.save')}</SubmitButton>{' '}
              <button type="button" className="button button-secondary" onClick={onCancel}>
                {t('account.cancel')}
              </button>
            </p>
          </Form>
        )}
      </Formik>
    </section>
  );
}
