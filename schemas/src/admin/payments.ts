import { type InferType, object } from 'yup';
import { optionalIdField, text } from '../fields.ts';
import { msg } from '../texts/messages/index.ts';
import { listQueryShape } from './requests.ts';
import { oneOf } from './schemaParts.ts';

/**
 * The payments area (back-office.md §2 payments/{details|edit}/{id}): the list's query (one order's payments, one
 * kind) and what staff may annotate on a payment, a note and a reconciliation reference (blank or null clears
 * either).
 */
export const paymentLimits = { note: 2_000, reconciliationReference: 100 } as const;

export const paymentListKinds = ['authorization', 'refund'] as const;

export const paymentListQuerySchema = object({
  ...listQueryShape,
  orderId: optionalIdField(),
  kind: oneOf(paymentListKinds).transform((value: unknown) => (value === '' ? undefined : value)),
});

/** Both fields are always sent (the edit form shows both): one missing is no annotation form's submit. */
const annotation = (max: number, message: string) =>
  text(max).max(max, message).nullable().defined(msg('validation.invalid'));

export const paymentAnnotationSchema = object({
  note: annotation(paymentLimits.note, msg('admin.payment.note.tooLong')),
  reconciliationReference: annotation(
    paymentLimits.reconciliationReference,
    msg('admin.payment.reconciliationReference.tooLong'),
  ),
});
export type PaymentAnnotationValues = InferType<typeof paymentAnnotationSchema>;
