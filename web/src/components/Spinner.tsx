import { useTranslation } from 'react-i18next';
import './spinner.css';

/** Loading indicator, announced politely. */
export function Spinner({ label }: Readonly<{ label?: string }>) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-wheel" aria-hidden="true" />
      <span className="spinner-label">{label ?? t('status.loading')}</span>
    </div>
  );
}
