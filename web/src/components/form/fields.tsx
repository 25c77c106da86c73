import { isMessageKey, translate } from '@parks/schemas/messages/index';
import { useField } from 'formik';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useLanguage } from '../../lib/text.ts';
import { describedBy, FieldShell, RequiredLabel } from './FieldShell.tsx';

/** An id usable in `#fragment` links (`shipping.firstName` → `field-shipping-firstName`). */
export const fieldId = (name: string): string => `field-${name.replace(/[^\w-]/g, '-')}`;

type Common = Readonly<{ name: string; label: string; required?: boolean; hint?: ReactNode; className?: string }>;

/** A message key from a shared schema in the page language; a text already rendered stays as is. */
const useErrorText = () => {
  const lng = useLanguage();
  return (touched: boolean, error: unknown): string | undefined =>
    touched && typeof error === 'string' ? (isMessageKey(error) ? translate(lng, error) : error) : undefined;
};

/** Error text of a Formik field once touched (or after a submit attempt, when Formik touches every field). */
const useFieldError = (name: string) => {
  const [field, meta, helpers] = useField<string>(name);
  const errorText = useErrorText();
  return { field, meta, helpers, error: errorText(meta.touched, meta.error) };
};

type TextProps = Common &
  Readonly<{
    type?: 'text' | 'email' | 'tel' | 'password';
    autoComplete?: string;
    inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
    maxLength?: number;
    /** Rewrites what is typed (masks). */
    format?: (value: string) => string;
  }>;

export function TextField({ name, label, required, hint, className, type = 'text', format, ...input }: TextProps) {
  const { field, helpers, error } = useFieldError(name);
  const id = fieldId(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(format ? format(event.target.value) : event.target.value);
  };
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...field}
        value={field.value ?? ''}
        onChange={onChange}
        id={id}
        type={type}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
        {...input}
      />
    </FieldShell>
  );
}

export type Option = Readonly<{ value: string; label: string }>;

type SelectProps = Common &
  Readonly<{ options: readonly Option[]; placeholder?: string; onValueChange?: (value: string) => void }>;

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder,
  onValueChange,
}: SelectProps) {
  const { field, helpers, error } = useFieldError(name);
  const id = fieldId(name);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        {...field}
        value={field.value ?? ''}
        id={id}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          onValueChange?.(event.target.value);
        }}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
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
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
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
    <fieldset
      id={id}
      tabIndex={-1}
      className={`field field-radios${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        <RequiredLabel text={legend} required={required} />
      </legend>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
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
    </fieldset>
  );
}
