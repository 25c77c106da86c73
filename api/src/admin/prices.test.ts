/**
 * The back office's Prices over real HTTP (LMG only, both stores): the role table (SuperUser refused), every served
 * definition validated strictly in English and French, dollars on the form and integer cents in the payload, the
 * list per product (`GetAllById/{productId}` and the product filter), the revision life cycle as the store shows
 * it, and the price rule of §5 in the store: a published sale price shows inside its window and not outside it, at
 * the store's time (the seeded clock of the settings).
 */
import type { AdminProblem, FormAnswer, FormScreenAction, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { PriceDto } from '@parks/schemas/store/dtos';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/testApi.ts';
import { adminTestApi, expectInvalid } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;

const seniorId = 'prod-discovery-senior';

const values = (extra: Record<string, unknown> = {}) => ({
  productId: seniorId,
  rank: 1,
  regularPrice: 80,
  salePrice: 0,
  saleStartsAt: null,
  saleEndsAt: null,
  ...extra,
});

const { create, update } = admin.family('Prices');
const settings = (admin: Record<string, unknown>) =>
  call('/api/Settings/Update/store?storeCode=b2c', { method: 'PUT', token: lmg(), body: { admin } });

/** The store's prices of a product on its category page, now (null when the page does not list it). */
const storePrices = async (productId: string, token?: string): Promise<PriceDto[] | null> => {
  const page = await call<{ products: { productId: string; prices: PriceDto[] }[] }>(
    '/api/store/GetCategory/decouverte-discovery',
    token === undefined ? {} : { token },
  );
  expect(page.status).toBe(200);
  return page.body.products.find((product) => product.productId === productId)?.prices ?? null;
};
const storePrice = async (priceId: string, token?: string): Promise<PriceDto | null> =>
  (await storePrices(seniorId, token))?.find((price) => price.priceId === priceId) ?? null;

describe('the role table (back-office.md §6: prices are LMG only, in both stores)', () => {
  it('lets LMG in and refuses every other role, SuperUser included, family, gateway and per product', async () => {
    await admin.expectRoleTable({
      family: 'Prices',
      allowed: ['LMG'],
      form: true,
      also: async (role, token, store, allowed) => {
        const perProduct = await call(`/api/Prices/GetAllById/${seniorId}?storeCode=${store}`, { token });
        expect(perProduct.status, `${role} ${store} per product`).toBe(allowed ? 200 : 403);
      },
    });
    const before = await head();
    const superUser = await create(values(), { token: tokens.SuperUser ?? '' });
    expect(superUser.status).toBe(403);
    expect(superUser.body.message).toBe('You do not have permission to access this section.');
    expect(await head()).toBe(before);
  });
});

describe('every definition served', () => {
  it('validates strictly, shows dollars on the form, and lists one product’s prices', async () => {
    const perProduct = await call<ListAnswer>(`/api/Prices/GetAllById/${seniorId}?storeCode=b2c`, { token: lmg() });
    expect(perProduct.body.rows).toEqual([
      expect.objectContaining({ priceId: 'price-discovery-senior', regularPriceCents: 6450, rank: 0 }),
    ]);
    expect(perProduct.body.args.data).toEqual({ productId: seniorId });
    const filtered = await call<ListAnswer>(`/api/Prices/GetAll?storeCode=b2c&productId=${seniorId}`, {
      token: lmg(),
    });
    expect(filtered.body.rows.map((row) => row.priceId)).toEqual(['price-discovery-senior']);
    // The portal's prices are its products' only.
    const portal = await call<ListAnswer>(`/api/Prices/GetAll?storeCode=b2b&page=100000`, { token: lmg() });
    expect(portal.status).toBe(200);
    expect(portal.body.rows.map((row) => row.priceId)).not.toContain('price-discovery-senior');
    const portalSenior = await call<ListAnswer>(`/api/Prices/GetAllById/${seniorId}?storeCode=b2b`, { token: lmg() });
    expect(portalSenior.body.rows).toEqual([]);
    for (const language of ['en', 'fr']) {
      const all = await call<ListAnswer>('/api/Prices/GetAll?storeCode=b2c&page=100000', { token: lmg(), language });
      expect(all.body.rows.length).toBeGreaterThan(20);
    }
    const actions: FormScreenAction[] = ['create', 'clone', 'edit', 'delete', 'details'];
    await admin.family('Prices').expectStrictScreens('price-discovery-senior', actions, '&page=100000');
    const edit = await call<FormAnswer>('/api/Prices/GetById/price-discovery-senior?storeCode=b2c&action=edit', {
      token: lmg(),
    });
    const initial = Object.fromEntries(
      edit.body.sections.flatMap((section) => section.fields).map((field) => [field.name, field.initialValue]),
    );
    // Dollars as staff type them, to the cent, with a decimal comma on a French page.
    expect(initial).toMatchObject({ productId: seniorId, regularPrice: '64.50', salePrice: '0.00' });
    const french = await call<FormAnswer>('/api/Prices/GetById/price-discovery-senior?storeCode=b2c&action=edit', {
      token: lmg(),
      language: 'fr',
    });
    const fields = french.body.sections.flatMap((section) => section.fields);
    expect(fields.find((field) => field.name === 'regularPrice')).toMatchObject({
      caption: 'Prix régulier ($)',
      initialValue: '64,50',
    });
  });
});

describe('a price through its revisions', () => {
  it('is saved (not in the store), tried in UAT, published in cents, made inactive and restored', async () => {
    const saved = await create(values({ regularPrice: '80.10' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = saved.body.id;
    expect(await storePrice(id)).toBeNull();

    await update(id, values({ regularPrice: '80,10' }), 'uat');
    expect((await settings({ enableUAT: true })).status).toBe(200);
    await eventually(async () => ((await storePrice(id, lmg())) === null ? null : true));
    expect(await storePrice(id, lmg())).toMatchObject({ regularPriceCents: 8010 });
    expect(await storePrice(id)).toBeNull();
    await settings({ enableUAT: false });

    const published = await update(id, values({ regularPrice: 80.1 }), 'publish');
    expect(await storePrice(id)).toMatchObject({ regularPriceCents: 8010, currentPriceCents: 8010, onSale: false });
    await update(id, values({ regularPrice: 85 }), 'publish');
    expect(await storePrice(id)).toMatchObject({ regularPriceCents: 8500 });

    const deleted = await call(`/api/Prices/Delete/${id}?storeCode=b2c`, { method: 'DELETE', token: lmg() });
    expect(deleted.status).toBe(200);
    expect(await storePrice(id)).toBeNull();

    // Restore the first published revision, published in the same call: its price is back.
    const restored = await call<WriteAnswer>(
      `/api/revisions/Restore/${published.body.revisionId}?storeCode=b2c&button=publish`,
      { method: 'POST', token: lmg() },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect(await storePrice(id)).toMatchObject({ regularPriceCents: 8010 });
  });

  it('applies a published sale price in the store inside its window only, at the store’s time', async () => {
    const published = await create(
      values({
        regularPrice: 90,
        salePrice: 70.25,
        saleStartsAt: '2026-08-01T04:00:00Z',
        saleEndsAt: '2026-09-01T04:00:00Z',
      }),
      { button: 'publish' },
    );
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const id = published.body.id;
    // Before the window (the test's real clock is June 2026).
    expect(await storePrice(id)).toMatchObject({ currentPriceCents: 9000, salePriceCents: 7025, onSale: false });
    expect((await settings({ enableSeedClock: true, clockDateTime: '2026-08-15T12:00:00Z' })).status).toBe(200);
    expect(await storePrice(id)).toMatchObject({ currentPriceCents: 7025, onSale: true });
    expect((await settings({ enableSeedClock: true, clockDateTime: '2026-09-01T04:00:00Z' })).status).toBe(200);
    expect(await storePrice(id)).toMatchObject({ currentPriceCents: 9000, onSale: false });
    expect((await settings({ enableSeedClock: true, clockDateTime: '2026-07-31T12:00:00Z' })).status).toBe(200);
    expect(await storePrice(id)).toMatchObject({ currentPriceCents: 9000, onSale: false });
    expect((await settings({ enableSeedClock: false, clockDateTime: null })).status).toBe(200);
  });
});

describe('bad input', () => {
  it('is refused per field in the caller’s language, appending nothing', async () => {
    const before = await head();
    const english = await create({
      productId: 'prod-nowhere',
      regularPrice: 12.345,
      salePrice: -1,
      saleStartsAt: 'soon',
      rank: 1.5,
    });
    expectInvalid(english, {
      regularPrice: ['The regular price must be an amount from 0 to 100000 dollars, to the cent.'],
      salePrice: ['The sale price must be an amount from 0 to 100000 dollars, to the cent, below the regular price.'],
      saleStartsAt: ['Please enter a valid date and time.'],
      rank: ['The position must be a whole number from 0 to 100.'],
    });
    const french = await create(values({ regularPrice: null }), { language: 'fr' });
    expect(french.body.errors?.regularPrice).toEqual([
      'Le prix régulier doit être un montant de 0 à 100 000 dollars, au cent près.',
    ]);
    const saleAbove = await create(values({ regularPrice: 10, salePrice: 12 }));
    expect(Object.keys(saleAbove.body.errors ?? {})).toEqual(['salePrice']);
    const backwards = await create(
      values({ salePrice: 5, saleStartsAt: '2026-09-01T00:00:00Z', saleEndsAt: '2026-08-01T00:00:00Z' }),
    );
    expect(backwards.body.errors).toEqual({ saleEndsAt: ['The end must come after the start.'] });
    const unknown = await create(values({ productId: 'prod-nowhere' }));
    expect(unknown.body.errors).toEqual({ productId: ['The product does not exist in this store.'] });
    // The senior pass is the public store's product: a portal price cannot name it.
    const otherStore = await create(values(), { store: 'b2b' });
    expect(otherStore.status).toBe(422);
    expect((await call(`/api/Prices/GetAllById/bad%20id?storeCode=b2c`, { token: lmg() })).status).toBe(404);
    expect(await head()).toBe(before);
  });

  it('answers 1e309, -1e309, 1e-7 and a 20-digit number sent as raw JSON with the field’s message, never a 5xx', async () => {
    const before = await head();
    for (const amount of ['1e309', '-1e309', '1e-7', '12345678901234567890', '"1e2"', '"Infinity"']) {
      const body = JSON.stringify(values()).replace('"regularPrice":80', `"regularPrice":${amount}`);
      expect(body).toContain(`"regularPrice":${amount}`);
      const answer = await call<WriteAnswer & AdminProblem>('/api/Prices/Create?storeCode=b2c', {
        method: 'POST',
        rawBody: body,
        token: lmg(),
      });
      expect([amount, answer.status, answer.body.errors]).toEqual([
        amount,
        422,
        { regularPrice: ['The regular price must be an amount from 0 to 100000 dollars, to the cent.'] },
      ]);
    }
    expect(await head()).toBe(before);
  });
});

describe('a price’s revisions through the Revisions family', () => {
  it('are moved, read, compared and restored by LMG only: a SuperUser sees none of them and may move none', async () => {
    const saved = await create(values({ regularPrice: 81 }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const revisionId = saved.body.revisionId ?? '';
    const superUser = tokens.SuperUser ?? '';
    const rows = async (token: string) =>
      (await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&search=${saved.body.id}`, { token })).body.rows;
    expect((await rows(lmg())).map((row) => row.revisionId)).toContain(revisionId);
    expect(await rows(superUser)).toEqual([]);
    const before = await head();
    for (const [path, method] of [
      [`/api/Revisions/UpdateStatus/${revisionId}?storeCode=b2c&status=publish`, 'PUT'],
      [`/api/Revisions/Restore/${revisionId}?storeCode=b2c`, 'POST'],
      [`/api/Revisions/GetById/${revisionId}?storeCode=b2c&action=details`, 'GET'],
      [`/api/Revisions/Diff?storeCode=b2c&from=${revisionId}&to=${revisionId}`, 'GET'],
    ] as const) {
      expect((await call(path, { method, token: superUser })).status, path).toBe(403);
    }
    const changeset = await call('/api/Revisions/PublishChangeset?storeCode=b2c', {
      method: 'PUT',
      token: superUser,
      body: { revisionIds: [revisionId] },
    });
    expect(changeset.status).toBe(403);
    expect(await head()).toBe(before);
    const moved = await call(`/api/Revisions/UpdateStatus/${revisionId}?storeCode=b2c&status=inactive`, {
      method: 'PUT',
      token: lmg(),
    });
    expect(moved.status).toBe(200);
  });
});
