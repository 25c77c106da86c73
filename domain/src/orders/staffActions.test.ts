import { type OrderEditValues, orderAddressFields } from '@parks/schemas/orderStaff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { orderAddress, orderDraft, orderPlaced } from '../testing/orderDrafts.ts';
import { specFor } from '../testing/specFor.ts';
import type { OrderCommand } from './commands.ts';
import { orderDecider } from './decider.ts';
import type { OrderDraft } from './draft.ts';
import { applyOrderChanges, type OrderEditable, orderEditChanges } from './edits.ts';
import type { OrderEvent, OrderPlaced } from './events.ts';
import { statusEventsBy } from './testing.ts';

const given = specFor(orderDecider);
const now = '2026-11-21T15:00:00.000Z';
const later = '2026-11-22T09:30:00.000Z';
const orderId = 'ord-2001';
const staff = { now: later, userId: 'usr-lmg' };

const draft = (storeCode: 'b2c' | 'b2b'): OrderDraft =>
  orderDraft(orderId, storeCode, { poNumber: storeCode === 'b2b' ? 'PO-1' : null });
const placed = (storeCode: 'b2c' | 'b2b' = 'b2c', status: 'pending' | 'pendingApproval' = 'pending'): OrderPlaced =>
  orderPlaced(draft(storeCode), { status, payment: null, placedBy: 'usr-customer', placedAt: now });
const lmgDid = statusEventsBy(orderId, 'usr-lmg', now);
const shipped = lmgDid.shipped('1Z999');
const cancelled = lmgDid.cancelled('Customer request');
const approved = lmgDid.approved();
const released = lmgDid.released();

const edit = (values: OrderEditValues, reason: string | null = null): OrderCommand => ({
  type: 'EditOrder',
  data: { orderId, values, reason, actorRole: 'LMG' },
  metadata: staff,
});

