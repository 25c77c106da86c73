import { describe, it } from 'vitest';
import { checkParser } from '../testing/parserProperties.ts';
import { specFor } from '../testing/specFor.ts';
import type { PaymentCommand } from './commands.ts';
import { paymentDecider } from './decider.ts';
import { parsePaymentEvent } from './eventParser.ts';
import { type PaymentEvent, paymentEventTypes } from './events.ts';

const spec = specFor(paymentDecider);
const now = '2026-11-27T10:00:00.000Z';

const annotate = (
  note: string | null,
  reconciliationReference: string | null,
  actorRole: 'LMG' | 'SuperUser' | 'Administrator' | 'Operator' = 'SuperUser',
): PaymentCommand => ({
  type: 'AnnotatePayment',
  data: { paymentId: 'ord-1-A', note, reconciliationReference, actorRole },
  metadata: { now, userId: 'usr-super' },
});

const annotated = (note: string | null, reconciliationReference: string | null): PaymentEvent => ({
  type: 'PaymentAnnotated',
  data: {
    paymentId: 'ord-1-A',
    note,
    reconciliationReference,
    annotatedBy: 'usr-super',
    role: 'SuperUser',
    annotatedAt: now,
  },
});

describe('annotating a payment', () => {
  it('records the note and reference with who wrote them, their role and when, trimmed', () => {
    spec([])
      .when(annotate('  Matched on the bank statement ', ' BNK-2026-11-27 '))
      .then([annotated('Matched on the bank statement', 'BNK-2026-11-27')]);
  });

  it('clears what is blanked, and records nothing when nothing changes', () => {
    spec([annotated('Checked', 'BNK-1')])
      .when(annotate('Checked', '   '))
      .then([annotated('Checked', null)]);
    spec([annotated('Checked', 'BNK-1')])
      .when(annotate(' Checked', 'BNK-1'))
      .thenNothingHappened();
    spec([]).when(annotate('', null)).thenNothingHappened();
  });

  it('is refused to the roles without the payments area', () => {
    spec([])
      .when(annotate('x', null, 'Administrator'))
      .thenThrows('auth.permissionDenied');
    spec([])
      .when(annotate('x', null, 'Operator'))
      .thenThrows('auth.permissionDenied');
  });

  it('reads its events back and refuses malformed ones', () => {
    checkParser({
      parse: parsePaymentEvent,
      types: paymentEventTypes,
      events: [annotated('Checked', 'BNK-1'), annotated(null, null)],
    });
  });
});
