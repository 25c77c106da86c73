import { signInSchema } from '@parks/schemas/account';
import { customerService } from '@parks/schemas/store';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { signedIn, userFromAnswer } from '../../app/session.ts';
import { Alert } from '../../components/Alert.tsx';
import { CheckboxField, TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { useAuthenticateMutation } from './accountApi.ts';

const rememberedKey = 'rememberedUsername';

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
 * Sign-in: username and password (case sensitive), Remember me, Sign in. Success goes to the redirect query
 * parameter, else to /{lng}/portal (operators always go to the portal home). The portal's page
 * (/{lng}/portal/login) adds a show/hide password toggle and a link to the password page.
 */
export function SignIn({ portal = false }: Readonly<{ portal?: boolean }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [authenticate, { error, reset }] = useAuthenticateMutation();
  useDocumentTitle(t('signIn.title'));
  const initialUsername = remembered();
  const [showPassword, setShowPassword] = useState(false);
  const notice = (useLocation().state as { message?: unknown } | null)?.message;

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      {typeof notice === 'string' && notice !== '' && !error ? <Alert kind="success">{notice}</Alert> : null}
      <RequestErrorAlert error={error} />
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
            dispatch(signedIn(userFromAnswer(user, values.rememberme)));
            // Every cached answer was the guest's: the user's token may see `uat` revisions and has its own cart.
            dispatch(api.util.resetApiState());
            const target = user.role === 'Operator' ? null : safeRedirect(params.get('redirect'));
            navigate(target ?? `/${lng}/portal`);
          } catch {
            // shown above; the form is enabled again
          }
        }}
      >
        <Form noValidate>
          <TextField name="username" label={t('signIn.username')} required autoComplete="username" />
          <TextField
            name="password"
            type={showPassword ? 'text' : 'password'}
            label={t('signIn.password')}
            required
            autoComplete="current-password"
          />
          {portal ? (
            <button
              type="button"
              className="link-button password-toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
            </button>
          ) : null}
          <CheckboxField name="rememberme" label={t('signIn.rememberMe')} />
          <SubmitButton className="button button-primary">{t('signIn.submit')}</SubmitButton>
        </Form>
      </Formik>
      {portal ? (
        <>
          <p>
            <Link to={`/${lng}/portal/password`}>{t('signIn.forgotPassword')}</Link>
          </p>
          <p>
            {t('signIn.noAccount')} <Link to={`/${lng}/portal/register`}>{t('signIn.register')}</Link>
          </p>
        </>
      ) : null}
      <p className="help">
        <Trans
          i18nKey="signIn.help"
          values={customerService}
          components={{
            phone: <a href={`tel:${customerService.phone}`}>{customerService.phone}</a>,
            mail: <a href={`mailto:${customerService.email}`}>{customerService.email}</a>,
          }}
        />
      </p>
    </section>
  );
}
