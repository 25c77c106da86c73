import type { OrderEvent, OrderPlaced } from '@parks/domain/orders/events';
import { placedPortalOrder } from '@parks/domain/portal/testing';
import type { RefundCommand } from '@parks/domain/refunds/commands';
import { refundDecider } from '@parks/domain/refunds/decider';
import type { RefundEvent } from '@parks/domain/refunds/events';
import { placedOrder } from '@parks/domain/testing/refundOrders';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { RefundType } from '@parks/schemas/admin/refunds';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PortalOrderDocument, portalOrders, toPortalOrderDto, toPortalOrderRow } from '../portal/orders.ts';
import type { ReadModel } from '../runtime/types.ts';
import { type OrderConfirmation, storeOrderConfirmations, toOrderDto } from './orderConfirmations.ts';
import { fold, recorded } from './testEvents.ts';

/**
 * The customer's order read models follow the order's refund stream: a refund asked for shows in progress, one the
 * gateway settled shows refunded, a failed one is gone; never the staff's reason, comments or name.
 */
const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;
const publicOrder = placedOrder({ orderId: 'ord-1' });
const portalOrder = placedPortalOrder({ orderId: 'ord-2' });
const placedEvent = (data: OrderPlaced['data']): OrderEvent => ({ type: 'OrderPlaced', data });

const staffReason = 'Customer was rude on the phone';
const staffComment = 'Internal: goodwill gesture';

/** The refund events the refund decider records, fed its own state as the command path would. */
const refundLog = (placed: OrderPlaced['data']) => {
  let state = refundDecider.initialState();
  const log: RefundEvent[] = [];
  const run = (command: RefundCommand): readonly RefundEvent[] => {
    const events = refundDecider.decide(command, state);
    state = events.reduce(refundDecider.evolve, state);
    log.push(...events);
    return events;
  };
  return {
    log,
    state: () => state,
    request: (type: RefundType, lines: readonly { id: string; amountCents: number | null }[], minute = 1) =>
      run({
        type: 'RequestRefund',
        data: {
          order: placed,
          orderStatus: 'shipped',
          type,
          reason: staffReason,
          comments: staffComment,
          lines,
          actorRole: 'LMG',
        },
        metadata: { now: at(minute), userId: 'usr-lmg' },
      }),
    succeed: (refundId: string, minute = 2) =>
      run({
        type: 'RecordRefundOutcome',
        data: { refundId, outcome: 'succeeded', gatewayRefundId: `gw-${refundId}` },
        metadata: { now: at(minute) },
      }),
    fail: (refundId: string, minute = 2) =>
      run({
        type: 'RecordRefundOutcome',
        data: { refundId, outcome: 'failed', reason: 'card expired' },
        metadata: { now: at(minute) },
      }),
  };
};

const logOf = (orderId: string, orderEvents: readonly OrderEvent[], refundEvents: readonly RefundEvent[]) => [
  ...orderEvents.map((event) => recorded(`order-${orderId}`, event)),
  ...refundEvents.map((event) => recorded(`refund-${orderId}`, event)),
];

const confirmationOf = (orderEvents: readonly OrderEvent[], refundEvents: readonly RefundEvent[]) =>
  fold<OrderConfirmation>(storeOrderConfirmations, 'ord-1', logOf('ord-1', orderEvents, refundEvents));

/** Every event given to the model's evolve in turn, duplicates included (the runtime's guard left out on purpose). */
const evolveAll = <D>(model: ReadModel, events: readonly RecordedEvent[]): D | null =>
  events.reduce<unknown>((doc, event) => model.evolve(doc as never, event), null) as D | null;

