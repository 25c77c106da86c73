import type { OrderStatus } from '@parks/schemas/orders';
import { describe, expect, it } from 'vitest';
import { placedOrder } from '../testing/refundOrders.ts';
import type { OrderEvent } from './events.ts';
import { orderModalActions } from './modalActions.ts';
import { evolve, initialState } from './state.ts';
import { statusEventsBy } from './testing.ts';
import { nextStatuses } from './transitions.ts';

const at = '2026-11-27T10:00:00.000Z';
const orderId = 'ord-next-1';
const byStaff = { role: 'LMG' } as const;

const stateAfter = (storeCode: 'b2c' | 'b2b', start: 'pending' | 'pendingApproval', ...later: OrderEvent[]) =>
  [
    { type: 'OrderPlaced', data: { ...placedOrder({ orderId, storeCode }), status: start } } as OrderEvent,
    ...later,
  ].reduce(evolve, initialState());

const superUserDid = statusEventsBy(orderId, 'usr-su', at, byStaff);
const approved = superUserDid.approved();
const released = statusEventsBy(orderId, 'system', at).released();
const shipped = superUserDid.shipped('1Z');
const declined = superUserDid.declined('Over budget');
const cancelled = superUserDid.cancelled('Asked by the customer');

describe('the statuses the status edit offers (the decider’s legal transitions)', () => {
  const cases: [string, ReturnType<typeof stateAfter>, OrderStatus[]][] = [
    [
      'a public order just placed: shipped straight from Pending, or cancelled',
      stateAfter('b2c', 'pending'),
      ['shipped', 'cancelled'],
    ],
    ['a portal order waiting for approval', stateAfter('b2b', 'pendingApproval'), ['pending', 'cancelled', 'declined']],
    [
      'an approved portal order: released, or cancelled',
      stateAfter('b2b', 'pendingApproval', approved),
      ['inProduction', 'cancelled'],
    ],
    ['a portal order in production', stateAfter('b2b', 'pending', released), ['shipped', 'cancelled']],
    ['a shipped order', stateAfter('b2c', 'pending', shipped), []],
    ['a declined order', stateAfter('b2b', 'pendingApproval', declined), []],
    ['a cancelled order', stateAfter('b2c', 'pending', cancelled), []],
    ['no order', initialState(), []],
  ];
  it.each(cases)('%s', (_, state, expected) => {
    expect(nextStatuses(state)).toEqual(expected);
  });
});

describe('the order modal’s actions', () => {
  const allowedOf = (...args: Parameters<typeof orderModalActions>) =>
    orderModalActions(...args)
      .filter((action) => action.allowed)
      .map((action) => action.name);

  it('offers everything on a charged public order to a role that may refund it, but not to an Operator', () => {
    const state = stateAfter('b2c', 'pending');
    expect(allowedOf(state, 'Administrator', 1_000)).toEqual(['edit', 'editStatus', 'note', 'email', 'refund']);
    expect(allowedOf(state, 'Operator', 1_000)).toEqual(['edit', 'editStatus', 'note', 'email']);
  });

  it('offers no refund of a portal order to an Administrator, nor of an order never charged, nor once all is refunded', () => {
    expect(allowedOf(stateAfter('b2b', 'pending', released), 'Administrator', 1_000)).not.toContain('refund');
    expect(allowedOf(stateAfter('b2b', 'pending', released), 'SuperUser', 1_000)).toContain('refund');
    expect(allowedOf(stateAfter('b2b', 'pendingApproval'), 'LMG', 1_000)).toEqual(['edit', 'editStatus', 'note']);
    expect(allowedOf(stateAfter('b2c', 'pending', shipped), 'LMG', 0)).toEqual(['edit', 'note', 'email']);
  });

  it('leaves a cancelled order a note and a refund only', () => {
    expect(allowedOf(stateAfter('b2c', 'pending', cancelled), 'LMG', 500)).toEqual(['note', 'refund']);
  });
});
