import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineGcds } from '../gcds/define.ts';
import { useLanguage } from '../lib/text.ts';
import './alert.css';

void defineGcds('gcds-notice');

export type AlertKind = 'success' | 'error' | 'notify' | 'info' | 'warning';

/** The GCDS notice role of each kind. */
const noticeRole = {
  success: 'success',
  notify: 'success',
  error: 'danger',
  info: 'info',
  warning: 'warning',
} as const satisfies Record<AlertKind, string>;

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

/**
 * A message box: a GCDS notice when it has a title (the notice requires one), else a box drawn like it. Notify
 * alerts fade after 3 seconds; the others have a dismiss control when `onDismiss` is given.
 */
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
  const lng = useLanguage();
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
  const dismiss =
    onDismiss && kind !== 'notify' ? (
      <button type="button" className="alert-dismiss link-button" onClick={onDismiss}>
        {t('actions.dismiss')}
      </button>
    ) : null;
  return (
    <div ref={ref} className={`alert alert-${kind}`} role={role} tabIndex={focus ? -1 : undefined}>
      {title ? (
        <gcds-notice notice-role={noticeRole[kind]} notice-title={title} notice-title-tag="h2" lang={lng}>
          {children}
          {dismiss}
        </gcds-notice>
      ) : (
        <div className={`alert-box alert-box-${noticeRole[kind]}`}>
          {children}
          {dismiss}
        </div>
      )}
    </div>
  );
}