describe("a public order's refunds", () => {
  it('are none until a refund is asked for', () =>
    expect(confirmationOf([placedEvent(publicOrder)], [])).toMatchObject({ refunds: [], refundedCents: 0 }));

  it('show a refund asked for as in progress, line by line, with its type, date and amounts', () => {
    const refunds = refundLog(publicOrder);
    const [requested] = refunds.request('partial', [{ id: 'line-1', amountCents: 1_000 }]);
    if (requested?.type !== 'RefundRequested') throw new Error('fixture');
    const doc = confirmationOf([placedEvent(publicOrder)], refunds.log);
    const [line] = requested.data.lines;
    expect(doc?.refunds).toEqual([
      {
        refundId: 'ord-1-R1',
        type: 'partial',
        status: 'inProgress',
        requestedAt: at(1),
        refundedAt: null,
        subtotalCents: 1_000,
        taxCents: requested.data.taxCents,
        totalCents: requested.data.totalCents,
        lines: [
          {
            id: 'line-1',
            productName: publicOrder.lines[0]?.productName,
            quantity: 2,
            subtotalCents: 1_000,
            taxCents: line?.taxRefundedCents,
            totalCents: line?.totalRefundedCents,
          },
        ],
      },
    ]);
    expect(requested.data.taxCents).toBeGreaterThan(0);
    expect(doc?.refundedCents).toBe(requested.data.totalCents);
  });

  it('show a refund the gateway settled as refunded, with when', () => {
    const refunds = refundLog(publicOrder);
    refunds.request('partial', [{ id: 'line-1', amountCents: 1_000 }]);
    refunds.succeed('ord-1-R1', 3);
    const doc = confirmationOf([placedEvent(publicOrder)], refunds.log);
    expect(doc?.refunds).toMatchObject([{ refundId: 'ord-1-R1', status: 'refunded', refundedAt: at(3) }]);
    expect(doc?.refundedCents).toBe(refunds.state().soFar.totalCents);
  });

  it('leave out a failed refund and its amount, and keep the others', () => {
    const refunds = refundLog(publicOrder);
    refunds.request('partial', [{ id: 'line-1', amountCents: 1_000 }], 1);
    refunds.succeed('ord-1-R1', 2);
    refunds.request('partial', [{ id: 'line-1', amountCents: 2_000 }], 3);
    refunds.fail('ord-1-R2', 4);
    const doc = confirmationOf([placedEvent(publicOrder)], refunds.log);
    expect(doc?.refunds.map((refund) => refund.refundId)).toEqual(['ord-1-R1']);
    expect(doc?.refundedCents).toBe(doc?.refunds[0]?.totalCents);
  });

  it('show shipping without a product name or quantity', () => {
    const refunds = refundLog(publicOrder);
    const [requested] = refunds.request('full', []);
    if (requested?.type !== 'RefundRequested') throw new Error('fixture');
    const [refund] = confirmationOf([placedEvent(publicOrder)], refunds.log)?.refunds ?? [];
    expect(refund).toMatchObject({ type: 'full', totalCents: requested.data.totalCents });
    expect(refund?.lines.find((line) => line.id === 'shipping')).toMatchObject({
      productName: null,
      quantity: null,
      subtotalCents: publicOrder.totals.shippingCents,
      // The HST charged on the 15.00 of shipping comes back with it.
      taxCents: 195,
    });
  });

  it("never hold the staff's reason, comments, name or the card authorization", () => {
    const refunds = refundLog(publicOrder);
    refunds.request('partial', [{ id: 'line-1', amountCents: 1_000 }]);
    refunds.fail('ord-1-R1');
    refunds.request('partial', [{ id: 'line-1', amountCents: 500 }], 5);
    const text = JSON.stringify(confirmationOf([placedEvent(publicOrder)], refunds.log));
    for (const internal of [staffReason, staffComment, 'usr-lmg', 'LMG', 'card expired', 'gw-']) {
      expect(text).not.toContain(internal);
    }
  });

  it('are in the DTO the confirmation and the account order answer', () => {
    const refunds = refundLog(publicOrder);
    refunds.request('partial', [{ id: 'line-1', amountCents: 1_000 }]);
    const doc = confirmationOf([placedEvent(publicOrder)], refunds.log);
    if (doc === null) throw new Error('no order');
    expect(toOrderDto(doc)).toMatchObject({ refunds: doc.refunds, refundedCents: doc.refundedCents });
    expect(Object.keys(toOrderDto(doc))).not.toContain('failedRefundIds');
  });

  it('change nothing when an event comes again', () => {
    const refunds = refundLog(publicOrder);
    refunds.request('partial', [{ id: 'line-1', amountCents: 1_000 }], 1);
    refunds.request('partial', [{ id: 'line-1', amountCents: 700 }], 2);
    refunds.succeed('ord-1-R1', 3);
    refunds.fail('ord-1-R2', 4);
    const log = logOf('ord-1', [placedEvent(publicOrder)], refunds.log);
    const once = evolveAll<OrderConfirmation>(storeOrderConfirmations, log);
    const twice = evolveAll<OrderConfirmation>(
      storeOrderConfirmations,
      log.flatMap((event) => [event, event]),
    );
    expect(twice).toEqual(once);
  });

  it('are nothing without the order, and skipped when unreadable', () => {
    const refunds = refundLog(publicOrder);
    refunds.request('partial', [{ id: 'line-1', amountCents: 1_000 }]);
    expect(confirmationOf([], refunds.log)).toBeNull();
    const unreadable = recorded('refund-ord-1', { type: 'RefundRequested', data: { orderId: 'ord-1', refundId: 7 } });
    const before = confirmationOf([placedEvent(publicOrder)], []);
    const after = fold<OrderConfirmation>(storeOrderConfirmations, 'ord-1', [
      ...logOf('ord-1', [placedEvent(publicOrder)], []),
      unreadable,
    ]);
    expect(after).toEqual(before);
  });

  it('count only on the order their stream is for', () => {
    const refunds = refundLog(placedOrder({ orderId: 'ord-9' }));
    refunds.request('partial', [{ id: 'line-1', amountCents: 1_000 }]);
    // An event of another order's refund written to this order's stream is not this order's refund.
    const misfiled = refunds.log.map((event) => recorded('refund-ord-1', event));
    const doc = fold<OrderConfirmation>(storeOrderConfirmations, 'ord-1', [
      ...logOf('ord-1', [placedEvent(publicOrder)], []),
      ...misfiled,
    ]);
    expect(doc).toMatchObject({ refunds: [], refundedCents: 0 });
  });
});

