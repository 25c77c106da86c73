import type { StaffRole } from '@parks/schemas/roles';
import type { Command } from '../shared/decider.ts';

/**
 * Annotate a payment. The actor is `metadata.userId`, `actorRole` their role as the API read it from the session;
 * the API has found the payment (an authorization or a refund) in the payments list before it asks.
 */
export type AnnotatePayment = Command<
  'AnnotatePayment',
  { paymentId: string; note: string | null; reconciliationReference: string | null; actorRole: StaffRole }
>;

export type PaymentCommand = AnnotatePayment;
