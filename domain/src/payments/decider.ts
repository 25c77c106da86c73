import { adminAreaRoles, type StaffRole } from '@parks/schemas/roles';
import type { StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import type { AnnotatePayment, PaymentCommand } from './commands.ts';
import { parsePaymentEvent } from './eventParser.ts';
import type { PaymentEvent } from './events.ts';

/** What a payment's annotations say now. */
export type PaymentAnnotationState = Readonly<{ note: string | null; reconciliationReference: string | null }>;

export const initialState = (): PaymentAnnotationState => ({ note: null, reconciliationReference: null });

/** Who may annotate a payment: whoever has the payments area (LMG and SuperUser, both stores alike). */
export const mayAnnotatePayments = (role: StaffRole): boolean => adminAreaRoles('payments', 'b2c').includes(role);

export const evolve = (_state: PaymentAnnotationState, event: PaymentEvent): PaymentAnnotationState => ({
  note: event.data.note,
  reconciliationReference: event.data.reconciliationReference,
});

/** Blank is none: a note of spaces says nothing. */
const textOrNull = (value: string | null): string | null => value?.trim() || null;

const annotate = (command: AnnotatePayment, state: PaymentAnnotationState): PaymentEvent[] => {
  const annotatedBy = actorOf(command.metadata);
  const { paymentId, actorRole } = command.data;
  if (!mayAnnotatePayments(actorRole)) throw domainError('auth.permissionDenied', 403);
  const note = textOrNull(command.data.note);
  const reconciliationReference = textOrNull(command.data.reconciliationReference);
  // Saving what is already there records nothing: the history holds changes only.
  if (note === state.note && reconciliationReference === state.reconciliationReference) return [];
  return [
    {
      type: 'PaymentAnnotated',
      data: {
        paymentId,
        note,
        reconciliationReference,
        annotatedBy,
        role: actorRole,
        annotatedAt: command.metadata.now,
      },
    },
  ];
};

export const decide = (command: PaymentCommand, state: PaymentAnnotationState): PaymentEvent[] =>
  annotate(command, state);

export const paymentDecider: StreamDecider<PaymentAnnotationState, PaymentCommand, PaymentEvent> = {
  decide,
  evolve,
  initialState,
  parse: parsePaymentEvent,
};
