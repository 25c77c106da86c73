import type { RefundRecord, RefundType } from '@parks/schemas/admin/refunds';
import type { OrderStatus } from '@parks/schemas/orders';
import type { StaffRole } from '@parks/schemas/roles';
import { describe, expect, it } from 'vitest';
import type { OrderPlaced } from '../orders/events.ts';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { placedOrder, placedPortalOrder } from '../testing/refundOrders.ts';
import { specFor } from '../testing/specFor.ts';
import { formLines, nothingRefunded, refundableOrderOf } from './calculator.ts';
import type { RefundCommand, RefundRequestLine } from './commands.ts';
import { refundDecider } from './decider.ts';
import { parseRefundEvent } from './eventParser.ts';
import { type RefundEvent, refundEventTypes } from './events.ts';

const spec = specFor(refundDecider);
const now = '2026-11-27T10:00:00.000Z';
const later = '2026-11-27T10:05:00.000Z';

// ON: 7250 × 2 = 14500, shipping 1500, HST 13% of 16000 = 2080, total 18080.
const ontario = placedOrder({ orderId: 'ord-on' });
// QC: 3000 + 2599 = 5599, shipping 1500; GST 5% of 7099 = 354.95 → 355, QST 9.975% = 708.13 → 708; total 8162.
const quebec = placedOrder({
  orderId: 'ord-qc',
  province: 'QC',
  lines: [
    { unitPriceCents: 1_000, quantity: 3 },
    { unitPriceCents: 2_599, quantity: 1 },
  ],
});

const refund = (
  order: OrderPlaced['data'],
  type: RefundType,
  lines: readonly RefundRequestLine[] = [],
  actor: Readonly<{ userId?: string; role: StaffRole }> = { userId: 'usr-lmg', role: 'LMG' },
): RefundCommand => ({
  type: 'RequestRefund',
  data: {
    order,
    orderStatus: 'pending',
    type,
    reason: 'Customer request',
    comments: 'Called on Monday',
    lines,
    actorRole: actor.role,
  },
  metadata: { now, ...(actor.userId === undefined ? {} : { userId: actor.userId }) },
});
const typed = (id: string, amountCents: number | null): RefundRequestLine => ({ id, amountCents });

const hst = (amountCents: number) => ({ kind: 'HST', rate: 13_000, amountCents }) as const;
const gst = (amountCents: number) => ({ kind: 'GST', rate: 5_000, amountCents }) as const;
const qst = (amountCents: number) => ({ kind: 'QST', rate: 9_975, amountCents }) as const;

const productLine = (order: OrderPlaced['data'], index: number) => {
  const line = order.lines[index];
  if (line === undefined) throw new Error('fixture');
  return {
    id: line.lineId,
    sku: line.productId,
    serial: null,
    productName: line.productName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  };
};
const shippingLine = {
  id: 'shipping',
  sku: 'S/H',
  serial: null,
  productName: null,
  quantity: 1,
  unitPriceCents: 1_500,
};

/** The refund an emitted event records. */
const recordedRefund = (event: RefundEvent | undefined): RefundRecord => {
  if (event?.type !== 'RefundRequested') throw new Error(`not a refund: ${event?.type}`);
  return event.data;
};

const requested = (order: OrderPlaced['data'], more: Partial<RefundRecord> & Pick<RefundRecord, 'type' | 'lines'>) => {
  const { lines } = more;
  const taxes =
    more.taxes ??
    (order.totals.taxes.map((tax) => ({
      kind: tax.kind,
      rate: tax.rate,
      amountCents: lines.reduce(
        (sum, line) => sum + (line.taxes.find((part) => part.kind === tax.kind)?.amountCents ?? 0),
        0,
      ),
    })) as RefundRecord['taxes']);
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalRefundedCents, 0);
  const taxCents = taxes.reduce((sum, part) => sum + part.amountCents, 0);
  return {
    type: 'RefundRequested',
    data: {
      refundId: `${order.orderId}-R1`,
      orderId: order.orderId,
      storeCode: order.storeCode,
      reason: 'Customer request',
      comments: 'Called on Monday',
      subtotalCents,
      taxes,
      taxCents,
      totalCents: subtotalCents + taxCents,
      authorizationId: order.payment?.authorizationId ?? null,
      requestedBy: 'usr-lmg',
      requestedByRole: 'LMG',
      requestedAt: now,
      ...more,
    },
  } satisfies RefundEvent;
};

