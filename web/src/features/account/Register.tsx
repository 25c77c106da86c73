import { type RegistrationInput, registrationSchema } from '@parks/schemas/registration';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { useRegisterMutation } from './accountApi.ts';
import { textOfMessage } from './messages.ts';
import { ProfileFields } from './ProfileFields.tsx';

/**
 * /{lng}/portal/register: a visitor asks for a portal account (POST /api/account/Register). The answer says to
 * confirm the e-mail address through the mailed link; staff then approve the account (store-and-portal.md §6).
 */
export function Register() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [register, registration] = useRegisterMutation();
  useDocumentTitle(t('register.title'));
  const initialValues: RegistrationInput = {
    username: '',
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    companyName: '',
    email: '',
    phone: '',
    language: lng,
  };

  if (registration.isSuccess) {
    return (
      <section className="sign-in" aria-labelledby="register-title">
        <h1 id="register-title">{t('register.done')}</h1>
        <Alert kind="success">{textOfMessage(registration.data, lng)}</Alert>
        <p>
          <Link to={`/${lng}/portal/login`}>{t('register.backToSignIn')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="sign-in" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      <RequestErrorAlert error={registration.error} />
      <Formik
        initialValues={initialValues}
        validationSchema={registrationSchema}
        onSubmit={async (values) => {
          try {
            await register(values).unwrap();
          } catch {
            // shown above; the values stay as typed
          }
        }}
      >
        <Form noValidate>
          <TextField name="username" label={t('register.username')} required autoComplete="username" />
          <TextField
            name="password"
            type="password"
            label={t('register.password')}
            required
            autoComplete="new-password"
          />
          <TextField
            name="confirmPassword"
            type="password"
            label={t('register.confirmPassword')}
            required
            autoComplete="new-password"
          />
          <ProfileFields />
          <SubmitButton className="button button-primary">{t('register.submit')}</SubmitButton>
        </Form>
      </Formik>
    </section>
  );
}
