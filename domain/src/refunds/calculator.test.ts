import { sumCents } from '@parks/schemas/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderPlaced } from '../orders/events.ts';
import { DomainError } from '../shared/errors.ts';
import { placedOrder, placedPortalOrder } from '../testing/refundOrders.ts';
import { allocateCents, availableOn, calculateRefund, refundableOrderOf } from './calculator.ts';
import type { RefundCommand, RefundRequestLine } from './commands.ts';
import { type RefundState, refundDecider } from './decider.ts';
import type { RefundEvent, RefundRequested } from './events.ts';

const now = '2026-11-27T10:00:00.000Z';

const provinces = fc.constantFrom('ON', 'QC', 'BC', 'AB', 'US' as const);
const lineSpecs = fc.array(
  fc.record({ unitPriceCents: fc.integer({ min: 1, max: 60_000 }), quantity: fc.integer({ min: 1, max: 12 }) }),
  { minLength: 1, maxLength: 6 },
);

/** Public-store orders priced by pricing/quote.ts: a promo code or none, Express shipping or free Standard. */
const publicOrders = fc
  .record({
    province: provinces,
    lines: lineSpecs,
    shippingCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6_000 })),
    discountShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
    paid: fc.boolean(),
  })
  .map(({ discountShare, ...spec }) => {
    const subtotal = sumCents(spec.lines.map((line) => line.unitPriceCents * line.quantity));
    return placedOrder({ ...spec, discountCents: Math.floor(subtotal * discountShare) });
  });

/** Portal orders priced by portal/fees.ts: fees, the volume discount, one or two shipments taxed apart, or free. */
const portalOrders = fc
  .record({
    province: provinces,
    lines: fc.array(
      fc.record({
        unitPriceCents: fc.integer({ min: 1, max: 60_000 }),
        quantity: fc.integer({ min: 1, max: 12 }),
        backOrdered: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    shippingMethod: fc.constantFrom('standard', 'express' as const),
    shippingOption: fc.constantFrom('shipComplete', 'shipAsAvailable' as const),
    shippingFeeCents: fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9_999 })), { nil: undefined }),
  })
  .map((spec) => placedPortalOrder(spec));

const orders = fc.oneof(publicOrders, portalOrders);

/** One step of a staff member's: a refund of some type on some lines (amounts as fractions of what is left), or the gateway's answer. */
type Step =
  | Readonly<{ kind: 'refund'; type: 'full' | 'specific' | 'partial'; picks: readonly [number, number][] }>
  | Readonly<{ kind: 'fail' | 'succeed'; which: number }>;

const steps = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('refund' as const),
        type: fc.constantFrom('full', 'specific', 'partial' as const),
        // [line index, fraction of what is left]; above 1 asks for more than is available.
        picks: fc.array(fc.tuple(fc.nat(7), fc.double({ min: 0.001, max: 1.3, noNaN: true })), { maxLength: 5 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('fail', 'succeed' as const), which: fc.nat(9) }) },
  ),
  { minLength: 1, maxLength: 10 },
);

const expectedRefusals = new Set([
  'refund.line.exceedsAvailable',
  'refund.shipping.exceedsPaid',
  'refund.nothingToRefund',
  'refund.exceedsPayment',
  'refund.line.duplicate',
  'refund.lines.required',
  'refund.line.unknown',
  'refund.amount.invalid',
]);

const commandOf = (order: OrderPlaced['data'], state: RefundState, step: Step & { kind: 'refund' }): RefundCommand => {
  const refundable = refundableOrderOf(order);
  const lines: RefundRequestLine[] = step.picks.flatMap(([index, fraction]) => {
    const line = refundable.lines[index % refundable.lines.length];
    if (line === undefined) return [];
    const left = availableOn(line, state.soFar);
    return [{ id: line.id, amountCents: step.type === 'partial' ? Math.round(left * fraction) : null }];
  });
  return {
    type: 'RequestRefund',
    data: {
      order,
      orderStatus: 'shipped',
      type: step.type,
      reason: 'Customer request',
      comments: null,
      lines,
      actorRole: 'SuperUser',
    },
    metadata: { now, userId: 'usr-super' },
  };
};

