import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

type Props = Readonly<{ className: string; disabled?: boolean; children: ReactNode }>;

/** The submit button of a Formik form: disabled while the form submits, so one click sends once. */
export function SubmitButton({ className, disabled = false, children }: Props) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className={className} disabled={disabled || isSubmitting}>
      {children}
    </button>
  );
}
