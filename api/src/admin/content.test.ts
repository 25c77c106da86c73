/**
 * Banners, Contents, Notes, Notices and Product attributes over real HTTP (a started server with the seed
 * catalogue, seed users of every role, the filesystem blob store): the role table per family and store, every
 * served definition validated strictly in English and French, the revision life cycle of a content page as the
 * store's own API shows it, HTML sanitizing, the lists, and refusals that append nothing. Banner and content images
 * have their own file (contentUploads.test.ts).
 */
import type { AdminProblem, FormAnswer, FormScreenAction, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/testApi.ts';
import { adminTestApi, filesUnder, type WriteOptions } from './testing/adminTestApi.ts';
import { bannerForm, bannerValues, contentValues, png, storeContent } from './testing/content.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;

type Family = 'Banners' | 'Contents' | 'Notes' | 'Notices' | 'ProductAttributes';
const families: readonly Family[] = ['Banners', 'Contents', 'Notes', 'Notices', 'ProductAttributes'];

const validValues: Readonly<Record<Family, () => Record<string, unknown>>> = {
  Banners: () => bannerValues(),
  Contents: () => contentValues('RoleCheck'),
  Notes: () => ({ title: 'Opening hours', text_EN: 'Open daily', text_FR: 'Ouvert tous les jours' }),
  Notices: () => ({
    location: 'Panel Top',
    type: 'alert-warning',
    text_EN: 'Trail closed',
    text_FR: 'Sentier fermé',
    startDate: '2026-06-01',
    endDate: '2026-06-30',
  }),
  ProductAttributes: () => ({ name_EN: 'Size', name_FR: 'Taille', values: ['Small', 'Large'] }),
};

const create = (family: Family, body: unknown, options: WriteOptions = {}) =>
  admin.family(family).create(body, options);
const update = (family: Family, id: string, body: unknown, button = 'save') =>
  admin.family(family).update(id, body, button);
const remove = (family: Family, id: string) => admin.family(family).remove(id);
const { setUat, contentPage, home } = storeContent(admin);

describe('the role table (back-office.md §6: LMG and SuperUser, in both stores)', () => {
  it('lets LMG and SuperUser in and refuses every other role with 403 and nobody with 401, family and gateway', async () => {
    for (const family of families) {
      await admin.expectRoleTable({ family, allowed: ['LMG', 'SuperUser'], form: true, guest: true });
    }
  });

  it('refuses the writes of a role without the area, JSON or multipart, appending and storing nothing', async () => {
    const before = await head();
    const blobs = filesUnder(admin.app.blobsDir);
    for (const family of families) {
      for (const role of ['Administrator', 'Operator', 'PortalUser']) {
        const refused = await create(family, validValues[family](), { token: tokens[role] ?? '' });
        expect(refused.status, `${family} ${role}`).toBe(403);
        expect(refused.body.message).toBe('You do not have permission to access this section.');
      }
      expect((await call(`/api/${family}/Create?storeCode=b2c`, { method: 'POST', body: {} })).status).toBe(401);
    }
    const multipart = await fetch(`${admin.app.base}/api/Banners/Create?storeCode=b2c`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.Operator}` },
      body: bannerForm(JSON.stringify(bannerValues()), await png(), 'banner.png'),
    });
    expect(multipart.status).toBe(403);
    expect(filesUnder(admin.app.blobsDir)).toEqual(blobs);
    expect(await head()).toBe(before);
  });
});

describe('every definition served', () => {
  it('validates strictly against the definition schemas, for each family, screen and language', async () => {
    for (const family of families) {
      const created = await create(family, validValues[family]());
      expect(created.status, `${family} ${JSON.stringify(created.body)}`).toBe(201);
      const actions: FormScreenAction[] = [
        'create',
        'edit',
        'delete',
        'details',
        ...(family === 'Notes' ? ['clone' as const] : []),
      ];
      await admin.family(family).expectStrictScreens(created.body.id, actions);
      for (const language of ['en', 'fr'])
        expect((await admin.family(family).list('', admin.lmg(), language)).body.rows.length).toBeGreaterThan(0);
      expect((await remove(family, created.body.id)).status).toBe(200);
    }
  });

  it('offers clone for notes only, and starts a clone as a new note with the same texts', async () => {
    const note = await create('Notes', validValues.Notes());
    const clone = await call<FormAnswer>(`/api/Notes/GetById/${note.body.id}?storeCode=b2c&action=clone`, {
      token: lmg(),
    });
    expect(clone.body.entityId).toBeNull();
    const initial = Object.fromEntries(
      clone.body.sections.flatMap((section) => section.fields).map((field) => [field.name, field.initialValue]),
    );
    expect(initial).toMatchObject({ noteId: null, title: 'Opening hours', text_FR: 'Ouvert tous les jours' });
    const banner = await create('Banners', bannerValues());
    const refused = await call<AdminProblem>(`/api/Banners/GetById/${banner.body.id}?storeCode=b2c&action=clone`, {
      token: lmg(),
    });
    expect(refused.status).toBe(422);
  });
});

describe('a content page through its revisions', () => {
  it('is saved, tried in UAT by staff only, published, edited, deleted and restored, the store following', async () => {
    const saved = await create('Contents', contentValues('TrailGuide'));
    expect(saved.status).toBe(201);
    const id = saved.body.id;
    expect((await contentPage('TrailGuide')).status).toBe(404);

    const uat = await update('Contents', id, contentValues('TrailGuide', { title_EN: 'Trail guide (UAT)' }), 'uat');
    expect(uat.body.message).toBe('Sent to UAT successfully.');
    expect((await contentPage('TrailGuide', lmg())).status).toBe(404);
    expect((await setUat(true)).status).toBe(200);
    await eventually(async () => ((await contentPage('TrailGuide', lmg())).status === 200 ? true : null));
    expect((await contentPage('TrailGuide', lmg())).body.title.en).toBe('Trail guide (UAT)');
    expect((await contentPage('TrailGuide')).status).toBe(404);
    expect((await contentPage('TrailGuide', tokens.PortalUser)).status).toBe(404);
    await setUat(false);

    const published = await update('Contents', id, contentValues('TrailGuide'), 'publish');
    expect(published.body.message).toBe('Published successfully.');
    const page = await contentPage('trailguide');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      name: 'TrailGuide',
      title: { en: 'Trail guide', fr: 'Guide des sentiers' },
      html: { en: '<p>Walk the <strong>trails</strong>.</p>', fr: '<p>Parcourez les <strong>sentiers</strong>.</p>' },
    });

    // A block sharing the page's name shows among its blocks once published.
    const block = await create(
      'Contents',
      contentValues('TrailGuide', { location: 'PanelTop', title_EN: 'Closures', linkUrl: '/en/closures' }),
      { button: 'publish' },
    );
    expect((await contentPage('TrailGuide')).body.blocks).toEqual([
      expect.objectContaining({ contentId: block.body.id, location: 'PanelTop', linkUrl: '/en/closures' }),
    ]);

    // An edit is a new draft: shoppers keep the published text until it is published.
    await update('Contents', id, contentValues('TrailGuide', { title_EN: 'Trail and hiking guide' }));
    expect((await contentPage('TrailGuide')).body.title.en).toBe('Trail guide');

    expect((await remove('Contents', id)).body.message).toBe('Made inactive successfully.');
    expect((await contentPage('TrailGuide')).body.title).toEqual({ en: '', fr: '' });
    await remove('Contents', block.body.id);
    expect((await contentPage('TrailGuide')).status).toBe(404);

    // Restore: the published revision's text comes back as a new draft, and to shoppers once published.
    const revisions = await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&page=100000&search=${id}`, {
      token: lmg(),
    });
    const first = revisions.body.rows.find((row) => row.number === 2);
    expect(first).toBeDefined();
    const restored = await call<WriteAnswer>(`/api/Revisions/Restore/${first?.revisionId}?storeCode=b2c`, {
      method: 'POST',
      token: lmg(),
    });
    expect(restored.status).toBe(201);
    await call(`/api/Revisions/UpdateStatus/${restored.body.revisionId}?storeCode=b2c&status=publish`, {
      method: 'PUT',
      token: lmg(),
    });
    expect((await contentPage('TrailGuide')).body.title.en).toBe('Trail guide');
  });

  it('never lets a script, an event handler or a javascript: link reach the store', async () => {
    const hostile = [
      '<h2 onclick="steal()">Rules</h2>',
      '<script>alert(1)</script>',
      '<p>Read <a href="javascript:alert(2)">this</a> and <a href="https://parks.example/map" target="_blank">the map</a></p>',
      '<img src=x onerror="alert(3)">',
      '<blockquote style="position:fixed">Quote</blockquote>',
      '<pre><code>code()</code></pre>',
      '<ul><li>one</li></ul><ol><li>two</li></ol>',
      '<iframe src="https://evil.example"></iframe><h1>Title</h1><h6>Small</h6>',
      '<h2 id="faq">FAQ</h2><h4 id="Not An Anchor">Odd</h4>',
      '<nav aria-label="Store" onmouseover="x()"><a href="tel:18002037982">Call</a> <a href="mailto:a@b.ca">Mail</a></nav>',
    ].join('');
    const created = await create('Contents', contentValues('HostilePage', { html_EN: hostile, html_FR: hostile }), {
      button: 'publish',
    });
    expect(created.status).toBe(201);
    const { html } = (await contentPage('HostilePage')).body;
    for (const text of [html.en, html.fr]) {
      expect(text).not.toMatch(/<script|onclick|onerror|javascript:|<img|<iframe|style=|alert\(1\)/i);
      expect(text).toContain('<h2>Rules</h2>');
      expect(text).toContain('<a href="https://parks.example/map" target="_blank" rel="noopener noreferrer">');
      expect(text).toContain('<blockquote>Quote</blockquote>');
      expect(text).toContain('<pre><code>code()</code></pre>');
      expect(text).toContain('<ul><li>one</li></ul><ol><li>two</li></ol>');
      expect(text).toContain('<h1>Title</h1><h6>Small</h6>');
      // The store's pages keep their section anchors and phone links when edited.
      expect(text).toContain('<h2 id="faq">FAQ</h2>');
      expect(text).toContain('<h4>Odd</h4>');
      expect(text).toContain(
        '<nav aria-label="Store"><a href="tel:18002037982">Call</a> <a href="mailto:a@b.ca">Mail</a></nav>',
      );
    }
  });
});

