/**
 * The order modal's views over real HTTP, one order each through `PUT /api/Orders/UpdateOrders {action, orderId,
 * data}`: edit, editStatus, note and email; who may; and that a refused request appends nothing. The mail itself
 * (one .eml per request id) is the worker's: server/src/orderConfirmationResend.test.ts.
 */
import type { OrderUpdateAnswer } from '@parks/schemas/orderStaff';
import type { PortalOrderDto, UpdateOrdersResultDto } from '@parks/schemas/portal';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEvents } from '../testing/testApi.ts';
import { ordersTestApi } from './testing/ordersTestApi.ts';
import { placePortalOrder } from './testing/portalOrders.ts';
import { placePublicOrder } from './testing/publicOrders.ts';

const api = ordersTestApi();
const { as, head, user } = api;

type Answer = OrderUpdateAnswer & { code?: string; detail?: string; errors?: Record<string, string[]> };

const update = (who: string | null, body: unknown, language = 'en') =>
  as<Answer>(who, '/api/Orders/UpdateOrders', { method: 'PUT', body, headers: { 'Accept-Language': language } });

/** The events of one order's stream after placement, as type and data. */
const recorded = async (orderId: string) =>
  (await allEvents(api.server.eventStore))
    .filter((event) => event.streamId === `order-${orderId}` && event.type !== 'OrderPlaced')
    .map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));

let awaiting = ''; // b2b, Pending Approval
let operatorOrder = ''; // b2b, Pending
let publicOrder = ''; // b2c, Pending

beforeAll(async () => {
  awaiting = (await placePortalOrder(api.server.base, user('portal'), 'CPC-100001')).orderId;
  operatorOrder = (await placePortalOrder(api.server.base, user('operator'), null)).orderId;
  publicOrder = await placePublicOrder(api.server.eventStore, new Date());
}, 60_000);

