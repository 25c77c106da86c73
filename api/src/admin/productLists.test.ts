/**
 * The product lists of §7 besides GetAll, over real HTTP: `GET /api/Products/GetAllById/{categoryId}` (the products
 * of one category, with page, search and `type`, the revision status) and `GET /api/Products/GetAllForWidget/{id}`
 * (the add action's product picker: the published products of a category, or of all of them). Both are the
 * family's list filtered: the same rows as GetAll with the same filter, the same role table, strict definitions.
 */
import type { FormAnswer, ListAnswer } from '@parks/schemas/admin/calls';
import { listDefinitionSchema } from '@parks/schemas/admin/definitionSchemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokenOfUser } = admin;
const seniorId = 'prod-discovery-senior';
let categoryId = '';

beforeAll(async () => {
  const form = await call<FormAnswer>(`/api/Products/GetById/${seniorId}?storeCode=b2c&action=edit`, {
    token: tokenOfUser('lmg'),
  });
  // The form ticks the product's categories; its first is its home category, which these lists filter by.
  const field = form.body.sections.flatMap((section) => section.fields).find((f) => f.name === 'categoryIds');
  const [first] = Array.isArray(field?.initialValue) ? field.initialValue : [];
  categoryId = typeof first === 'string' ? first : '';
}, 60_000);

const list = (path: string, who = 'lmg') =>
  call<ListAnswer>(`/api/Products/${path}`, who === 'visitor' ? {} : { token: tokenOfUser(who) });
const ids = (answer: ListAnswer) => answer.rows.map((row) => row.productId);

describe('GET /api/Products/GetAllById/{categoryId}', () => {
  it('lists the products of the category, as GetAll filtered by it, with a strict definition', async () => {
    expect(categoryId).not.toBe('');
    const byId = await list(`GetAllById/${categoryId}?storeCode=b2c&page=100000`);
    expect(byId.status).toBe(200);
    await expect(listDefinitionSchema.validate(byId.body, { strict: true })).resolves.toBeTruthy();
    expect(ids(byId.body)).toContain(seniorId);
    const filtered = await list(`GetAll?storeCode=b2c&page=100000&categoryId=${categoryId}`);
    expect(ids(byId.body)).toEqual(ids(filtered.body));
    const all = await list('GetAll?storeCode=b2c&page=100000');
    expect(ids(all.body).length).toBeGreaterThan(ids(byId.body).length);
  });

  it('keeps the revision status `type` asks for, and the search', async () => {
    expect(ids((await list(`GetAllById/${categoryId}?storeCode=b2c&type=published`)).body)).toContain(seniorId);
    expect((await list(`GetAllById/${categoryId}?storeCode=b2c&type=inactive`)).body.rows).toEqual([]);
    expect((await list(`GetAllById/${categoryId}?storeCode=b2c&search=zzzz-nothing`)).body.rows).toEqual([]);
    expect((await list('GetAllById/cat-that-does-not-exist?storeCode=b2c')).body.rows).toEqual([]);
  });

  it('refuses bad input with a 4xx and follows the products row of the role table', async () => {
    expect((await list(`GetAllById/${categoryId}?storeCode=b2c&type=lost`)).status).toBe(422);
    expect((await list(`GetAllById/${categoryId}?storeCode=nowhere`)).status).toBe(422);
    expect((await list(`GetAllById/${categoryId}?storeCode=b2c&page=0`)).status).toBe(422);
    expect((await list(`GetAllById/${'x'.repeat(300)}?storeCode=b2c`)).status).toBeLessThan(500);
    expect((await list(`GetAllById/${categoryId}?storeCode=b2c`, 'superuser')).status).toBe(200);
    expect((await list(`GetAllById/${categoryId}?storeCode=b2c`, 'administrator')).status).toBe(403);
    expect((await list(`GetAllById/${categoryId}?storeCode=b2c`, 'visitor')).status).toBe(401);
  });
});

describe('GET /api/Products/GetAllForWidget/{id}', () => {
  it('offers the published products of every category (all) or of one', async () => {
    const every = await list('GetAllForWidget/all?storeCode=b2c&page=100000');
    expect(every.status).toBe(200);
    await expect(listDefinitionSchema.validate(every.body, { strict: true })).resolves.toBeTruthy();
    const published = await list('GetAll?storeCode=b2c&page=100000&status=published');
    expect(ids(every.body)).toEqual(ids(published.body));
    expect(ids(every.body)).toContain(seniorId);

    const one = await list(`GetAllForWidget/${categoryId}?storeCode=b2c&page=100000`);
    expect(ids(one.body)).toContain(seniorId);
    expect(ids(one.body).every((id) => ids(every.body).includes(id))).toBe(true);
    expect(ids(one.body).length).toBeLessThan(ids(every.body).length);
  });

  it('follows the products row of the role table', async () => {
    expect((await list('GetAllForWidget/all?storeCode=b2c', 'administrator')).status).toBe(403);
    expect((await list('GetAllForWidget/all?storeCode=b2c', 'visitor')).status).toBe(401);
    expect((await list('GetAllForWidget/all?storeCode=b2c&page=-1')).status).toBe(422);
  });
});
