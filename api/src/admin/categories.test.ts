/**
 * The back office's Categories over real HTTP (a started server, the seed catalogue, seed users of every role):
 * the role table per store for the family and the gateway, the list, tree and forms (each validated strictly against
 * the definition schemas, in English and French), the revision life cycle as the store shows it, and refusals.
 */

import type { AdminProblem, FormAnswer, ListAnswer, TreeAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { TreeItem } from '@parks/schemas/admin/definitions';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/testApi.ts';
import { adminTestApi, categoryValues, expectInvalid, expectStrictTree } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;

const values = categoryValues;

const categories = admin.family('Categories');
const { create, update, list } = categories;
const storePage = (alias: string, token?: string) =>
  call(`/api/store/GetCategory/${alias}`, token === undefined ? {} : { token });

describe('the role table (back-office.md §6: categories are LMG and SuperUser, in both stores)', () => {
  it('lets LMG and SuperUser in, refuses every other role with 403 and nobody with 401, family and gateway alike', async () => {
    await admin.expectRoleTable({ family: 'Categories', allowed: ['LMG', 'SuperUser'], form: true, guest: true });
  });

  it('refuses a write of a role without the area, appending nothing', async () => {
    await admin.expectForbidden(['Administrator', 'Operator', 'PortalUser'], async (token, role) => [
      await create(values(`refused-${role.toLowerCase()}`), { token }),
    ]);
    const before = await head();
    expect((await call('/api/Categories/Create?storeCode=b2c', { method: 'POST', body: values('anon') })).status).toBe(
      401,
    );
    expect(await head()).toBe(before);
  });

  it('answers 404 for a family or entity that does not exist', async () => {
    expect((await call('/api/Nothings/GetAll?storeCode=b2c', { token: lmg() })).status).toBe(404);
    expect(
      (
        await call('/api/Categories/GetAll', {
          method: 'POST',
          token: lmg(),
          body: { entity: 'Products', storeCode: 'b2c', data: null },
        })
      ).status,
    ).toBe(422);
    expect((await call('/api/Categories/GetById/cat-nothing?storeCode=b2c', { token: lmg() })).status).toBe(404);
  });
});

describe('every definition served', () => {
  it('validates strictly against the definition schemas, for each screen and language', async () => {
    const [first] = (await list()).body.rows;
    const id = String(first?.categoryId);
    await categories.expectStrictScreens(id, ['create', 'clone', 'edit', 'delete', 'details'], '&status=published');
    for (const language of ['en', 'fr']) {
      const tree = await call<TreeAnswer>('/api/Categories/GetAll?storeCode=b2c&view=tree', { token: lmg(), language });
      expectStrictTree(tree.body);
    }
  });

  it('lists the seed categories a page at a time, searches by keyword and status, and shows all on page 100000', async () => {
    const all = await list('&page=100000');
    expect(all.body.rows.length).toBeGreaterThan(3);
    expect(all.body.showMore).toBe(false);
    expect(all.body.args).toEqual({ page: 100000, search: '', data: null });
    const found = await list('&search=MOORING-PERMITS');
    expect(found.body.rows.map((row) => row.urlAlias)).toEqual(['mooring-permits']);
    expect(found.body.args.search).toBe('MOORING-PERMITS');
    const drafts = await list('&status=draft&search=nothing-like-this');
    expect(drafts.body.rows).toEqual([]);
    const french = await call<ListAnswer>('/api/Categories/GetAll?storeCode=b2c&search=amarrage', {
      token: lmg(),
      language: 'fr',
    });
    expect(french.body.rows.map((row) => row.urlAlias)).toContain('permis-amarrage');
    expect(french.body.title).toBe('Catégories');
  });

  it('draws the tree with each child under its parent', async () => {
    const tree = await call<TreeAnswer>('/api/Categories/GetAll?storeCode=b2c&view=tree', { token: lmg() });
    const walk = (items: readonly TreeItem[]): TreeItem[] => items.flatMap((item) => [item, ...walk(item.children)]);
    const lockage = walk(tree.body.items).find((item) => item.name.includes('Lockage permits'));
    expect(lockage?.parentId).not.toBeNull();
    expect(tree.body.items.every((item) => item.parentId === null)).toBe(true);
  });
});

describe('a category through its revisions', () => {
  it('is saved as a draft, tried in UAT, published, edited, and deleted, the store following each step', async () => {
    const saved = await create(values('trail'));
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ message: 'Saved successfully.', mode: 'table' });
    const id = saved.body.id;
    expect((await list('&search=trail-en')).body.rows).toEqual([
      expect.objectContaining({ categoryId: id, status: 'Draft', active: false }),
    ]);
    expect((await storePage('trail-en')).status).toBe(404);

    // UAT: staff in UAT mode only.
    const uat = await update(id, values('trail', { name_EN: 'Trail passes' }), 'uat');
    expect(uat.body.message).toBe('Sent to UAT successfully.');
    expect((await storePage('trail-en', lmg())).status).toBe(404);
    const on = await call('/api/Settings/Update/store?storeCode=b2c', {
      method: 'PUT',
      token: lmg(),
      body: { admin: { enableUAT: true } },
    });
    expect(on.status).toBe(200);
    await eventually(async () => ((await storePage('trail-en', lmg())).status === 200 ? true : null));
    expect(JSON.stringify((await storePage('trail-en', lmg())).body)).toContain('Trail passes');
    expect((await storePage('trail-en')).status).toBe(404);
    expect((await storePage('trail-en', tokens.PortalUser)).status).toBe(404);

    // Publish: shoppers see it.
    const published = await update(id, values('trail', { name_EN: 'Trail passes' }), 'publish');
    expect(published.status).toBe(200);
    expect(published.body.message).toBe('Published successfully.');
    expect((await storePage('trail-en')).status).toBe(200);
    expect(JSON.stringify((await storePage('trail-en')).body)).toContain('Trail passes');

    // An edit drafts a new revision: shoppers keep the published one until it is published.
    const edited = await update(id, values('trail', { name_EN: 'Trail and hiking passes' }));
    expect(edited.body.revisionId).not.toBe(published.body.revisionId);
    expect(JSON.stringify((await storePage('trail-en')).body)).not.toContain('hiking');
    const form = await call<FormAnswer>(`/api/Categories/GetById/${id}?storeCode=b2c&action=edit`, { token: lmg() });
    const initial = Object.fromEntries(
      form.body.sections.flatMap((section) => section.fields).map((field) => [field.name, field.initialValue]),
    );
    expect(initial).toMatchObject({
      name_EN: 'Trail and hiking passes',
      urlAlias_EN: 'trail-en',
      order: 5,
      active: true,
    });

    // Unticked `active`, published: gone from the store, still in the list.
    await update(id, values('trail', { name_EN: 'Trail and hiking passes', active: false }), 'publish');
    expect((await storePage('trail-en')).status).toBe(404);

    // Delete: every revision inactive, nothing erased.
    await update(id, values('trail'), 'publish');
    expect((await storePage('trail-en')).status).toBe(200);
    const deleted = await call<WriteAnswer>(`/api/Categories/Delete/${id}?storeCode=b2c`, {
      method: 'DELETE',
      token: lmg(),
    });
    expect(deleted.body.message).toBe('Made inactive successfully.');
    expect((await storePage('trail-en')).status).toBe(404);
    expect((await list('&search=trail-en')).body.rows).toEqual([
      expect.objectContaining({ categoryId: id, status: 'Inactive', active: false }),
    ]);
    await call('/api/Settings/Update/store?storeCode=b2c', {
      method: 'PUT',
      token: lmg(),
      body: { admin: { enableUAT: false } },
    });
  });

  it('is written through the gateway the same way, and published in the same append as its draft', async () => {
    const before = (await admin.app.eventStore.headPosition())?.commit ?? 0n;
    const created = await call<WriteAnswer>('/api/Categories/Create', {
      method: 'POST',
      token: lmg(),
      body: { entity: 'Categories', storeCode: 'b2c', data: { ...values('lake'), button: 'publish' } },
    });
    expect(created.status).toBe(201);
    expect((await storePage('lake-en')).status).toBe(200);
    const appended = [];
    for await (const event of admin.app.eventStore.readAll()) {
      if (event.position.commit > before) appended.push(event.type);
    }
    expect(appended).toEqual(['RevisionDrafted', 'RevisionPublished']);
    const byId = await call<FormAnswer>('/api/Categories/GetById', {
      method: 'PUT',
      token: lmg(),
      body: { entity: 'Categories', storeCode: 'b2c', data: { id: created.body.id, action: 'details' } },
    });
    expect(byId.body).toMatchObject({ mode: 'view', entityId: created.body.id });
    const removed = await call('/api/Categories/Delete', {
      method: 'DELETE',
      token: lmg(),
      body: { entity: 'Categories', storeCode: 'b2c', data: { id: created.body.id } },
    });
    expect(removed.status).toBe(200);
    expect((await storePage('lake-en')).status).toBe(404);
  });

  it('keeps each store to its own categories', async () => {
    const b2b = await create(values('portal-only'), { store: 'b2b' });
    expect(b2b.status).toBe(201);
    expect((await call(`/api/Categories/GetById/${b2b.body.id}?storeCode=b2c`, { token: lmg() })).status).toBe(404);
    expect((await update(b2b.body.id, values('portal-only'))).status).toBe(404);
    expect((await list('&search=portal-only')).body.rows).toEqual([]);
  });
});

