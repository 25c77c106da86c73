import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { specFor } from '../testing/specFor.ts';
import { availablePortalUnits, stockLevelsOf } from './availability.ts';
import type {
  AdjustPortalStock,
  ExpirePortalStockReservation,
  PortalStockCommand,
  ReservePortalStock,
} from './commands.ts';
import { availableOf, portalStockDecider } from './decider.ts';
import { parsePortalStockEvent } from './eventParser.ts';
import { type PortalStockEvent, portalStockEventTypes } from './events.ts';
import { isPastHold, mayStillRecord, reservationHold } from './reservationHold.ts';

const given = specFor(portalStockDecider);
const now = '2026-11-27T09:00:00.000Z';
const productId = 'prod-guide';
const lmg = { now, userId: 'usr-lmg' };
const buyer = { now, userId: 'usr-portal' };

const adjust = (
  quantity: number,
  reason = 'Cycle count',
  figures: Readonly<{ received: number; shipped: number }> = { received: 1_000, shipped: 0 },
): AdjustPortalStock => ({
  type: 'AdjustPortalStock',
  data: { productId, quantity, reason, actorRole: 'LMG', ...figures },
  metadata: lmg,
});
const adjusted = (quantity: number, reason = 'Cycle count'): PortalStockEvent => ({
  type: 'PortalStockAdjusted',
  data: { productId, quantity, reason, adjustedBy: 'usr-lmg', actorRole: 'LMG', adjustedAt: now },
});
const reserve = (
  orderId: string,
  quantity: number,
  more: Partial<ReservePortalStock['data']> = {},
): ReservePortalStock => ({
  type: 'ReservePortalStock',
  data: { productId, orderId, quantity, received: 10, released: 0, unreserved: 0, allowBackorder: false, ...more },
  metadata: buyer,
});
const reserved = (orderId: string, quantity: number, reservedAt = now): PortalStockEvent => ({
  type: 'PortalStockReserved',
  data: { productId, orderId, quantity, reservedAt, userId: 'usr-portal' },
});
const cancelled = (orderId: string): PortalStockEvent => ({
  type: 'PortalStockReservationCancelled',
  data: { productId, orderId, cancelledAt: now, reason: 'checkoutRefused' },
});

