import { signInSchema } from '@parks/schemas/account';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks.ts';
import { signedIn } from '../../app/session.ts';
import { Alert } from '../../components/Alert.tsx';
import { CheckboxField, TextField } from '../../components/form/fields.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { useAuthenticateMutation } from './accountApi.ts';

const rememberedKey = 'rememberedUsername';
const helpPhone = '1-800-203-7982';

const remembered = (): string => {
  try {
    return window.localStorage.getItem(rememberedKey) ?? '';
  } catch {
    return '';
  }
};

/** A redirect target inside this site only (no `//host` or `https:`). */
const safeRedirect = (value: string | null): string | null =>
  value?.startsWith('/') && !value.startsWith('//') ? value : null;

/**
 * Public sign-in: username and password (case sensitive), Remember me, Sign in. Success goes to the redirect
 * query parameter, else to /{lng}/portal (operators always go to the portal home).
 */
export function SignIn() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [authenticate, { error, reset }] = useAuthenticateMutation();
  useDocumentTitle(t('signIn.title'));
  const initialUsername = remembered();

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      {error ? <Alert kind="error">{errorMessage(error, lng)}</Alert> : null}
      <Formik
        initialValues={{ username: initialUsername, password: '', rememberme: initialUsername !== '' }}
        validationSchema={signInSchema}
        onSubmit={async (values) => {
          reset();
          try {
            if (values.rememberme) window.localStorage.setItem(rememberedKey, values.username);
            else window.localStorage.removeItem(rememberedKey);
          } catch {
            // storage disabled: nothing remembered
          }
          try {
            const user = await authenticate(values).unwrap();
            dispatch(
              signedIn({ username: user.username, token: user.token, role: user.role, rememberme: values.rememberme }),
            );
            const target = user.role === 'Operator' ? null : safeRedirect(params.get('redirect'));
            navigate(target ?? `/${lng}/portal`);
          } catch {
            // shown above; the form is enabled again
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="username" label={t('signIn.username')} required autoComplete="username" />
            <TextField
              name="password"
              type="password"
              label={t('signIn.password')}
              required
              autoComplete="current-password"
            />
            <CheckboxField name="rememberme" label={t('signIn.rememberMe')} />
            <button type="submit" className="button button-primary" disabled={isSubmitting}>
              {t('signIn.submit')}
            </button>
          </Form>
        )}
      </Formik>
      <p className="help">{t('signIn.help', { phone: helpPhone, email: t('signIn.email') })}</p>
    </section>
  );
}
