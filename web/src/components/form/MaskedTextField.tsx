import type { FieldInputProps } from 'formik';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { applyTyping, type FieldMask } from '../../lib/masks.ts';
import { describedBy, FieldShell } from './FieldShell.tsx';
import { fieldId, useFieldError } from './fields.tsx';

type Props = Readonly<{
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** The typing mask, or null for free text up to `maxLength`. */
  mask: FieldMask | null;
  maxLength: number;
  type?: 'text' | 'tel';
  autoComplete?: string;
}>;

/**
 * A text field with a typing mask (postal codes, phone numbers). The mask has to reach the <input> element, which
 * gcds-input keeps in its shadow root, so this one is our own input drawn with the GCDS input tokens; Formik keeps
 * the value and the validation as for the other fields. The input is rebuilt when the mask changes (a new
 * country), so a mask never works on a value typed for another one.
 */
export function MaskedTextField({
  name,
  label,
  required = false,
  hint,
  mask,
  maxLength,
  type = 'text',
  autoComplete,
}: Props) {
  const { field, error } = useFieldError(name);
  const id = fieldId(name);
  const input = {
    field,
    id,
    type,
    required,
    autoComplete,
    invalid: error !== undefined,
    describedBy: describedBy(id, hint !== undefined, error !== undefined),
  };
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      {mask ? (
        <MaskedInput key={mask.mask} mask={mask} {...input} />
      ) : (
        <input {...inputProps(input)} maxLength={maxLength} />
      )}
    </FieldShell>
  );
}

type InputSetup = Readonly<{
  field: FieldInputProps<string>;
  id: string;
  type: 'text' | 'tel';
  required: boolean;
  autoComplete: string | undefined;
  invalid: boolean;
  describedBy: string | undefined;
}>;

const inputProps = ({ field, id, type, required, autoComplete, invalid, describedBy: described }: InputSetup) => ({
  ...field,
  value: field.value ?? '',
  id,
  type,
  required,
  autoComplete,
  'aria-invalid': invalid || undefined,
  'aria-describedby': described,
});

/**
 * Each input event is masked as it happens, from what the input holds right then (`applyTyping`): the masked value
 * and the caret are written to the element before Formik is told, so the next key, however soon it comes, starts
 * from them, and the render that follows finds the element already showing its value. Nothing is dropped while a
 * render or a timer is pending (the mask library this replaced refused a key typed before its selection timer ran).
 */
function MaskedInput({ mask, ...setup }: InputSetup & Readonly<{ mask: FieldMask }>) {
  const { field } = setup;
  const shown = useRef(field.value ?? '');
  useLayoutEffect(() => {
    shown.current = field.value ?? '';
  }, [field.value]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const typed = { value: input.value, caret: input.selectionStart ?? input.value.length };
    const next = applyTyping(mask, typed, shown.current, inputType);
    shown.current = next.value;
    input.value = next.value;
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    field.onChange(event);
  };
  return <input {...inputProps(setup)} onChange={onChange} />;
}
