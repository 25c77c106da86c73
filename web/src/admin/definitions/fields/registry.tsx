import type { FieldComponent } from '@parks/schemas/admin/definitions';
import type { JSX } from 'react';
import {
  InputRenderer,
  MaskedRenderer,
  MultiSelectRenderer,
  SingleSelectRenderer,
  TextareaRenderer,
  WidgetRenderer,
} from './basicFields.tsx';
import { DateTimeRenderer } from './DateTimeField.tsx';
import type { FieldProps } from './fieldProps.ts';
import { RichTextRenderer } from './RichTextField.tsx';
import { UploadRenderer } from './UploadField.tsx';

function MultilineRenderer(props: FieldProps) {
  return props.field.type === 'textarea' ? <TextareaRenderer {...props} /> : <RichTextRenderer {...props} />;
}

/** One component per field component of the definitions (§3); each picks its variant by `type`. */
export const fieldRenderers: Readonly<Record<FieldComponent, (props: FieldProps) => JSX.Element | null>> = {
  input: InputRenderer,
  multilineinput: MultilineRenderer,
  singleselect: SingleSelectRenderer,
  multiselect: MultiSelectRenderer,
  upload: UploadRenderer,
  datetimepicker: DateTimeRenderer,
  widget: WidgetRenderer,
  inputmasked: MaskedRenderer,
};

export function FieldRenderer(props: FieldProps) {
  const Renderer = fieldRenderers[props.field.component];
  return <Renderer {...props} />;
}
