import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';

type Props = Readonly<{
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; a Close button is always there. */
  actions?: ReactNode;
  /** Extra class on the dialog (a wider modal, its print layout). */
  className?: string;
  /** Called before any click inside the dialog is handled (the order modal clears its alerts there). */
  onClickCapture?: () => void;
}>;

/**
 * A modal dialog on the native `<dialog>`: focus moves in and is trapped by the browser, Escape closes it, and
 * focus returns to what opened it.
 */
export function Modal({ open, title, onClose, children, actions, className, onClickCapture }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      onClickCapture={onClickCapture}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <div className="modal-body">{children}</div>
          <div className="modal-actions">
            {actions}
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('actions.close')}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
