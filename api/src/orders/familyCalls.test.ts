/**
 * The Orders family's own names (back-office.md §7: "Orders has no create or delete") over real HTTP: GetAll,
 * GetById/{id} and Update/{id} answer exactly as SearchOrders, GetOrderDetails and UpdateOrders; Create and Delete
 * answer 405 with a message in the caller's language and an Allow header, and change nothing.
 */
import type { ListAnswer } from '@parks/schemas/admin/calls';
import { describe, expect, it } from 'vitest';
import { adminTestApi } from '../admin/testing/adminTestApi.ts';
import { placeTestOrders, type TestOrder } from './testing/adminOrders.ts';

const admin = adminTestApi();
const { call, tokens } = admin;

const waiting: TestOrder = {
  orderId: 'ord-family-waiting',
  storeCode: 'b2b',
  placedAt: '2026-06-03T14:00:00.000Z',
  budgetCode: 'CPC-100001',
  poNumber: 'PO-FAMILY-1',
  username: 'portal',
  sku: 'PUB-VG-001',
  quantity: 10,
  shipping: { city: 'Gatineau', postalCode: 'J8X 0B3' },
  state: 'pendingApproval',
};
const shopped: TestOrder = {
  orderId: 'ord-family-public',
  storeCode: 'b2c',
  placedAt: '2026-06-04T14:00:00.000Z',
  shipping: { city: 'Banff' },
  state: 'pending',
};

const lmg = () => tokens.LMG ?? '';

describe('the Orders family’s calls', () => {
  it('GetAll lists what SearchOrders lists for the same store, page and keyword', async () => {
    await placeTestOrders(admin.app, [waiting, shopped]);
    const searched = await call<ListAnswer>('/api/Orders/SearchOrders?storeCode=b2b&page=100000&search=PO-FAMILY', {
      method: 'PUT',
      body: {},
      token: lmg(),
    });
    const listed = await call<ListAnswer>('/api/Orders/GetAll?storeCode=b2b&page=100000&search=PO-FAMILY', {
      token: lmg(),
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(searched.body);
    expect(listed.body.rows.map((row) => row.id)).toEqual([waiting.orderId]);

    const refused = await call<{ errors: Record<string, string[]> }>('/api/Orders/GetAll?storeCode=b2b&page=0', {
      token: lmg(),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['page']);
  });

  it('GetById answers the order’s details as GetOrderDetails does', async () => {
    const byId = await call(`/api/Orders/GetById/${shopped.orderId}?storeCode=b2c`, { token: lmg() });
    const details = await call(`/api/Orders/GetOrderDetails/${shopped.orderId}?storeCode=b2c`, { token: lmg() });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(details.body);
    expect((await call('/api/Orders/GetById/ord-nobody?storeCode=b2c', { token: lmg() })).status).toBe(404);
  });

  it('Update acts on the path’s order: a view action (a note) and the bulk action (approve)', async () => {
    const noted = await call<{ message: string; id: string }>(`/api/Orders/Update/${shopped.orderId}`, {
      method: 'PUT',
      body: { action: 'note', data: { note: 'Called the customer.' } },
      token: lmg(),
    });
    expect(noted.status).toBe(200);
    expect(noted.body.id).toBe(shopped.orderId);

    const approved = await call<{ results: { orderId: string; ok: boolean; status: string }[] }>(
      `/api/Orders/Update/${waiting.orderId}`,
      { method: 'PUT', body: { action: 'approve', storeCode: 'b2b' }, token: lmg() },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.results).toEqual([expect.objectContaining({ orderId: waiting.orderId, ok: true })]);

    const wrong = await call(`/api/Orders/Update/${shopped.orderId}`, {
      method: 'PUT',
      body: { action: 'note', data: {} },
      token: lmg(),
    });
    expect(wrong.status).toBe(422);
  });

  it('refuses Create and Delete with 405, a message in the caller’s language and Allow, changing nothing', async () => {
    const before = await admin.head();
    for (const [language, message] of [
      [
        'en',
        'An order comes from a checkout and is kept: it cannot be created or deleted here. Cancel or refund it instead.',
      ],
      [
        'fr',
        'Une commande vient d’un paiement et est conservée : on ne peut ni la créer ni la supprimer ici. Annulez-la ou remboursez-la plutôt.',
      ],
    ] as const) {
      const created = await call<{ detail: string }>('/api/Orders/Create', {
        method: 'POST',
        body: { storeCode: 'b2c' },
        token: lmg(),
        language,
      });
      expect(created.status).toBe(405);
      expect(created.body.detail).toBe(message);
      expect(created.headers.get('allow')).toBe('GET, PUT');
      const deleted = await call<{ detail: string }>(`/api/Orders/Delete/${shopped.orderId}`, {
        method: 'DELETE',
        token: lmg(),
        language,
      });
      expect(deleted.status).toBe(405);
      expect(deleted.body.detail).toBe(message);
    }
    expect(await admin.head()).toBe(before);
    expect((await call('/api/Orders/Create', { method: 'POST', body: {} })).status).toBe(401);
  });
});
