import type { StaffRole } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { describe, expect, it } from 'vitest';
import { emitted } from '../testing/parserProperties.ts';
import { placedOrder } from '../testing/refundOrders.ts';
import { formLines, nothingRefunded, refundableOrderOf } from './calculator.ts';
import type { RefundCommand } from './commands.ts';
import { refundDecider } from './decider.ts';
import { parseRefundEvent } from './eventParser.ts';
import {
  gst,
  hst,
  later,
  ontario,
  productLine,
  qst,
  quebec,
  recordedRefund,
  refund,
  requested,
  shippingLine,
  spec,
  typed,
} from './testing.ts';

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

describe('a comment on a refund', () => {
  const given = emitted(refundDecider, [refund(ontario, 'full')]);
  const comment = (
    refundId: string,
    text: string,
    actor: Readonly<{ role: StaffRole; storeCode?: StoreCode }> = { role: 'SuperUser' },
  ): RefundCommand => ({
    type: 'CommentRefund',
    data: { refundId, storeCode: actor.storeCode ?? ontario.storeCode, comment: text, actorRole: actor.role },
    metadata: { now: later, userId: 'usr-super' },
  });

  it('records the comment, trimmed, with who wrote it, in which role and when', () => {
    spec(given)
      .when(comment('ord-on-R1', '  Customer called back.  '))
      .then([
        {
          type: 'RefundCommented',
          data: {
            refundId: 'ord-on-R1',
            orderId: 'ord-on',
            comment: 'Customer called back.',
            commentedBy: 'usr-super',
            commentedByRole: 'SuperUser',
            commentedAt: later,
          },
        },
      ]);
  });

  it('changes nothing a refund holds: what is left to refund after it is what was left before', () => {
    const partial = emitted(refundDecider, [refund(ontario, 'partial', [typed('line-1', 1_000)])]);
    const commented = emitted(refundDecider, [comment('ord-on-R1', 'Partial, as agreed')], partial);
    const [second] = emitted(refundDecider, [refund(ontario, 'full')], [...partial, ...commented]);
    expect(second?.data).toMatchObject({ refundId: 'ord-on-R2', totalCents: ontario.totals.totalCents - 1_130 });
  });

  it('is refused for a refund the order does not have, a blank or too long comment, or a role that may not refund', () => {
    spec(given).when(comment('ord-on-R2', 'No such refund')).thenThrows('refund.notFound');
    spec(given).when(comment('ord-on-R1', '   ')).thenThrows('refund.comment.required');
    spec(given)
      .when(comment('ord-on-R1', 'x'.repeat(2_001)))
      .thenThrows('refund.comment.tooLong');
    spec(given)
      .when(comment('ord-on-R1', 'Hi', { role: 'Operator' }))
      .thenThrows('auth.permissionDenied');
    // The Administrator refunds public-store orders only.
    spec(given)
      .when(comment('ord-on-R1', 'Hi', { role: 'Administrator', storeCode: 'b2b' }))
      .thenThrows('auth.permissionDenied');
  });
});
