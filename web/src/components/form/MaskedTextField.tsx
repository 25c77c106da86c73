import { useMask } from '@react-input/mask';
import type { FieldInputProps } from 'formik';
import type { FieldMask } from '../../lib/masks.ts';
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
 * A text field with a typing mask (postal codes, phone numbers). The mask has to own the <input> element, which
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

function MaskedInput({ mask, ...setup }: InputSetup & Readonly<{ mask: FieldMask }>) {
  const ref = useMask(mask);
  return <input ref={ref} {...inputProps(setup)} />;
}
