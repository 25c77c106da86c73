/**
 * The Refunds family over real HTTP (back-office.md §7): GetAll by order, days and user with the orders area's
 * roles of the store, GetById of one refund with its comments (an order's id still answers the refund form),
 * Update adding a comment as an event, and Delete refused with 409, the refund kept.
 */
import type { OrderPlaced } from '@parks/domain/orders/events';
import type { RefundOrderSpec } from '@parks/domain/testing/refundOrders';
import type { RefundDetailsDto, RefundListDto } from '@parks/schemas/admin/refundFamily';
import type { CreateRefundResultDto, RefundFormDto } from '@parks/schemas/admin/refunds';
import type { ProblemDetails } from '@parks/schemas/problem';
import { describe, expect, it } from 'vitest';
import { adminTestApi } from '../admin/testing/adminTestApi.ts';
import { allEvents, type CallOptions, seed } from '../testing/testApi.ts';
import { placeOrder } from './testing/placeOrder.ts';

// The real clock (not the store's fixed one): refunds are listed and searched by when they were requested.
const admin = adminTestApi({ store: false });
/** The seed user of each name these tests act as, by their role's token. */
const roleOf = {
  lmg: 'LMG',
  superuser: 'SuperUser',
  administrator: 'Administrator',
  operator: 'Operator',
  portal: 'PortalUser',
} as const;
type Who = keyof typeof roleOf;
const as = <T = ProblemDetails>(who: Who, path: string, options: CallOptions = {}) =>
  admin.call<T>(path, { ...options, token: admin.tokens[roleOf[who]] ?? '' });

type Problem = Readonly<{ title?: string; detail?: string }>;

/** An order placed and refunded in full by `who`: its refund's id. */
const refunded = async (who: Who, spec: RefundOrderSpec = {}, comments = 'Called on Monday') => {
  const order: OrderPlaced['data'] = await placeOrder(admin.app.eventStore, spec);
  const created = await as<CreateRefundResultDto>(who, `/api/Refunds/Create?storeCode=${order.storeCode}`, {
    method: 'POST',
    body: { orderId: order.orderId, type: 'full', reason: 'Customer request', comments, lines: [] },
  });
  expect(created.status).toBe(201);
  return { order, refundId: created.body.refund.refundId };
};

const list = (who: Who, query: string) => as<RefundListDto & Problem>(who, `/api/Refunds/GetAll?${query}`);
const details = (who: Who, refundId: string, headers: Record<string, string> = {}) =>
  as<RefundDetailsDto & Problem>(who, `/api/Refunds/GetById/${refundId}?storeCode=b2c`, { headers });
const comment = (who: Who, refundId: string, body: unknown, headers: Record<string, string> = {}) =>
  as<{ message: string; id: string } & Problem>(who, `/api/Refunds/Update/${refundId}`, {
    method: 'PUT',
    body,
    headers,
  });
const remove = (who: Who, refundId: string, headers: Record<string, string> = {}) =>
  as<Problem>(who, `/api/Refunds/Delete/${refundId}`, { method: 'DELETE', headers });