describe('portal stock: adjustments', () => {
  it('records an adjustment up or down with the reason, the actor and the role', () => {
    given([])
      .when(adjust(5, '  Received a pallet '))
      .then([adjusted(5, 'Received a pallet')]);
    given([adjusted(5)])
      .when(adjust(-3))
      .then([adjusted(-3)]);
  });

  it('refuses no change, a fraction, an absurd count, a blank reason and an anonymous actor', () => {
    given([]).when(adjust(0)).thenThrows('inventory.adjustment.invalid');
    given([]).when(adjust(1.5)).thenThrows('inventory.adjustment.invalid');
    given([]).when(adjust(1_000_001)).thenThrows('inventory.adjustment.invalid');
    given([]).when(adjust(2, '   ')).thenThrows('inventory.reason.required');
    given([])
      .when({ ...adjust(2), metadata: { now } })
      .thenThrows('auth.required');
  });

  it('never takes the stock on hand below zero: received and adjusted, less what shipped', () => {
    // 10 received, 4 shipped, 3 removed before: 3 on hand.
    const figures = { received: 10, shipped: 4 };
    given([adjusted(-3)])
      .when(adjust(-3, 'Damaged', figures))
      .then([adjusted(-3, 'Damaged')]);
    given([adjusted(-3)])
      .when(adjust(-4, 'Damaged', figures))
      .thenThrows('inventory.onHand.negative');
    given([])
      .when(adjust(-1, 'Damaged', { received: 0, shipped: 0 }))
      .thenThrows('inventory.onHand.negative');
    // Units added are taken even where the stock stays below zero (it was before this rule).
    given([adjusted(-20)])
      .when(adjust(5, 'Found a box', figures))
      .then([adjusted(5, 'Found a box')]);
  });

  it('keeps on hand at zero or more through any sequence of adjustments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(
          fc.integer({ min: -30, max: 30 }).filter((q) => q !== 0),
          { maxLength: 25 },
        ),
        (received, shippedCount, quantities) => {
          const shipped = Math.min(shippedCount, received);
          let state = portalStockDecider.initialState();
          for (const quantity of quantities) {
            try {
              const events = portalStockDecider.decide(adjust(quantity, 'Count', { received, shipped }), state);
              state = events.reduce(portalStockDecider.evolve, state);
            } catch (error) {
              expect((error as Error).message).toBe('inventory.onHand.negative');
            }
            expect(received + state.adjusted - shipped).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('portal stock: the stock check and the reservation are one decision', () => {
  it('reserves what is available: received plus adjustments minus other reservations', () => {
    given([adjusted(-2), reserved('ord-1', 5)])
      .when(reserve('ord-2', 3))
      .then([reserved('ord-2', 3)]);
  });

  it('refuses the second of two orders for the last units: it decides on the first one’s reservation', () => {
    given([reserved('ord-1', 10)])
      .when(reserve('ord-2', 1))
      .thenThrows('portal.noLongerInStock');
    given([reserved('ord-1', 8)])
      .when(reserve('ord-2', 3))
      .thenThrows('portal.noLongerInStock');
  });

  it('lets a back-orderable product go below zero', () => {
    given([reserved('ord-1', 10)])
      .when(reserve('ord-2', 4, { allowBackorder: true }))
      .then([reserved('ord-2', 4)]);
  });

  it('counts units given back by declined or cancelled orders, and an adjustment up', () => {
    given([reserved('ord-1', 10)])
      .when(reserve('ord-2', 4, { released: 4 }))
      .then([reserved('ord-2', 4)]);
    given([reserved('ord-1', 10), adjusted(4)])
      .when(reserve('ord-2', 4))
      .then([reserved('ord-2', 4)]);
  });

  it('is idempotent for a retried order, and gives units back when the order is never placed', () => {
    given([reserved('ord-1', 10)])
      .when(reserve('ord-1', 10))
      .thenNothingHappened();
    given([reserved('ord-1', 10)])
      .when({ type: 'CancelPortalStockReservation', data: { productId, orderId: 'ord-1' }, metadata: buyer })
      .then([cancelled('ord-1')]);
    given([reserved('ord-1', 10), cancelled('ord-1')])
      .when(reserve('ord-2', 10))
      .then([reserved('ord-2', 10)]);
    given([reserved('ord-1', 10), cancelled('ord-1')])
      .when(reserve('ord-1', 10))
      .thenThrows('portal.noLongerInStock');
  });

  it('never lets the reservations of a product without back orders exceed its stock (any sequence)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('reserve' as const), quantity: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ kind: fc.constant('adjust' as const), quantity: fc.integer({ min: -5, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.array(step, { maxLength: 30 }), (received, steps) => {
        let state = portalStockDecider.initialState();
        steps.forEach((s, index) => {
          const command: PortalStockCommand =
            s.kind === 'reserve' ? reserve(`ord-${index}`, s.quantity, { received }) : adjust(s.quantity);
          let events: readonly PortalStockEvent[] = [];
          try {
            events = portalStockDecider.decide(command, state);
          } catch {
            events = [];
          }
          const figures = { received, released: 0, unreserved: 0 };
          const before = availableOf(state, figures);
          state = events.reduce(portalStockDecider.evolve, state);
          // A reservation never takes more than was available; only a staff count can bring it below zero.
          if (s.kind === 'reserve' && events.length > 0) expect(availableOf(state, figures)).toBeGreaterThanOrEqual(0);
          if (s.kind === 'reserve' && before < s.quantity) expect(events).toEqual([]);
        });
      }),
    );
  });
});

describe('portal stock: every order that holds units is counted, whatever recorded it', () => {
  it('counts an order placed before the stream existed: the reservation takes only the remaining units', () => {
    // 10 received; an order placed before this stream took 4 (the read model counts it as unreserved).
    given([])
      .when(reserve('ord-2', 7, { unreserved: 4 }))
      .thenThrows('portal.noLongerInStock');
    given([])
      .when(reserve('ord-2', 6, { unreserved: 4 }))
      .then([reserved('ord-2', 6)]);
    given([reserved('ord-2', 6)])
      .when(reserve('ord-3', 1, { unreserved: 4 }))
      .thenThrows('portal.noLongerInStock');
  });

  it('decides on the figures the portal shows: the same rule gives the same units', () => {
    const state = [reserved('ord-2', 6), adjusted(3)].reduce(
      portalStockDecider.evolve,
      portalStockDecider.initialState(),
    );
    const figures = { received: 10, released: 2, unreserved: 4 };
    // What the read model holds once it has seen the same events: 6 reserved, 3 adjusted.
    const shown = availablePortalUnits({ ...figures, adjusted: 3, reserved: 6 });
    expect(availableOf(state, figures)).toBe(shown);
    expect(shown).toBe(10 + 3 - (6 - 2) - 4);
    given([reserved('ord-2', 6), adjusted(3)])
      .when(reserve('ord-3', shown + 1, figures))
      .thenThrows('portal.noLongerInStock');
    given([reserved('ord-2', 6), adjusted(3)])
      .when(reserve('ord-3', shown, figures))
      .then([reserved('ord-3', shown)]);
  });

  it('gives the back office on hand, reserved and available by the same rule', () => {
    // 10 received, 3 adjusted; 6 reserved of which 2 released; 4 from before the stream, 1 of them shipped.
    const count = { received: 10, adjusted: 3, reserved: 6, released: 2, unreserved: 4 };
    expect(stockLevelsOf(count, 1)).toEqual({ onHand: 12, reserved: 7, available: availablePortalUnits(count) });
    expect(availablePortalUnits(count)).toBe(5);
  });

  it('never gives back more than the stream holds, whatever a read model says', () => {
    given([reserved('ord-1', 10)])
      .when(reserve('ord-2', 1, { released: 50 }))
      .then([reserved('ord-2', 1)]);
    given([reserved('ord-1', 10)])
      .when(reserve('ord-2', 11, { released: 50 }))
      .thenThrows('portal.noLongerInStock');
  });
});

