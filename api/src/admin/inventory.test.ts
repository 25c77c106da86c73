/**
 * Inventory over real HTTP: the role table (LMG and SuperUser, portal store only), the list of portal products with
 * on hand, reserved and available, an adjustment with its reason recorded with the actor and the role, the portal's
 * availability following it at once, bad input refused with translated messages and nothing appended, and two
 * portal orders for the last units sent together: exactly one gets them.
 */
import { portalProductIds } from '@parks/domain/seed/portalCatalog';
import { portalStockStream } from '@parks/domain/stock/streams';
import type { AdminProblem, FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { PortalCheckoutResultDto, PortalProductDetailDto } from '@parks/schemas/portal';
import type { ProblemDetails } from '@parks/schemas/problem';
import { describe, expect, it } from 'vitest';
import { portalOrderAddress } from '../orders/testing/portalOrders.ts';
import { seed, tokenOf } from '../testing/testApi.ts';
import { adminTestApi, expectStrictForm, expectStrictList } from './testing/adminTestApi.ts';

const admin = adminTestApi({ seedCatalogue: true });
const { call, tokens, lmg, head } = admin;
const desk = portalProductIds.deskCalendar;

const rowOf = async (productId: string, language = 'en') => {
  const list = await call<ListAnswer>('/api/Inventory/GetAll?storeCode=b2b&page=10', { token: lmg(), language });
  expect(list.status).toBe(200);
  return list.body.rows.find((row) => row.productId === productId);
};

const adjust = (body: unknown, options: { token?: string; language?: string; productId?: string } = {}) =>
  call<WriteAnswer & AdminProblem>(`/api/Inventory/Update/${options.productId ?? desk}?storeCode=b2b`, {
    method: 'PUT',
    token: options.token ?? lmg(),
    language: options.language ?? 'en',
    body,
  });

const portalAvailability = async (token: string) =>
  (await call<PortalProductDetailDto>(`/api/portal/product/${desk}`, { token })).body.availability;

const adjustments = async () => {
  const found: Record<string, unknown>[] = [];
  for await (const event of admin.app.eventStore.readStream(portalStockStream(desk))) {
    if (event.type === 'PortalStockAdjusted') found.push(event.data);
  }
  return found;
};

describe('Inventory', () => {
  it('is for LMG and SuperUser, in the portal store only', async () => {
    for (const [role, token] of Object.entries(tokens)) {
      const allowed = role === 'LMG' || role === 'SuperUser';
      expect((await call('/api/Inventory/GetAll?storeCode=b2b', { token })).status, role).toBe(allowed ? 200 : 403);
      expect((await call('/api/Inventory/GetAll?storeCode=b2c', { token })).status, `${role} b2c`).toBe(403);
      const adjusted = await adjust({ quantity: 1, reason: 'Count' }, { token });
      expect(adjusted.status, `${role} adjust`).toBe(allowed ? 200 : 403);
      if (allowed) expect((await adjust({ quantity: -1, reason: 'Count' }, { token })).status).toBe(200);
    }
    expect((await call('/api/Inventory/GetAll?storeCode=b2b')).status).toBe(401);
    expect((await call('/api/Inventory/Create?storeCode=b2b', { method: 'POST', token: lmg(), body: {} })).status).toBe(
      405,
    );
  });

  it('lists portal products with on hand, reserved, available and availability, in both languages', async () => {
    for (const language of ['en', 'fr']) {
      const list = await call<ListAnswer>('/api/Inventory/GetAll?storeCode=b2b', { token: lmg(), language });
      expectStrictList(list.body);
      const form = await call<FormAnswer>(`/api/Inventory/GetById/${desk}?storeCode=b2b&action=edit`, {
        token: lmg(),
        language,
      });
      expect(form.status).toBe(200);
      expectStrictForm(form.body, language);
    }
    expect(await rowOf(desk)).toMatchObject({ sku: 'CAL-DK-011', onHand: 3, reserved: 0, available: 3 });
    expect((await rowOf(desk, 'fr'))?.availability).toBe('En stock');
    const searched = await call<ListAnswer>('/api/Inventory/GetAll?storeCode=b2b&search=dk-011', { token: lmg() });
    expect(searched.body.rows.map((row) => row.sku)).toEqual(['CAL-DK-011']);
  });

  it('adjusts with a reason, as an event with the actor and the role, and the portal follows at once', async () => {
    const portal = await tokenOf(admin.app.base, 'portal', seed('portal').password);
    expect(await portalAvailability(portal.token)).toBe('inStock');
    const out = await adjust({ quantity: -3, reason: ' Water damage ' });
    expect([out.status, out.body.message]).toEqual([200, 'The inventory was adjusted.']);
    expect(await portalAvailability(portal.token)).toBe('outOfStock');
    expect(await rowOf(desk)).toMatchObject({ onHand: 0, available: 0, availability: 'Out of stock' });
    const back = await adjust({ quantity: 3, reason: 'Found in the back room' }, { language: 'fr' });
    expect(back.body.message).toBe('L’inventaire a été ajusté.');
    expect(await portalAvailability(portal.token)).toBe('inStock');
    expect((await adjustments()).slice(-2)).toEqual([
      expect.objectContaining({ quantity: -3, reason: 'Water damage', adjustedBy: 'usr-seed-lmg', actorRole: 'LMG' }),
      expect.objectContaining({ quantity: 3, reason: 'Found in the back room', actorRole: 'LMG' }),
    ]);
  });

  it('refuses bad input with translated messages, appending nothing', async () => {
    const before = await head();
    for (const body of [
      { quantity: 0, reason: 'x' },
      { quantity: 1.5, reason: 'x' },
      { quantity: 'many', reason: 'x' },
    ]) {
      const refused = await adjust(body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.quantity).toEqual([
        'Enter a whole number of units other than 0, between -1000000 and 1000000.',
      ]);
    }
    const noReason = await adjust({ quantity: 2, reason: '  ' }, { language: 'fr' });
    expect([noReason.status, noReason.body.errors?.reason]).toEqual([422, ['Entrez la raison de cet ajustement.']]);
    expect((await adjust({ quantity: 2, reason: 'x'.repeat(501) })).status).toBe(422);
    expect((await adjust({ quantity: 2_000_000, reason: 'x' })).status).toBe(422);
    // The desk calendar has 3 on hand: 4 cannot be removed.
    const belowZero = await adjust({ quantity: -4, reason: 'Water damage' });
    expect([belowZero.status, belowZero.body.errors?.quantity]).toEqual([
      409,
      ['This adjustment would take the stock on hand below zero. Remove at most the units on hand.'],
    ]);
    const belowZeroFr = await adjust({ quantity: -4, reason: 'Dégât d’eau' }, { language: 'fr' });
    expect(belowZeroFr.body.errors?.quantity).toEqual([
      'Cet ajustement ferait passer le stock en main sous zéro. Retirez au plus les unités en main.',
    ]);
    expect((await adjust({ quantity: 2, reason: 'x' }, { productId: 'prod-nope' })).status).toBe(404);
    expect((await adjust({ quantity: 2, reason: 'x' }, { productId: 'prod-discovery-adult' })).status).toBe(404);
    expect(await head()).toBe(before);
  });

  it('gives the last units to exactly one of two portal orders sent at once', async () => {
    const buyers = [
      { user: await tokenOf(admin.app.base, 'portal', seed('portal').password), budgetCode: 'CPC-100002' },
      { user: await tokenOf(admin.app.base, 'portal2', seed('portal2').password), budgetCode: 'CPC-200001' },
    ];
    for (const { user } of buyers) {
      const added = await call('/api/portal/cart/addToCart', {
        method: 'POST',
        token: user.token,
        body: { productId: desk, yearOptionId: 'year-2027', languageOptionId: 'lang-bil', quantity: 3 },
      });
      expect(added.status).toBe(201);
    }
    const replies = await Promise.all(
      buyers.map(({ user, budgetCode }, index) =>
        call<Partial<PortalCheckoutResultDto> & Partial<ProblemDetails>>(`/api/PortalCheckout/Create/${user.id}`, {
          method: 'POST',
          token: user.token,
          language: index === 0 ? 'en' : 'fr',
          headers: { 'Idempotency-Key': `last-units-${index}` },
          body: {
            ...portalOrderAddress,
            shippingMethod: 'standard',
            shippingOption: 'shipComplete',
            budgetCode,
            poNumber: 'PO-77',
          },
        }),
      ),
    );
    const placed = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(placed).toHaveLength(1);
    expect(refused.map((reply) => [reply.status, reply.body.code])).toEqual([[409, 'portal.noLongerInStock']]);
    expect(refused[0]?.body.detail).toMatch(/no longer in stock|n’est plus en stock/);
    let reserved = 0;
    for await (const event of admin.app.eventStore.readStream(portalStockStream(desk))) {
      if (event.type === 'PortalStockReserved') reserved += Number(event.data.quantity);
      if (event.type === 'PortalStockReservationCancelled') reserved -= 3;
    }
    expect(reserved).toBe(3);
    expect(await rowOf(desk)).toMatchObject({ onHand: 3, reserved: 3, available: 0, availability: 'Out of stock' });
  });
});