describe('a full refund', () => {
  it('refunds every line at its available amount with the tax charged on it, S/H included: the order total', () => {
    // HST 2080 charged on 14500 + 1500, shared by amount: 1885 on the passes, 195 on shipping.
    spec([])
      .when(refund(ontario, 'full'))
      .then([
        requested(ontario, {
          type: 'full',
          lines: [
            {
              ...productLine(ontario, 0),
              subtotalRefundedCents: 14_500,
              taxes: [hst(1_885)],
              taxRefundedCents: 1_885,
              totalRefundedCents: 16_385,
            },
            {
              ...shippingLine,
              subtotalRefundedCents: 1_500,
              taxes: [hst(195)],
              taxRefundedCents: 195,
              totalRefundedCents: 1_695,
            },
          ],
        }),
      ]);
  });

  it('returns the Ontario Express order total to the cent (#20) and leaves nothing refundable', () => {
    // 226.50 + 24.95 Express, HST 13% of 251.45 = 32.69 (3.24 of it on shipping), 284.14 charged.
    const express = placedOrder({
      orderId: 'ord-express',
      lines: [
        { unitPriceCents: 7_550, quantity: 2 },
        { unitPriceCents: 7_550, quantity: 1 },
      ],
      shippingCents: 2_495,
    });
    expect(express.totals).toMatchObject({ subtotalCents: 22_650, shippingCents: 2_495, taxCents: 3_269 });
    expect(express.totals.totalCents).toBe(28_414);
    const given = emitted(refundDecider, [refund(express, 'full')]);
    const full = recordedRefund(given[0]);
    expect(full).toMatchObject({ subtotalCents: 25_145, taxes: [hst(3_269)], totalCents: 28_414 });
    expect(full.lines.find((line) => line.sku === 'S/H')).toMatchObject({
      subtotalRefundedCents: 2_495,
      taxes: [hst(324)],
      totalRefundedCents: 2_819,
    });
    spec(given).when(refund(express, 'full')).thenThrows('refund.nothingToRefund');
    spec(given)
      .when(refund(express, 'partial', [typed('shipping', 1)]))
      .thenThrows('refund.shipping.exceedsPaid');
  });

  it('after a partial refund takes what is left, with the tax charged on each line to the cent', () => {
    const first = emitted(refundDecider, [refund(ontario, 'partial', [typed('line-1', 1_000)])]);
    expect(first[0]?.data).toMatchObject({ subtotalCents: 1_000, taxCents: 130, totalCents: 1_130 });
    const [second] = emitted(refundDecider, [refund(ontario, 'full')], first);
    // The passes were charged 1885 (130 already back), shipping 195: 1755 + 195.
    expect(second?.data).toMatchObject({
      refundId: 'ord-on-R2',
      subtotalCents: 13_500 + 1_500,
      taxes: [hst(1_950)],
      totalCents: 16_950,
    });
    expect(recordedRefund(first[0]).totalCents + recordedRefund(second).totalCents).toBe(ontario.totals.totalCents);
  });

  it('is refused once nothing is left', () => {
    spec(emitted(refundDecider, [refund(ontario, 'full')]))
      .when(refund(ontario, 'full'))
      .thenThrows('refund.nothingToRefund');
  });
});

