import { staffRoles } from '@parks/schemas/roles';
import {
  type EventParser,
  event,
  eventParser,
  nullable,
  object,
  oneOf,
  type Shape,
  string,
  text,
} from '../shared/shape.ts';
import type { PaymentAnnotated, PaymentEvent } from './events.ts';

/** The payment stream's parser: the command path and the payments read model read through it. */
const paymentAnnotated: Shape<PaymentAnnotated> = event(
  'PaymentAnnotated',
  object({
    paymentId: text,
    note: nullable(string),
    reconciliationReference: nullable(string),
    annotatedBy: text,
    role: oneOf(staffRoles),
    annotatedAt: text,
  }),
);

export const parsePaymentEvent: EventParser<PaymentEvent> = eventParser<PaymentEvent>({
  PaymentAnnotated: paymentAnnotated,
});
