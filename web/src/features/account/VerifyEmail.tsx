import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { useLanguage } from '../../lib/text.ts';
import { useVerifyEmailMutation } from './accountApi.ts';
import { textOfMessage } from './messages.ts';

/**
 * /{lng}/portal/verify?user=&token=: the link of the registration mail. It confirms the address once on arrival
 * (POST /api/account/VerifyEmail; following it again is harmless) and says what happens next.
 */
export function VerifyEmail() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [params] = useSearchParams();
  const [verify, verification] = useVerifyEmailMutation();
  const sent = useRef(false);
  useDocumentTitle(t('verify.title'));
  const userId = params.get('user') ?? '';
  const token = params.get('token') ?? '';

  useEffect(() => {
    // Once per visit, even under React's development double effects.
    if (sent.current) return;
    sent.current = true;
    void verify({ userId, token });
  }, [verify, userId, token]);

  return (
    <section className="sign-in" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      {verification.isSuccess ? <Alert kind="success">{textOfMessage(verification.data, lng)}</Alert> : null}
      <RequestErrorAlert error={verification.error} />
      {verification.isLoading || verification.isUninitialized ? <p role="status">{t('verify.working')}</p> : null}
      <p>
        <Link to={`/${lng}/portal/login`}>{t('verify.signIn')}</Link>
      </p>
    </section>
  );
}
