import type { StaffRole } from '@parks/schemas/roles';
import type { Event } from '../shared/decider.ts';

/**
 * Staff annotated a payment (back-office.md §2 payments/edit): the note and reconciliation reference it now carries,
 * who wrote them, with which role, when. The payment itself (an authorization or a refund) is never changed: it is
 * the gateway's record; an annotation only says what staff found when they reconciled it.
 */
export type PaymentAnnotated = Event<
  'PaymentAnnotated',
  {
    paymentId: string;
    note: string | null;
    reconciliationReference: string | null;
    annotatedBy: string;
    role: StaffRole;
    annotatedAt: string;
  }
>;

export type PaymentEvent = PaymentAnnotated;

export const paymentEventTypes = ['PaymentAnnotated'] as const satisfies readonly PaymentEvent['type'][];
