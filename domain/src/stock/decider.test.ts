import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { specFor } from '../testing/specFor.ts';
import type { AdjustPortalStock, PortalStockCommand, ReservePortalStock } from './commands.ts';
import { availableOf, portalStockDecider } from './decider.ts';
import { parsePortalStockEvent } from './eventParser.ts';
import { type PortalStockEvent, portalStockEventTypes } from './events.ts';

const given = specFor(portalStockDecider);
const now = '2026-11-27T09:00:00.000Z';
const productId = 'prod-guide';
const lmg = { now, userId: 'usr-lmg' };
const buyer = { now, userId: 'usr-portal' };

const adjust = (quantity: number, reason = 'Cycle count'): AdjustPortalStock => ({
  type: 'AdjustPortalStock',
  data: { productId, quantity, reason, actorRole: 'LMG' },
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
  data: { productId, orderId, quantity, received: 10, returned: 0, allowBackorder: false, ...more },
  metadata: buyer,
});
const reserved = (orderId: string, quantity: number): PortalStockEvent => ({
  type: 'PortalStockReserved',
  data: { productId, orderId, quantity, reservedAt: now },
});
const cancelled = (orderId: string): PortalStockEvent => ({
  type: 'PortalStockReservationCancelled',
  data: { productId, orderId, cancelledAt: now },
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
      .when(reserve('ord-2', 4, { returned: 4 }))
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
          const before = availableOf(state, received, 0);
          state = events.reduce(portalStockDecider.evolve, state);
          // A reservation never takes more than was available; only a staff count can bring it below zero.
          if (s.kind === 'reserve' && events.length > 0)
            expect(availableOf(state, received, 0)).toBeGreaterThanOrEqual(0);
          if (s.kind === 'reserve' && before < s.quantity) expect(events).toEqual([]);
        });
      }),
    );
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
      ]),
    }));
});
