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
 * laid out as gcds-input does: the label with the spec's `* … (required)`, the hint, the error, then the control.
 */
export function FieldShell({ id, label, required = false, hint, error, children, className }: Props) {
  return (
    <div className={`field field-native${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        <RequiredLabel text={label} required={required} />
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      {children}
    </div>
  );
}

/** A field's hint under its label, `{id}-hint` for the control's aria-describedby; nothing without one. */
const FieldHint = ({ id, hint }: Readonly<{ id: string; hint: ReactNode }>) =>
  hint ? (
    <div id={`${id}-hint`} className="field-hint">
      {hint}
    </div>
  ) : null;

/** A field's error under its label, `{id}-error` for the control's aria-describedby; nothing without an error. */
export function FieldError({ id, error }: Readonly<{ id: string; error: string | undefined }>) {
  if (!error) return null;
  return (
    <gcds-error-message id={`${id}-error`} message-id={id} className="field-error">
      {error}
    </gcds-error-message>
  );
}

type FieldsetProps = Readonly<{
  id: string;
  legend: string;
  required: boolean;
  error: string | undefined;
  /** The classes beside `field` (`field-radios`, …). */
  className: string;
  /** A line under the legend that the group's controls are described by. */
  hint?: ReactNode;
  children: ReactNode;
}>;

/**
 * A group of native controls (radios, boxes, rows of inputs) as one field: the legend with the spec's required
 * marks, the error under it, then the controls. The fieldset carries the field id and takes the focus, so the error
 * summary's link lands on the group.
 */
export function FieldsetShell({ id, legend, required, error, className, hint, children }: FieldsetProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={`field ${className}${error ? ' field-invalid' : ''}`}
      aria-describedby={described === '' ? undefined : described}
    >
      <legend>
        <RequiredLabel text={legend} required={required} />
      </legend>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      {children}
    </fieldset>
  );
}

/**
 * A label or legend with the spec's `* … (required)` when required. Both marks are for the eye only, as in GCDS's
 * own labels: the control itself is marked required, so a screen reader says it once.
 */
export function RequiredLabel({ text, required }: Readonly<{ text: ReactNode; required: boolean }>) {
  const { t } = useTranslation();
  return (
    <>
      {required ? (
        <span className="field-required-mark" aria-hidden="true">
          *{' '}
        </span>
      ) : null}
      {text}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {' '}
          {t('form.required')}
        </span>
      ) : null}
    </>
  );
}

/** The aria-describedby of a control with a hint and/or an error. */
export const describedBy = (id: string, hint: boolean, error: boolean): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
