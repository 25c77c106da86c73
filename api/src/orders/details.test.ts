/**
 * The order modal's details over real HTTP, `GET /api/Orders/GetOrderDetails/{orderId}`: every §3 field of a public
 * order (Ontario, HST) and of a portal order (fees, customer number, PO number), the refunds, notes and the audit
 * timeline after staff work on the order (edit, note and correction, resend, partial refund), the actions and next
 * statuses per role, and the role table per store. Reading changes nothing. The workers' entries (mail sent and
 * resent, refunded) are in server/src/orderTimeline.test.ts, where the workers run.
 */
import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import type { OrderPlaced } from '@parks/domain/orders/events';
import type { OrderDetailsDto } from '@parks/schemas/admin/orderDetails';
import type { RefundFormDto } from '@parks/schemas/admin/refunds';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEvents, type Call } from '../testing/testApi.ts';
import { ordersTestApi } from './testing/ordersTestApi.ts';
import { placePortalOrder } from './testing/portalOrders.ts';
import { placePublicOrder } from './testing/publicOrders.ts';

const api = ordersTestApi();
const { head, user } = api;

type Problem = { code?: string; detail?: string; title?: string };

const as = <T = OrderDetailsDto & Problem>(who: string | null, path: string, options: Call = {}) =>
  api.as<T>(who, path, options);
const details = (who: string | null, orderId: string, language = 'en', query = '') =>
  as(who, `/api/Orders/GetOrderDetails/${orderId}${query}`, { headers: { 'Accept-Language': language } });
const update = (who: string, body: unknown) => as(who, '/api/Orders/UpdateOrders', { method: 'PUT', body });
const placedOf = async (orderId: string): Promise<OrderPlaced['data']> => {
  const event = (await allEvents(api.server.eventStore)).find(
    (recorded) => recorded.streamId === `order-${orderId}` && recorded.type === 'OrderPlaced',
  );
  const placed = event === undefined ? null : parseOrderEvent(event);
  if (placed?.type !== 'OrderPlaced') throw new Error(`no order ${orderId}`);
  return placed.data;
};
const allowed = (dto: OrderDetailsDto) => dto.actions.filter((action) => action.allowed).map((action) => action.name);

let publicOrder = ''; // b2c, Ontario, Pending; staff work on it below
let portalOrder = ''; // b2b, Pending Approval, with fees

beforeAll(async () => {
  portalOrder = (await placePortalOrder(api.server.base, user('portal'), 'CPC-100001')).orderId;
  publicOrder = await placePublicOrder(api.server.eventStore, new Date(), 'anne@example.ca');
}, 60_000);

describe('the details of a public order (Ontario)', () => {
  it('answer every field of §3 from the order as placed, labels in the request language', async () => {
    const placed = await placedOf(publicOrder);
    const before = await head();
    const reply = await details('administrator', publicOrder, 'fr');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const dto = reply.body;
    expect(dto).toMatchObject({
      orderId: publicOrder,
      storeCode: 'b2c',
      status: 'pending',
      statusLabel: 'En attente',
      dateOrdered: placed.placedAt,
      dateShipped: null,
      dateUpdated: placed.placedAt,
      dateCancelled: null,
      preferredLanguage: placed.preferredLanguage,
      trackingNumber: null,
      trackingUrl: null,
      cancelReason: null,
      cancelledBy: null,
      refundType: null,
      refundTotalCents: 0,
      shippingMethod: placed.shippingMethod,
      billingType: 'card',
      payment: placed.payment,
      poNumber: null,
      discountCodes: placed.discounts.map((discount) => discount.code),
      taxName: placed.totals.taxName,
      shippingAddress: placed.shippingAddress,
      billingAddress: placed.billingAddress,
      budgetCode: null,
      shippingOption: null,
      estimatedArrivalDate: placed.estimatedArrivalDate,
      // A guest by the order's e-mail, in the request's language (issue 23: never the session's id).
      placedBy: { userId: placed.placedBy, username: 'Invité — anne@example.ca' },
      refunds: [],
      notes: [],
      nextStatuses: ['shipped', 'cancelled'],
    });
    const { totals } = placed;
    expect(dto.amounts).toEqual({
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      taxes: totals.taxes,
      totalCents: totals.totalCents,
      portal: null,
    });
    expect(dto.amounts.taxes.map((tax) => tax.kind)).toEqual(['HST']);
    expect(dto.products).toEqual(
      placed.lines.map((line) =>
        expect.objectContaining({
          lineId: line.lineId,
          // A public line has no SKU of its own: its product's (the order's one Discovery Pass), never its id.
          sku: 'DP-ADULT',
          serialNumber: line.vessel?.vesselId ?? null,
          productName: line.productName,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalCents: line.totalCents,
          trackingNumber: null,
        }),
      ),
    );
    expect(dto.timeline.map((entry) => [entry.kind, entry.label, entry.actor.role])).toEqual([
      ['placed', 'Commande passée', 'customer'],
    ]);
    expect(allowed(dto)).toEqual(['edit', 'editStatus', 'note', 'email', 'refund']);
    expect(await head()).toBe(before);
  });
});