const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/Refunds/GetAll', () => {
  it("lists the store's refunds newest first, with who requested them by name and the type's label", async () => {
    const first = await refunded('lmg');
    const second = await refunded('superuser');
    const answer = await list('lmg', 'storeCode=b2c');
    expect(answer.status).toBe(200);
    const ids = answer.body.items.map((item) => item.refundId);
    expect(ids.indexOf(second.refundId)).toBeLessThan(ids.indexOf(first.refundId));
    const item = answer.body.items.find((entry) => entry.refundId === second.refundId);
    expect(item).toMatchObject({
      orderId: second.order.orderId,
      storeCode: 'b2c',
      type: 'full',
      typeLabel: 'Full refund',
      reason: 'Customer request',
      totalCents: second.order.totals.totalCents,
      status: 'requested',
    });
    // A person, never a raw user id.
    expect(item?.requestedBy.name).not.toBe(seed('superuser').userId);
    expect(item?.requestedBy.name).not.toBe('');
    expect(answer.body).toMatchObject({ page: 1, pageSize: 25 });
    expect(answer.body.total).toBeGreaterThanOrEqual(2);
  });

  it('searches by order id, by days requested and by the user who requested them', async () => {
    const byLmg = await refunded('lmg');
    const bySuper = await refunded('superuser');
    const ofOrder = await list('lmg', `storeCode=b2c&orderId=${byLmg.order.orderId}`);
    expect(ofOrder.body.items.map((item) => item.refundId)).toEqual([byLmg.refundId]);
    expect(ofOrder.body.total).toBe(1);

    const todays = await list('lmg', `storeCode=b2c&from=${today}&to=${today}&search=${bySuper.order.orderId}`);
    expect(todays.body.items.map((item) => item.refundId)).toEqual([bySuper.refundId]);
    const later = await list('lmg', `storeCode=b2c&from=${dayOffset(1)}`);
    expect(later.body.items).toEqual([]);
    const earlier = await list('lmg', `storeCode=b2c&to=${dayOffset(-1)}`);
    expect(earlier.body.items.map((item) => item.refundId)).not.toContain(bySuper.refundId);

    const bySuperUser = await list('lmg', 'storeCode=b2c&user=superuser');
    const found = bySuperUser.body.items.map((item) => item.refundId);
    expect(found).toContain(bySuper.refundId);
    expect(found).not.toContain(byLmg.refundId);
    const nobody = await list('lmg', 'storeCode=b2c&user=no-such-person-here');
    expect(nobody.body).toMatchObject({ items: [], total: 0 });
  });

  it("keeps each store's refunds to its own list and its own roles", async () => {
    const portal = await refunded('lmg', { storeCode: 'b2b', paid: false });
    const b2c = await list('lmg', 'storeCode=b2c');
    expect(b2c.body.items.map((item) => item.refundId)).not.toContain(portal.refundId);
    const b2b = await list('lmg', `storeCode=b2b&orderId=${portal.order.orderId}`);
    expect(b2b.body.items.map((item) => item.refundId)).toEqual([portal.refundId]);
    // The Administrator has the public store's orders only; an Operator and a portal user have none.
    expect((await list('administrator', 'storeCode=b2c')).status).toBe(200);
    expect((await list('administrator', 'storeCode=b2b')).status).toBe(403);
    expect((await list('operator', 'storeCode=b2c')).status).toBe(403);
    expect((await list('portal', 'storeCode=b2c')).status).toBe(403);
    expect((await admin.call('/api/Refunds/GetAll?storeCode=b2c')).status).toBe(401);
  });

  it('answers the gateway’s POST GetAll with the same list, and refuses another entity', async () => {
    const { order, refundId } = await refunded('lmg');
    const gateway = await as<RefundListDto>('lmg', '/api/Refunds/GetAll', {
      method: 'POST',
      body: { entity: 'Refunds', storeCode: 'b2c', data: { orderId: order.orderId } },
    });
    expect(gateway.status).toBe(200);
    expect(gateway.body.items.map((item) => item.refundId)).toEqual([refundId]);
    const other = await as<Problem>('lmg', '/api/Refunds/GetAll', {
      method: 'POST',
      body: { entity: 'Orders', storeCode: 'b2c', data: {} },
    });
    expect(other.status).toBe(422);
  });

  it('refuses a bad search with a message, never a server error', async () => {
    for (const query of [
      'storeCode=b2x',
      '',
      'storeCode=b2c&page=0',
      'storeCode=b2c&from=2026-13-45',
      `storeCode=b2c&from=${today}&to=${dayOffset(-3)}`,
      `storeCode=b2c&search=${'x'.repeat(200)}`,
      'storeCode=b2c&orderId=%3Cscript%3E',
    ]) {
      const answer = await list('lmg', query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.detail ?? answer.body.title, query).toMatch(/\S/);
    }
  });
});