describe('edit', () => {
  it('records exactly the changed fields, before and after, with the actor and role; the portal shows them', async () => {
    const saved = await update('lmg', {
      action: 'edit',
      orderId: awaiting,
      data: {
        shippingAddress: { city: 'Hull', address1: '30 Victoria St', companyName: '' },
        poNumber: 'PO-CHANGED',
        reason: 'Customer called',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'The order has been updated.', id: awaiting });
    const [edited] = await recorded(awaiting);
    expect(edited?.type).toBe('OrderEdited');
    expect(edited?.data).toMatchObject({
      changes: [
        { field: 'shippingAddress.companyName', before: 'Parks Partner Inc.', after: null },
        { field: 'shippingAddress.city', before: 'Gatineau', after: 'Hull' },
        { field: 'poNumber', before: expect.stringMatching(/^PO-/), after: 'PO-CHANGED' },
      ],
      reason: 'Customer called',
      editedBy: user('lmg').id,
      role: 'LMG',
    });
    const shown = await as<PortalOrderDto>('portal', `/api/portal/orders/${awaiting}`);
    expect(shown.body.shippingAddress).toMatchObject({ city: 'Hull', companyName: null, address1: '30 Victoria St' });
    expect(shown.body.poNumber).toBe('PO-CHANGED');
  });

  it('appends nothing when the save changes nothing, and says so in the request language', async () => {
    const before = await head();
    const again = await update(
      'superuser',
      { action: 'edit', orderId: awaiting, data: { shippingAddress: { city: 'Hull' }, poNumber: 'PO-CHANGED' } },
      'fr',
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Rien n’a été modifié.', id: awaiting });
    expect(await head()).toBe(before);
  });

  it('refuses tracking on an order not shipped, and customer numbers on a public order (409, nothing appended)', async () => {
    const before = await head();
    const tracking = await update('lmg', { action: 'edit', orderId: awaiting, data: { trackingNumber: '1Z1' } });
    expect([tracking.status, tracking.body.code]).toEqual([409, 'order.notShipped']);
    expect(tracking.body.errors).toEqual({ trackingNumber: ['order.notShipped'] });
    const budget = await update('lmg', { action: 'edit', orderId: publicOrder, data: { budgetCode: 'CPC-1' } });
    expect([budget.status, budget.body.code]).toEqual([409, 'order.portalFieldsOnly']);
    expect(await head()).toBe(before);
  });
});

describe('editStatus', () => {
  it('takes a legal transition, recording the actor and role', async () => {
    const approved = await update('superuser', {
      action: 'editStatus',
      orderId: awaiting,
      data: { status: 'pending' },
    });
    expect(approved.body).toEqual({ message: 'The order status has been updated.', id: awaiting });
    const events = await recorded(awaiting);
    expect(events.at(-1)).toMatchObject({
      type: 'OrderApproved',
      data: { approvedBy: user('superuser').id, role: 'SuperUser' },
    });
    const row = await as<PortalOrderDto>('portal', `/api/portal/orders/${awaiting}`);
    expect(row.body.status).toBe('pending');
  });

  it('answers 409 to an illegal transition and 422 to a cancel without a reason, appending nothing', async () => {
    const before = await head();
    const back = await update('lmg', { action: 'editStatus', orderId: awaiting, data: { status: 'pendingApproval' } });
    expect([back.status, back.body.code]).toEqual([409, 'order.illegalTransition']);
    const ship = await update('lmg', {
      action: 'editStatus',
      orderId: awaiting,
      data: { status: 'shipped', trackingNumber: '1Z9' },
    });
    expect([ship.status, ship.body.code]).toEqual([409, 'order.cannotShip']);
    const cancel = await update('lmg', { action: 'editStatus', orderId: awaiting, data: { status: 'cancelled' } });
    expect(cancel.status).toBe(422);
    expect(cancel.body.errors).toEqual({ 'data.reason': ['order.reasonRequired'] });
    expect(await head()).toBe(before);
  });

  it('ships a public order with its tracking, which then can be edited', async () => {
    const shipped = await update('administrator', {
      action: 'editStatus',
      orderId: publicOrder,
      data: { status: 'shipped', trackingNumber: '1Z999' },
    });
    expect(shipped.status).toBe(200);
    const fixed = await update('administrator', {
      action: 'edit',
      orderId: publicOrder,
      data: { trackingNumber: '1Z998', trackingUrl: 'https://track.example/1Z998' },
    });
    expect(fixed.status).toBe(200);
    expect((await recorded(publicOrder)).slice(-2)).toMatchObject([
      { type: 'OrderShipped', data: { trackingNumber: '1Z999', role: 'Administrator' } },
      {
        type: 'OrderEdited',
        data: {
          changes: [
            { field: 'trackingNumber', before: '1Z999', after: '1Z998' },
            { field: 'trackingUrl', before: null, after: 'https://track.example/1Z998' },
          ],
          role: 'Administrator',
        },
      },
    ]);
  });
});

describe('note', () => {
  it('adds a note, then a correction pointing at it; the first note stays', async () => {
    const first = await update('lmg', { action: 'note', orderId: operatorOrder, data: { note: 'Called the office.' } });
    expect(first.body).toEqual({ message: 'The note has been added.', id: operatorOrder });
    const [added] = await recorded(operatorOrder);
    expect(added).toMatchObject({
      type: 'OrderNoteAdded',
      data: { text: 'Called the office.', correctsNoteId: null, addedBy: user('lmg').id, role: 'LMG' },
    });
    const noteId = String(added?.data.noteId);
    const correction = await update('superuser', {
      action: 'note',
      orderId: operatorOrder,
      data: { note: 'Called the warehouse, not the office.', correctsNoteId: noteId },
    });
    expect(correction.status).toBe(200);
    const notes = await recorded(operatorOrder);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toEqual(added);
    expect(notes[1]?.data).toMatchObject({ correctsNoteId: noteId, role: 'SuperUser' });
    expect(notes[1]?.data.noteId).not.toBe(noteId);
  });

  it('refuses a correction of a note the order does not have', async () => {
    const before = await head();
    const unknown = await update('lmg', {
      action: 'note',
      orderId: operatorOrder,
      data: { note: 'Fix', correctsNoteId: 'note-unknown' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([422, 'order.noteNotFound']);
    expect(await head()).toBe(before);
  });
});

describe('email', () => {
  it('records one resend request per request id, however often it is sent', async () => {
    const body = { action: 'email', orderId: publicOrder, data: { requestId: 'resend-1' } };
    const first = await update('lmg', body);
    expect(first.body).toEqual({ message: 'The confirmation e-mail will be sent again.', id: publicOrder });
    const before = await head();
    expect((await update('lmg', body)).status).toBe(200);
    expect(await head()).toBe(before);
    const requests = (await recorded(publicOrder)).filter((event) => event.type === 'OrderConfirmationResendRequested');
    expect(requests).toEqual([
      {
        type: 'OrderConfirmationResendRequested',
        data: expect.objectContaining({ requestId: 'resend-1', to: null, requestedBy: user('lmg').id, role: 'LMG' }),
      },
    ]);
    const other = await update('lmg', { ...body, data: { requestId: 'resend-1', to: 'office@example.ca' } });
    expect([other.status, other.body.code]).toEqual([409, 'order.resendConflict']);
  });

  it('has nothing to resend before the confirmation is due', async () => {
    const early = await update('lmg', { action: 'email', orderId: operatorOrder, data: { requestId: 'resend-2' } });
    expect([early.status, early.body.code]).toEqual([409, 'order.confirmationNotDue']);
  });
});

describe('who may', () => {
  const note = (orderId: string) => ({ action: 'note', orderId, data: { note: 'Role check' } });

  it('is the orders area of the order’s own store: b2b LMG and SuperUser; b2c also Administrator; never Operator', async () => {
    const table: [string | null, string, number][] = [
      ['lmg', operatorOrder, 200],
      ['superuser', operatorOrder, 200],
      ['administrator', operatorOrder, 403],
      ['operator', operatorOrder, 403],
      ['portal', operatorOrder, 403],
      [null, operatorOrder, 401],
      ['lmg', publicOrder, 200],
      ['superuser', publicOrder, 200],
      ['administrator', publicOrder, 200],
      ['operator', publicOrder, 403],
      ['portal', publicOrder, 403],
    ];
    for (const [who, orderId, status] of table) {
      const before = await head();
      const answer = await update(who, note(orderId));
      expect([who, orderId, answer.status]).toEqual([who, orderId, status]);
      if (status !== 200) expect(await head()).toBe(before);
    }
    // The bulk shape keeps its rules: the floor of the store named, then each order's own store.
    const bulkBody = { action: 'cancel', orderIds: [operatorOrder], reason: 'x' };
    const floor = await as('administrator', '/api/Orders/UpdateOrders', { method: 'PUT', body: bulkBody });
    expect(floor.status).toBe(403);
    const bulk = await as<UpdateOrdersResultDto>('administrator', '/api/Orders/UpdateOrders', {
      method: 'PUT',
      body: { ...bulkBody, storeCode: 'b2c' },
    });
    expect(bulk.body.results).toEqual([
      { orderId: operatorOrder, ok: false, status: null, code: 'auth.permissionDenied' },
    ]);
  });
});

describe('bad input', () => {
  it('answers 4xx with errors per field, in the request language, and appends nothing', async () => {
    const before = await head();
    const cases: [unknown, number, Record<string, string[]> | undefined][] = [
      [
        { action: 'edit', orderId: awaiting, data: { billingAddress: { email: 'nope', firstName: '' } } },
        422,
        {
          'data.billingAddress.email': ['checkout.email.invalid'],
          'data.billingAddress.firstName': ['form.fieldRequired'],
        },
      ],
      [
        { action: 'edit', orderId: awaiting, data: { shippingAddress: 'Main St' } },
        422,
        {
          'data.shippingAddress': ['validation.invalid'],
        },
      ],
      [
        { action: 'edit', orderId: awaiting, data: { poNumber: 'P'.repeat(31) } },
        422,
        {
          'data.poNumber': ['portal.poNumber.tooLong'],
        },
      ],
      [
        { action: 'note', orderId: awaiting, data: { note: 'x'.repeat(2_001) } },
        422,
        { 'data.note': ['validation.invalid'] },
      ],
      [{ action: 'note', orderId: awaiting, data: { note: '   ' } }, 422, { 'data.note': ['order.noteRequired'] }],
      [
        { action: 'email', orderId: awaiting, data: { requestId: 'a:b' } },
        422,
        { 'data.requestId': ['validation.invalid'] },
      ],
      [
        { action: 'editStatus', orderId: awaiting, data: { status: 'lost' } },
        422,
        {
          'data.status': ['order.illegalTransition'],
        },
      ],
      [{ action: 'editStatus', orderId: awaiting, data: 'shipped' }, 422, { data: ['validation.invalid'] }],
      [{ action: 'note', data: { note: 'x' } }, 422, { orderId: ['order.notFound'] }],
      [{ action: 'note', orderId: 'ord-unknown', data: { note: 'x' } }, 404, undefined],
      [{ action: 'note', orderId: '__proto__', data: { note: 'x' } }, 404, undefined],
    ];
    for (const [body, status, errors] of cases) {
      const answer = await update('lmg', body);
      expect([body, answer.status]).toEqual([body, status]);
      if (errors !== undefined) expect(answer.body.errors).toEqual(errors);
    }
    const french = await update('lmg', { action: 'note', orderId: awaiting, data: {} }, 'fr');
    expect(french.body.detail).toBe('Veuillez entrer une note.');
    expect(await head()).toBe(before);
  });
});

describe('the order action routes', () => {
  it('record the role of the staff member with the actor too', async () => {
    const cancelled = await as('superuser', `/api/Orders/${operatorOrder}/Cancel`, { body: { reason: 'Duplicate' } });
    expect(cancelled.status).toBe(200);
    expect((await recorded(operatorOrder)).at(-1)).toMatchObject({
      type: 'OrderCancelled',
      data: { reason: 'Duplicate', cancelledBy: user('superuser').id, role: 'SuperUser' },
    });
  });
});
