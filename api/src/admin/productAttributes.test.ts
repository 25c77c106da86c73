/**
 * Product attributes per product over real HTTP (back-office.md §7, issue #12): an attribute names one product of its
 * store, chosen in the form's product dropdown, or none (every product's); `GET
 * /api/ProductAttributes/GetAllById/{productId}` lists exactly that product's, as GetAll and the gateway do with the
 * product filter; a product the store does not have is refused on that field with nothing recorded; the products
 * row of the role table applies.
 */
import type { AdminProblem, FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { Field } from '@parks/schemas/admin/definitions';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApi, expectStrictForm, expectStrictList } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;

const seniorId = 'prod-discovery-senior';
/** Another product of the public store, and one of the portal's. */
let otherId = '';
let portalProductId = '';

const productIds = async (store: string): Promise<string[]> => {
  const list = await call<ListAnswer>(`/api/Products/GetAll?storeCode=${store}&page=100000`, { token: lmg() });
  expect(list.status).toBe(200);
  return list.body.rows.map((row) => String(row.productId));
};

beforeAll(async () => {
  otherId = (await productIds('b2c')).find((id) => id !== seniorId) ?? '';
  portalProductId = (await productIds('b2b')).find((id) => id !== seniorId) ?? '';
}, 60_000);

const attribute = (name: string, productId?: unknown) => ({
  name_EN: name,
  name_FR: `${name} (fr)`,
  values: ['Small', 'Large'],
  ...(productId === undefined ? {} : { productId }),
});
const create = (body: unknown, store = 'b2c') =>
  call<WriteAnswer & AdminProblem>(`/api/ProductAttributes/Create?storeCode=${store}`, {
    method: 'POST',
    body,
    token: lmg(),
  });
const created = async (body: unknown): Promise<string> => {
  const answer = await create(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.id);
};
/** A list call as LMG, as another role's token, or (null) as a visitor. */
const list = (path: string, token: string | null = lmg(), language = 'en') =>
  call<ListAnswer & AdminProblem>(`/api/ProductAttributes/${path}`, {
    ...(token === null ? {} : { token }),
    language,
  });
const ids = (answer: ListAnswer) => answer.rows.map((row) => row.productAttributeId);
const productFieldOf = (form: FormAnswer): Field | undefined =>
  form.sections.flatMap((section) => section.fields).find((field) => field.name === 'productId');
const productOptions = (form: FormAnswer) => {
  const field = productFieldOf(form);
  return field !== undefined && 'options' in field ? field.options : [];
};
const createForm = (language: string) =>
  call<FormAnswer>('/api/ProductAttributes/GetById/new?storeCode=b2c&action=create', { token: lmg(), language });
/** The products' names in a language, as the form's dropdown offers them. */
const productNames = async (language: string): Promise<Map<unknown, string>> =>
  new Map(productOptions((await createForm(language)).body).map((option) => [option.id, option.name]));

