import type { Field, FieldOption } from '@parks/schemas/admin/definitions';

/** What every field component gets: its definition, the options it offers now (conditions), its label. */
export type FieldProps = Readonly<{
  field: Field;
  options: readonly FieldOption[];
  label: string;
  required: boolean;
}>;

/** The label of a field: its caption, else its prompt, else its name (the server always should send a caption). */
export const labelOf = (field: Field): string => field.caption ?? field.prompt ?? field.name;
