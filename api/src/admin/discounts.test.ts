/**
 * Discounts over real HTTP: the role table, every served definition validated strictly, the life cycle as the store's
 * promo codes see it, the code rule (one discount per code at a time), Generate (N unique codes), and refusals.
 */
import { revisionStream } from '@parks/domain/revisions/streams';
import { promoCodeByCode, storePromoCodes } from '@parks/projections/store/promoCodes';
import { publishedView, uatView } from '@parks/projections/store/revisionTracking';
import type {
  AdminProblem,
  FormAnswer,
  FormScreenAction,
  GenerateAnswer,
  ListAnswer,
  WriteAnswer,
} from '@parks/schemas/admin/calls';
import { describe, expect, it } from 'vitest';
import { cardCheckoutForm } from '../orders/testing/cardOrders.ts';
import { newGuest, testNow } from '../testing/testApi.ts';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, lmg, head } = admin;
const promo = (code: string, view = publishedView) =>
  promoCodeByCode(admin.app.projections.read(storePromoCodes), code, {
    view,
    now: testNow.toISOString(),
  });
/** As the form sends them: a percentage and dollars (the payload keeps thousandths of a percent and cents). */
const terms = {
  kind: 'percentage',
  rate: '15',
  startsAt: '2026-06-01T00:00:00Z',
  endsAt: '2026-07-01T00:00:00Z',
  productIds: [],
  minimumSubtotal: '0',
};
const create = (body: unknown, button = 'save') =>
  call<WriteAnswer & AdminProblem>(`/api/Discounts/Create?storeCode=b2c&button=${button}`, {
    method: 'POST',
    token: lmg(),
    body,
  });