describe("a portal order's refunds", () => {
  const placed = portalOrder.data;
  const portalOf = (orderId: string, orderEvents: readonly OrderEvent[], refundEvents: readonly RefundEvent[]) =>
    fold<PortalOrderDocument>(portalOrders, orderId, logOf(orderId, orderEvents, refundEvents));

  it('show on the order page and in My orders', () => {
    const refunds = refundLog(placed);
    refunds.request('specific', [{ id: placed.lines[0]?.lineId ?? '', amountCents: null }]);
    refunds.succeed('ord-2-R1');
    const doc = portalOf('ord-2', [portalOrder], refunds.log);
    if (doc === null) throw new Error('no order');
    expect(doc.refunds).toMatchObject([{ refundId: 'ord-2-R1', type: 'specific', status: 'refunded' }]);
    expect(doc.refundedCents).toBe(refunds.state().soFar.totalCents);
    expect(doc.refundedCents).toBeGreaterThan(0);
    expect(toPortalOrderDto(doc)).toMatchObject({ refunds: doc.refunds, refundedCents: doc.refundedCents });
    expect(Object.keys(toPortalOrderDto(doc))).not.toContain('failedRefundIds');
    expect(toPortalOrderRow(doc).refundedCents).toBe(doc.refundedCents);
  });

  it("make no portal document of a public order's refund", () => {
    const refunds = refundLog(publicOrder);
    refunds.request('full', []);
    expect(portalOf('ord-1', [placedEvent(publicOrder)], refunds.log)).toBeNull();
  });
});

describe('whatever refunds come and go', () => {
  type Step =
    | Readonly<{ kind: 'request'; amountCents: number }>
    | Readonly<{ kind: 'succeed' | 'fail'; refund: number }>
    | Readonly<{ kind: 'again'; event: number }>;
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('request' as const), amountCents: fc.integer({ min: 1, max: 6_000 }) }),
    fc.record({ kind: fc.constantFrom('succeed' as const, 'fail' as const), refund: fc.nat({ max: 9 }) }),
    fc.record({ kind: fc.constant('again' as const), event: fc.nat({ max: 30 }) }),
  );

  it("show the refund decider's refunds not failed, with what they hold, however often an event comes", () =>
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const refunds = refundLog(publicOrder);
        const log: RecordedEvent[] = [...logOf('ord-1', [placedEvent(publicOrder)], [])];
        for (const [index, next] of steps.entries()) {
          let events: readonly RefundEvent[] = [];
          if (next.kind === 'again') {
            // A refund event again (the order's placement again is the runtime's guard's to skip).
            const again = log.filter((event) => event.streamId === 'refund-ord-1');
            const repeated = again[next.event % Math.max(again.length, 1)];
            if (repeated) log.push(repeated);
            continue;
          }
          try {
            if (next.kind === 'request') {
              events = refunds.request('partial', [{ id: 'line-1', amountCents: next.amountCents }], index % 60);
            } else {
              const ids = refunds.state().refunds.map((refund) => refund.refundId);
              const id = ids[next.refund % Math.max(ids.length, 1)];
              if (id === undefined) continue;
              events = next.kind === 'succeed' ? refunds.succeed(id) : refunds.fail(id);
            }
          } catch {
            continue; // refused by the decider (over the caps): nothing recorded
          }
          log.push(...events.map((event) => recorded('refund-ord-1', event)));
        }
        const doc = evolveAll<OrderConfirmation>(storeOrderConfirmations, log);
        const decided = refunds.state();
        const shown = decided.refunds.filter((refund) => refund.status !== 'failed');
        expect(doc?.refunds.map((refund) => [refund.refundId, refund.status, refund.totalCents])).toEqual(
          shown.map((refund) => [
            refund.refundId,
            refund.status === 'succeeded' ? 'refunded' : 'inProgress',
            refund.totalCents,
          ]),
        );
        expect(doc?.refundedCents).toBe(decided.soFar.totalCents);
      }),
    ));
});
