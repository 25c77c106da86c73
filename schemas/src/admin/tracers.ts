import { type InferType, object } from 'yup';
import { idField, list } from '../fields.ts';
import { msg } from '../texts/messages/index.ts';

/**
 * A tracer's form values (back-office.md §3: "Tracer: tracerId, category (selectable list)"): the portal categories
 * it follows, at least one. The id is the entity's own (the path's), so the values carry only the categories.
 */
export const tracerLimits = { categories: 50 } as const;

export const tracerValuesSchema = object({
  categories: list(idField().required(msg('validation.invalid')), tracerLimits.categories)
    .min(1, msg('admin.tracer.categories.required'))
    .required(msg('admin.tracer.categories.required')),
});
export type TracerValues = InferType<typeof tracerValuesSchema>;
