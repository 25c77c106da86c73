import type { OrderCommand } from '@parks/domain/orders/commands';
import { CONFIRMATION_MAIL_SENT, confirmationMailStream } from '@parks/domain/orders/confirmationMailSent';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import type { RefundCommand } from '@parks/domain/refunds/commands';
import { refundDecider } from '@parks/domain/refunds/decider';
import { refundStream } from '@parks/domain/refunds/streams';
import { placedOrder } from '@parks/domain/testing/refundOrders';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore, Position, RecordedEvent } from '@parks/infra/eventStore/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPortalFees } from '../portal/orders.ts';
import { openTestRuntime } from '../runtime/testSupport.ts';
import type { ProjectionRuntime } from '../runtime/types.ts';
import {
  evolveTimelineEntry,
  type OrderTimelineDocument,
  orderTimeline,
  type TimelineRecord,
  timelineEventTypes,
  timelineOf,
} from './orderTimeline.ts';

/**
 * The audit timeline in the real runtime, fed by the ordinary command path: a public order placed by its customer,
 * then an edit, a note and its correction, a resend and its sending, the first confirmation mail, a status edit to
 * Shipped, two refunds (one refunded, one failed); and a portal order approved, released by the sweep and cancelled.
 */
const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;
const publicOrder = placedOrder({ orderId: 'ord-tl-1' });
const portalOrder = {
  ...placedOrder({ orderId: 'ord-tl-2', storeCode: 'b2b', paid: false }),
  budgetCode: 'CPC-1',
  poNumber: 'PO-1',
  portal: {
    lines: [],
    fees: emptyPortalFees,
    shippingOption: 'shipComplete' as const,
    placedByRole: 'PortalUser',
    placedByUsername: 'portal',
  },
};

let events: EventStore;
let runtime: ProjectionRuntime;
let close: () => Promise<void>;
let last: Position | undefined;

const collection = () => runtime.collection<OrderTimelineDocument>(orderTimeline.name);

const order = async (orderId: string, command: OrderCommand) => {
  last = (await handleCommand(events, orderStream(orderId), orderDecider, command)).position ?? last;
};
const refund = async (orderId: string, command: RefundCommand) => {
  last = (await handleCommand(events, refundStream(orderId), refundDecider, command)).position ?? last;
};
const staff = (minute: number, userId = 'usr-admin') => ({ now: at(minute), userId });

