/**
 * The agency's places (parksCanada) over real HTTP: LMG and SuperUser on b2c (§6), the 17 seeded places listed,
 * every served definition strict in English and French, a place created, published, edited and deleted as
 * revisions with the public single-location page following (published places only), other categories out of
 * reach, and refusals that append nothing.
 */
import type { ListAnswer } from '@parks/schemas/admin/calls';
import type { CategoryDto } from '@parks/schemas/store/dtos';
import { describe, expect, it } from 'vitest';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, lmg, head } = admin;

const placeValues = (alias: string, extra: Record<string, unknown> = {}) => ({
  name_EN: `Place ${alias}`,
  name_FR: `Lieu ${alias}`,
  urlAlias_EN: `${alias}-en`,
  urlAlias_FR: `${alias}-fr`,
  shortDescription_EN: 'Annual passes.',
  shortDescription_FR: 'Laissez-passer annuels.',
  order: 30,
  ...extra,
});
const places = admin.family('ParksCanada');
const { create, update } = places;
const list = (language = 'en') => places.list('&page=100000', lmg(), language);
const singleLocation = async () =>
  (await call<CategoryDto>('/api/store/GetCategory/lieu-unique-single-location')).body.childCategories.map(
    (child) => child.urlAlias.en,
  );

describe('the role table (§6: parksCanada is LMG and SuperUser)', () => {
  it('lets LMG and SuperUser in on b2c, refuses the other roles, b2b and nobody', async () => {
    await admin.expectRoleTable({
      family: 'ParksCanada',
      allowed: ['LMG', 'SuperUser'],
      stores: ['b2c'],
      also: async (role, token, _store, allowed) => {
        if (!allowed) expect((await create(placeValues('refused'), { token })).status, role).toBe(403);
      },
    });
    expect((await call('/api/ParksCanada/GetAll?storeCode=b2b', { token: lmg() })).status).toBe(403);
  });
});

describe('the places', () => {
  it('are the 17 seeded places under single-location, and nothing else', async () => {
    const rows = (await list()).body.rows;
    expect(rows).toHaveLength(17);
    expect(rows.every((row) => String(row.placeId).startsWith('cat-place-'))).toBe(true);
    expect(rows[0]?.name).toBe('Prince Edward Island National Park');
    expect((await list('fr')).body.rows[0]?.name).toBe('Parc national de l’Île-du-Prince-Édouard');
    // Another category is no place: not shown, not edited, not deleted here.
    const form = await call('/api/ParksCanada/GetById/cat-discovery?storeCode=b2c&action=edit', { token: lmg() });
    expect(form.status).toBe(404);
    const before = await head();
    expect((await update('cat-discovery', placeValues('hijack'))).status).toBe(404);
    expect(
      (await call('/api/ParksCanada/Delete/cat-discovery?storeCode=b2c', { method: 'DELETE', token: lmg() })).status,
    ).toBe(404);
    expect(await head()).toBe(before);
  });

  it('go through their revisions, the public single-location page following published ones only', async () => {
    const created = await create(placeValues('banff'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    await places.expectStrictScreens(id, ['create', 'edit', 'delete', 'details'], '&page=100000');
    // A draft shows nowhere in the store.
    expect(await singleLocation()).not.toContain('banff-en');

    expect((await update(id, placeValues('banff'), 'publish')).status).toBe(200);
    expect(await singleLocation()).toContain('banff-en');
    const page = await call<CategoryDto>('/api/store/GetCategory/lieu-unique-single-location/banff-en');
    expect(page.body.categoryId).toBe(id);
    expect(page.body.name.fr).toBe('Lieu banff');

    // An edit is a new draft: the store keeps the published name until it is published too.
    expect((await update(id, placeValues('banff', { name_EN: 'Banff National Park' }))).status).toBe(200);
    const stillPublished = await call<CategoryDto>('/api/store/GetCategory/lieu-unique-single-location/banff-en');
    expect(stillPublished.body.name.en).toBe('Place banff');
    expect((await update(id, placeValues('banff', { name_EN: 'Banff National Park' }), 'publish')).status).toBe(200);
    const renamed = await call<CategoryDto>('/api/store/GetCategory/lieu-unique-single-location/banff-en');
    expect(renamed.body.name.en).toBe('Banff National Park');

    expect((await call(`/api/ParksCanada/Delete/${id}?storeCode=b2c`, { method: 'DELETE', token: lmg() })).status).toBe(
      200,
    );
    expect(await singleLocation()).not.toContain('banff-en');
    // An unknown child is read as an anchor of the parent page: the place's own page is gone.
    const gone = await call<CategoryDto>('/api/store/GetCategory/lieu-unique-single-location/banff-en');
    expect(gone.body.categoryId).toBe('cat-single-location');
    const revisions = await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&page=100000&search=${id}`, {
      token: lmg(),
    });
    expect(revisions.body.rows.map((row) => row.status)).toEqual(['inactive', 'inactive']);
  });
});

describe('bad input', () => {
  it('is refused with a translated message per field, never a 5xx, appending nothing', async () => {
    const before = await head();
    const empty = await create({ name_EN: '', urlAlias_EN: 'Not An Alias!', order: -1 });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      name_EN: ['Name is required'],
      urlAlias_EN: [expect.any(String)],
      order: [expect.any(String)],
    });
    const french = await create({}, { language: 'fr' });
    expect(french.status).toBe(422);
    expect(french.body.errors?.name_FR?.[0]).not.toBe(empty.body.errors?.name_EN?.[0]);
    // Another category's alias is taken: the store finds pages by alias.
    const taken = await create(placeValues('x', { urlAlias_EN: 'prince-edward-island' }));
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors ?? {})).toEqual(['urlAlias_EN']);
    for (const body of [
      null,
      [],
      'text',
      { name_EN: { $gt: '' } },
      placeValues('y', { shortDescription_EN: 'x'.repeat(301) }),
    ]) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await update('nothing-here', placeValues('z'))).status).toBe(404);
    expect(await head()).toBe(before);
  });
});