/** Every part of one refund adds up: per line, per rate, and in total. */
const expectAddsUp = (refund: RefundRequested['data']): void => {
  for (const line of refund.lines) {
    expect(sumCents(line.taxes.map((part) => part.amountCents))).toBe(line.taxRefundedCents);
    expect(line.subtotalRefundedCents + line.taxRefundedCents).toBe(line.totalRefundedCents);
    expect(line.subtotalRefundedCents).toBeGreaterThan(0);
  }
  for (const part of refund.taxes) {
    const ofLines = refund.lines.map((line) => line.taxes.find((tax) => tax.kind === part.kind)?.amountCents ?? 0);
    expect(sumCents(ofLines)).toBe(part.amountCents);
    expect(part.amountCents).toBeGreaterThanOrEqual(0);
  }
  expect(sumCents(refund.lines.map((line) => line.subtotalRefundedCents))).toBe(refund.subtotalCents);
  expect(sumCents(refund.taxes.map((part) => part.amountCents))).toBe(refund.taxCents);
  expect(sumCents(refund.lines.map((line) => line.totalRefundedCents))).toBe(refund.totalCents);
  expect(refund.subtotalCents + refund.taxCents).toBe(refund.totalCents);
};

/**
 * What the refunds not failed hold never passes what was charged: per line, per rate on each line and on the order,
 * for shipping, in total. Returns the sum they hold.
 */
const expectWithinCaps = (order: OrderPlaced['data'], history: readonly RefundEvent[]): number => {
  const failed = new Set(history.flatMap((event) => (event.type === 'RefundFailed' ? [event.data.refundId] : [])));
  const held = history.flatMap((event) =>
    event.type === 'RefundRequested' && !failed.has(event.data.refundId) ? [event.data] : [],
  );
  const refundable = refundableOrderOf(order);
  for (const line of refundable.lines) {
    const refunded = sumCents(
      held.flatMap((refund) => refund.lines.filter((l) => l.id === line.id).map((l) => l.subtotalRefundedCents)),
    );
    expect(refunded).toBeLessThanOrEqual(line.originalCents);
    for (const charged of line.taxes) {
      const taxed = held.flatMap((refund) =>
        refund.lines.filter((l) => l.id === line.id).flatMap((l) => l.taxes.filter((t) => t.kind === charged.kind)),
      );
      expect(sumCents(taxed.map((part) => part.amountCents))).toBeLessThanOrEqual(charged.amountCents);
    }
  }
  // The lines hold the whole order between them: what was paid for each, and each rate's tax to the cent.
  expect(sumCents(refundable.lines.map((line) => line.originalCents))).toBe(
    order.totals.totalCents - order.totals.taxCents,
  );
  for (const tax of order.totals.taxes) {
    const onLines = refundable.lines.flatMap((line) => line.taxes.filter((part) => part.kind === tax.kind));
    expect(sumCents(onLines.map((part) => part.amountCents))).toBe(tax.amountCents);
  }
  const shipping = held.flatMap((refund) => refund.lines.filter((line) => line.sku === 'S/H'));
  expect(sumCents(shipping.map((line) => line.subtotalRefundedCents))).toBeLessThanOrEqual(order.totals.shippingCents);
  for (const tax of order.totals.taxes) {
    const refunded = held.flatMap((refund) => refund.taxes.filter((part) => part.kind === tax.kind));
    expect(sumCents(refunded.map((part) => part.amountCents))).toBeLessThanOrEqual(tax.amountCents);
  }
  const heldCents = sumCents(held.map((refund) => refund.totalCents));
  expect(heldCents).toBeLessThanOrEqual(order.payment?.amountCents ?? order.totals.totalCents);
  expect(heldCents).toBeLessThanOrEqual(order.totals.totalCents);
  return heldCents;
};

