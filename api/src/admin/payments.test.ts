/**
 * Payments over real HTTP: a guest's card order on the public store and two refunds of it (one settled by the
 * gateway, one failed) appear as three payments of that order, in their store only; LMG and SuperUser only (§6);
 * Create, Update and Delete answer 405 (the family is read-only, §7); the edit screen annotates a payment through its
 * own call (`POST Annotate/{id}`) as an event with the actor and role; bad input is refused with translated messages
 * and appends nothing.
 */
import type { AdminProblem, FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { CreateRefundResultDto } from '@parks/schemas/admin/refunds';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyPasses } from '../orders/testing/cardOrders.ts';
import { settleRefund } from '../refunds/testing/settleRefund.ts';
import { newGuest } from '../testing/testApi.ts';
import { adminTestApi, expectStrictForm, expectStrictList } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;

let orderId = '';
let refunds: string[] = [];
let refundedCents = 0;

/** Two adult Discovery Passes bought by a guest with the sandbox Visa. */
const buy = async (): Promise<string> =>
  buyPasses(admin.app.base, await newGuest(admin.app.base), { key: `pay-${Date.now()}`, quantity: 2 });

/** A partial refund of 5.00 of the shipping fee. */
const refund = async () => {
  const created = await call<CreateRefundResultDto>('/api/Refunds/Create?storeCode=b2c', {
    method: 'POST',
    token: lmg(),
    body: {
      orderId,
      type: 'partial',
      reason: 'Late delivery',
      comments: null,
      lines: [{ id: 'shipping', amount: -5 }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.refund;
};

/** What the refund worker records once the gateway answers. */
const settle = (refundId: string, outcome: 'succeeded' | 'failed') =>
  settleRefund(admin.app, orderId, refundId, outcome);

const listOf = (query: string, token: string = lmg(), language = 'en') =>
  call<ListAnswer>(`/api/Payments/GetAll?${query}`, { token, language });
const annotate = (id: string, body: unknown, token: string = lmg(), language = 'en') =>
  call<WriteAnswer & AdminProblem>(`/api/Payments/Annotate/${id}?storeCode=b2c`, {
    method: 'POST',
    body,
    token,
    language,
  });

beforeAll(async () => {
  orderId = await buy();
  const settled = await refund();
  await settle(settled.refundId, 'succeeded');
  const failed = await refund();
  await settle(failed.refundId, 'failed');
  refunds = [settled.refundId, failed.refundId];
  refundedCents = settled.totalCents;
}, 60_000);

describe('the payments of an order', () => {
  it('are its card authorization and each refund, with amounts, statuses and gateway references', async () => {
    const { body, status } = await listOf(`storeCode=b2c&orderId=${orderId}&page=100000`);
    expect(status).toBe(200);
    expectStrictList(body);
    const byId = new Map(body.rows.map((row) => [row.paymentId, row]));
    expect(body.rows).toHaveLength(3);
    const authorization = byId.get(`${orderId}-A`);
    expect(authorization).toMatchObject({ kind: 'Card authorization', status: 'Authorized', card: 'VISA •••• 1111' });
    expect(byId.get(refunds[0] ?? '')).toMatchObject({
      kind: 'Refund',
      status: 'Refunded',
      gatewayReference: `gw-${refunds[0]}`,
    });
    expect(byId.get(refunds[1] ?? '')).toMatchObject({ kind: 'Refund', status: 'Failed' });
    // What the refund recorded it returns, to the cent.
    expect(refundedCents).toBeGreaterThan(0);
    expect(byId.get(refunds[0] ?? '')?.amountCents).toBe(refundedCents);

    const french = await listOf(`storeCode=b2c&orderId=${orderId}&kind=refund`, lmg(), 'fr');
    expect(french.body.rows.map((row) => row.status).sort()).toEqual(['Remboursé', 'Échoué']);
    // The keyword search finds the order's payments by its number; the portal store has none of them.
    expect((await listOf(`storeCode=b2c&search=${orderId}`)).body.rows).toHaveLength(3);
    expect((await listOf(`storeCode=b2b&search=${orderId}`)).body.rows).toHaveLength(0);
  });

  it('show their details in both languages, and nothing of another store', async () => {
    for (const language of ['en', 'fr']) {
      for (const action of ['details', 'edit']) {
        const form = await call<FormAnswer>(`/api/Payments/GetById/${refunds[1]}?storeCode=b2c&action=${action}`, {
          token: lmg(),
          language,
        });
        expect(form.status, `${language} ${action}`).toBe(200);
        expectStrictForm(form.body, `${language} ${action}`);
      }
    }
    const details = await call<FormAnswer>(`/api/Payments/GetById/${refunds[1]}?storeCode=b2c&action=details`, {
      token: lmg(),
    });
    const fields = details.body.sections.flatMap((section) => section.fields);
    expect(fields.find((field) => field.name === 'failureReason')?.initialValue).toBe('gateway declined');
    expect(
      (await call(`/api/Payments/GetById/${refunds[1]}?storeCode=b2b&action=details`, { token: lmg() })).status,
    ).toBe(404);
    expect(
      (await call(`/api/Payments/GetById/${refunds[1]}?storeCode=b2c&action=create`, { token: lmg() })).status,
    ).toBe(422);
  });
});

describe('the role table and the read-only family', () => {
  it('lets LMG and SuperUser read, in both stores, and refuses the other roles and nobody', async () => {
    await admin.expectRoleTable({ family: 'Payments', allowed: ['LMG', 'SuperUser'] });
  });

  it('answers 405 to Create, Update and Delete, and 403 to an annotation by a role without the area, appending nothing', async () => {
    const before = await head();
    const created = await call<AdminProblem>('/api/Payments/Create?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { note: 'x' },
    });
    expect(created.status).toBe(405);
    const removed = await call(`/api/Payments/Delete/${orderId}-A?storeCode=b2c`, { method: 'DELETE', token: lmg() });
    expect(removed.status).toBe(405);
    const updated = await call<AdminProblem>(`/api/Payments/Update/${orderId}-A?storeCode=b2c`, {
      method: 'PUT',
      token: lmg(),
      body: { note: 'x' },
    });
    expect(updated.status).toBe(405);
    expect(updated.body.message).toBe('This resource does not allow that call.');
    for (const role of ['Administrator', 'Operator', 'PortalUser']) {
      expect((await annotate(`${orderId}-A`, { note: 'x' }, tokens[role] ?? '')).status, role).toBe(403);
    }
    expect(await head()).toBe(before);
  });
});

describe('an annotation', () => {
  it('is recorded with the actor and role, shown in the list and details, and searchable by its reference', async () => {
    const id = `${orderId}-A`;
    const saved = await annotate(
      id,
      { note: ' Matched on the statement ', reconciliationReference: 'BNK-2026-11' },
      tokens.SuperUser,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = (await listOf('storeCode=b2c&search=bnk-2026-11')).body.rows;
    expect(row.map((r) => r.paymentId)).toEqual([id]);
    expect(row[0]?.reconciliationReference).toBe('BNK-2026-11');
    const details = await call<FormAnswer>(`/api/Payments/GetById/${id}?storeCode=b2c&action=details`, {
      token: lmg(),
    });
    const value = (name: string) =>
      details.body.sections.flatMap((section) => section.fields).find((field) => field.name === name)?.initialValue;
    expect(value('note')).toBe('Matched on the statement');
    expect(value('annotatedBy')).toBe('Samuel Tremblay (Super user)');
    // Saving the same annotation again records nothing.
    const before = await head();
    expect(
      (await annotate(id, { note: 'Matched on the statement', reconciliationReference: 'BNK-2026-11' })).status,
    ).toBe(200);
    expect(await head()).toBe(before);
  });

  it('refuses bad input with translated messages, never a 5xx, appending nothing', async () => {
    const before = await head();
    const id = `${orderId}-A`;
    const long = await annotate(id, { note: 'x'.repeat(2_001), reconciliationReference: 'y'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      note: ['The note may be at most 2000 characters.'],
      reconciliationReference: ['The reconciliation reference may be at most 100 characters.'],
    });
    const french = await annotate(id, { note: 'x'.repeat(2_001) }, lmg(), 'fr');
    expect(french.body.errors?.note).toEqual(['La note peut compter au plus 2000 caractères.']);
    for (const body of [null, [], 'text', { note: { $gt: '' } }, { note: 42 }]) {
      const answer = await annotate(id, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await annotate('ord-nothing-A', { note: 'x', reconciliationReference: null })).status).toBe(404);
    expect((await annotate(id, {})).status).toBe(422);
    expect((await listOf('storeCode=b2c&kind=cheque')).status).toBe(422);
    expect(await head()).toBe(before);
  });
});
