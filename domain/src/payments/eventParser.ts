import { staffRoles } from '@parks/schemas/roles';
import { nullable, object, oneOf, streamParser, string, text } from '../shared/shape.ts';
import type { PaymentEvent } from './events.ts';

/** The payment stream's parser: the command path and the payments read model read through it. */
export const parsePaymentEvent = streamParser<PaymentEvent>({
  PaymentAnnotated: object({
    paymentId: text,
    note: nullable(string),
    reconciliationReference: nullable(string),
    annotatedBy: text,
    role: oneOf(staffRoles),
    annotatedAt: text,
  }),
});