describe('the refund calculator over random orders and random refunds', () => {
  it('adds every part up to the cent, stays within what was charged, and a full refund returns the total', () => {
    fc.assert(
      fc.property(orders, steps, (order, plan) => {
        let state = refundDecider.initialState();
        const history: RefundEvent[] = [];
        const requestedIds: string[] = [];
        const append = (events: readonly RefundEvent[]) => {
          for (const event of events) {
            history.push(event);
            state = refundDecider.evolve(state, event);
          }
        };
        for (const step of plan) {
          if (step.kind !== 'refund') {
            const refundId = requestedIds[step.which % Math.max(requestedIds.length, 1)];
            if (refundId === undefined) continue;
            append(
              refundDecider.decide(
                {
                  type: 'RecordRefundOutcome',
                  data:
                    step.kind === 'fail'
                      ? { refundId, outcome: 'failed', reason: 'declined' }
                      : { refundId, outcome: 'succeeded', gatewayRefundId: `sbx-${refundId}` },
                  metadata: { now },
                },
                state,
              ),
            );
            continue;
          }
          const command = commandOf(order, state, step);
          let events: readonly RefundEvent[];
          try {
            events = refundDecider.decide(command, state);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            expect(expectedRefusals).toContain((error as DomainError).code);
            continue;
          }
          const [event] = events;
          if (event?.type !== 'RefundRequested' || command.type !== 'RequestRefund') throw new Error('not a refund');
          // The preview is the calculator on the same state: exactly what the decision records.
          const preview = calculateRefund(refundableOrderOf(order), state.soFar, command.data.type, command.data.lines);
          expect(preview).toEqual({
            lines: event.data.lines,
            subtotalCents: event.data.subtotalCents,
            taxes: event.data.taxes,
            taxCents: event.data.taxCents,
            totalCents: event.data.totalCents,
          });
          expectAddsUp(event.data);
          requestedIds.push(event.data.refundId);
          append(events);
          expectWithinCaps(order, history);
        }
        // Whatever came before (refused refunds included), a full refund takes the rest: the refunds held then give
        // back the order total to the cent, every rate in full, and nothing is left to refund.
        try {
          append(refundDecider.decide(commandOf(order, state, { kind: 'refund', type: 'full', picks: [] }), state));
        } catch (error) {
          expect((error as DomainError).code).toBe('refund.nothingToRefund');
        }
        expect(expectWithinCaps(order, history)).toBe(order.totals.totalCents);
        expect(state.soFar.totalCents).toBe(order.totals.totalCents);
        for (const tax of order.totals.taxes) expect(state.soFar.byTax.get(tax.kind) ?? 0).toBe(tax.amountCents);
        const refundable = refundableOrderOf(order);
        for (const line of refundable.lines) expect(availableOn(line, state.soFar)).toBe(0);
        // The portal taxed shipping apart: the S/H line holds exactly the tax charged on shipping.
        const shipping = refundable.lines.find((line) => line.sku === 'S/H');
        if (order.portal) {
          expect(sumCents(shipping?.taxes.map((part) => part.amountCents) ?? [])).toBe(
            order.portal.fees.shippingTaxCents,
          );
        }
        expect(() =>
          refundDecider.decide(commandOf(order, state, { kind: 'refund', type: 'full', picks: [] }), state),
        ).toThrow(expect.objectContaining({ code: 'refund.nothingToRefund' }));
      }),
      { numRuns: 300 },
    );
  });
});

describe('allocateCents', () => {
  it('shares a total in proportion, adding up exactly, each part within a cent of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocateCents(total, weights);
          const sum = weights.reduce((acc, weight) => acc + weight, 0);
          // Asserted, not returned: fast-check reads a returned value as the property's verdict.
          if (sum === 0) {
            expect(parts.every((part) => part === 0)).toBe(true);
            return;
          }
          expect(sumCents(parts)).toBe(total);
          parts.forEach((part, index) => {
            const exact = (total * (weights[index] ?? 0)) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