describe('a refund of specific products', () => {
  it('refunds the ticked lines at their available amounts, tax split per rate and per line to the cent', () => {
    // GST 355 and QST 708 were charged on 3000 + 2599 + 1500, shared by largest remainder: GST 150, 130 and 75,
    // QST 299, 259 and 150 (shipping keeps its own).
    spec([])
      .when(refund(quebec, 'specific', [typed('line-2', null), typed('line-1', null)]))
      .then([
        requested(quebec, {
          type: 'specific',
          lines: [
            {
              ...productLine(quebec, 0),
              subtotalRefundedCents: 3_000,
              taxes: [gst(150), qst(299)],
              taxRefundedCents: 449,
              totalRefundedCents: 3_449,
            },
            {
              ...productLine(quebec, 1),
              subtotalRefundedCents: 2_599,
              taxes: [gst(130), qst(259)],
              taxRefundedCents: 389,
              totalRefundedCents: 2_988,
            },
          ],
        }),
      ]);
  });

  it('refuses a line with nothing left to refund', () => {
    spec(emitted(refundDecider, [refund(quebec, 'specific', [typed('line-1', null)])]))
      .when(refund(quebec, 'specific', [typed('line-1', null)]))
      .thenThrows('refund.line.exceedsAvailable');
  });
});

describe('a partial refund', () => {
  it('refunds the typed amounts, each rate on the cumulated amount', () => {
    const history = emitted(refundDecider, [
      refund(quebec, 'partial', [typed('line-1', 1_000)]),
      refund(quebec, 'partial', [typed('line-2', 2_599)]),
    ]);
    // 1000: GST 50, QST 99.75 → 100. Then 3599 in all: GST 179.95 → 180 (130 more), QST 359.00 → 359 (259 more).
    expect(history.map((event) => event.data)).toMatchObject([
      { refundId: 'ord-qc-R1', taxes: [gst(50), qst(100)], totalCents: 1_150 },
      { refundId: 'ord-qc-R2', taxes: [gst(130), qst(259)], totalCents: 2_988 },
    ]);
  });

  it('refunds shipping with the tax charged on it, pro rata, then the rest of it exactly', () => {
    // Shipping 1500 was charged GST 75 and QST 150: 700 of it gives back 35 and 70.
    const first = emitted(refundDecider, [refund(quebec, 'partial', [typed('shipping', 700)])]);
    expect(first[0]?.data).toMatchObject({ subtotalCents: 700, taxes: [gst(35), qst(70)], totalCents: 805 });
    const [rest] = emitted(refundDecider, [refund(quebec, 'partial', [typed('shipping', 800)])], first);
    expect(rest?.data).toMatchObject({ subtotalCents: 800, taxes: [gst(40), qst(80)], totalCents: 920 });
  });

  it('refunds shipping with zero tax where shipping was not taxed (§5)', () => {
    const abroad = placedOrder({ orderId: 'ord-us', province: 'US', shippingCents: 2_500 });
    expect(formLines(refundableOrderOf(abroad), nothingRefunded).map((line) => line.taxRate)).toEqual([0, 0]);
    const [event] = emitted(refundDecider, [refund(abroad, 'partial', [typed('shipping', 2_500)])]);
    expect(event?.data).toMatchObject({ subtotalCents: 2_500, taxes: [], taxCents: 0, totalCents: 2_500 });
  });

  it('keeps refunds recorded when S/H gave back no tax, and gives its tax back with the rest of the shipping', () => {
    // A refund recorded by the earlier rule: 700 of shipping with zero tax, 1000 of line-1 with the rate on it.
    const recorded = requested(quebec, {
      type: 'partial',
      lines: [
        {
          ...productLine(quebec, 0),
          subtotalRefundedCents: 1_000,
          taxes: [gst(50), qst(100)],
          taxRefundedCents: 150,
          totalRefundedCents: 1_150,
        },
        {
          ...shippingLine,
          subtotalRefundedCents: 700,
          taxes: [gst(0), qst(0)],
          taxRefundedCents: 0,
          totalRefundedCents: 700,
        },
      ],
    });
    // As stored then: the stream parser still reads it.
    const stored = parseRefundEvent(JSON.parse(JSON.stringify(recorded)));
    if (stored === null) throw new Error('the recorded refund no longer parses');
    const given = [stored];
    const full = recordedRefund(emitted(refundDecider, [refund(quebec, 'full')], given)[0]);
    // Shipping gives back the whole of its tax now, and with the earlier refund the order total to the cent.
    expect(full.lines.find((line) => line.sku === 'S/H')).toMatchObject({
      subtotalRefundedCents: 800,
      taxes: [gst(75), qst(150)],
    });
    expect(recorded.data.totalCents + full.totalCents).toBe(quebec.totals.totalCents);
  });

  it('refuses an amount beyond what the line has left, and beyond the shipping left', () => {
    const given = emitted(refundDecider, [
      refund(quebec, 'partial', [typed('line-1', 2_500), typed('shipping', 1_000)]),
    ]);
    spec(given)
      .when(refund(quebec, 'partial', [typed('line-1', 501)]))
      .thenThrows('refund.line.exceedsAvailable');
    spec(given)
      .when(refund(quebec, 'partial', [typed('shipping', 501)]))
      .thenThrows('refund.shipping.exceedsPaid');
    expect(emitted(refundDecider, [refund(quebec, 'partial', [typed('line-1', 500)])], given)).toHaveLength(1);
  });

  it('refuses a zero or negative amount, a missing one, an unknown line and a line asked twice', () => {
    spec([])
      .when(refund(quebec, 'partial', [typed('line-1', 0)]))
      .thenThrows('refund.amount.invalid');
    spec([])
      .when(refund(quebec, 'partial', [typed('line-1', -100)]))
      .thenThrows('refund.amount.invalid');
    spec([])
      .when(refund(quebec, 'partial', [typed('line-1', 10.5)]))
      .thenThrows('refund.amount.invalid');
    spec([])
      .when(refund(quebec, 'partial', [typed('line-1', null)]))
      .thenThrows('refund.amount.required');
    spec([])
      .when(refund(quebec, 'partial', [typed('line-9', 100)]))
      .thenThrows('refund.line.unknown');
    spec([])
      .when(refund(quebec, 'partial', [typed('line-1', 100), typed('line-1', 100)]))
      .thenThrows('refund.line.duplicate');
    spec([])
      .when(refund(quebec, 'partial', []))
      .thenThrows('refund.lines.required');
  });
});

