/**
 * The Revisions family over real HTTP: the list across entity types, details and JSON (validated strictly), the
 * status actions, the diff of two revisions, restore (a new draft with the older content), edits sent to the owning
 * entity, the role table, missing verbs, and refusals that append nothing.
 */
import type { AdminProblem, FormAnswer, ListAnswer, RevisionDiffAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { describe, expect, it } from 'vitest';
import { seed, tokenOf } from '../testing/testApi.ts';
import { adminTestApi, expectStrictForm, expectStrictList } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, lmg, head } = admin;

const values = (name: string) => ({
  name_EN: name,
  name_FR: `${name} (fr)`,
  urlAlias_EN: 'heritage-en',
  urlAlias_FR: 'heritage-fr',
  parentId: null,
  order: 2,
  active: true,
  notices: null,
});
const storePage = (token?: string) => call('/api/store/GetCategory/heritage-en', token === undefined ? {} : { token });
const revisionsOf = async (search: string) =>
  (
    await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&page=100000&search=${encodeURIComponent(search)}`, {
      token: lmg(),
    })
  ).body.rows;

describe('the revisions keyword', () => {
  it('finds an entity’s revisions by its name in either language or its SKU, and a discount’s by its code', async () => {
    const byName = await revisionsOf('discovery pass – ADULT');
    expect(byName.length).toBeGreaterThan(0);
    expect(new Set(byName.map((row) => `${row.entityType} ${row.entityId}`))).toEqual(
      new Set(['Product prod-discovery-adult']),
    );
    const inFrench = await revisionsOf('Carte d’entrée Découverte – Adulte');
    expect(inFrench.map((row) => row.entityId)).toContain('prod-discovery-adult');
    const bySku = await revisionsOf('dp-adult');
    expect(bySku.map((row) => row.entityId)).toContain('prod-discovery-adult');
    const created = await call<WriteAnswer>('/api/Discounts/Create?storeCode=b2c&button=publish', {
      method: 'POST',
      token: lmg(),
      body: { code: 'REVSEARCH5', kind: 'percentage', rate: '5', startsAt: null, endsAt: null },
    });
    expect(created.status).toBe(201);
    const byCode = await revisionsOf('revsearch5');
    // The discount is named by its code, never by its id.
    expect(byCode.map((row) => [row.entityType, row.entityId, row.entity, row.status])).toEqual([
      ['Discount', created.body.id, 'REVSEARCH5', 'published'],
    ]);
    expect(byCode[0]?.movedBy).toBe('Lena Gagnon (LMG)');
  });

  it('finds the revisions a staff member moved by their username', async () => {
    const created = await call<WriteAnswer>('/api/Discounts/Create?storeCode=b2c', {
      method: 'POST',
      token: admin.tokens.SuperUser ?? '',
      body: { code: 'BYSUPER', kind: 'percentage', rate: '5', startsAt: null, endsAt: null },
    });
    expect(created.status).toBe(201);
    const rows = await revisionsOf('superuser');
    expect(rows.map((row) => row.entityId)).toContain(created.body.id);
    expect(new Set(rows.map((row) => row.movedBy))).toEqual(new Set(['Samuel Tremblay (Super user)']));
  });
});

describe('the revisions of a category', () => {
  let categoryId = '';
  let first = '';
  let second = '';

  it('are listed across entity types with who and when, newest first', async () => {
    const created = await call<WriteAnswer>('/api/Categories/Create?storeCode=b2c&button=publish', {
      method: 'POST',
      token: lmg(),
      body: values('Heritage passes'),
    });
    categoryId = created.body.id;
    first = created.body.revisionId ?? '';
    const edited = await call<WriteAnswer>(`/api/Categories/Update/${categoryId}?storeCode=b2c`, {
      method: 'PUT',
      token: lmg(),
      body: { ...values('Heritage and history passes'), order: 3 },
    });
    second = edited.body.revisionId ?? '';
    const rows = await revisionsOf(categoryId);
    expect(rows.map((row) => [row.revisionId, row.status, row.number])).toEqual([
      [second, 'draft', 2],
      [first, 'published', 1],
    ]);
    expect(rows[0]).toMatchObject({ entityType: 'Category', entity: 'Heritage and history passes' });
    // The labels of the changed fields, in the call's language; the first revision of an entity is new.
    expect([rows[0]?.changedFields, rows[1]?.changedFields]).toEqual(['Name, Order', 'New']);
    const inFrench = await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&search=${categoryId}`, {
      token: lmg(),
      language: 'fr',
    });
    expect(inFrench.body.rows.map((row) => row.changedFields)).toEqual(['Nom, Ordre', 'Nouveau']);
    // Who, by name and role (issue 23): never the user's id.
    expect(rows[0]?.movedBy).toBe('Lena Gagnon (LMG)');

    const everything = await call<ListAnswer>('/api/Revisions/GetAll?storeCode=b2c', { token: lmg() });
    expect(everything.body.rows).toHaveLength(20);
    expect(everything.body.showMore).toBe(true);
    const types = new Set(
      (await call<ListAnswer>('/api/Revisions/GetAll?storeCode=b2c&page=100000', { token: lmg() })).body.rows.map(
        (row) => row.entityType,
      ),
    );
    expect([...types]).toEqual(expect.arrayContaining(['Category', 'Product', 'Price']));
    for (const language of ['en', 'fr']) {
      const list = await call<ListAnswer>('/api/Revisions/GetAll?storeCode=b2c', { token: lmg(), language });
      expectStrictList(list.body);
    }
  });

  it('show details and JSON, each a valid definition', async () => {
    for (const language of ['en', 'fr']) {
      for (const action of ['details', 'json'] as const) {
        const form = await call<FormAnswer>(`/api/Revisions/GetById/${second}?storeCode=b2c&action=${action}`, {
          token: lmg(),
          language,
        });
        expect(form.status).toBe(200);
        expectStrictForm(form.body, action);
      }
    }
    const details = await call<FormAnswer>(`/api/Revisions/GetById/${second}?storeCode=b2c&action=details`, {
      token: lmg(),
    });
    expect(details.body.buttons.map((button) => button.name)).toEqual(['uat', 'publish', 'inactive', 'edit', 'cancel']);
    const json = await call<FormAnswer>(`/api/Revisions/GetById/${second}?storeCode=b2c&action=json`, { token: lmg() });
    const text = json.body.sections[0]?.fields[0]?.initialValue;
    expect(JSON.parse(String(text))).toMatchObject({ revisionId: second, number: 2, status: 'draft' });
    const edit = await call<FormAnswer>(`/api/Revisions/GetById/${second}?storeCode=b2c&action=edit`, { token: lmg() });
    expect(edit.body).toMatchObject({ mode: 'edit', entityId: categoryId });
  });

  it('label entity types and statuses in the call language, the rows keeping the wire values', async () => {
    const expected = { en: ['Category', 'Draft'], fr: ['Catégorie', 'Ébauche'] } as const;
    for (const language of ['en', 'fr'] as const) {
      const details = await call<FormAnswer>(`/api/Revisions/GetById/${second}?storeCode=b2c&action=details`, {
        token: lmg(),
        language,
      });
      const shown = (name: string) =>
        details.body.sections[0]?.fields.find((field) => field.name === name)?.initialValue;
      expect([shown('entityType'), shown('status')]).toEqual(expected[language]);
      expect(details.body.title).toContain(`${expected[language][0]} Heritage and history passes`);

      const list = await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&search=${second}`, {
        token: lmg(),
        language,
      });
      const row = list.body.rows.find((found) => found.revisionId === second);
      expect(row).toMatchObject({ entityType: 'Category', status: 'draft' });
      const labelOf = (name: string) =>
        list.body.columns.find((column) => column.name === name)?.options?.find((option) => option.id === row?.[name])
          ?.name;
      expect([labelOf('entityType'), labelOf('status')]).toEqual(expected[language]);
    }
  });

  it('diff lists the fields that differ between two revisions, labelled, before and after formatted', async () => {
    const diffIn = (language: string) =>
      call<RevisionDiffAnswer>(`/api/Revisions/Diff?storeCode=b2c&from=${first}&to=${second}`, {
        token: lmg(),
        language,
      });
    const diff = await diffIn('en');
    expect(diff.status).toBe(200);
    const text = (english: string, french: string) => ({
      list: false,
      parts: [
        { label: 'English', text: english },
        { label: 'French', text: french },
      ],
    });
    expect(diff.body).toEqual({
      entityType: 'Category',
      entityId: categoryId,
      from: { revisionId: first, number: 1 },
      to: { revisionId: second, number: 2 },
      changes: [
        {
          name: 'name',
          label: 'Name',
          before: text('Heritage passes', 'Heritage passes (fr)'),
          after: text('Heritage and history passes', 'Heritage and history passes (fr)'),
        },
        {
          name: 'displayOrder',
          label: 'Order',
          before: { list: false, parts: [{ text: '2' }] },
          after: { list: false, parts: [{ text: '3' }] },
        },
      ],
    });
    const inFrench = await diffIn('fr');
    expect(inFrench.body.changes.map((change) => [change.label, change.before.parts[0]?.label])).toEqual([
      ['Nom', 'Anglais'],
      ['Ordre', undefined],
    ]);
  });

  it('move through uat and publish with UpdateStatus (the path in any case), the store following', async () => {
    const uat = await call<WriteAnswer>(`/api/revisions/UpdateStatus/${second}?storeCode=b2c&status=uat`, {
      method: 'PUT',
      token: lmg(),
    });
    expect(uat.status).toBe(200);
    expect(uat.body.message).toBe('Sent to UAT successfully.');
    expect(JSON.stringify((await storePage()).body)).toContain('Heritage passes');
    const refused = await call<AdminProblem>(`/api/revisions/UpdateStatus/${first}?storeCode=b2c&status=uat`, {
      method: 'PUT',
      token: lmg(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This revision cannot take that status.');
    const published = await call<WriteAnswer>(`/api/Revisions/UpdateStatus/${second}?storeCode=b2c&status=publish`, {
      method: 'PUT',
      token: lmg(),
    });
    expect(published.body.message).toBe('Published successfully.');
    expect(JSON.stringify((await storePage()).body)).toContain('Heritage and history passes');
    expect((await revisionsOf(categoryId)).map((row) => row.status)).toEqual(['published', 'inactive']);
  });

  it('restore drafts the older content as a new revision, which publishing brings back to the store', async () => {
    const before = (await revisionsOf(categoryId)).length;
    const restored = await call<WriteAnswer>(`/api/Revisions/Restore/${first}?storeCode=b2c`, {
      method: 'POST',
      token: lmg(),
    });
    expect(restored.status).toBe(201);
    expect(restored.body.message).toBe('Restored as a new draft revision.');
    const rows = await revisionsOf(categoryId);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ revisionId: restored.body.revisionId, number: 3, status: 'draft' });
    expect(rows.find((row) => row.revisionId === first)?.status).toBe('inactive');
    await call(`/api/Revisions/UpdateStatus/${restored.body.revisionId}?storeCode=b2c&status=publish`, {
      method: 'PUT',
      token: lmg(),
    });
    const page = JSON.stringify((await storePage()).body);
    expect(page).toContain('Heritage passes');
    expect(page).not.toContain('history');
  });

  it('edits through the owning entity, and makes a revision inactive on Delete', async () => {
    const [latest] = await revisionsOf(categoryId);
    const edited = await call<WriteAnswer>(`/api/Revisions/Update/${latest?.revisionId}?storeCode=b2c&button=publish`, {
      method: 'PUT',
      token: lmg(),
      body: values('Heritage passes, edited from the revision'),
    });
    expect(edited.status).toBe(200);
    expect(JSON.stringify((await storePage()).body)).toContain('edited from the revision');
    const removed = await call<WriteAnswer>(`/api/Revisions/Delete/${edited.body.revisionId}?storeCode=b2c`, {
      method: 'DELETE',
      token: lmg(),
    });
    expect(removed.body.message).toBe('Made inactive successfully.');
    expect((await storePage()).status).toBe(404);
  });
});

describe('the Revisions family refuses', () => {
  it('to move or restore a user’s profile change, which is approved in the users area only', async () => {
    const lmgUser = await tokenOf(admin.app.base, 'lmg', seed('lmg').password);
    const asked = await call(`/api/account/Update/${lmgUser.id}`, {
      method: 'PUT',
      token: lmgUser.token,
      body: { firstName: 'Lee', lastName: 'Mg', email: 'lmg@parks.example', phone: '6135550100', language: 'en' },
    });
    expect(asked.status).toBe(202);
    const change = (await revisionsOf(lmgUser.id)).find((row) => row.entityType === 'User');
    expect(change).toMatchObject({ entityType: 'User', status: 'draft' });
    const before = await head();
    const publish = await call<AdminProblem>(
      `/api/revisions/UpdateStatus/${change?.revisionId}?storeCode=b2c&status=publish`,
      { method: 'PUT', token: lmgUser.token },
    );
    expect(publish.status).toBe(409);
    const restore = await call(`/api/Revisions/Restore/${change?.revisionId}?storeCode=b2c`, {
      method: 'POST',
      token: lmgUser.token,
    });
    expect(restore.status).toBe(409);
    const details = await call<FormAnswer>(
      `/api/Revisions/GetById/${change?.revisionId}?storeCode=b2c&action=details`,
      {
        token: lmg(),
      },
    );
    expect(details.body.buttons.map((button) => button.name)).toEqual(['cancel']);
    expect(await head()).toBe(before);
  });

  it('every role but LMG and SuperUser, in both stores, family and gateway alike', async () => {
    await admin.expectRoleTable({
      family: 'Revisions',
      allowed: ['LMG', 'SuperUser'],
      gatewayData: null,
      also: async (_role, token, store, allowed) => {
        if (allowed) return;
        const move = await call<AdminProblem>(`/api/revisions/UpdateStatus/rev-x?storeCode=${store}&status=uat`, {
          method: 'PUT',
          token,
        });
        expect(move.status).toBe(403);
        expect(move.body.message).toBe('You do not have permission to access this section.');
      },
    });
  });

  it('Create, with 405, and bad input or unknown revisions with 4xx, appending nothing', async () => {
    const before = await head();
    const create = await admin.family('Revisions').create({});
    expect(create.status).toBe(405);
    expect(create.headers.get('allow')).toBe('');
    const badStatus = await call<AdminProblem>('/api/revisions/UpdateStatus/rev-1?storeCode=b2c&status=destroy', {
      method: 'PUT',
      token: lmg(),
    });
    expect(badStatus.status).toBe(422);
    expect(Object.keys(badStatus.body.errors ?? {})).toEqual(['status']);
    expect(
      (await call('/api/revisions/UpdateStatus/rev-nothing?storeCode=b2c&status=uat', { method: 'PUT', token: lmg() }))
        .status,
    ).toBe(404);
    expect(
      (await call('/api/Revisions/Restore/rev-nothing?storeCode=b2c', { method: 'POST', token: lmg() })).status,
    ).toBe(404);
    const rows = (await call<ListAnswer>('/api/Revisions/GetAll?storeCode=b2c&page=100000', { token: lmg() })).body
      .rows;
    const [a, b] = [rows.find((row) => row.entityType === 'Product'), rows.find((row) => row.entityType === 'Price')];
    const otherEntity = await call<AdminProblem>(
      `/api/Revisions/Diff?storeCode=b2c&from=${a?.revisionId}&to=${b?.revisionId}`,
      { token: lmg() },
    );
    expect(otherEntity.status).toBe(422);
    expect(otherEntity.body.errors).toEqual({ to: ['Both revisions must belong to the same entity.'] });
    expect(await head()).toBe(before);
  });
});

describe('the revision details of a product and a price', () => {
  const detailsIn = async (revisionId: string, language: 'en' | 'fr') =>
    (
      await call<FormAnswer>(`/api/Revisions/GetById/${revisionId}?storeCode=b2c&action=details`, {
        token: lmg(),
        language,
      })
    ).body;
  type Shown = { list: boolean; parts: { label?: string; text?: string; imageUrl?: string }[] };
  const contentOf = (form: FormAnswer) =>
    new Map(
      (form.sections.find((section) => section.name === 'payload')?.fields ?? []).map((field) => [
        field.caption,
        JSON.parse(String(field.initialValue)) as Shown,
      ]),
    );
  const revisionOf = async (entityType: string) => {
    const rows = await revisionsOf('prod-discovery-adult');
    const row = rows.find((found) => found.entityType === entityType);
    expect(row).toBeDefined();
    return String(row?.revisionId);
  };

  it('show the content as labelled fields, formatted in the page language, ids as names', async () => {
    const revisionId = await revisionOf('Product');
    for (const language of ['en', 'fr'] as const) {
      const form = await detailsIn(revisionId, language);
      expectStrictForm(form, 'details');
      const content = contentOf(form);
      const words = {
        en: { name: 'Name', category: 'Category', english: 'English', french: 'French', permit: 'Boating permit' },
        fr: {
          name: 'Nom',
          category: 'Catégorie',
          english: 'Anglais',
          french: 'Français',
          permit: 'Permis de navigation',
        },
      }[language];
      expect(content.get(words.name)?.parts.map((part) => part.label)).toEqual([words.english, words.french]);
      expect(content.get(words.name)?.parts[1]?.text).toBe('Carte d’entrée Découverte – Adulte (18 à 64 ans)');
      // The category by its name, never its id.
      const category = content.get(words.category)?.parts[0]?.text ?? '';
      expect(category).not.toMatch(/^cat-/);
      expect(category).not.toBe('');
      expect(content.get(words.permit)?.parts[0]?.text).toBe(language === 'en' ? 'No' : 'Non');
      // Labels, never payload keys; no raw JSON, hash or timestamp among the values.
      for (const [label, value] of content) {
        expect(label).not.toMatch(/^[a-z]+[A-Z]/);
        for (const part of value.parts) {
          expect(part.text ?? '').not.toMatch(/[{}]|[0-9a-f]{40}|\d{4}-\d{2}-\d{2}T|^prod-|^cat-/);
          if (part.imageUrl !== undefined) expect(part.imageUrl).toMatch(/^\/files\//);
        }
      }
      const drafted = form.sections[0]?.fields.find((field) => field.name === 'draftedAt')?.initialValue;
      expect(String(drafted)).toMatch(
        language === 'fr' ? /^\d{1,2} [a-zéû]+ \d{4}, \d{1,2} h \d{2}$/ : /^[A-Z][a-z]+ \d{1,2}, \d{4}, /,
      );
      expect(JSON.stringify(form)).not.toContain('"payload":');
    }
  });

  it('show a price in dollars per language and its product by SKU and name', async () => {
    const rows = (await call<ListAnswer>('/api/Revisions/GetAll?storeCode=b2c&page=100000', { token: lmg() })).body
      .rows;
    const price = rows.find((row) => row.entityType === 'Price');
    const en = contentOf(await detailsIn(String(price?.revisionId), 'en'));
    const fr = contentOf(await detailsIn(String(price?.revisionId), 'fr'));
    expect(en.get('Regular price')?.parts[0]?.text).toMatch(/^\$\d+\.\d{2}$/);
    expect(fr.get('Prix courant')?.parts[0]?.text).toMatch(/^\d+,\d{2}\s\$$/);
    expect(en.get('Product')?.parts[0]?.text).toMatch(/^[A-Z0-9-]+ — \S/);
  });
});
