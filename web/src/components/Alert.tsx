import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AlertKind = 'success' | 'error' | 'notify' | 'info' | 'warning';

type Props = Readonly<{
  kind: AlertKind;
  title?: string;
  children?: ReactNode;
  /** Error alerts scroll into view after 300 ms (section 9). */
  scrollIntoView?: boolean;
  onDismiss?: () => void;
}>;

/** Notify alerts fade after 3 seconds; the others have a dismiss control when `onDismiss` is given. */
export function Alert({ kind, title, children, scrollIntoView = kind === 'error', onDismiss }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [faded, setFaded] = useState(false);

  useEffect(() => {
    if (!scrollIntoView) return;
    const timer = window.setTimeout(() => ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }), 300);
    return () => window.clearTimeout(timer);
  }, [scrollIntoView]);

  useEffect(() => {
    if (kind !== 'notify') return;
    const timer = window.setTimeout(() => setFaded(true), 3000);
    return () => window.clearTimeout(timer);
  }, [kind]);

  if (faded) return null;
  const role = kind === 'error' ? 'alert' : 'status';
  return (
    <div ref={ref} className={`alert alert-${kind}`} role={role}>
      {title ? <p className="alert-title">{title}</p> : null}
      {children}
      {onDismiss && kind !== 'notify' ? (
        <button type="button" className="alert-dismiss link-button" onClick={onDismiss}>
          {t('actions.dismiss')}
        </button>
      ) : null}
    </div>
  );
}