describe('bad input', () => {
  it('is refused with every field’s message, in the caller’s language, appending nothing', async () => {
    const before = await head();
    const english = await create({ name_EN: '', urlAlias_EN: 'Not An Alias!', order: -1, parentId: 'cat-nowhere' });
    expectInvalid(english, {
      name_EN: ['Name is required'],
      name_FR: ['Name is required'],
      urlAlias_EN: ['The URL alias can have only lower-case letters, digits and hyphens.'],
      order: ['The order must be a whole number from 0 to 100000.'],
    });
    expect(english.body.message).toBe('Name is required');
    const french = await create({ name_EN: 'x' }, { language: 'fr' });
    expect(french.body.errors?.name_FR).toEqual(['Le nom est requis']);
    const unknownParent = await create(values('orphan', { parentId: 'cat-nowhere' }));
    expect(unknownParent.body.errors).toEqual({ parentId: ['The parent category does not exist in this store.'] });
    const taken = await create(values('x', { urlAlias_EN: 'mooring-permits' }));
    // The clash names the category that holds the alias (issue 24).
    expect(taken.body.errors).toEqual({
      urlAlias_EN: ['This URL alias is already used by the category “Mooring permits”.'],
    });
    const noStore = await call<AdminProblem>('/api/Categories/Create', {
      method: 'POST',
      token: lmg(),
      body: values('y'),
    });
    expect(noStore.status).toBe(422);
    expect(noStore.body.errors).toEqual({ storeCode: ['Please choose a store (b2c or b2b).'] });
    const badButton = await create(values('z'), { button: 'explode' });
    expect(badButton.status).toBe(422);
    const badAction = await call<AdminProblem>('/api/Categories/GetById/new?storeCode=b2c&action=generate', {
      token: lmg(),
    });
    expect(badAction.status).toBe(422);
    expect(await head()).toBe(before);
  });

  it('refuses to put a category under itself or one of its subcategories', async () => {
    const tree = await call<TreeAnswer>('/api/Categories/GetAll?storeCode=b2c&view=tree', { token: lmg() });
    const parent = tree.body.items.find((item) => item.children.length > 0);
    const child = parent?.children[0];
    if (parent === undefined || child === undefined) throw new Error('the seed has no subcategory');
    const form = await call<FormAnswer>(`/api/Categories/GetById/${parent.id}?storeCode=b2c&action=edit`, {
      token: lmg(),
    });
    const current = Object.fromEntries(
      form.body.sections.flatMap((section) => section.fields).map((field) => [field.name, field.initialValue]),
    );
    const options = form.body.sections.flatMap((section) => section.fields).find((field) => field.name === 'parentId');
    expect(options && 'options' in options ? options.options.map((o) => o.id) : []).not.toContain(child.id);
    const moved = await update(String(parent.id), {
      ...current,
      notices: null,
      parentId: child.id,
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({
      parentId: ['A category cannot be placed under itself or one of its subcategories.'],
    });
  });
});

describe('a new top-level category placed in the store (issue 23)', () => {
  type Menu = ReadonlyArray<{ categoryId: string; name: { en: string; fr: string }; path: { en: string } }>;
  const menu = async () => (await call<Menu>('/api/store/GetMenu?storeCode=b2c')).body;

  it('offers the menu and home-panel fields on its form, filled from the record', async () => {
    const form = await call<FormAnswer>('/api/Categories/GetById/cat-discovery?storeCode=b2c&action=edit', {
      token: lmg(),
    });
    const fields = form.body.sections.flatMap((section) => section.fields);
    expect(fields.find((field) => field.name === 'inMenu')?.initialValue).toBe(true);
    const panel = fields.find((field) => field.name === 'homePanel');
    expect(panel?.initialValue).toBe('discoveryPass');
    expect(panel && 'options' in panel ? panel.options?.map((option) => option.value) : null).toEqual([
      'none',
      'discoveryPass',
      'singleLocationPass',
      'lockageAndMooring',
    ]);
  });

  it("leaves the public store's fields off a portal category's form, which still saves without them", async () => {
    const path = '/api/Categories/GetById/pcat-publications?storeCode=b2b&action=edit';
    const form = await call<FormAnswer>(path, { token: lmg() });
    expect(form.status).toBe(200);
    const names = form.body.sections.flatMap((section) => section.fields.map((field) => field.name));
    expect(names).toEqual(expect.arrayContaining(['name_EN', 'urlAlias_FR', 'parentId', 'active', 'image_EN']));
    for (const storeOnly of ['inMenu', 'homePanel', 'productsAreBoatingPermits'])
      expect(names).not.toContain(storeOnly);
    const values = Object.fromEntries(
      form.body.sections
        .flatMap((section) => section.fields)
        .filter((field) => field.component !== 'upload' && field.type !== 'hidden')
        .map((field) => [field.name, field.initialValue ?? null]),
    );
    const edited = await call<WriteAnswer>('/api/Categories/Update/pcat-publications?storeCode=b2b', {
      method: 'PUT',
      token: lmg(),
      body: { ...values, notices: null, name_EN: 'Printed publications (edited)' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await call<FormAnswer>(path, { token: lmg() });
    const name = after.body.sections.flatMap((section) => section.fields).find((field) => field.name === 'name_EN');
    expect(name?.initialValue).toBe('Printed publications (edited)');
  });

  it('shows in the public menu once published, after the seeded ones by its order, and leaves it when unticked', async () => {
    const before = await menu();
    expect(before.map((item) => item.categoryId)).toEqual([
      'cat-discovery',
      'cat-single-location',
      'cat-lockage-mooring',
    ]);
    const saved = await create(values('heritage-menu', { order: 50, inMenu: true, homePanel: 'none' }), {
      button: 'publish',
    });
    expect(saved.status).toBe(201);
    const after = await menu();
    expect(after.at(-1)).toEqual({
      categoryId: saved.body.id,
      name: { en: 'Category heritage-menu', fr: 'Catégorie heritage-menu' },
      path: { en: 'heritage-menu-en', fr: 'heritage-menu-fr' },
    });
    expect((await update(saved.body.id, values('heritage-menu', { order: 50, inMenu: false }), 'publish')).status).toBe(
      200,
    );
    expect((await menu()).map((item) => item.categoryId)).not.toContain(saved.body.id);
  });

  it('feeds a home page panel when placed on one, ahead of the seeded category by its order', async () => {
    const saved = await create(values('featured-home', { order: 0, homePanel: 'lockageAndMooring' }), {
      button: 'publish',
    });
    expect(saved.status).toBe(201);
    const home = await call<{ lockageAndMooring: { categoryId: string } | null }>(
      '/api/store/GetHomeContent?storeCode=b2c',
    );
    expect(home.body.lockageAndMooring?.categoryId).toBe(saved.body.id);
    const bad = await create(values('bad-panel', { homePanel: 'sidebar' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['homePanel']);
  });
});