describe('the details of a portal order', () => {
  it('answer the customer number, PO number, shipping option, fees and who placed it', async () => {
    const placed = await placedOf(portalOrder);
    const portal = placed.portal;
    if (!portal) throw new Error('not a portal order');
    const reply = await details('superuser', portalOrder);
    expect(reply.status).toBe(200);
    const dto = reply.body;
    expect(dto).toMatchObject({
      storeCode: 'b2b',
      status: 'pendingApproval',
      statusLabel: 'Pending Approval',
      preferredLanguage: null,
      billingType: 'account',
      payment: null,
      budgetCode: 'CPC-100001',
      poNumber: placed.poNumber,
      shippingOption: portal.shippingOption,
      placedBy: { userId: user('portal').id, username: 'Paula Martin' },
      nextStatuses: ['pending', 'cancelled', 'declined'],
    });
    expect(dto.amounts.portal).toEqual({
      lineItemFeeCents: portal.fees.lineItemFeeCents,
      orderProcessingFeeCents: portal.fees.orderProcessingFeeCents,
      orderShipmentFeeCents: portal.fees.orderShipmentFeeCents,
      productionSubtotalCents: portal.fees.productionSubtotalCents,
      productionTotalCents: portal.fees.productionTotalCents,
      shippingTaxCents: portal.fees.shippingTaxCents,
      shippingTotalCents: portal.fees.shippingTotalCents,
    });
    expect(portal.fees.lineItemFeeCents + portal.fees.orderProcessingFeeCents).toBeGreaterThan(0);
    expect(dto.products.map((product) => [product.sku, product.languageOption, product.packSize])).toEqual(
      portal.lines.map((line) => [line.sku, line.languageOption, line.packSize]),
    );
    expect(dto.timeline.map((entry) => [entry.kind, entry.actor.userId, entry.actor.role])).toEqual([
      ['placed', user('portal').id, 'PortalUser'],
    ]);
    // Never charged while it waits for approval: no refund to offer, and the refund itself is refused.
    expect(allowed(dto)).toEqual(['edit', 'editStatus', 'note']);
    const before = await head();
    const refused = await as<Problem>('superuser', '/api/Refunds/Create', {
      method: 'POST',
      body: { orderId: portalOrder, type: 'full', reason: 'Customer request' },
      headers: { 'Accept-Language': 'fr' },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'refund.nothingPaid']);
    expect(refused.body.detail ?? refused.body.title).toMatch(/jamais été facturée/);
    expect(await head()).toBe(before);
  });
});