describe('the caps', () => {
  it('never pass what the card paid', () => {
    const order = placedOrder({ orderId: 'ord-short' });
    const short = { ...order, payment: order.payment && { ...order.payment, amountCents: 10_000 } };
    spec([]).when(refund(short, 'full')).thenThrows('refund.exceedsPayment');
    expect(emitted(refundDecider, [refund(short, 'partial', [typed('line-1', 8_000)])])).toHaveLength(1);
  });

  it('give back the amounts of a refund the gateway refused', () => {
    const given = [
      ...emitted(refundDecider, [refund(ontario, 'full')]),
      {
        type: 'RefundFailed',
        data: { refundId: 'ord-on-R1', orderId: 'ord-on', reason: 'declined', amountCents: 18_080, failedAt: later },
      } as const,
    ];
    const [again] = emitted(refundDecider, [refund(ontario, 'full')], given);
    expect(again?.data).toMatchObject({ refundId: 'ord-on-R2', totalCents: 18_080 });
  });

  it('share the order discount over its lines, so no line gives back more than was paid for it', () => {
    const order = placedOrder({
      lines: [
        { unitPriceCents: 1_000, quantity: 1 },
        { unitPriceCents: 3_000, quantity: 1 },
      ],
      discountCents: 500,
    });
    const available = formLines(refundableOrderOf(order), nothingRefunded);
    expect(available.map((line) => [line.id, line.originalAmountAvailableForRefundCents, line.taxRate])).toEqual([
      ['line-1', 875, 13_000],
      ['line-2', 2_625, 13_000],
      ['shipping', 1_500, 13_000],
    ]);
    spec([])
      .when(refund(order, 'partial', [typed('line-1', 876)]))
      .thenThrows('refund.line.exceedsAvailable');
  });
});

