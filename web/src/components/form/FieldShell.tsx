import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defineGcds } from '../../gcds/define.ts';

void defineGcds('gcds-error-message');

type Props = Readonly<{
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}>;

/**
 * Label, hint, error and control of a field that is not a GCDS component (masked inputs, radios, checkboxes),
 * laid out and worded as gcds-input does: `Label (required)`, the hint, the error, then the control.
 */
export function FieldShell({ id, label, required = false, hint, error, children, className }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`field field-native${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' '}
            {t('form.required')}
          </span>
        ) : null}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <gcds-error-message id={`${id}-error`} message-id={id} className="field-error">
          {error}
        </gcds-error-message>
      ) : null}
      {children}
    </div>
  );
}

/** The aria-describedby of a control with a hint and/or an error. */
export const describedBy = (id: string, hint: boolean, error: boolean): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
