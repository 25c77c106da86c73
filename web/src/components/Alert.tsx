import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AlertKind = 'success' | 'error' | 'notify' | 'info' | 'warning';

type Props = Readonly<{
  kind: AlertKind;
  title?: string;
  children?: ReactNode;
  /** Error alerts scroll into view after 300 ms (section 9). */
  scrollIntoView?: boolean;
  onDismiss?: () => void;
  /**
   * Takes the focus when shown (the answer to what the user just did, e.g. Add to cart with Enter, or a declined
   * card), instead of leaving it on <body> under a button that was disabled meanwhile.
   */
  focus?: boolean;
  /** Where the focus goes back when a focused notify alert fades. */
  returnFocus?: RefObject<HTMLElement | null>;
}>;

/** Notify alerts fade after 3 seconds; the others have a dismiss control when `onDismiss` is given. */
export function Alert({
  kind,
  title,
  children,
  scrollIntoView = kind === 'error',
  onDismiss,
  focus = false,
  returnFocus,
}: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [faded, setFaded] = useState(false);

  useEffect(() => {
    if (!scrollIntoView) return;
    const timer = window.setTimeout(() => ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }), 300);
    return () => window.clearTimeout(timer);
  }, [scrollIntoView]);

  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: true });
  }, [focus]);

  useEffect(() => {
    if (kind !== 'notify') return;
    const timer = window.setTimeout(() => {
      if (ref.current?.contains(document.activeElement)) returnFocus?.current?.focus();
      setFaded(true);
    }, 3000);
    return () => window.clearTimeout(timer);
  }, [kind, returnFocus]);

  if (faded) return null;
  const role = kind === 'error' ? 'alert' : 'status';
  return (
    <div ref={ref} className={`alert alert-${kind}`} role={role} tabIndex={focus ? -1 : undefined}>
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