describe('a portal order paid on account', () => {
  it('refunds its production fees as a FEES line taxed like the products, up to the order total', () => {
    // 5000 of products + 1000 of fees, HST 13% on 6000 = 780, no shipping: 6780 charged on account.
    const base = placedOrder({
      orderId: 'ord-fees',
      storeCode: 'b2b',
      paid: false,
      lines: [{ unitPriceCents: 5_000, quantity: 1 }],
      shippingCents: 0,
    });
    const order = {
      ...base,
      totals: { ...base.totals, taxes: [hst(780)], taxCents: 780, totalCents: 6_780 },
    };
    const available = formLines(refundableOrderOf(order), nothingRefunded);
    expect(available.map((line) => [line.id, line.sku, line.amountAvailableForRefundCents, line.taxRate])).toEqual([
      ['line-1', order.lines[0]?.productId, 5_000, 13_000],
      ['fees', 'FEES', 1_000, 13_000],
    ]);
    const [event] = emitted(refundDecider, [refund(order, 'full')]);
    expect(event?.data).toMatchObject({
      subtotalCents: 6_000,
      taxes: [hst(780)],
      totalCents: 6_780,
      authorizationId: null,
    });
  });
});

describe('a portal order with its shipping taxed apart', () => {
  // 5000 of products + 1400 of fees (150 line item, 500 processing, 750 shipment): HST 832 on 6400. Ground to
  // Ontario 1500, HST 195 of its own. 8927 charged on account.
  const portal = placedPortalOrder({ orderId: 'ord-portal', lines: [{ unitPriceCents: 5_000, quantity: 1 }] });

  it('gives back the tax charged on shipping with the S/H line, and the order total with the rest', () => {
    expect(portal.totals).toMatchObject({ shippingCents: 1_500, taxes: [hst(1_027)], totalCents: 8_927 });
    const first = emitted(refundDecider, [refund(portal, 'specific', [typed('shipping', null)])]);
    expect(recordedRefund(first[0])).toMatchObject({ subtotalCents: 1_500, taxes: [hst(195)], totalCents: 1_695 });
    const rest = recordedRefund(emitted(refundDecider, [refund(portal, 'full')], first)[0]);
    expect(rest.lines.map((line) => [line.sku, line.subtotalRefundedCents, line.taxRefundedCents])).toEqual([
      ['SKU-1', 5_000, 650],
      ['FEES', 1_400, 182],
    ]);
    expect(recordedRefund(first[0]).totalCents + rest.totalCents).toBe(8_927);
  });
});

describe('who may refund', () => {
  const portalOrder = placedOrder({ orderId: 'ord-b2b', storeCode: 'b2b', paid: false });

  it('is LMG and SuperUser on both stores, the Administrator on public-store orders only, never an Operator', () => {
    for (const role of ['LMG', 'SuperUser', 'Administrator'] as const) {
      expect(emitted(refundDecider, [refund(ontario, 'full', [], { userId: 'usr-1', role })])).toHaveLength(1);
    }
    for (const role of ['LMG', 'SuperUser'] as const) {
      const [event] = emitted(refundDecider, [refund(portalOrder, 'full', [], { userId: 'usr-1', role })]);
      expect(event?.data).toMatchObject({ requestedByRole: role, authorizationId: null });
    }
    spec([])
      .when(refund(portalOrder, 'full', [], { userId: 'usr-admin', role: 'Administrator' }))
      .thenThrows('auth.permissionDenied');
    spec([])
      .when(refund(ontario, 'full', [], { userId: 'usr-op', role: 'Operator' }))
      .thenThrows('auth.permissionDenied');
    spec([])
      .when(refund(ontario, 'full', [], { role: 'LMG' }))
      .thenThrows('auth.required');
  });

  it('needs a reason', () => {
    const blank = refund(ontario, 'full');
    if (blank.type !== 'RequestRefund') throw new Error('fixture');
    spec([])
      .when({ ...blank, data: { ...blank.data, reason: '  ' } })
      .thenThrows('refund.reason.required');
  });
});

