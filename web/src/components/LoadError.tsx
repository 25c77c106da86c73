import { useTranslation } from 'react-i18next';
import { Alert } from './Alert.tsx';

/** A failed load: the message and a Try again button. */
export function LoadError({ message, onRetry }: Readonly<{ message: string; onRetry?: () => void }>) {
  const { t } = useTranslation();
  return (
    <Alert kind="error" title={t('status.loadFailed')}>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </Alert>
  );
}
