import { passwordResetSchema } from '@parks/schemas/account';
import { passwordResetCompletionSchema } from '@parks/schemas/auth';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { useCompletePasswordResetMutation, useRequestPasswordResetMutation } from './accountApi.ts';
import { textOfMessage } from './messages.ts';
import { NewPasswordField } from './NewPasswordField.tsx';

/**
 * /{lng}/portal/password: one username field and Reset my password (GET /api/account/ResetPassword/{username});
 * success goes to the login page with the server's message. With `?token=` (the e-mailed link) it asks for
 * the new password instead (POST /api/account/ResetPassword {token, password}).
 */
export function PasswordReset() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [requestReset, request] = useRequestPasswordResetMutation();
  const [completeReset, completion] = useCompletePasswordResetMutation();
  useDocumentTitle(t('password.title'));
  const error = token ? completion.error : request.error;

  return (
    <section className="sign-in" aria-labelledby="password-title">
      <h1 id="password-title">{t('password.title')}</h1>
      <RequestErrorAlert error={error} />
      {token ? (
        <Formik
          initialValues={{ token, password: '' }}
          validationSchema={passwordResetCompletionSchema}
          onSubmit={async (values) => {
            try {
              const answer = await completeReset(values).unwrap();
              navigate(`/${lng}/portal/login`, { state: { message: textOfMessage(answer, lng) } });
            } catch {
              // shown above
            }
          }}
        >
          <Form noValidate>
            <NewPasswordField name="password" />
            <SubmitButton className="button button-primary">{t('password.save')}</SubmitButton>
          </Form>
        </Formik>
      ) : (
        <Formik
          initialValues={{ username: '' }}
          validationSchema={passwordResetSchema}
          onSubmit={async ({ username }) => {
            try {
              const answer = await requestReset({ username }).unwrap();
              navigate(`/${lng}/portal/login`, { state: { message: textOfMessage(answer, lng) } });
            } catch {
              // shown above
            }
          }}
        >
          <Form noValidate>
            <TextField name="username" label={t('signIn.username')} required autoComplete="username" />
            <SubmitButton className="button button-primary">{t('password.submit')}</SubmitButton>
          </Form>
        </Formik>
      )}
    </section>
  );
}