describe('bad input', () => {
  it('is refused with every field’s message, never a 5xx, appending nothing', async () => {
    const before = await head();
    const cases: readonly [Family, Record<string, unknown>, Record<string, string[]>][] = [
      [
        'Banners',
        { imageUrl: 'https://evil.example/x.png', location: 'Sky', linkUrl: 'javascript:alert(1)', alt_EN: '' },
        {
          imageUrl: ['The image must be a file uploaded to the store.'],
          location: ['This value is not valid.'],
          linkUrl: ['A link is a path on the store (starting with /) or an http(s) address.'],
          alt_EN: ['The alternative text is required.'],
          alt_FR: ['The alternative text is required.'],
        },
      ],
      [
        'Contents',
        { name: '', html_EN: 42, order: -1, linkUrl: '//evil.example' },
        {
          name: ['The content name is required.'],
          order: ['The order must be a whole number from 0 to 100000.'],
          linkUrl: ['A link is a path on the store (starting with /) or an http(s) address.'],
        },
      ],
      ['Notes', { title: '', text_EN: '' }, { title: ['The title is required.'], text_EN: ['The text is required.'] }],
      [
        'Notices',
        {
          location: 'Panel Top',
          type: 'icon-info',
          text_EN: 'a',
          text_FR: 'b',
          startDate: '2026-07-01',
          endDate: '2026-06-01',
        },
        { endDate: ['The end date must come after the start date.'] },
      ],
      [
        'ProductAttributes',
        { name_EN: 'Size', name_FR: '', values: ['Small', 'small', 'Small'] },
        { name_FR: ['Name is required'], values: ['Each value may appear only once.'] },
      ],
    ];
    for (const [family, body, errors] of cases) {
      const refused = await create(family, body);
      expect(refused.status, family).toBe(422);
      expect(refused.body.errors, family).toMatchObject(errors);
    }
    const french = await create('Notes', { title: '' }, { language: 'fr' });
    expect(french.body.errors?.title).toEqual(['Le titre est requis.']);
    for (const family of families) {
      for (const body of [null, [], 'text', { __proto__: { x: 1 } }, { values: { $gt: '' } }]) {
        const answer = await create(family, body);
        expect(answer.status, `${family} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      expect((await update(family, 'nothing-here', validValues[family]())).status).toBe(404);
    }
    expect(await head()).toBe(before);
  });
});

describe('the lists', () => {
  it('search by keyword, page by 20 with LOAD MORE, and show all on page 100000', async () => {
    for (let n = 0; n < 22; n += 1) {
      expect((await create('Notes', { title: `Paging note ${n}`, text_EN: 'en', text_FR: 'fr' })).status).toBe(201);
    }
    const first = await call<ListAnswer>('/api/Notes/GetAll?storeCode=b2c&search=paging%20NOTE', { token: lmg() });
    expect(first.body.rows).toHaveLength(20);
    expect(first.body.showMore).toBe(true);
    expect(first.body.args).toEqual({ page: 1, search: 'paging NOTE', data: null });
    const second = await call<ListAnswer>('/api/Notes/GetAll?storeCode=b2c&search=paging%20note&page=2', {
      token: lmg(),
    });
    expect(second.body.rows).toHaveLength(2);
    expect(second.body.showMore).toBe(false);
    const all = await call<ListAnswer>('/api/Notes/GetAll?storeCode=b2c&search=paging%20note&page=100000', {
      token: lmg(),
    });
    expect(all.body.rows).toHaveLength(22);
    expect(all.body.rows.every((row) => row.status === 'Draft')).toBe(true);
    const b2b = await call<ListAnswer>('/api/Notes/GetAll?storeCode=b2b&search=paging%20note', { token: lmg() });
    expect(b2b.body.rows).toEqual([]);
  });

  it('holds the seed content pages, whose form edits the store’s home page once published', async () => {
    const found = await call<ListAnswer>('/api/Contents/GetAll?storeCode=b2c&search=homepage&page=100000', {
      token: lmg(),
    });
    const body = found.body.rows.find((row) => row.name === 'HomePage' && row.location === '');
    expect(body).toBeDefined();
    const id = String(body?.contentId);
    const form = await call<FormAnswer>(`/api/Contents/GetById/${id}?storeCode=b2c&action=edit`, { token: lmg() });
    const values = Object.fromEntries(
      form.body.sections
        .flatMap((section) => section.fields)
        .filter((field) => field.name !== 'contentId')
        .map((field) => [field.name, field.initialValue ?? null]),
    );
    const before = (await home()).content;
    const edited = await update(
      'Contents',
      id,
      { ...values, html_EN: '<p>Plan your visit <em>today</em>.</p><script>x()</script>' },
      'publish',
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await home()).content;
    expect(after?.html.en).toBe('<p>Plan your visit <em>today</em>.</p>');
    expect(after?.html.fr).toBe(before?.html.fr);
    expect(after?.title).toEqual(before?.title);
    expect(after?.urlAlias).toEqual(before?.urlAlias);
  });
});
