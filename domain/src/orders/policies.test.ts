import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placedPortalOrder } from '../portal/testing.ts';
import { started } from '../testing/cartCheckout.ts';
import { confirmationDue, confirmationFallsDueOn } from './confirmation.ts';
import type { OrderEvent, OrderPlaced } from './events.ts';
import { releaseCandidacy, releaseCheck } from './release.ts';
import { evolve, initialState, type OrderState } from './state.ts';
import { statusEventsBy } from './testing.ts';

const at = '2026-11-21T15:00:00.000Z';
const by = 'usr-staff';
const publicPlaced: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    ...started.data.order,
    status: 'pending',
    payment: null,
    idempotencyKey: 'key-1',
    requestHash: 'hash-1',
    placedBy: 'guest-1',
    placedAt: at,
  },
};
const placedByFixture = placedPortalOrder({ orderId: 'ord-1' });
const portalPlaced: OrderPlaced = { ...placedByFixture, data: { ...placedByFixture.data, status: 'pending' } };
const awaiting: OrderPlaced = { ...portalPlaced, data: { ...portalPlaced.data, status: 'pendingApproval' } };
const orderId = 'ord-1';
const staffDid = statusEventsBy(orderId, by, at);
const approved = staffDid.approved();
const declined = staffDid.declined('No');
const released = staffDid.released();
const shipped = staffDid.shipped('1Z');
const cancelled = staffDid.cancelled('Asked');
const stateOf = (events: readonly OrderEvent[]): OrderState => events.reduce(evolve, initialState());

describe('the confirmation mail of a public-store order', () => {
  it('is due once placed', () => expect(confirmationDue(stateOf([publicPlaced]))).toBe(true));
  it('is still due once shipped', () => expect(confirmationDue(stateOf([publicPlaced, shipped]))).toBe(true));
  it('is not due once cancelled', () => expect(confirmationDue(stateOf([publicPlaced, cancelled]))).toBe(false));
  it('falls due on the placement', () => expect(confirmationFallsDueOn(publicPlaced)).toBe(true));
});

describe('the confirmation mail of a portal order', () => {
  it('is not due while it waits for approval or for the release', () => {
    expect(confirmationDue(stateOf([awaiting]))).toBe(false);
    expect(confirmationDue(stateOf([awaiting, approved]))).toBe(false);
    expect(confirmationDue(stateOf([portalPlaced]))).toBe(false);
  });
  it('is due once released, and still once shipped', () => {
    expect(confirmationDue(stateOf([portalPlaced, released]))).toBe(true);
    expect(confirmationDue(stateOf([portalPlaced, released, shipped]))).toBe(true);
  });
  it('is never due for a declined order, nor one cancelled (even after its release)', () => {
    expect(confirmationDue(stateOf([awaiting, declined]))).toBe(false);
    expect(confirmationDue(stateOf([portalPlaced, released, cancelled]))).toBe(false);
  });
  it('falls due on the release, not on the placement', () => {
    expect(confirmationFallsDueOn(portalPlaced)).toBe(false);
    expect(confirmationFallsDueOn(released)).toBe(true);
  });
  it('is never due for an order that does not exist', () => expect(confirmationDue(initialState())).toBe(false));
});

describe('the release of an order', () => {
  it('is for Pending portal orders only', () => {
    expect(releaseCheck(initialState())).toBe('order.notFound');
    expect(releaseCheck(stateOf([publicPlaced]))).toBe('order.notPortalOrder');
    expect(releaseCheck(stateOf([portalPlaced]))).toBe('releasable');
    expect(releaseCheck(stateOf([awaiting]))).toBe('order.notPending');
    expect(releaseCheck(stateOf([awaiting, approved]))).toBe('releasable');
    expect(releaseCheck(stateOf([portalPlaced, released]))).toBe('alreadyReleased');
    expect(releaseCheck(stateOf([portalPlaced, cancelled]))).toBe('order.notPending');
  });
  it('makes an order a release candidate exactly when the order is releasable after the event', () => {
    const afterOne = [approved, declined, released, shipped, cancelled];
    fc.assert(
      fc.property(
        fc.constantFrom(publicPlaced, portalPlaced, awaiting),
        fc.constantFrom(...afterOne),
        (first, next) => {
          const placedCandidacy = releaseCandidacy(first);
          expect(placedCandidacy === 'enters').toBe(releaseCheck(stateOf([first])) === 'releasable');
          // Only what can follow in a real stream: approvals follow Pending Approval.
          if (next.type === 'OrderApproved' && first !== awaiting) return;
          const candidacy = releaseCandidacy(next);
          expect(candidacy === 'enters').toBe(releaseCheck(stateOf([first, next])) === 'releasable');
        },
      ),
    );
  });
});
