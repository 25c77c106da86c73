import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Readonly<{
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}>;

/** Label (with `* (required)`), the control, a hint and the field's error once touched. */
export function FieldShell({ id, label, required = false, hint, error, children, className }: Props) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        <RequiredLabel text={label} required={required} />
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** A label or legend with the spec's `* … (required)` when required (the star is for the eye only). */
export function RequiredLabel({ text, required }: Readonly<{ text: ReactNode; required: boolean }>) {
  const { t } = useTranslation();
  return (
    <>
      {required ? (
        <span className="required" aria-hidden="true">
          *{' '}
        </span>
      ) : null}
      {text}
      {required ? <span className="required-text"> {t('form.required')}</span> : null}
    </>
  );
}

/** The aria-describedby of a control with a hint and/or an error. */
export const describedBy = (id: string, hint: boolean, error: boolean): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