const later = (ms: number): string => new Date(Date.parse(now) + ms).toISOString();
const expire = (orderId: string, orderRecorded: boolean, at: string): ExpirePortalStockReservation => ({
  type: 'ExpirePortalStockReservation',
  data: { productId, orderId, orderRecorded },
  metadata: { now: at, userId: 'system-stock-sweep' },
});

describe('portal stock: a reservation whose order is never recorded comes back after the hold', () => {
  const { holdMs } = reservationHold;

  it('gives back a reservation past the hold whose order was never recorded, with the reason', () => {
    given([reserved('ord-1', 10)])
      .when(expire('ord-1', false, later(holdMs)))
      .then([
        {
          type: 'PortalStockReservationCancelled',
          data: { productId, orderId: 'ord-1', cancelledAt: later(holdMs), reason: 'expired' },
        },
      ]);
  });

  it('leaves a young reservation, one whose order was recorded, and one already gone', () => {
    given([reserved('ord-1', 10)])
      .when(expire('ord-1', false, later(holdMs - 1)))
      .thenNothingHappened();
    given([reserved('ord-1', 10)])
      .when(expire('ord-1', true, later(holdMs * 4)))
      .thenNothingHappened();
    given([reserved('ord-1', 10), cancelled('ord-1')])
      .when(expire('ord-1', false, later(holdMs)))
      .thenNothingHappened();
    given([])
      .when(expire('ord-1', false, later(holdMs)))
      .thenNothingHappened();
  });

  it('lets another order take the units once expired, and never the expired order itself', () => {
    const expired: PortalStockEvent = {
      type: 'PortalStockReservationCancelled',
      data: { productId, orderId: 'ord-1', cancelledAt: later(holdMs), reason: 'expired' },
    };
    given([reserved('ord-1', 10)])
      .when(reserve('ord-2', 10))
      .thenThrows('portal.noLongerInStock');
    given([reserved('ord-1', 10), expired])
      .when(reserve('ord-2', 10))
      .then([reserved('ord-2', 10)]);
    given([reserved('ord-1', 10), expired])
      .when(reserve('ord-1', 10))
      .thenThrows('portal.noLongerInStock');
  });

  it('lets the checkout record its order only well inside the hold, so the sweep never meets a live request', () => {
    expect(reservationHold.holdMs).toBeGreaterThanOrEqual(3 * reservationHold.recordWithinMs);
    expect(mayStillRecord(now, later(reservationHold.recordWithinMs - 1))).toBe(true);
    expect(mayStillRecord(now, later(reservationHold.recordWithinMs))).toBe(false);
    expect(isPastHold(now, later(holdMs - 1))).toBe(false);
    expect(isPastHold(now, later(holdMs))).toBe(true);
    // A time that cannot be read keeps the units: holding too long is the safe side.
    expect(isPastHold('not a time', later(holdMs))).toBe(false);
  });
});

describe('the portal stock parser', () => {
  it('reads back what the decider emits, and nothing of another shape', () =>
    checkParser({
      parse: parsePortalStockEvent,
      types: portalStockEventTypes,
      events: emitted(portalStockDecider, [
        adjust(5),
        reserve('ord-1', 3),
        { type: 'CancelPortalStockReservation', data: { productId, orderId: 'ord-1' }, metadata: buyer },
        reserve('ord-2', 3),
        expire('ord-2', false, later(reservationHold.holdMs)),
      ]),
      // Absent on events recorded before the sweep and the reasons existed.
      optional: ['userId', 'reason'],
    }));
});
