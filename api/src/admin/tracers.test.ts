/**
 * Tracers over real HTTP (a started server with the seed portal catalogue and seed users of every role): LMG only
 * and b2b only (back-office.md §2, §6), every served definition strict in English and French, the revision life
 * cycle (create, edit, publish, delete), and refusals that append nothing.
 */
import type { FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { Field } from '@parks/schemas/admin/definitions';
import { describe, expect, it } from 'vitest';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, lmg, head } = admin;

const tracers = admin.family('Tracers', 'b2b');
const { update, form } = tracers;
const create = (body: unknown, token: string = lmg(), language = 'en') => tracers.create(body, { token, language });
const list = (language = 'en') => tracers.list('&page=100000', lmg(), language);
const fieldOf = (answer: FormAnswer, name: string): Field | undefined =>
  answer.sections.flatMap((section) => section.fields).find((field) => field.name === name);

describe('the role table (§6: tracers are LMG only, on b2b only)', () => {
  it('lets LMG in on b2b and refuses every other role, the b2c store and nobody', async () => {
    await admin.expectRoleTable({ family: 'Tracers', allowed: ['LMG'], stores: ['b2b'] });
    expect((await call('/api/Tracers/GetAll?storeCode=b2c', { token: lmg() })).status).toBe(403);
  });

  it('refuses the writes of SuperUser and the other roles, appending nothing', async () => {
    await admin.expectForbidden(['SuperUser', 'Administrator', 'Operator', 'PortalUser'], async (token) => [
      await create({ categories: ['pcat-posters'] }, token),
    ]);
  });
});

describe('a tracer through its revisions', () => {
  it('is created with its categories, edited, published, and withdrawn on delete, every screen strict', async () => {
    const created = await create({ categories: ['pcat-posters', 'pcat-calendars', 'pcat-posters'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    await tracers.expectStrictScreens(id, ['create', 'edit', 'delete', 'details'], '&page=100000');
    const english = (await list()).body.rows.find((row) => row.tracerId === id);
    expect(english?.categories).toBe('Posters, Calendars');
    const french = (await list('fr')).body.rows.find((row) => row.tracerId === id);
    expect(french?.categories).toBe('Affiches, Calendriers');

    const edit = (await form(id, 'edit')).body;
    const field = fieldOf(edit, 'categories');
    expect(field?.component).toBe('multiselect');
    expect(field?.initialValue).toEqual(['pcat-posters', 'pcat-calendars']);

    expect((await update(id, { categories: ['pcat-brochures'] }, 'publish')).status).toBe(200);
    const published = (await list()).body.rows.find((row) => row.tracerId === id);
    expect(published?.categories).toBe('Brochures and maps');
    expect(published?.status).toBe('Published');

    const removed = await call<WriteAnswer>(`/api/Tracers/Delete/${id}?storeCode=b2b`, {
      method: 'DELETE',
      token: lmg(),
    });
    expect(removed.status).toBe(200);
    expect((await list()).body.rows.find((row) => row.tracerId === id)?.status).toBe('Inactive');
    const revisions = await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2b&page=100000&search=${id}`, {
      token: lmg(),
    });
    // The draft was edited in place, then published and withdrawn: one revision, kept.
    expect(revisions.body.rows.map((row) => [row.number, row.status])).toEqual([[1, 'inactive']]);
  });
});

describe('bad input', () => {
  it('is refused with a translated message per field, never a 5xx, appending nothing', async () => {
    const before = await head();
    const empty = await create({ categories: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.categories).toEqual(['Please choose at least one category.']);
    const french = await create({}, lmg(), 'fr');
    expect(french.body.errors?.categories).toEqual(['Veuillez choisir au moins une catégorie.']);
    // A category of the other store (the public one) is no portal category.
    const foreign = await create({ categories: ['cat-discovery'] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.categories).toEqual(['The category does not exist in this store.']);
    const tooMany = await create({ categories: Array.from({ length: 51 }, (_, i) => `pcat-${i}`) });
    expect(tooMany.status).toBe(422);
    for (const body of [null, [], 'text', { categories: 'pcat-posters' }, { categories: [{ $gt: '' }] }]) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await update('nothing-here', { categories: ['pcat-posters'] })).status).toBe(404);
    expect(await head()).toBe(before);
  });
});
