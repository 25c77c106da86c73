import { isMessageKey, translate } from '@parks/schemas/messages/index';
import { useField } from 'formik';
import { type ReactNode, useId, useRef } from 'react';
import { defineGcds } from '../../gcds/define.ts';
import { useGcdsEvent } from '../../gcds/useGcdsEvent.ts';
import { asSentence, useLanguage } from '../../lib/text.ts';
import { FieldError, FieldsetShell } from './FieldShell.tsx';
import './fields.css';

void defineGcds('gcds-input', 'gcds-select', 'gcds-error-message');

/** An id usable in `#fragment` links (`shipping.firstName` → `field-shipping-firstName`). */
export const fieldId = (name: string): string => `field-${name.replace(/[^\w-]/g, '-')}`;

type Common = Readonly<{ name: string; label: string; required?: boolean; hint?: ReactNode; className?: string }>;

/** A message key from a shared schema in the page language; a text already rendered stays as is. */
const useErrorText = () => {
  const lng = useLanguage();
  // Under its field a message stands alone, so it reads as a sentence (`asSentence`).
  return (touched: boolean, error: unknown): string | undefined =>
    touched && typeof error === 'string' ? asSentence(isMessageKey(error) ? translate(lng, error) : error) : undefined;
};

/** Error text of a Formik field once touched (or after a submit attempt, when Formik touches every field). */
export const useFieldError = (name: string) => {
  const [field, meta, helpers] = useField<string>(name);
  const errorText = useErrorText();
  return { field, meta, helpers, error: errorText(meta.touched, meta.error) };
};

type TextProps = Common &
  Readonly<{
    type?: 'text' | 'email' | 'tel' | 'password';
    autoComplete?: string;
    inputMode?: 'none' | 'text' | 'decimal' | 'numeric' | 'tel' | 'search' | 'email' | 'url';
    maxLength?: number;
    /** The expected length in characters: GCDS narrows the field to it. */
    size?: number;
    /** Rewrites what is typed (the card number's groups, digits only). */
    format?: (value: string) => string;
  }>;

/** A hint GCDS can draw (text), or markup drawn under the field (an info button, a live message). */
const splitHint = (hint: ReactNode) =>
  typeof hint === 'string' ? { text: hint, extra: null } : { text: undefined, extra: hint ?? null };

/**
 * What the two GCDS adapters share: Formik's field and error text, the host (carrying the field id, so the error
 * summary's links focus the input inside it: GCDS delegates focus), GCDS's own validation off, and a blur that
 * touches the field.
 */
const useGcdsField = ({ name, label, required = false, hint, className }: Common) => {
  const { field, helpers, error } = useFieldError(name);
  const lng = useLanguage();
  const id = fieldId(name);
  const ref = useRef<HTMLElement>(null);
  const { text, extra } = splitHint(hint);
  useGcdsEvent(ref, 'gcdsBlur', () => void helpers.setTouched(true));
  const host = {
    ref,
    id,
    name,
    label,
    hint: text,
    'error-message': error ?? '',
    required,
    value: field.value ?? '',
    'validate-on': 'other',
    lang: lng,
  } as const;
  return { id, ref, helpers, host, frame: { required, className, extra } };
};

/** The field's box around the GCDS host, and the markup drawn under it (an info button, a live message). */
function GcdsFieldFrame({
  required,
  className,
  extra,
  children,
}: Readonly<{ required: boolean; className: string | undefined; extra: ReactNode; children: ReactNode }>) {
  return (
    <div className={`field${required ? ' field-is-required' : ''}${className ? ` ${className}` : ''}`}>
      {children}
      {extra ? <div className="field-extra">{extra}</div> : null}
    </div>
  );
}

/**
 * The adapter of a text field to gcds-input: Formik keeps the value and the validation (the shared yup
 * schemas), GCDS draws the label, hint and error, and its own validation is off (`validate-on="other"`).
 */
export function TextField({ type = 'text', format, autoComplete, inputMode, maxLength, size, ...common }: TextProps) {
  const { id, ref, helpers, host, frame } = useGcdsField(common);
  useGcdsEvent(ref, 'gcdsInput', (event) => {
    if (typeof event.detail === 'string') void helpers.setValue(format ? format(event.detail) : event.detail);
  });
  return (
    <GcdsFieldFrame {...frame}>
      <gcds-input
        {...host}
        input-id={id}
        type={type}
        autocomplete={autoComplete}
        inputmode={inputMode}
        maxlength={maxLength}
        size={size}
      />
    </GcdsFieldFrame>
  );
}

export type Option = Readonly<{ value: string; label: string }>;

type SelectProps = Common &
  Readonly<{ options: readonly Option[]; placeholder?: string; onValueChange?: (value: string) => void }>;

/** The adapter of a select to gcds-select (same split as TextField); the options are its slotted <option>s. */
export function SelectField({ options, placeholder, onValueChange, ...common }: SelectProps) {
  const { id, ref, helpers, host, frame } = useGcdsField(common);
  useGcdsEvent(ref, 'gcdsChange', (event) => {
    if (typeof event.detail !== 'string') return;
    void helpers.setValue(event.detail);
    onValueChange?.(event.detail);
  });
  return (
    <GcdsFieldFrame {...frame}>
      <gcds-select {...host} select-id={id} default-value={placeholder}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </gcds-select>
    </GcdsFieldFrame>
  );
}

type CheckboxProps = Readonly<{
  name: string;
  label: ReactNode;
  required?: boolean;
  onValueChange?: (checked: boolean) => void;
}>;

export function CheckboxField({ name, label, required = false, onValueChange }: CheckboxProps) {
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  const error = useErrorText()(meta.touched, meta.error);
  const id = fieldId(name);
  return (
    <div className={`field field-checkbox${error ? ' field-invalid' : ''}`}>
      <FieldError id={id} error={error} />
      {/* The box and its label share a line of their own, under the error (not beside it). */}
      <div className="checkbox-row">
        <input
          type="checkbox"
          id={id}
          name={field.name}
          checked={field.value === true}
          onBlur={field.onBlur}
          onChange={(event) => {
            void helpers.setValue(event.target.checked);
            onValueChange?.(event.target.checked);
          }}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}

type RadioGroupProps = Readonly<{
  name: string;
  legend: string;
  options: readonly (Option & Readonly<{ extra?: ReactNode }>)[];
  required?: boolean;
  onValueChange?: (value: string) => void;
}>;

export function RadioGroupField({ name, legend, options, required = false, onValueChange }: RadioGroupProps) {
  const { field, helpers, error } = useFieldError(name);
  const id = fieldId(name);
  return (
    <FieldsetShell id={id} legend={legend} required={required} error={error} className="field-radios">
      {options.map((option) => (
        <div key={option.value} className="radio">
          <input
            type="radio"
            id={`${id}-${option.value}`}
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onBlur={field.onBlur}
            onChange={() => {
              void helpers.setValue(option.value);
              onValueChange?.(option.value);
            }}
          />
          <label htmlFor={`${id}-${option.value}`}>
            {option.label}
            {option.extra}
          </label>
        </div>
      ))}
    </FieldsetShell>
  );
}

/**
 * A text input outside Formik (a search box, a panel's field), drawn with the GCDS input tokens (`field-native`),
 * its label tied to it.
 */
export function NativeTextInput({
  label,
  value,
  onChange,
  maxLength,
  type = 'text',
  className,
}: Readonly<{
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'search';
  className?: string;
}>) {
  const id = useId();
  return (
    <div className={className === undefined ? 'field-native' : `field-native ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