describe('Discounts', () => {
  it('are for LMG and SuperUser in both stores', async () => {
    await admin.expectRoleTable({
      family: 'Discounts',
      allowed: ['LMG', 'SuperUser'],
      gatewayData: { search: 'discover' },
      also: async (role, token, store, allowed) => {
        const generate = await call(`/api/Discounts/Generate?storeCode=${store}`, {
          method: 'POST',
          token,
          body: { ...terms, count: 1 },
        });
        if (!allowed) expect(generate.status, `${role} generate`).toBe(403);
      },
    });
  });

  it('serve valid definitions for every screen, in English and French', async () => {
    const list = await call<ListAnswer>('/api/Discounts/GetAll?storeCode=b2c&search=discover10', { token: lmg() });
    const id = String(list.body.rows[0]?.discountId);
    expect(list.body.rows[0]).toMatchObject({ code: 'DISCOVER10', kind: 'Percentage', rate: '10' });
    const form = await call<FormAnswer>(`/api/Discounts/GetById/${id}?storeCode=b2c&action=edit`, {
      token: lmg(),
      language: 'fr',
    });
    const fields = form.body.sections.flatMap((section) => section.fields);
    expect(Object.fromEntries(fields.map((field) => [field.name, [field.caption, field.initialValue]]))).toMatchObject({
      rate: ['Pourcentage (%)', '10'],
      amount: ['Montant ($)', null],
      minimumSubtotal: ['Sous-total minimal ($)', '0,00'],
    });
    const actions: FormScreenAction[] = ['create', 'clone', 'edit', 'delete', 'details', 'generate'];
    await admin.family('Discounts').expectStrictScreens(id, actions);
  });

  it('become promo codes once published, and stop when deleted', async () => {
    const saved = await create({ ...terms, code: 'june15' });
    expect(saved.status).toBe(201);
    expect(await promo('JUNE15')).toBeNull();
    await call(`/api/Discounts/Update/${saved.body.id}?storeCode=b2c&button=uat`, {
      method: 'PUT',
      token: lmg(),
      body: { ...terms, code: 'june15' },
    });
    expect(await promo('JUNE15')).toBeNull();
    expect(await promo('JUNE15', uatView)).toMatchObject({ code: 'JUNE15', kind: 'percentage', rate: 15_000 });
    await call(`/api/Discounts/Update/${saved.body.id}?storeCode=b2c&button=publish`, {
      method: 'PUT',
      token: lmg(),
      body: { ...terms, code: 'june15', kind: 'fixedAmount', amount: '5,00', minimumSubtotal: '25.5' },
    });
    expect(await promo('june15')).toEqual({
      discountId: saved.body.id,
      code: 'JUNE15',
      kind: 'fixedAmount',
      amountCents: 500,
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-07-01T00:00:00.000Z',
      productIds: null,
      minimumSubtotalCents: 2_550,
    });
    await call(`/api/Discounts/Delete/${saved.body.id}?storeCode=b2c`, { method: 'DELETE', token: lmg() });
    expect(await promo('JUNE15')).toBeNull();
  });

  it('share a code only between campaigns that do not overlap', async () => {
    const first = await create({ ...terms, code: 'SAILING' }, 'publish');
    expect(first.status).toBe(201);
    const overlapping = await create({ ...terms, code: 'sailing', startsAt: '2026-06-15T00:00:00Z', endsAt: null });
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.errors).toEqual({ code: ['Another discount already has this code.'] });
    const next = await create({ ...terms, code: 'sailing', startsAt: '2026-07-01T00:00:00Z', endsAt: null });
    expect(next.status).toBe(201);
  });

  it('generate N unique codes with the same terms, published at once as one changeset', async () => {
    const generated = await call<GenerateAnswer>('/api/Discounts/Generate?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { ...terms, count: 5, prefix: 'park' },
    });
    expect(generated.status).toBe(201);
    expect(generated.body.message).toBe('The codes were generated.');
    expect(generated.body.codes).toHaveLength(5);
    expect(new Set(generated.body.codes).size).toBe(5);
    for (const code of generated.body.codes) {
      expect(code).toMatch(/^PARK[0-9A-Z]{8}$/);
      expect(await promo(code)).toMatchObject({ code, kind: 'percentage', rate: 15_000 });
    }
    const listed = await call<ListAnswer>('/api/Discounts/GetAll?storeCode=b2c&search=park&page=100000', {
      token: lmg(),
    });
    expect(listed.body.rows.map((row) => row.code).sort()).toEqual([...generated.body.codes].sort());
    expect(new Set(listed.body.rows.map((row) => row.status))).toEqual(new Set(['Published']));
    // The audit: each code's own stream records its draft and its publish by the staff member, and ONE changeset
    // names them all.
    const events = async (stream: string) => {
      const found: Array<{ type: string; data: Record<string, unknown> }> = [];
      for await (const event of admin.app.eventStore.readStream(stream)) {
        found.push({ type: event.type, data: event.data as Record<string, unknown> });
      }
      return found;
    };
    const ids = listed.body.rows.map((row) => String(row.discountId));
    for (const id of ids) {
      expect(
        (await events(revisionStream('Discount', id))).map((event) => [
          event.type,
          event.data.draftedBy ?? event.data.publishedBy,
        ]),
      ).toEqual([
        ['RevisionDrafted', 'usr-seed-lmg'],
        ['RevisionPublished', 'usr-seed-lmg'],
      ]);
    }
    const changesets: Array<Record<string, unknown>> = [];
    for await (const event of admin.app.eventStore.readAll()) {
      if (event.type === 'ChangesetPublished') changesets.push(event.data as Record<string, unknown>);
    }
    const ours = changesets.filter((data) => JSON.stringify(data).includes(ids[0] ?? 'none'));
    expect(ours).toHaveLength(1);
    for (const id of ids) expect(JSON.stringify(ours[0])).toContain(id);
  });

  it('generate codes a shopper can apply in the public cart as soon as the call answers', async () => {
    const generated = await call<GenerateAnswer>('/api/Discounts/Generate?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { ...terms, count: 3, prefix: 'now' },
    });
    expect(generated.status).toBe(201);
    expect(generated.body.codes).toHaveLength(3);
    const guest = await newGuest(admin.app.base);
    const added = await call('/api/cart/addToCart', {
      method: 'POST',
      token: guest,
      body: { productId: 'prod-discovery-adult', quantity: 1 },
    });
    expect(added.status).toBe(200);
    const code = generated.body.codes[1] ?? '';
    const applied = await call<{ discounts: Array<{ code: string; amountCents: number }> }>('/api/cart/addDiscount', {
      method: 'PUT',
      token: guest,
      body: { code: code.toLowerCase() },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.discounts).toEqual([{ code, amountCents: expect.any(Number) }]);
    expect(applied.body.discounts[0]?.amountCents).toBeGreaterThan(0);
  });

  it('count the orders that used each code', async () => {
    const uses = async () =>
      (await call<ListAnswer>('/api/Discounts/GetAll?storeCode=b2c&search=discover10', { token: lmg() })).body.rows[0]
        ?.uses;
    const before = Number(await uses());
    const guest = await newGuest(admin.app.base);
    expect(
      (
        await call('/api/cart/addToCart', {
          method: 'POST',
          token: guest,
          body: { productId: 'prod-discovery-adult', quantity: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('/api/cart/addDiscount', { method: 'PUT', token: guest, body: { code: 'discover10' } })).status,
    ).toBe(200);
    const placed = await call('/api/checkout/checkoutOrder', {
      method: 'PUT',
      token: guest,
      headers: { 'Idempotency-Key': 'discount-usage-1' },
      body: cardCheckoutForm(),
    });
    expect(placed.status).toBe(200);
    expect(await uses()).toBe(before + 1);
  });

  it('refuse bad terms with every field’s message, appending nothing', async () => {
    const before = await head();
    const bad = await create({ code: 'x!', kind: 'percentage', rate: 0, startsAt: 'soon', endsAt: null });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      code: ['A code has 3 to 30 letters, digits, hyphens or underscores.'],
      rate: ['The percentage must be from 0.001 to 100, with at most three decimals (12.5).'],
      startsAt: ['Please enter a valid date and time.'],
    });
    const tooFine = await create({
      ...terms,
      code: 'TOOFINE',
      kind: 'fixedAmount',
      amount: '12.505',
      minimumSubtotal: '-1',
    });
    expect(tooFine.body.errors).toEqual({
      amount: ['The amount is in dollars, from 0.01 to 100000, with at most two decimals (12.50).'],
      minimumSubtotal: ['The minimum subtotal is in dollars, from 0 to 100000, with at most two decimals (12.50).'],
    });
    const backwards = await create({ ...terms, code: 'BACKWARDS', endsAt: '2026-05-01T00:00:00Z' });
    expect(backwards.body.errors).toEqual({ endsAt: ['The end must come after the start.'] });
    const tooMany = await call<AdminProblem>('/api/Discounts/Generate?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { ...terms, count: 501 },
    });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['count']);
    expect(await head()).toBe(before);
  });
});