describe('GET /api/Refunds/GetById/{refundId}', () => {
  it('answers the refund: its lines, amounts, outcome and comments, each by name; an order id still answers the form', async () => {
    const { order, refundId } = await refunded('lmg');
    const answer = await details('superuser', refundId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      refundId,
      orderId: order.orderId,
      totalCents: order.totals.totalCents,
      settledAt: null,
      failureReason: null,
    });
    expect(answer.body.lines.length).toBeGreaterThan(0);
    expect(answer.body.comments).toEqual([
      expect.objectContaining({ comment: 'Called on Monday', by: answer.body.requestedBy }),
    ]);
    const form = await as<RefundFormDto>('lmg', `/api/Refunds/GetById/${order.orderId}?storeCode=b2c`);
    expect(form.status).toBe(200);
    expect(form.body.refunds.map((refund) => refund.refundId)).toEqual([refundId]);
  });

  it("needs the orders area of the refund's own store, and says when there is no such refund", async () => {
    const { refundId } = await refunded('lmg', { storeCode: 'b2b', paid: false });
    expect((await details('administrator', refundId)).status).toBe(403);
    expect((await details('operator', refundId)).status).toBe(403);
    expect((await details('lmg', refundId)).status).toBe(200);
    const missing = await details('lmg', `${refundId.replace(/-R1$/, '')}-R9`);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('This refund does not exist.');
  });
});

describe('PUT /api/Refunds/Update/{refundId}', () => {
  it('adds a comment, recorded with who wrote it and their role, and shown after the first one', async () => {
    const { order, refundId } = await refunded('lmg');
    const added = await comment('superuser', refundId, { comment: '  Customer confirmed by phone.  ' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ message: 'The comment was added to the refund.', id: refundId });
    const after = await details('lmg', refundId);
    expect(after.body.comments.map((entry) => entry.comment)).toEqual([
      'Called on Monday',
      'Customer confirmed by phone.',
    ]);
    expect(after.body.comments[1]?.by.name).not.toBe(seed('superuser').userId);
    const events = (await allEvents(admin.app.eventStore)).filter(
      (event) => event.type === 'RefundCommented' && event.data.refundId === refundId,
    );
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        comment: 'Customer confirmed by phone.',
        commentedBy: seed('superuser').userId,
        commentedByRole: 'SuperUser',
      }),
    ]);
    // In French too.
    const french = await comment('lmg', refundId, { comment: 'Rappel fait.' }, { 'Accept-Language': 'fr' });
    expect(french.body.message).toBe('Le commentaire a été ajouté au remboursement.');
  });

  it('refuses a blank, too long or unknown comment body, and another store’s refund, recording nothing', async () => {
    const { refundId } = await refunded('lmg');
    const before = (await allEvents(admin.app.eventStore)).length;
    const blank = await comment('lmg', refundId, { comment: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.detail).toBe('Please enter a comment.');
    const long = await comment('lmg', refundId, { comment: 'x'.repeat(2_001) });
    expect(long.status).toBe(422);
    expect(long.body.detail).toBe('The comment is too long: 2,000 characters at most.');
    for (const body of [{}, { comment: 3 }, { comment: null }, [], 'comment']) {
      // A body that is not JSON's object is refused by the body parser (400), a wrong field by the schema (422).
      expect([400, 422], JSON.stringify(body)).toContain((await comment('lmg', refundId, body)).status);
    }
    expect((await comment('operator', refundId, { comment: 'Hi' })).status).toBe(403);
    const portal = await refunded('lmg', { storeCode: 'b2b', paid: false });
    const afterPortal = (await allEvents(admin.app.eventStore)).length;
    expect((await comment('administrator', portal.refundId, { comment: 'Hi' })).status).toBe(403);
    expect((await comment('lmg', 'no-such-R1', { comment: 'Hi' })).status).toBe(404);
    expect((await allEvents(admin.app.eventStore)).length).toBe(afterPortal);
    expect(afterPortal).toBeGreaterThan(before);
  });
});

describe('DELETE /api/Refunds/Delete/{refundId}', () => {
  it('answers 409: a refund sent back cannot be deleted, and it stays as it was', async () => {
    const { refundId } = await refunded('lmg');
    const refused = await remove('lmg', refundId);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'A refund sent to a card cannot be deleted. Record another refund or add a comment instead.',
    );
    const french = await remove('lmg', refundId, { 'Accept-Language': 'fr' });
    expect(french.body.detail).toMatch(/ne peut pas être supprimé/);
    expect((await details('lmg', refundId)).body.refundId).toBe(refundId);
    expect((await remove('operator', refundId)).status).toBe(403);
    expect((await remove('lmg', 'no-such-R1')).status).toBe(404);
  });
});