describe('the timeline after staff work on the order', () => {
  it('shows each action with its actor (id, username, role), why, and the changed fields before and after', async () => {
    const placed = await placedOf(publicOrder);
    const edited = await update('administrator', {
      action: 'edit',
      orderId: publicOrder,
      data: { shippingAddress: { city: 'Kingston', phone1: '(613) 555-0101' }, reason: 'Customer moved' },
    });
    expect(edited.status).toBe(200);
    expect(
      (await update('administrator', { action: 'note', orderId: publicOrder, data: { note: 'Called' } })).status,
    ).toBe(200);
    const firstNote = (await details('administrator', publicOrder)).body.notes[0]?.noteId ?? '';
    const correction = { note: 'Called twice', correctsNoteId: firstNote };
    expect((await update('lmg', { action: 'note', orderId: publicOrder, data: correction })).status).toBe(200);
    const resend = { requestId: 'resend-details-1', to: 'other@example.ca' };
    expect((await update('superuser', { action: 'email', orderId: publicOrder, data: resend })).status).toBe(200);
    const form = await as<RefundFormDto>('administrator', `/api/Refunds/GetById/${publicOrder}`);
    const line = form.body.lines[0];
    if (line === undefined) throw new Error('no refund line');
    const refunded = await as<{ refund: { refundId: string; totalCents: number } }>(
      'administrator',
      '/api/Refunds/Create',
      {
        method: 'POST',
        body: { orderId: publicOrder, type: 'partial', reason: 'Damaged pass', lines: [{ id: line.id, amount: -10 }] },
      },
    );
    expect(refunded.status).toBe(201);

    const dto = (await details('administrator', publicOrder)).body;
    expect(
      dto.timeline.map((entry) => [entry.kind, entry.label, entry.actor.userId, entry.actor.role, entry.reason]),
    ).toEqual([
      ['placed', 'Order placed', placed.placedBy, 'customer', null],
      ['edited', 'Order edited', user('administrator').id, 'Administrator', 'Customer moved'],
      ['noteAdded', 'Note added', user('administrator').id, 'Administrator', null],
      ['noteCorrected', 'Note corrected', user('lmg').id, 'LMG', null],
      ['emailResendRequested', 'Confirmation e-mail resend requested', user('superuser').id, 'SuperUser', null],
      ['refundRequested', 'Refund requested', user('administrator').id, 'Administrator', 'Damaged pass'],
    ]);
    // Who by name (a guest by the order's e-mail): the web adds the role.
    expect(dto.timeline.map((entry) => entry.actor.username)).toEqual([
      'Guest — anne@example.ca',
      'Amélie Roy',
      'Amélie Roy',
      'Lena Gagnon',
      'Samuel Tremblay',
      'Amélie Roy',
    ]);
    const [, edit, , corrected, mailed, refund] = dto.timeline;
    expect(edit?.changes).toEqual([
      { field: 'shippingAddress.city', before: placed.shippingAddress.city, after: 'Kingston' },
      { field: 'shippingAddress.phone1', before: placed.shippingAddress.phone1, after: '(613) 555-0101' },
    ]);
    expect(dto.timeline[0]?.changes).toEqual([{ field: 'status', before: null, after: 'pending' }]);
    expect(corrected?.detail).toBe('Called twice');
    expect(mailed?.detail).toBe('other@example.ca');
    // $10.00 of the line with Ontario's 13% HST: the detail names the refund and its total.
    expect(refunded.body.refund.totalCents).toBe(1_130);
    expect(refund?.detail).toBe(`${refunded.body.refund.refundId}: 11.30`);
    expect(
      dto.timeline.every((entry) => entry.orderId === publicOrder && entry.source.stream.endsWith(publicOrder)),
    ).toBe(true);

    expect(dto.shippingAddress.city).toBe('Kingston');
    expect(dto.notes).toEqual([
      expect.objectContaining({ noteId: firstNote, note: 'Called', correctsNoteId: null, noteBy: 'Amélie Roy' }),
      expect.objectContaining({
        note: 'Called twice',
        correctsNoteId: firstNote,
        noteBy: 'Lena Gagnon',
        noteByRole: 'LMG',
      }),
    ]);
    expect(dto.notes[0]?.correctedByNoteId).toBe(dto.notes[1]?.noteId);
    expect(dto.refunds).toEqual([
      expect.objectContaining({ refundId: refunded.body.refund.refundId, status: 'requested', type: 'partial' }),
    ]);
    expect(dto.refundType).toBe('partial');
    expect(dto.refundTotalCents).toBe(refunded.body.refund.totalCents);
    expect(dto.dateUpdated > dto.dateOrdered).toBe(true);
  });

  it('never moves an order along by being read, whoever reads it', async () => {
    const before = await head();
    for (const who of ['lmg', 'superuser', 'administrator']) expect((await details(who, publicOrder)).status).toBe(200);
    expect(await head()).toBe(before);
  });
});

describe('who may read the details (the order’s own store decides)', () => {
  it('answers by role and store: 401 signed out, 403 outside the orders area of the order’s store, 404 unknown', async () => {
    const table: [string | null, string, number][] = [
      [null, publicOrder, 401],
      ['operator', publicOrder, 403],
      ['operator', portalOrder, 403],
      ['administrator', portalOrder, 403],
      ['administrator', publicOrder, 200],
      ['lmg', publicOrder, 200],
      ['lmg', portalOrder, 200],
      ['superuser', publicOrder, 200],
      ['superuser', portalOrder, 200],
      ['lmg', 'ord-does-not-exist', 404],
      ['lmg', '__proto__', 404],
      // An unknown order gets the stricter b2b rules: nothing says whether it exists to a role outside them.
      ['administrator', 'ord-does-not-exist', 403],
    ];
    const answers = await Promise.all(table.map(async ([who, orderId]) => (await details(who, orderId)).status));
    expect(answers).toEqual(table.map(([, , status]) => status));
  });

  it('takes no store from the query: ?storeCode=b2c opens no portal order, and a bad one is refused', async () => {
    expect((await details('administrator', portalOrder, 'en', '?storeCode=b2c')).status).toBe(403);
    expect((await details('lmg', portalOrder, 'en', '?storeCode=b2c')).status).toBe(200);
    expect((await details('lmg', publicOrder, 'en', '?storeCode=nowhere')).status).toBe(422);
  });

  it('offers the refund to the roles that may refund in the store: Administrator on public orders, never an Operator', async () => {
    expect(allowed((await details('administrator', publicOrder)).body)).toContain('refund');
    expect(allowed((await details('lmg', publicOrder)).body)).toContain('refund');
  });
});