describe('GET /api/ProductAttributes/GetAllById/{productId}', () => {
  it('lists exactly the attributes of that product, as GetAll and the gateway filtered by it', async () => {
    expect(otherId).not.toBe('');
    const senior = await created(attribute('Senior size', seniorId));
    const other = await created(attribute('Other colour', otherId));
    const shared = await created(attribute('Shared material', null));

    const bySenior = await list(`GetAllById/${seniorId}?storeCode=b2c&page=100000`);
    expect(bySenior.status).toBe(200);
    expectStrictList(bySenior.body);
    expect(ids(bySenior.body)).toEqual([senior]);
    expect(bySenior.body.args.data).toEqual({ productId: seniorId });
    expect(ids((await list(`GetAllById/${otherId}?storeCode=b2c&page=100000`)).body)).toEqual([other]);
    expect(ids((await list(`GetAll?storeCode=b2c&page=100000&productId=${seniorId}`)).body)).toEqual([senior]);
    const gateway = await call<ListAnswer>('/api/ProductAttributes/GetAll', {
      method: 'POST',
      token: lmg(),
      body: { entity: 'ProductAttributes', storeCode: 'b2c', data: { page: 100000, productId: otherId } },
    });
    expect(gateway.status).toBe(200);
    expect(ids(gateway.body)).toEqual([other]);

    // The whole list shows every attribute with its product, the shared one for every product, in both languages.
    for (const [language, every] of [
      ['en', 'Every product'],
      ['fr', 'Tous les produits'],
    ] as const) {
      const all = await list('GetAll?storeCode=b2c&page=100000', lmg(), language);
      expectStrictList(all.body, language);
      expect(all.body.columns.map((column) => column.name)).toContain('product');
      expect(all.body.args.data).toBeNull();
      const rows = new Map(all.body.rows.map((row) => [row.productAttributeId, row.product]));
      const names = await productNames(language);
      expect(rows.get(shared)).toBe(every);
      expect(rows.get(senior)).toBe(names.get(seniorId));
      expect(rows.get(other)).toBe(names.get(otherId));
      expect(names.get(seniorId)).not.toBe(names.get(otherId));
    }
    const perSenior = await list(`GetAllById/${seniorId}?storeCode=b2c&search=${encodeURIComponent('Senior size')}`);
    expect(ids(perSenior.body)).toEqual([senior]);
    expect((await list(`GetAllById/${seniorId}?storeCode=b2c&search=zzzz-nothing`)).body.rows).toEqual([]);
    // A product the store does not have has no attributes there.
    expect((await list(`GetAllById/${seniorId}?storeCode=b2b`)).body.rows).toEqual([]);
    expect((await list('GetAllById/prod-that-does-not-exist?storeCode=b2c')).body.rows).toEqual([]);
  });

  it('offers the store’s products in the form, "None" first, and keeps the product chosen', async () => {
    const id = await created(attribute('Form width', otherId));
    for (const language of ['en', 'fr']) {
      const fresh = await createForm(language);
      expectStrictForm(fresh.body, `${language} create`);
      const options = productOptions(fresh.body);
      expect(options[0]).toMatchObject({ id: 0, isSelected: true });
      expect(options.map((option) => option.id)).toEqual(expect.arrayContaining([seniorId, otherId]));
      expect(options.map((option) => option.id)).not.toContain(portalProductId);

      const edit = await call<FormAnswer>(`/api/ProductAttributes/GetById/${id}?storeCode=b2c&action=edit`, {
        token: lmg(),
        language,
      });
      expectStrictForm(edit.body, `${language} edit`);
      expect(productFieldOf(edit.body)?.initialValue).toBe(otherId);
    }
    // "None" (id 0, as the form sends it) moves the attribute to every product.
    const update = await call(`/api/ProductAttributes/Update/${id}?storeCode=b2c`, {
      method: 'PUT',
      token: lmg(),
      body: attribute('Form width', 0),
    });
    expect(update.status).toBe(200);
    expect(ids((await list(`GetAllById/${otherId}?storeCode=b2c&page=100000`)).body)).not.toContain(id);
  });

  it('refuses a product the store does not have, on that field, recording nothing', async () => {
    expect(portalProductId).not.toBe('');
    const kept = await created(attribute('Kept length', seniorId));
    const before = await head();
    for (const productId of ['prod-that-does-not-exist', portalProductId, 'bad id', { $ne: null }]) {
      const refused = await create(attribute('Unknown', productId));
      expect(refused.status, JSON.stringify(productId)).toBe(422);
      expect(refused.body.errors?.productId).toBeDefined();
    }
    const unknown = await create(attribute('Unknown', 'prod-that-does-not-exist'));
    expect(unknown.body.errors?.productId).toEqual(['The product does not exist in this store.']);
    const french = await call<AdminProblem>('/api/ProductAttributes/Create?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      language: 'fr',
      body: attribute('Inconnu', portalProductId),
    });
    expect(french.body.errors?.productId).toEqual(['Ce produit n’existe pas dans cette boutique.']);
    const moved = await call(`/api/ProductAttributes/Update/${kept}?storeCode=b2c`, {
      method: 'PUT',
      token: lmg(),
      body: attribute('Kept length', portalProductId),
    });
    expect(moved.status).toBe(422);
    expect(await head()).toBe(before);
    expect(ids((await list(`GetAllById/${seniorId}?storeCode=b2c&page=100000`)).body)).toContain(kept);
  });

  it('follows the products row of the role table, in both stores', async () => {
    for (const store of ['b2c', 'b2b']) {
      for (const [role, token] of Object.entries(tokens)) {
        const allowed = role === 'LMG' || role === 'SuperUser';
        const answer = await list(`GetAllById/${seniorId}?storeCode=${store}`, token);
        expect(answer.status, `${role} ${store}`).toBe(allowed ? 200 : 403);
      }
      expect((await list(`GetAllById/${seniorId}?storeCode=${store}`, null)).status).toBe(401);
    }
  });

  it('answers bad input with a 4xx, never a 5xx', async () => {
    for (const query of [
      'storeCode=b2c&page=0',
      'storeCode=b2c&page=abc',
      'storeCode=b2c&page=1.5',
      'storeCode=nowhere',
    ]) {
      expect((await list(`GetAllById/${seniorId}?${query}`)).status, query).toBe(422);
    }
    expect((await list(`GetAllById/${seniorId}?page=1`)).status).toBe(422);
    expect((await list(`GetAllById/${seniorId}?storeCode=b2c&search=${'s'.repeat(5000)}`)).status).toBe(422);
    for (const productId of ['x'.repeat(300), 'bad%20id', '%E0%A4%A']) {
      const answer = await list(`GetAllById/${productId}?storeCode=b2c`);
      expect(answer.status, productId).toBeGreaterThanOrEqual(400);
      expect(answer.status, productId).toBeLessThan(500);
    }
    expect((await list(`GetAll?storeCode=b2c&productId=${encodeURIComponent('bad id')}`)).status).toBe(422);
  });
});