describe('editing an order', () => {
  it('records exactly the changed fields with their values before and after, with the actor and role', () =>
    given([placed()])
      .when(
        edit(
          {
            shippingAddress: { ...orderAddress, city: 'Charlottetown', address2: 'Unit 4' },
            billingAddress: { email: ' anne@example.ca ' },
          },
          'Customer called',
        ),
      )
      .then([
        {
          type: 'OrderEdited',
          data: {
            orderId,
            changes: [
              { field: 'shippingAddress.address2', before: null, after: 'Unit 4' },
              { field: 'shippingAddress.city', before: 'Cavendish', after: 'Charlottetown' },
            ],
            reason: 'Customer called',
            editedBy: 'usr-lmg',
            role: 'LMG',
            editedAt: later,
          },
        },
      ]));

  it('appends nothing when a save changes nothing (blank and empty are the same none)', () => {
    given([placed()])
      .when(edit({ shippingAddress: { ...orderAddress, companyName: '  ' }, billingAddress: { city: 'Cavendish' } }))
      .thenNothingHappened();
    given([placed()]).when(edit({})).thenNothingHappened();
  });

  it('compares with the order as already edited', () => {
    const first: OrderEvent = {
      type: 'OrderEdited',
      data: {
        orderId,
        changes: [{ field: 'shippingAddress.city', before: 'Cavendish', after: 'Summerside' }],
        reason: null,
        editedBy: 'usr-lmg',
        role: 'LMG',
        editedAt: later,
      },
    };
    given([placed(), first])
      .when(edit({ shippingAddress: { city: 'Summerside' } }))
      .thenNothingHappened();
    given([placed(), first])
      .when(edit({ shippingAddress: { city: 'Cavendish' } }))
      .then([
        {
          ...first,
          data: {
            ...first.data,
            changes: [{ field: 'shippingAddress.city', before: 'Summerside', after: 'Cavendish' }],
          },
        },
      ]);
  });

  it('refuses to empty a required address field', () =>
    given([placed()])
      .when(edit({ billingAddress: { lastName: '' } }))
      .thenThrows('form.fieldRequired'));

  it('edits the tracking of a shipped order only, and never empties its number', () => {
    given([placed()])
      .when(edit({ trackingNumber: '1Z111' }))
      .thenThrows('order.notShipped');
    given([placed(), shipped])
      .when(edit({ trackingNumber: '' }))
      .thenThrows('order.trackingRequired');
    given([placed(), shipped])
      .when(edit({ trackingNumber: '1Z111', trackingUrl: 'https://track.example/1Z111' }))
      .then([
        {
          type: 'OrderEdited',
          data: {
            orderId,
            changes: [
              { field: 'trackingNumber', before: '1Z999', after: '1Z111' },
              { field: 'trackingUrl', before: null, after: 'https://track.example/1Z111' },
            ],
            reason: null,
            editedBy: 'usr-lmg',
            role: 'LMG',
            editedAt: later,
          },
        },
      ]);
  });

  it('edits the customer and PO numbers of portal orders only', () => {
    given([placed()])
      .when(edit({ poNumber: 'PO-9' }))
      .thenThrows('order.portalFieldsOnly');
    given([placed('b2b')])
      .when(edit({ poNumber: null, budgetCode: 'CPC-456' }))
      .then([
        {
          type: 'OrderEdited',
          data: {
            orderId,
            changes: [
              { field: 'poNumber', before: 'PO-1', after: null },
              { field: 'budgetCode', before: 'CPC-123', after: 'CPC-456' },
            ],
            reason: null,
            editedBy: 'usr-lmg',
            role: 'LMG',
            editedAt: later,
          },
        },
      ]);
  });

  it('refuses changes to a cancelled order, an unknown order, or without an actor', () => {
    given([placed(), cancelled])
      .when(edit({ shippingAddress: { city: 'Halifax' } }))
      .thenThrows('order.notEditable');
    given([])
      .when(edit({ shippingAddress: { city: 'Halifax' } }))
      .thenThrows('order.notFound');
    given([placed()])
      .when({ ...edit({ shippingAddress: { city: 'Halifax' } }), metadata: { now: later } })
      .thenThrows('auth.required');
  });

  it('records changes that, applied, give the values asked for, and a second save of them changes nothing', () => {
    const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1, maxLength: 8 }));
    const addressEdit = fc.record(
      Object.fromEntries(orderAddressFields.map((field) => [field, text])) as Record<
        (typeof orderAddressFields)[number],
        typeof text
      >,
      { requiredKeys: [] },
    );
    const before: OrderEditable = {
      shippingAddress: orderAddress,
      billingAddress: { ...orderAddress, companyName: 'Parks Partner' },
      poNumber: 'PO-1',
      budgetCode: null,
      trackingNumber: '1Z999',
      trackingUrl: null,
    };
    fc.assert(
      fc.property(
        fc.record(
          {
            shippingAddress: addressEdit,
            billingAddress: addressEdit,
            poNumber: fc.option(text),
            budgetCode: fc.option(text),
            trackingUrl: fc.option(text),
          },
          { requiredKeys: [] },
        ),
        (values) => {
          const changes = orderEditChanges(before, values);
          expect(new Set(changes.map((change) => change.field)).size).toBe(changes.length);
          for (const change of changes) expect(change.before).not.toBe(change.after);
          const after = applyOrderChanges(before, changes);
          expect(orderEditChanges(after, values)).toEqual([]);
        },
      ),
    );
  });
});

const status = (
  to: 'pendingApproval' | 'pending' | 'inProduction' | 'shipped' | 'cancelled' | 'declined',
  more: { reason?: string; trackingNumber?: string } = {},
): OrderCommand => ({
  type: 'ChangeOrderStatus',
  data: {
    orderId,
    status: to,
    reason: more.reason ?? '',
    trackingNumber: more.trackingNumber ?? '',
    trackingUrl: null,
    actorRole: 'SuperUser',
  },
  metadata: staff,
});