beforeAll(async () => {
  ({ events, runtime, close } = await openTestRuntime('timeline', [orderTimeline]));
  await runtime.start();

  const { status: _status, payment, idempotencyKey, requestHash, placedBy: _by, placedAt: _at, ...draft } = publicOrder;
  const placing = { payment, idempotencyKey, requestHash, requiresApproval: false };
  await order('ord-tl-1', {
    type: 'PlaceOrder',
    data: { order: { ...draft, customerId: 'gst-visitor' }, ...placing },
    metadata: { now: at(0) },
  });
  await order('ord-tl-1', {
    type: 'EditOrder',
    data: {
      orderId: 'ord-tl-1',
      values: { shippingAddress: { city: 'Kingston' } },
      reason: 'Customer moved',
      actorRole: 'Administrator',
    },
    metadata: staff(1),
  });
  const note = (noteId: string, text: string, correctsNoteId: string | null, minute: number): OrderCommand => ({
    type: 'AddOrderNote',
    data: { orderId: 'ord-tl-1', noteId, text, correctsNoteId, actorRole: 'Administrator' },
    metadata: staff(minute),
  });
  await order('ord-tl-1', note('note-1', 'Called the customer', null, 2));
  await order('ord-tl-1', note('note-2', 'Called the customer twice', 'note-1', 3));
  await order('ord-tl-1', {
    type: 'RequestConfirmationResend',
    data: { orderId: 'ord-tl-1', requestId: 'req-1', to: 'other@example.ca', actorRole: 'Administrator' },
    metadata: staff(4),
  });
  await order('ord-tl-1', {
    type: 'RecordConfirmationResent',
    data: {
      orderId: 'ord-tl-1',
      requestId: 'req-1',
      to: ['other@example.ca'],
      messageId: '<mail-resend-ord-tl-1-req-1@store.example>',
      via: 'file',
      sentAt: at(5),
    },
    metadata: { now: at(5) },
  });
  last = (
    await events.appendToStream(confirmationMailStream('ord-tl-1'), [
      {
        type: CONFIRMATION_MAIL_SENT,
        data: {
          orderId: 'ord-tl-1',
          messageId: '<mail-order-ord-tl-1@store.example>',
          language: 'en',
          via: 'file',
          sentAt: at(6),
        },
        metadata: { timestamp: at(6) },
      },
    ])
  ).position;
  await order('ord-tl-1', {
    type: 'ChangeOrderStatus',
    data: {
      orderId: 'ord-tl-1',
      status: 'shipped',
      reason: '',
      trackingNumber: '1Z999',
      trackingUrl: 'https://track.example/1Z999',
      actorRole: 'LMG',
    },
    metadata: staff(7, 'usr-lmg'),
  });
  const requestRefund = (minute: number): RefundCommand => ({
    type: 'RequestRefund',
    data: {
      order: publicOrder,
      orderStatus: 'shipped',
      type: 'partial',
      reason: 'Damaged pass',
      comments: null,
      lines: [{ id: 'line-1', amountCents: 1_000 }],
      actorRole: 'Administrator',
    },
    metadata: staff(minute),
  });
  await refund('ord-tl-1', requestRefund(8));
  await refund('ord-tl-1', {
    type: 'RecordRefundOutcome',
    data: { refundId: 'ord-tl-1-R1', outcome: 'succeeded', gatewayRefundId: 'sbx-1' },
    metadata: { now: at(9) },
  });
  await refund('ord-tl-1', requestRefund(10));
  await refund('ord-tl-1', {
    type: 'RecordRefundOutcome',
    data: { refundId: 'ord-tl-1-R2', outcome: 'failed', reason: 'declined' },
    metadata: { now: at(11) },
  });

  const {
    status: _s,
    payment: p2,
    idempotencyKey: k2,
    requestHash: h2,
    placedBy: _b,
    placedAt: _a,
    ...draft2
  } = portalOrder;
  await order('ord-tl-2', {
    type: 'PlaceOrder',
    data: { order: draft2, payment: p2, idempotencyKey: k2, requestHash: h2, requiresApproval: true },
    metadata: { now: at(20), userId: 'usr-portal' },
  });
  await order('ord-tl-2', {
    type: 'ApproveOrder',
    data: { orderId: 'ord-tl-2', actorRole: 'SuperUser' },
    metadata: staff(21, 'usr-super'),
  });
  await order('ord-tl-2', { type: 'ReleaseOrder', data: { orderId: 'ord-tl-2' }, metadata: staff(22, 'system') });
  await order('ord-tl-2', {
    type: 'CancelOrder',
    data: { orderId: 'ord-tl-2', reason: 'Budget cut', actorRole: 'SuperUser' },
    metadata: staff(23, 'usr-super'),
  });
  if (last) expect(await runtime.waitFor(last, timelineEventTypes, 10_000)).toBe(true);
});

afterAll(() => close());

const summary = (entries: readonly TimelineRecord[]) =>
  entries.map((entry) => [entry.kind, entry.actor.userId, entry.actor.role, entry.reason]);