describe('an order that was never charged', () => {
  const inStatus = (status: OrderStatus): RefundCommand => {
    const command = refund(ontario, 'full');
    if (command.type !== 'RequestRefund') throw new Error('fixture');
    return { ...command, data: { ...command.data, orderStatus: status } };
  };

  it('has nothing to refund while it waits for approval', () => {
    spec([]).when(inStatus('pendingApproval')).thenThrows('refund.nothingPaid');
  });

  it('has nothing to refund once declined', () => {
    spec([]).when(inStatus('declined')).thenThrows('refund.nothingPaid');
  });

  it('may be refunded once charged, whatever came after (released, shipped, cancelled)', () => {
    for (const status of ['pending', 'inProduction', 'shipped', 'cancelled'] as const) {
      const [event] = emitted(refundDecider, [inStatus(status)]);
      expect(event?.type).toBe('RefundRequested');
    }
  });
});

describe('the outcome of a refund', () => {
  const outcome = (refundId: string, succeeded: boolean): RefundCommand => ({
    type: 'RecordRefundOutcome',
    data: succeeded
      ? { refundId, outcome: 'succeeded', gatewayRefundId: 'sbx_ref_1' }
      : { refundId, outcome: 'failed', reason: 'exceedsAuthorization' },
    metadata: { now: later },
  });
  const given = emitted(refundDecider, [refund(ontario, 'full')]);

  it('is recorded once: a repeated answer adds nothing', () => {
    spec(given)
      .when(outcome('ord-on-R1', true))
      .then([
        {
          type: 'RefundSucceeded',
          data: {
            refundId: 'ord-on-R1',
            orderId: 'ord-on',
            gatewayRefundId: 'sbx_ref_1',
            amountCents: 18_080,
            succeededAt: later,
          },
        },
      ]);
    const settled = [...given, ...emitted(refundDecider, [outcome('ord-on-R1', true)], given)];
    spec(settled).when(outcome('ord-on-R1', true)).thenNothingHappened();
    spec(settled).when(outcome('ord-on-R1', false)).thenNothingHappened();
  });

  it('is for a refund of the stream', () => {
    spec(given).when(outcome('ord-on-R7', false)).thenThrows('refund.notFound');
  });
});

describe('the refund stream parser', () => {
  it('reads back every event the decider emits, and nothing of another shape', () => {
    const life = emitted(refundDecider, [
      refund(quebec, 'partial', [typed('line-1', 1_000), typed('shipping', 100)]),
      refund(quebec, 'specific', [typed('line-2', null)]),
      {
        type: 'RecordRefundOutcome',
        data: { refundId: 'ord-qc-R1', outcome: 'succeeded', gatewayRefundId: 'sbx_ref_1' },
        metadata: { now: later },
      },
      {
        type: 'RecordRefundOutcome',
        data: { refundId: 'ord-qc-R2', outcome: 'failed', reason: 'declined' },
        metadata: { now: later },
      },
    ]);
    expect(life.map((event) => event.type)).toEqual([
      'RefundRequested',
      'RefundRequested',
      'RefundSucceeded',
      'RefundFailed',
    ]);
    checkParser({ parse: parseRefundEvent, types: refundEventTypes, events: life });
  });
});