describe('editing the status of an order', () => {
  const awaiting = placed('b2b', 'pendingApproval');

  it('takes the legal transition to the status asked for, with the actor and role, marked as a status edit', () => {
    given([awaiting])
      .when(status('pending'))
      .then([
        {
          type: 'OrderApproved',
          data: { orderId, approvedBy: 'usr-lmg', approvedAt: later, role: 'SuperUser', via: 'statusEdit' },
        },
      ]);
    given([awaiting, approved])
      .when(status('inProduction'))
      .then([
        {
          type: 'OrderReleased',
          data: { orderId, releasedBy: 'usr-lmg', releasedAt: later, role: 'SuperUser', via: 'statusEdit' },
        },
      ]);
    given([placed()])
      .when(status('shipped', { trackingNumber: ' 1Z5 ' }))
      .then([
        {
          type: 'OrderShipped',
          data: {
            orderId,
            trackingNumber: '1Z5',
            trackingUrl: null,
            shippedBy: 'usr-lmg',
            shippedAt: later,
            role: 'SuperUser',
            via: 'statusEdit',
          },
        },
      ]);
    given([awaiting])
      .when(status('declined', { reason: 'Over budget' }))
      .then([
        {
          type: 'OrderDeclined',
          data: {
            orderId,
            reason: 'Over budget',
            declinedBy: 'usr-lmg',
            declinedAt: later,
            role: 'SuperUser',
            via: 'statusEdit',
          },
        },
      ]);
  });

  it('needs a reason to cancel and a tracking number to ship', () => {
    given([placed()]).when(status('cancelled')).thenThrows('order.reasonRequired');
    given([placed()]).when(status('shipped')).thenThrows('order.trackingRequired');
  });

  it('changes nothing when the order already has that status', () =>
    given([placed(), cancelled])
      .when(status('cancelled', { reason: 'Again' }))
      .thenNothingHappened());

  it('refuses what no legal transition leads to', () => {
    given([placed()]).when(status('pendingApproval')).thenThrows('order.illegalTransition');
    given([awaiting, approved, released]).when(status('pending')).thenThrows('order.illegalTransition');
    given([placed(), shipped])
      .when(status('cancelled', { reason: 'Late' }))
      .thenThrows('order.alreadyShipped');
    given([placed()]).when(status('inProduction')).thenThrows('order.notPortalOrder');
    given([placed(), cancelled])
      .when(status('shipped', { trackingNumber: '1Z5' }))
      .thenThrows('order.cannotShip');
  });
});

const note = (noteId: string, text: string, correctsNoteId: string | null = null): OrderCommand => ({
  type: 'AddOrderNote',
  data: { orderId, noteId, text, correctsNoteId, actorRole: 'Administrator' },
  metadata: staff,
});
const noteAdded = (noteId: string, text: string, correctsNoteId: string | null = null): OrderEvent => ({
  type: 'OrderNoteAdded',
  data: { orderId, noteId, text, correctsNoteId, addedBy: 'usr-lmg', role: 'Administrator', addedAt: later },
});

describe('status edits in any order', () => {
  it('either leave the order in the status asked for, or refuse and change nothing', () => {
    const statuses = ['pendingApproval', 'pending', 'inProduction', 'shipped', 'cancelled', 'declined'] as const;
    const step = fc.record({
      to: fc.constantFrom(...statuses),
      reason: fc.constantFrom('', 'Over budget'),
      trackingNumber: fc.constantFrom('', '1Z5'),
    });
    const start = fc.constantFrom(placed(), placed('b2b'), placed('b2b', 'pendingApproval'));
    fc.assert(
      fc.property(start, fc.array(step, { maxLength: 8 }), (first, steps) => {
        let state = orderDecider.evolve(orderDecider.initialState(), first);
        for (const { to, reason, trackingNumber } of steps) {
          let events: readonly OrderEvent[];
          try {
            events = orderDecider.decide(status(to, { reason, trackingNumber }), state);
          } catch (error) {
            if (error instanceof DomainError) continue; // refused: the state is the one before
            throw error;
          }
          expect(events.length).toBeLessThanOrEqual(1);
          state = events.reduce(orderDecider.evolve, state);
          expect(state.status).toBe(to);
        }
      }),
    );
  });
});

