import { placedOrder } from '@parks/domain/testing/refundOrders';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { RefundRecord } from '@parks/schemas/admin/refunds';
import { describe, expect, it } from 'vitest';
import { type OrderFactsDocument, reportOrderFacts } from './orderFacts.ts';

/**
 * The money facts of an order, folded from its events and its refunds' (as the runtime routes them, by order id):
 * a public order taxed in Quebec with a promo code, refunded twice (one refund failed), and what a replay gives.
 */
let n = 0;
const recorded = (type: string, data: object): RecordedEvent => {
  n += 1;
  return {
    streamId: 'any',
    id: `evt-${n}`,
    revision: BigInt(n),
    type,
    data: JSON.parse(JSON.stringify(data)),
    metadata: undefined,
    created: new Date(0),
    position: { commit: BigInt(n), prepare: BigInt(n) },
  };
};

const placed = {
  ...placedOrder({ orderId: 'ord-f-1', province: 'QC', discountCents: 500 }),
  placedAt: '2026-05-31T23:59:00.000Z',
};
const refund = (refundId: string, requestedAt: string): RefundRecord => ({
  refundId,
  orderId: placed.orderId,
  storeCode: 'b2c',
  type: 'partial',
  reason: 'Late',
  comments: null,
  lines: [],
  subtotalCents: 1_000,
  taxes: [
    { kind: 'GST', rate: 5_000, amountCents: 50 },
    { kind: 'QST', rate: 9_975, amountCents: 100 },
  ],
  taxCents: 150,
  totalCents: 1_150,
  authorizationId: 'auth-1',
  requestedBy: 'usr-1',
  requestedByRole: 'LMG',
  requestedAt,
});

const events = [
  recorded('OrderPlaced', placed),
  recorded('RefundRequested', refund('ord-f-1-R1', '2026-06-01T10:00:00.000Z')),
  recorded('RefundSucceeded', {
    refundId: 'ord-f-1-R1',
    orderId: placed.orderId,
    gatewayRefundId: 'g-1',
    amountCents: 1_150,
    succeededAt: '2026-06-01T10:01:00.000Z',
  }),
  recorded('RefundRequested', refund('ord-f-1-R2', '2026-07-02T10:00:00.000Z')),
  recorded('RefundFailed', {
    refundId: 'ord-f-1-R2',
    orderId: placed.orderId,
    reason: 'Declined',
    amountCents: 1_150,
    failedAt: '2026-07-02T10:01:00.000Z',
  }),
  recorded('OrderShipped', {
    orderId: placed.orderId,
    trackingNumber: 'T1',
    trackingUrl: null,
    shippedBy: 'usr-1',
    shippedAt: '2026-06-03T10:00:00.000Z',
  }),
];

const fold = (list: readonly RecordedEvent[], start: OrderFactsDocument | null = null) =>
  list.reduce<OrderFactsDocument | null>(
    (doc, event) => reportOrderFacts.evolve(doc, event) as OrderFactsDocument | null,
    start,
  );

describe('reportOrderFacts', () => {
  it('keeps the order’s amounts as placed and each refund in the month it was asked for, with its outcome', () => {
    const doc = fold(events);
    expect(doc).toMatchObject({
      orderId: 'ord-f-1',
      storeCode: 'b2c',
      month: '2026-05',
      province: 'QC',
      status: 'shipped',
      taxes: placed.totals.taxes,
      discounts: [{ code: 'DISCOVER10', discountId: 'dsc-1', amountCents: 500 }],
      totalCents: placed.totals.totalCents,
    });
    expect(doc?.refunds.map((fact) => [fact.refundId, fact.month, fact.status, fact.taxCents])).toEqual([
      ['ord-f-1-R1', '2026-06', 'succeeded', 150],
      ['ord-f-1-R2', '2026-07', 'failed', 150],
    ]);
  });

  it('gives the same document when an event comes again (a redelivered request adds no refund)', () => {
    const once = fold(events);
    expect(fold(events.slice(1), fold(events.slice(0, 1)))).toEqual(once);
    expect(fold([events[1] as RecordedEvent], once)).toEqual(once);
    expect(fold([events[0] as RecordedEvent], once)).toEqual(once);
  });

  it('makes nothing of a refund or a status for an order it never saw placed', () => {
    expect(fold(events.slice(1))).toBeNull();
  });
});
