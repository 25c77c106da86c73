import type { OrderStatus } from '@parks/schemas/orders';
import { describe, expect, it } from 'vitest';
import { emitted } from '../testing/parserProperties.ts';
import { placedOrder, placedPortalOrder } from '../testing/refundOrders.ts';
import { formLines, nothingRefunded, refundableOrderOf } from './calculator.ts';
import type { RefundCommand } from './commands.ts';
import { refundDecider } from './decider.ts';
import { hst, later, ontario, recordedRefund, refund, spec, typed } from './testing.ts';

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