describe('notes on an order', () => {
  it('adds a note with its author and role', () =>
    given([placed()])
      .when(note('note-1', '  Customer asked for a call back. '))
      .then([noteAdded('note-1', 'Customer asked for a call back.')]));

  it('corrects a note with a new note pointing at it, the first one kept', () =>
    given([placed(), noteAdded('note-1', 'Called on Monday')])
      .when(note('note-2', 'Called on Tuesday', 'note-1'))
      .then([noteAdded('note-2', 'Called on Tuesday', 'note-1')]));

  it('refuses a correction of a note this order does not have', () =>
    given([placed(), noteAdded('note-1', 'Called')])
      .when(note('note-2', 'Fixed', 'note-9'))
      .thenThrows('order.noteNotFound'));

  it('adds nothing for a note id already there (a retried request), and refuses an empty note', () => {
    given([placed(), noteAdded('note-1', 'Called')])
      .when(note('note-1', 'Called'))
      .thenNothingHappened();
    given([placed()]).when(note('note-1', '   ')).thenThrows('order.noteRequired');
  });

  it('adds notes to a cancelled order too: the history stays open', () =>
    given([placed(), cancelled])
      .when(note('note-1', 'Refund sent'))
      .then([noteAdded('note-1', 'Refund sent')]));
});

const resend = (requestId: string, to: string | null = null): OrderCommand => ({
  type: 'RequestConfirmationResend',
  data: { orderId, requestId, to, actorRole: 'LMG' },
  metadata: staff,
});
const resendRequested = (requestId: string, to: string | null = null): OrderEvent => ({
  type: 'OrderConfirmationResendRequested',
  data: { orderId, requestId, to, requestedBy: 'usr-lmg', role: 'LMG', at: later },
});
const resent = (requestId: string): OrderCommand => ({
  type: 'RecordConfirmationResent',
  data: { orderId, requestId, to: ['anne@example.ca'], messageId: `m-${requestId}`, via: 'file', sentAt: later },
  metadata: { now: later },
});

describe('resending the confirmation', () => {
  it('records the request with its id, the address and the actor', () => {
    given([placed()])
      .when(resend('req-1'))
      .then([resendRequested('req-1')]);
    given([placed()])
      .when(resend('req-1', 'office@example.ca'))
      .then([resendRequested('req-1', 'office@example.ca')]);
  });

  it('is idempotent by request id: the same request again appends nothing, another address is refused', () => {
    given([placed(), resendRequested('req-1')])
      .when(resend('req-1'))
      .thenNothingHappened();
    given([placed(), resendRequested('req-1', 'Office@Example.ca')])
      .when(resend('req-1', 'office@example.ca'))
      .thenNothingHappened();
    given([placed(), resendRequested('req-1')])
      .when(resend('req-1', 'other@example.ca'))
      .thenThrows('order.resendConflict');
    given([placed(), resendRequested('req-1')])
      .when(resend('req-2'))
      .then([resendRequested('req-2')]);
  });

  it('has no confirmation to resend before it is due', () => {
    given([placed('b2b', 'pendingApproval')])
      .when(resend('req-1'))
      .thenThrows('order.confirmationNotDue');
    given([placed(), cancelled]).when(resend('req-1')).thenThrows('order.confirmationNotDue');
  });

  it('records the sending once per request, and only of a request made', () => {
    given([placed(), resendRequested('req-1')])
      .when(resent('req-1'))
      .then([
        {
          type: 'OrderConfirmationResent',
          data: {
            orderId,
            requestId: 'req-1',
            to: ['anne@example.ca'],
            messageId: 'm-req-1',
            via: 'file',
            sentAt: later,
          },
        },
      ]);
    const sent: OrderEvent = {
      type: 'OrderConfirmationResent',
      data: { orderId, requestId: 'req-1', to: ['anne@example.ca'], messageId: 'm-req-1', via: 'file', sentAt: later },
    };
    given([placed(), resendRequested('req-1'), sent])
      .when(resent('req-1'))
      .thenNothingHappened();
    given([placed()]).when(resent('req-1')).thenThrows('order.resendNotFound');
  });
});