describe('the order timeline', () => {
  it('holds every action on a public order in the log’s order: who, in which role, why', async () => {
    const entries = await timelineOf(collection(), 'ord-tl-1');
    expect(summary(entries)).toEqual([
      ['placed', 'gst-visitor', 'customer', null],
      ['edited', 'usr-admin', 'Administrator', 'Customer moved'],
      ['noteAdded', 'usr-admin', 'Administrator', null],
      ['noteCorrected', 'usr-admin', 'Administrator', null],
      ['emailResendRequested', 'usr-admin', 'Administrator', null],
      ['emailResent', 'system', 'system', null],
      ['emailSent', 'system', 'system', null],
      ['statusChanged', 'usr-lmg', 'LMG', null],
      ['refundRequested', 'usr-admin', 'Administrator', 'Damaged pass'],
      ['refunded', 'system', 'system', null],
      ['refundRequested', 'usr-admin', 'Administrator', 'Damaged pass'],
      ['refundFailed', 'system', 'system', 'declined'],
    ]);
    expect(entries.map((entry) => entry.at)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(at));
    expect(entries.every((entry) => entry.orderId === 'ord-tl-1')).toBe(true);
  });

  it('records the changed fields with before and after, and the status each status change left', async () => {
    const entries = await timelineOf(collection(), 'ord-tl-1');
    const byKind = (kind: string) => entries.find((entry) => entry.kind === kind);
    expect(byKind('placed')?.changes).toEqual([{ field: 'status', before: null, after: 'pending' }]);
    expect(byKind('edited')?.changes).toEqual([
      { field: 'shippingAddress.city', before: publicOrder.shippingAddress.city, after: 'Kingston' },
    ]);
    expect(byKind('statusChanged')?.changes).toEqual([
      { field: 'status', before: 'pending', after: 'shipped' },
      { field: 'trackingNumber', before: null, after: '1Z999' },
      { field: 'trackingUrl', before: null, after: 'https://track.example/1Z999' },
    ]);
    expect(byKind('noteCorrected')?.detail).toBe('Called the customer twice');
    expect(byKind('emailResendRequested')?.detail).toBe('other@example.ca');
    expect(byKind('emailSent')?.detail).toBe('<mail-order-ord-tl-1@store.example> (file)');
    expect(byKind('refunded')?.detail).toMatch(/^ord-tl-1-R1: \d+\.\d{2}$/);
    expect(byKind('placed')?.source).toEqual({ stream: 'order-ord-tl-1', revision: '0' });
  });

  it('names the portal user who placed a portal order, and the workers for a release without a role', async () => {
    const entries = await timelineOf(collection(), 'ord-tl-2');
    expect(summary(entries)).toEqual([
      ['placed', 'usr-portal', 'PortalUser', null],
      ['approved', 'usr-super', 'SuperUser', null],
      ['released', 'system', 'system', null],
      ['cancelled', 'usr-super', 'SuperUser', 'Budget cut'],
    ]);
    expect(entries[0]?.actor.username).toBe('portal');
    expect(entries.map((entry) => entry.changes[0])).toEqual([
      { field: 'status', before: null, after: 'pendingApproval' },
      { field: 'status', before: 'pendingApproval', after: 'pending' },
      { field: 'status', before: 'pending', after: 'inProduction' },
      { field: 'status', before: 'inProduction', after: 'cancelled' },
    ]);
  });

  it('is idempotent: an event applied again leaves its entry as it was, and a rebuild gives the same entries', async () => {
    const before = await collection().find({}, { sort: { _id: 1 }, projection: { _position: 0 } });
    const recorded: RecordedEvent[] = [];
    for await (const event of events.readStream(orderStream('ord-tl-1'))) recorded.push(event);
    for (const event of recorded) {
      const entry = evolveTimelineEntry(null, event);
      expect(entry).not.toBeNull();
      expect(evolveTimelineEntry(entry, event)).toBe(entry);
      expect(evolveTimelineEntry(null, event)).toEqual(entry);
    }
    await runtime.rebuild(orderTimeline.name);
    const after = await collection().find({}, { sort: { _id: 1 }, projection: { _position: 0 } });
    expect(after).toEqual(before);
    expect(after).toHaveLength(16);
  });

  it('skips what it cannot read, and what is not about an order', () => {
    const base = {
      id: 'e1',
      revision: 3n,
      metadata: undefined,
      created: new Date(at(0)),
      position: { commit: 1n, prepare: 1n },
    };
    expect(evolveTimelineEntry(null, { ...base, streamId: 'order-x', type: 'OrderApproved', data: {} })).toBeNull();
    expect(orderTimeline.documentId({ ...base, streamId: 'cart-x', type: 'OrderPlaced', data: {} })).toBeNull();
    expect(orderTimeline.documentId({ ...base, streamId: 'refund-x', type: 'RefundFailed', data: {} })).toBe(
      'refund-x@3',
    );
  });
});
