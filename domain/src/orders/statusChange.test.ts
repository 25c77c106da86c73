import { describe, expect, it } from 'vitest';
import { orderDraft, orderPlaced } from '../testing/orderDrafts.ts';
import { statusChangeOf } from './statusChange.ts';
import { statusEventsBy } from './testing.ts';

const at = '2026-11-21T15:00:00.000Z';
const staff = statusEventsBy('ord-1', 'usr-lmg', at, { role: 'LMG' });
const sweep = statusEventsBy('ord-1', 'system', at);

describe('what a status event changes', () => {
  it('says the status, when, by whom and in which role, with the reason or the tracking the event carries', () => {
    expect(statusChangeOf(staff.declined('Over budget'))).toEqual({
      kind: 'declined',
      status: 'declined',
      at,
      by: 'usr-lmg',
      role: 'LMG',
      viaStatusEdit: false,
      reason: 'Over budget',
      tracking: null,
    });
    expect(statusChangeOf(staff.shipped('1Z', 'https://track.example/1Z'))).toMatchObject({
      kind: 'shipped',
      reason: null,
      tracking: { trackingNumber: '1Z', trackingUrl: 'https://track.example/1Z' },
    });
    expect(statusChangeOf(staff.cancelled('Asked'))).toMatchObject({ kind: 'cancelled', reason: 'Asked' });
  });

  it('tells a status edit from the action of its own name, and the sweep from staff', () => {
    const edited = statusEventsBy('ord-1', 'usr-lmg', at, { role: 'LMG', via: 'statusEdit' }).approved();
    expect(statusChangeOf(edited)).toMatchObject({ kind: 'approved', viaStatusEdit: true, role: 'LMG' });
    expect(statusChangeOf(sweep.released())).toMatchObject({ kind: 'released', by: 'system', role: undefined });
  });

  it('gives each event the status the order has after it', () => {
    const placed = orderPlaced(orderDraft('ord-1', 'b2b'), {
      status: 'pendingApproval',
      payment: null,
      placedBy: 'usr-portal',
      placedAt: at,
    });
    expect(statusChangeOf(placed)).toMatchObject({ kind: 'placed', by: 'usr-portal', at, reason: null });
    const events = [
      placed,
      staff.approved(),
      staff.declined('x'),
      sweep.released(),
      staff.shipped('1Z'),
      staff.cancelled('x'),
    ];
    expect(events.map((event) => statusChangeOf(event).status)).toEqual([
      'pendingApproval',
      'pending',
      'declined',
      'inProduction',
      'shipped',
      'cancelled',
    ]);
  });
});
