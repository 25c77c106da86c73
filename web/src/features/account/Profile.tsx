import { type ProfileInput, profileSchema } from '@parks/schemas/account';
import { passwordChangeSchema } from '@parks/schemas/auth';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { signedIn, userFromAnswer } from '../../app/session.ts';
import { Alert } from '../../components/Alert.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { withColon } from '../../lib/labels.ts';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { useChangePasswordMutation, useGetAccountQuery, useUpdateProfileMutation } from './accountApi.ts';
import { textOfMessage } from './messages.ts';
import { NewPasswordField } from './NewPasswordField.tsx';
import { ProfileFields } from './ProfileFields.tsx';

type ProfileValues = Record<keyof ProfileInput, string>;

/**
 * My profile: name, company, e-mail, phone and language. A change waits for an administrator's approval
 * (24 hours to 5 business days): the pending notice shows while it does. The password changes at once.
 */
export function Profile() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const userId = user?.id ?? '';
  const { data: account, isLoading, error, refetch } = useGetAccountQuery(userId);
  const [update, updating] = useUpdateProfileMutation();
  const [changePassword, changing] = useChangePasswordMutation();
  useDocumentTitle(t('account.myProfile'));

  if (isLoading) return <Spinner />;
  if (error || !account) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  const shown = account.pendingProfile?.profile ?? account.profile;

  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">{t('account.myProfile')}</h1>
      <p>
        {withColon(t, t('signIn.username'))} <strong>{account.username}</strong>
      </p>
      {account.profileStatus === 'pending' ? (
        <Alert kind="info" title={t('account.pendingTitle')}>
          <p>{t('account.pendingBody')}</p>
        </Alert>
      ) : null}
      {updating.isSuccess ? <Alert kind="success">{textOfMessage(updating.data, lng)}</Alert> : null}
      <RequestErrorAlert error={updating.error} title={t('account.requestFailed')} />
      <Formik<ProfileValues>
        enableReinitialize
        initialValues={{
          firstName: shown.firstName,
          lastName: shown.lastName,
          companyName: shown.companyName ?? '',
          email: shown.email,
          phone: shown.phone,
          language: shown.language,
        }}
        validationSchema={profileSchema}
        onSubmit={async (values) => {
          try {
            await update({ userId, profile: profileSchema.cast(values) as ProfileInput }).unwrap();
          } catch {
            // shown above
          }
        }}
      >
        <Form noValidate>
          <ProfileFields />
          <SubmitButton className="button button-primary">{t('account.saveProfile')}</SubmitButton>
        </Form>
      </Formik>

      <h2>{t('account.changePassword')}</h2>
      {changing.isSuccess ? <Alert kind="success">{textOfMessage(changing.data, lng)}</Alert> : null}
      <RequestErrorAlert error={changing.error} title={t('account.requestFailed')} />
      <Formik
        initialValues={{ currentPassword: '', newPassword: '' }}
        validationSchema={passwordChangeSchema}
        onSubmit={async (values, helpers) => {
          try {
            const rememberme = user?.rememberme ?? false;
            const answer = await changePassword({ userId, change: { ...values, rememberme } }).unwrap();
            // Every session ended; the answer carries this client's new one.
            if (answer.session) dispatch(signedIn(userFromAnswer(answer.session, rememberme)));
            helpers.resetForm();
          } catch {
            // shown above
          }
        }}
      >
        <Form noValidate>
          <TextField
            name="currentPassword"
            type="password"
            label={t('account.currentPassword')}
            required
            autoComplete="current-password"
          />
          <NewPasswordField name="newPassword" />
          <SubmitButton className="button">{t('account.changePassword')}</SubmitButton>
        </Form>
      </Formik>
    </section>
  );
}
