/**
 * The back office's Products over real HTTP (a started server, the seed catalogue, seed users of every role): the
 * role table per store, every served definition validated strictly in English and French, the revision life cycle
 * as the store shows it, uploads through Create (images per language and the sample PDF, served back; the spec's
 * refusals with nothing created), the import file (all rows or none; its prices drafted with the migration's
 * writers, withdrawn with the products when a concurrent write refuses a row), and bad input answered per field.
 */
import type { EventStore } from '@parks/infra/eventStore/port';
import type { AdminProblem, FormAnswer, FormScreenAction, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/testApi.ts';
import { adminTestApi, expectStrictForm, expectStrictList, filesUnder } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;
const blobsNow = (): string[] => filesUnder(admin.app.blobsDir);

const discovery = 'cat-discovery';
const discoveryPage = 'decouverte-discovery';

const values = (sku: string, extra: Record<string, unknown> = {}) => ({
  name_EN: `Pass ${sku}`,
  name_FR: `Laissez-passer ${sku}`,
  shortDescription_EN: 'For one visitor.',
  shortDescription_FR: 'Pour un visiteur.',
  sku,
  categoryId: discovery,
  vesselTypes: null,
  validityPeriod_EN: '',
  validityPeriod_FR: '',
  displayOrder: 50,
  orderable: true,
  images_EN: null,
  images_FR: null,
  samplePdf: null,
  notices: null,
  ...extra,
});

type Options = { token?: string; store?: string; button?: string; language?: string };
const query = (options: Options) =>
  `storeCode=${options.store ?? 'b2c'}${options.button ? `&button=${options.button}` : ''}`;
const create = (body: unknown, options: Options = {}) =>
  call<WriteAnswer & AdminProblem>(`/api/Products/Create?${query(options)}`, {
    method: 'POST',
    body,
    token: options.token ?? lmg(),
    ...(options.language ? { language: options.language } : {}),
  });
const update = (id: string, body: unknown, button = 'save') =>
  call<WriteAnswer & AdminProblem>(`/api/Products/Update/${id}?storeCode=b2c&button=${button}`, {
    method: 'PUT',
    body,
    token: lmg(),
  });
const list = (search = '', token = lmg()) =>
  call<ListAnswer & AdminProblem>(`/api/Products/GetAll?storeCode=b2c${search}`, { token });
const storePage = async (token?: string): Promise<string> => {
  const page = await call(`/api/store/GetCategory/${discoveryPage}`, token === undefined ? {} : { token });
  expect(page.status).toBe(200);
  return JSON.stringify(page.body);
};

/** A multipart Create or Update: the values as the JSON text of `productDto`, then the files of each part. */
const multipart = admin.multipart('productDto');

const image = (r: number) =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: { r, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A published price for a product: the store lists a product once it has one (Prices is LMG's). */
const publishPrice = async (productId: string, regularPrice = 12.5) => {
  const priced = await call<WriteAnswer>('/api/Prices/Create?storeCode=b2c&button=publish', {
    method: 'POST',
    token: lmg(),
    body: { productId, regularPrice, salePrice: 0, saleStartsAt: null, saleEndsAt: null },
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(201);
};

const initialValues = (form: FormAnswer) =>
  Object.fromEntries(form.sections.flatMap((section) => section.fields).map((f) => [f.name, f.initialValue]));

describe('the role table (back-office.md §6: products are LMG and SuperUser, in both stores)', () => {
  it('lets LMG and SuperUser in and refuses every other role, family and gateway alike', async () => {
    for (const store of ['b2c', 'b2b']) {
      for (const [role, token] of Object.entries(tokens)) {
        const allowed = role === 'LMG' || role === 'SuperUser';
        const family = await call(`/api/Products/GetAll?storeCode=${store}`, { token });
        expect(family.status, `${role} ${store}`).toBe(allowed ? 200 : 403);
        const gateway = await call('/api/Products/GetAll', {
          method: 'POST',
          token,
          body: { entity: 'Products', storeCode: store, data: { page: 1 } },
        });
        expect(gateway.status, `${role} ${store} gateway`).toBe(allowed ? 200 : 403);
        const form = await call(`/api/Products/GetById/new?storeCode=${store}&action=create`, { token });
        expect(form.status, `${role} ${store} form`).toBe(allowed ? 200 : 403);
      }
      expect((await call(`/api/Products/GetAll?storeCode=${store}`)).status).toBe(401);
    }
  });

  it('refuses a write of a role without the area, appending nothing', async () => {
    const before = await head();
    for (const role of ['Administrator', 'Operator', 'PortalUser']) {
      const refused = await create(values(`NO-${role.toUpperCase()}`), { token: tokens[role] ?? '' });
      expect(refused.status).toBe(403);
    }
    expect(await head()).toBe(before);
  });
});

describe('every definition served', () => {
  it('validates strictly against the definition schemas, for each screen and language', async () => {
    const [first] = (await list()).body.rows;
    const id = String(first?.productId);
    for (const language of ['en', 'fr']) {
      const table = await call<ListAnswer>('/api/Products/GetAll?storeCode=b2c&status=published', {
        token: lmg(),
        language,
      });
      expect(table.status).toBe(200);
      expectStrictList(table.body);
      const actions: FormScreenAction[] = ['create', 'import', 'clone', 'edit', 'delete', 'details'];
      for (const action of actions) {
        const fresh = action === 'create' || action === 'import';
        const form = await call<FormAnswer>(
          `/api/Products/GetById/${fresh ? 'new' : id}?storeCode=b2c&action=${action}`,
          { token: lmg(), language },
        );
        expect(form.status, action).toBe(200);
        expectStrictForm(form.body, `${language} ${action}`);
      }
    }
  });

  it('lists the seed products with their category and price, searches by keyword and category, shows all', async () => {
    const all = await list('&page=100000');
    expect(all.body.rows.length).toBeGreaterThan(20);
    expect(all.body.showMore).toBe(false);
    const senior = all.body.rows.find((row) => row.productId === 'prod-discovery-senior');
    expect(senior).toMatchObject({ sku: expect.any(String), category: expect.stringContaining('Discovery') });
    expect(senior?.price).toBe(6450);
    const page = await list();
    expect(page.body.rows).toHaveLength(20);
    expect(page.body.showMore).toBe(true);
    const found = await list('&search=senior');
    expect(found.body.rows.map((row) => row.productId)).toContain('prod-discovery-senior');
    const inCategory = await list(`&categoryId=${discovery}&page=100000`);
    expect(inCategory.body.rows.length).toBeGreaterThan(0);
    expect(inCategory.body.rows.every((row) => String(row.category).includes('Discovery'))).toBe(true);
    expect(inCategory.body.args.data).toEqual({ categoryId: discovery });
    const french = await call<ListAnswer>('/api/Products/GetAll?storeCode=b2c', { token: lmg(), language: 'fr' });
    expect(french.body.title).toBe('Produits');
  });
});

describe('a product through its revisions', () => {
  it('is saved, tried in UAT, published, edited, made inactive and restored, the store following each step', async () => {
    const saved = await create(values('TRAIL-1', { name_EN: 'Trail day pass' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.message).toBe('Saved successfully.');
    const id = saved.body.id;
    await publishPrice(id);
    expect((await list('&search=trail-1')).body.rows).toEqual([
      expect.objectContaining({ productId: id, status: 'Draft', sku: 'TRAIL-1' }),
    ]);
    expect(await storePage()).not.toContain('Trail day pass');

    // UAT: staff in UAT mode only.
    await update(id, values('TRAIL-1', { name_EN: 'Trail day pass' }), 'uat');
    const on = await call('/api/Settings/Update/store?storeCode=b2c', {
      method: 'PUT',
      token: lmg(),
      body: { admin: { enableUAT: true } },
    });
    expect(on.status).toBe(200);
    await eventually(async () => ((await storePage(lmg())).includes('Trail day pass') ? true : null));
    expect(await storePage()).not.toContain('Trail day pass');
    expect(await storePage(tokens.PortalUser)).not.toContain('Trail day pass');
    await call('/api/Settings/Update/store?storeCode=b2c', {
      method: 'PUT',
      token: lmg(),
      body: { admin: { enableUAT: false } },
    });

    // Publish: shoppers see it.
    const published = await update(id, values('TRAIL-1', { name_EN: 'Trail day pass' }), 'publish');
    expect(published.body.message).toBe('Published successfully.');
    expect(await storePage()).toContain('Trail day pass');

    // An edit drafts a new revision: shoppers keep the published one until it is published.
    const edited = await update(id, values('TRAIL-1', { name_EN: 'Trail and beach day pass' }));
    expect(edited.body.revisionId).not.toBe(published.body.revisionId);
    expect(await storePage()).not.toContain('Trail and beach');
    const form = await call<FormAnswer>(`/api/Products/GetById/${id}?storeCode=b2c&action=edit`, { token: lmg() });
    expect(initialValues(form.body)).toMatchObject({ name_EN: 'Trail and beach day pass', sku: 'TRAIL-1' });

    // Inactive: gone from the store, still listed.
    const deleted = await call<WriteAnswer>(`/api/Products/Delete/${id}?storeCode=b2c`, {
      method: 'DELETE',
      token: lmg(),
    });
    expect(deleted.body.message).toBe('Deleted successfully.');
    expect(await storePage()).not.toContain('Trail day pass');
    expect((await list('&search=trail-1')).body.rows).toEqual([
      expect.objectContaining({ productId: id, status: 'Inactive' }),
    ]);

    // Restore the published revision as a new draft, and publish it: the older content is back.
    const restored = await call<WriteAnswer>(`/api/revisions/Restore/${published.body.revisionId}?storeCode=b2c`, {
      method: 'POST',
      token: lmg(),
    });
    expect(restored.status, JSON.stringify(restored.body)).toBeLessThan(300);
    const restoredForm = await call<FormAnswer>(`/api/Products/GetById/${id}?storeCode=b2c&action=edit`, {
      token: lmg(),
    });
    expect(initialValues(restoredForm.body)).toMatchObject({ name_EN: 'Trail day pass' });
    const republished = await call(
      `/api/revisions/UpdateStatus/${restored.body.revisionId}?status=publish&storeCode=b2c`,
      {
        method: 'PUT',
        token: lmg(),
      },
    );
    expect(republished.status).toBe(200);
    expect(await storePage()).toContain('Trail day pass');
  });

  it('is written, read and deleted through the gateway the same way', async () => {
    const created = await call<WriteAnswer>('/api/Products/Create', {
      method: 'POST',
      token: lmg(),
      body: { entity: 'Products', storeCode: 'b2c', data: { ...values('GATE-1'), button: 'save' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const byId = await call<FormAnswer>('/api/Products/GetById', {
      method: 'PUT',
      token: lmg(),
      body: { entity: 'Products', storeCode: 'b2c', data: { id: created.body.id, action: 'details' } },
    });
    expect(byId.body).toMatchObject({ mode: 'view', entityId: created.body.id });
    expect(initialValues(byId.body)).toMatchObject({ sku: 'GATE-1' });
    const removed = await call('/api/Products/Delete', {
      method: 'DELETE',
      token: lmg(),
      body: { entity: 'Products', storeCode: 'b2c', data: { id: created.body.id } },
    });
    expect(removed.status).toBe(200);
    expect((await list('&search=gate-1')).body.rows).toEqual([expect.objectContaining({ status: 'Inactive' })]);
    // A withdrawn product's SKU is free again.
    expect((await create(values('GATE-1'))).status).toBe(201);
  });

  it('keeps each store to its own products, and a SKU to one live product of a store', async () => {
    const b2b = await create(values('PORTAL-ONLY', { categoryId: discovery }), { store: 'b2b' });
    // The discovery category is the public store's: the portal has its own categories.
    expect(b2b.status).toBe(422);
    expect(b2b.body.errors).toEqual({ categoryId: ['The category does not exist in this store.'] });
    const first = await create(values('DUP-1'));
    expect(first.status).toBe(201);
    const second = await create(values('dup-1'));
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ sku: ['Another product already has this SKU.'] });
  });
});

describe('a boating permit', () => {
  it('keeps its vessel types, validity period, notices and availability, and the store sells it by vessel', async () => {
    const notice = {
      location: 'Panel Top',
      type: 'alert-warning',
      text_EN: 'Locks close at 6',
      text_FR: 'Les écluses ferment à 18 h',
    };
    const created = await create(
      values('BOAT-1', {
        name_EN: 'Seasonal boating pass',
        vesselTypes: ['sail', 'power'],
        validityPeriod_EN: 'May to October',
        validityPeriod_FR: 'De mai à octobre',
        notices: [notice],
        orderable: false,
        unavailableTagline_EN: 'Sold at the lock',
        unavailableTagline_FR: 'En vente à l’écluse',
      }),
      { button: 'publish' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await publishPrice(created.body.id, 9.9);
    const form = await call<FormAnswer>(`/api/Products/GetById/${created.body.id}?storeCode=b2c&action=edit`, {
      token: lmg(),
    });
    const initial = initialValues(form.body);
    // The options' order, not the order they were ticked in.
    expect(initial).toMatchObject({
      vesselTypes: ['power', 'sail'],
      validityPeriod_FR: 'De mai à octobre',
      orderable: false,
    });
    expect(JSON.parse(String(initial.notices))).toEqual([notice]);
    const page = await call<{ products: Record<string, unknown>[] }>(`/api/store/GetCategory/${discoveryPage}`);
    const sold = page.body.products.find((product) => product.productId === created.body.id);
    expect(sold).toMatchObject({
      isBoatingPermit: true,
      vesselTypes: [
        { value: 'power', name: { en: 'Power boat', fr: 'Bateau à moteur' } },
        { value: 'sail', name: { en: 'Sailboat', fr: 'Voilier' } },
      ],
      validityPeriod: { en: 'May to October', fr: 'De mai à octobre' },
      unavailableTagline: { en: 'Sold at the lock', fr: 'En vente à l’écluse' },
      currentPriceCents: 990,
    });
    expect(sold?.vesselLengthsFeet).toEqual(expect.arrayContaining([expect.any(Number)]));
  });
});

describe('uploads through Create', () => {
  it('stores two images per language and a sample PDF, serves them back, and keeps them on the next edit', async () => {
    const created = await multipart('/api/Products/Create?storeCode=b2c&button=publish', 'POST', values('IMG-2'), [
      { part: 'files_en', name: 'one.png', bytes: await image(10) },
      { part: 'files_en', name: 'two.png', bytes: await image(20) },
      { part: 'files_fr', name: 'un.png', bytes: await image(30) },
      { part: 'files_fr', name: 'deux.png', bytes: await image(40) },
      { part: 'pdfs', name: 'sample.pdf', bytes: pdf },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await publishPrice(created.body.id);
    const form = await call<FormAnswer>(`/api/Products/GetById/${created.body.id}?storeCode=b2c&action=edit`, {
      token: lmg(),
    });
    const initial = initialValues(form.body);
    const english = initial.images_EN as string[];
    const french = initial.images_FR as string[];
    expect(english).toHaveLength(2);
    expect(french).toHaveLength(2);
    for (const url of [...english, ...french]) {
      const served = await fetch(`${admin.app.base}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const { width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ width, height }).toEqual({ width: 30, height: 20 });
    }
    const sample = await fetch(`${admin.app.base}${String(initial.samplePdf)}`);
    expect(sample.headers.get('content-type')).toBe('application/pdf');
    // The store shows the first image of each language.
    expect(await storePage()).toContain(english[0]);

    // An edit that sends the urls it keeps plus one more image: three, the new one last.
    const edited = await multipart(
      `/api/Products/Update/${created.body.id}?storeCode=b2c`,
      'PUT',
      values('IMG-2', { images_EN: english, images_FR: french, samplePdf: initial.samplePdf }),
      [{ part: 'files_en', name: 'three.png', bytes: await image(50) }],
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = initialValues(
      (await call<FormAnswer>(`/api/Products/GetById/${created.body.id}?storeCode=b2c&action=edit`, { token: lmg() }))
        .body,
    );
    expect(after.images_EN).toHaveLength(3);
    expect((after.images_EN as string[]).slice(0, 2)).toEqual(english);
    expect(after.samplePdf).toBe(initial.samplePdf);
  });

  it('refuses six images, a non-image named .png, and bad values, in English and French, creating nothing', async () => {
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => image(100 + n)));
    const before = await head();
    const blobs = blobsNow();
    const tooMany = await multipart(
      '/api/Products/Create?storeCode=b2c',
      'POST',
      values('SIX'),
      six.map((bytes, n) => ({ part: 'files_en', name: `${n}.png`, bytes })),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('Only 5 images can be uploaded per product');
    expect(tooMany.body.errors?.files_en).toEqual(['Only 5 images can be uploaded per product']);

    // Five already kept plus one more is six as well.
    const keptFive = await multipart(
      '/api/Products/Create?storeCode=b2c',
      'POST',
      values('KEPT', { images_EN: Array.from({ length: 5 }, (_, n) => `/files/${String(n).repeat(64)}`) }),
      [{ part: 'files_en', name: 'more.png', bytes: await image(7) }],
    );
    expect(keptFive.status).toBe(422);
    expect(keptFive.body.message).toBe('Only 5 images can be uploaded per product');

    const words = Buffer.from('just some words, not an image\n');
    for (const [language, message] of [
      ['en', "'application/octet-stream' is not a supported format."],
      ['fr', '« application/octet-stream » n’est pas un format pris en charge.'],
    ] as const) {
      const notImage = await multipart(
        '/api/Products/Create?storeCode=b2c',
        'POST',
        values('NOT-IMAGE'),
        [
          { part: 'files_en', name: 'fine.png', bytes: await image(8) },
          { part: 'files_en', name: 'photo.png', bytes: words },
        ],
        language,
      );
      expect(notImage.status).toBe(415);
      expect(notImage.body.message).toBe(message);
      expect(notImage.body.errors?.files_en).toEqual([message]);
    }

    // Good images but a value refused: the values are checked before any file is stored.
    const noName = await multipart('/api/Products/Create?storeCode=b2c', 'POST', values('NO-NAME', { name_EN: '' }), [
      { part: 'files_en', name: 'fine.png', bytes: await image(9) },
    ]);
    expect(noName.status).toBe(422);
    expect(noName.body.errors?.name_EN).toEqual(['Name is required']);
    // And the rules across records: a SKU another product has, an update of a product that is not there.
    const taken = await multipart('/api/Products/Create?storeCode=b2c', 'POST', values('IMG-2'), [
      { part: 'files_en', name: 'fine.png', bytes: await image(11) },
    ]);
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ sku: ['Another product already has this SKU.'] });
    const missing = await multipart('/api/Products/Update/prod-nowhere?storeCode=b2c', 'PUT', values('GONE'), [
      { part: 'files_en', name: 'fine.png', bytes: await image(12) },
    ]);
    expect(missing.status).toBe(404);

    expect(await head()).toBe(before);
    expect(blobsNow()).toEqual(blobs);
    expect((await list('&search=not-image')).body.rows).toEqual([]);
  });
});

describe('import', () => {
  it('drafts every row of a pipe-separated file, or none with the errors of each row', async () => {
    const header = 'sku|name_EN|name_FR|categoryId|shortDescription_EN|shortDescription_FR';
    const good = [
      header,
      `IMP-1|Imported one|Importé un|${discovery}||`,
      `IMP-2|Imported two|Importé deux|${discovery}||`,
    ];
    const before = await head();
    const bad = await call<AdminProblem>('/api/Products/Import?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: {
        fileName: 'products.txt',
        content: [...good, `IMP-3||Importé trois|cat-nowhere||`, 'IMP-1|Again|Encore|cat-discovery||'].join('\n'),
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'rows.3.name_EN': ['Row 3: Name is required'],
      'rows.4.sku': ['Row 4: Another product already has this SKU.'],
    });
    expect(await head()).toBe(before);

    const imported = await call<WriteAnswer>('/api/Products/Import?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { fileName: 'products.txt', content: good.join('\n') },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.message).toBe('2 products were imported. Saved successfully.');
    expect((await list('&search=imp-')).body.rows.map((row) => row.sku).sort()).toEqual(['IMP-1', 'IMP-2']);

    const json = await call<WriteAnswer>('/api/Products/Import?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      language: 'fr',
      body: {
        fileName: 'products.json',
        content: JSON.stringify([
          { sku: 'IMP-J', name_EN: 'Json', name_FR: 'Json', categoryId: discovery, vesselTypes: ['sail'] },
        ]),
      },
    });
    expect(json.status).toBe(201);
    const notAFile = await call<AdminProblem>('/api/Products/Import?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { fileName: 'x.txt', content: 'colour|size\nred|big' },
    });
    expect(notAFile.status).toBe(422);
    expect(notAFile.body.errors?.file).toEqual([
      'The file must be JSON (a list of products), or CSV or pipe-separated text with a header line.',
    ]);
  });
});

/** `POST /api/Products/Import` with a file's text, as the import form sends it. */
const importFile = (content: string, options: Options & { fileName?: string } = {}) =>
  call<WriteAnswer & AdminProblem>(`/api/Products/Import?${query(options)}`, {
    method: 'POST',
    token: options.token ?? lmg(),
    ...(options.language ? { language: options.language } : {}),
    body: { fileName: options.fileName ?? 'products.csv', content },
  });

/** A product's prices as the Prices list shows them for it (Prices GetAll filtered by product, in cents). */
const pricesOf = async (productId: string) => {
  const answer = await call<ListAnswer>(`/api/Prices/GetAll?storeCode=b2c&productId=${productId}`, { token: lmg() });
  expect(answer.status).toBe(200);
  return answer.body.rows.map(({ rank, regularPriceCents, salePriceCents, saleStartsAt, saleEndsAt, status }) => ({
    rank,
    regularPriceCents,
    salePriceCents,
    saleStartsAt,
    saleEndsAt,
    status,
  }));
};

/** The ids of the store's products whose name or SKU holds `search`, by SKU. */
const productIds = async (search: string) =>
  new Map((await list(`&search=${search}`)).body.rows.map((row) => [String(row.sku), String(row.productId)]));

describe('import with prices (the migration’s price columns, drafted by the migration’s writers)', () => {
  it('takes the catalogue export’s CSV: each new product drafted with its price, readable through Prices', async () => {
    const exported = await fetch(`${admin.app.base}/api/Migration/Export?storeCode=b2c`, {
      headers: { Authorization: `Bearer ${lmg()}` },
    });
    const [header = [], ...rows] = parse(await exported.text()) as string[][];
    const cell = (row: readonly string[], column: string) => row[header.indexOf(column)] ?? '';
    const senior = rows.find((row) => cell(row, 'sku') === 'DP-SENIOR') ?? [];
    expect(cell(senior, 'regularPrice')).toBe('64.50');
    // The export's rows under new SKUs (the import takes new products only): one with a sale, one without a price.
    const renamed = (row: readonly string[], sku: string, prices: Record<string, string> = {}) =>
      header.map((column, index) => (column === 'sku' ? sku : (prices[column] ?? row[index] ?? '')));
    const file = stringify([
      header,
      renamed(senior, 'IMPP-1'),
      renamed(senior, 'IMPP-2', {
        regularPrice: '20',
        salePrice: '15.5',
        saleStartsAt: '2026-07-01T04:00:00Z',
        saleEndsAt: '2026-08-01T04:00:00Z',
      }),
      renamed(senior, 'IMPP-3', { regularPrice: '', salePrice: '', saleStartsAt: '', saleEndsAt: '' }),
    ]);
    const imported = await importFile(file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.message).toBe('3 products were imported, 2 of them with their price. Saved successfully.');
    const ids = await productIds('impp-');
    expect([...ids.keys()].sort()).toEqual(['IMPP-1', 'IMPP-2', 'IMPP-3']);
    expect(await pricesOf(ids.get('IMPP-1') ?? '')).toEqual([
      { rank: 0, regularPriceCents: 6450, salePriceCents: 0, saleStartsAt: null, saleEndsAt: null, status: 'Draft' },
    ]);
    expect(await pricesOf(ids.get('IMPP-2') ?? '')).toEqual([
      {
        rank: 0,
        regularPriceCents: 2000,
        salePriceCents: 1550,
        saleStartsAt: '2026-07-01T04:00:00.000Z',
        saleEndsAt: '2026-08-01T04:00:00.000Z',
        status: 'Draft',
      },
    ]);
    expect(await pricesOf(ids.get('IMPP-3') ?? '')).toEqual([]);
    // The list shows each product's first price, in cents.
    const listed = (await list('&search=impp-')).body.rows.map((row) => [row.sku, row.price]);
    expect(listed.sort()).toEqual([
      ['IMPP-1', 6450],
      ['IMPP-2', 2000],
      ['IMPP-3', null],
    ]);
  });

  it('moves each price by the button that moves its product, JSON and | text alike', async () => {
    const json = await importFile(
      JSON.stringify([{ sku: 'IMPP-J', name_EN: 'Json', name_FR: 'Json', categoryId: discovery, regularPrice: 12.25 }]),
      { button: 'publish', fileName: 'products.json', language: 'fr' },
    );
    expect(json.status, JSON.stringify(json.body)).toBe(201);
    expect(json.body.message).toMatch(/^1 produits ont été importés, dont 1 avec leur prix\. /);
    const text = await importFile(`sku|name_EN|name_FR|categoryId|regularPrice\nIMPP-T|Text|Texte|${discovery}|3`, {
      fileName: 'products.txt',
    });
    expect(text.status, JSON.stringify(text.body)).toBe(201);
    const ids = await productIds('impp-');
    expect(await pricesOf(ids.get('IMPP-J') ?? '')).toEqual([
      expect.objectContaining({ regularPriceCents: 1225, status: 'Published' }),
    ]);
    expect(await pricesOf(ids.get('IMPP-T') ?? '')).toEqual([
      expect.objectContaining({ regularPriceCents: 300, status: 'Draft' }),
    ]);
  });

  it('refuses the whole file for one bad price, with that row’s errors in the caller’s language, writing nothing', async () => {
    const header = 'sku,name_EN,name_FR,categoryId,regularPrice,salePrice,saleStartsAt,saleEndsAt';
    const good = `IMPB-1,Bad file one,Mauvais un,${discovery},12.50,,,`;
    const before = await head();
    const bad = await importFile(
      [header, good, `IMPB-2,Sale too high,Solde trop haut,${discovery},10,12,,`].join('\n'),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'rows.2.salePrice': [
        'Row 2: The sale price must be an amount from 0 to 100000 dollars, to the cent, below the regular price.',
      ],
    });
    // A row wrong in both parts names each; in French.
    const both = await importFile([header, good, `IMPB-3,,Trois,${discovery},12.345,,,`].join('\n'), {
      language: 'fr',
    });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({
      'rows.2.name_EN': [expect.stringMatching(/^Ligne 2 : /)],
      'rows.2.regularPrice': ['Ligne 2 : Le prix régulier doit être un montant de 0 à 100 000 dollars, au cent près.'],
    });
    expect(await head()).toBe(before);
    expect((await list('&search=impb-')).body.rows).toEqual([]);
  });

  it('withdraws what it drafted, prices included, when a concurrent write refuses a row after the checks', async () => {
    // A second server on the same stores whose log lets a rival writer in just before the import's first price is
    // appended: the rival takes row 2's SKU once the import has checked every row.
    const events = admin.app.eventStore;
    let rivalFirst = true;
    const priceStreams = new Set<string>();
    const appendToStream: EventStore['appendToStream'] = async (stream, batch, options) => {
      if (rivalFirst && stream.startsWith('revision-Price-')) {
        rivalFirst = false;
        expect((await create(values('IMPC-2'))).status).toBe(201);
      }
      if (stream.startsWith('revision-Price-')) priceStreams.add(stream.slice('revision-Price-'.length));
      return events.appendToStream(stream, batch, options);
    };
    const racing = new Proxy(events, {
      get: (target, property) => {
        if (property === 'appendToStream') return appendToStream;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const server = await admin.app.start({ eventStore: racing });
    const response = await fetch(`${server.url}/api/Products/Import?storeCode=b2c`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${lmg()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fileName: 'products.txt',
        content: [
          'sku|name_EN|name_FR|categoryId|regularPrice',
          `IMPC-1|Raced one|Course un|${discovery}|10`,
          `IMPC-2|Raced two|Course deux|${discovery}|20`,
        ].join('\n'),
      }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as AdminProblem).errors).toEqual({
      sku: ['Another product already has this SKU.'],
    });
    expect(rivalFirst).toBe(false);
    const listed = (await list('&search=impc-')).body.rows.map((row) => [row.sku, row.status]);
    // Row 1's product and its price were drafted, then withdrawn: only the rival's product is live.
    expect(listed.sort()).toEqual([
      ['IMPC-1', 'Inactive'],
      ['IMPC-2', 'Draft'],
    ]);
    expect(priceStreams.size).toBe(1);
    for (const priceId of priceStreams) {
      const revisions = await call<ListAnswer>(`/api/Revisions/GetAll?storeCode=b2c&search=${priceId}`, {
        token: lmg(),
      });
      expect(revisions.body.rows.map((row) => [row.entityId, row.status])).toEqual([[priceId, 'inactive']]);
    }
  });

  it('is the Prices area’s too: a SuperUser may import products, not prices', async () => {
    const before = await head();
    const priced = await importFile(`sku|name_EN|name_FR|categoryId|regularPrice\nIMPS-1|Su|Su|${discovery}|5`, {
      token: tokens.SuperUser ?? '',
    });
    expect(priced.status).toBe(403);
    expect(await head()).toBe(before);
    // An empty price cell says nothing of a price: the file is the products' alone.
    const unpriced = await importFile(`sku|name_EN|name_FR|categoryId|regularPrice\nIMPS-2|Su|Su|${discovery}|`, {
      token: tokens.SuperUser ?? '',
    });
    expect(unpriced.status, JSON.stringify(unpriced.body)).toBe(201);
    expect(unpriced.body.message).toBe('1 products were imported. Saved successfully.');
  });
});

describe('bad input', () => {
  it('is refused with every field’s message, in the caller’s language, appending nothing', async () => {
    const before = await head();
    const english = await create({
      name_EN: '',
      sku: 'not a sku!',
      categoryId: '',
      vesselTypes: ['canoe'],
      displayOrder: -1,
    });
    expect(english.status).toBe(422);
    expect(english.body.errors).toMatchObject({
      name_EN: ['Name is required'],
      sku: ['A SKU has up to 40 letters, digits, hyphens or underscores.'],
      categoryId: ['Please choose a category.'],
      displayOrder: ['The order must be a whole number from 0 to 100000.'],
    });
    expect(english.body.errors?.['vesselTypes[0]'] ?? english.body.errors?.vesselTypes).toBeDefined();
    const french = await create({ name_EN: 'x' }, { language: 'fr' });
    expect(french.body.errors?.name_FR).toEqual(['Le nom est requis']);
    const notOrderable = await create(values('NO-TAG', { orderable: false }));
    expect(notOrderable.body.errors?.unavailableTagline_EN).toEqual([
      'A product that cannot be ordered needs its tagline in English and French.',
    ]);
    const notAFile = await create(values('NOT-FILE', { images_EN: ['https://example.com/a.png'] }));
    expect(notAFile.body.errors).toEqual({ 'images_EN[0]': ['This is not a file stored by the back office.'] });
    const emptySelections = await create(values('EMPTY-SEL', { vesselTypes: [], notices: [], images_FR: [] }), {
      button: 'explode',
    });
    expect(emptySelections.status).toBe(422);
    expect(await head()).toBe(before);
    const accepted = await create(values('EMPTY-SEL', { vesselTypes: [], notices: [], images_FR: [] }));
    expect(accepted.status).toBe(201);
  });
  it('refuses markup in a plain-text field with its message, in English and French, storing nothing', async () => {
    const before = await head();
    const hostile = {
      shortDescription_EN: 'Great view <script>alert(1)</script>',
      shortDescription_FR: 'Belle vue <img src=x onerror=alert(2)>',
      validityPeriod_EN: 'javascript:alert(3)',
      name_EN: 'Pass <b>bold</b>',
    };
    const english = await create(values('MARKUP-1', hostile));
    expect(english.status).toBe(422);
    const plain =
      'Write plain text here: tags such as <b>, event handlers such as onclick= and javascript: links are not allowed.';
    expect(english.body.errors).toEqual({
      shortDescription_EN: [plain],
      shortDescription_FR: [plain],
      validityPeriod_EN: [plain],
      name_EN: [plain],
    });
    const french = await create(values('MARKUP-1', hostile), { language: 'fr' });
    expect(french.body.errors?.shortDescription_EN).toEqual([
      'Écrivez du texte simple ici : les balises comme <b>, les gestionnaires d’événements comme onclick= et les liens javascript: ne sont pas permis.',
    ]);
    expect(await head()).toBe(before);
    expect(await storePage()).not.toMatch(/<script|onerror|javascript:/i);
    // Text that only looks like markup is text.
    const text = await create(values('MARKUP-2', { shortDescription_EN: 'Banff & Jasper: 3 < 5 km, rate = 5%' }), {
      button: 'publish',
    });
    expect(text.status).toBe(201);
    const form = await call<FormAnswer>(`/api/Products/GetById/${text.body.id}?storeCode=b2c&action=edit`, {
      token: lmg(),
    });
    const fields = form.body.sections.flatMap((section) => section.fields);
    expect(fields.find((field) => field.name === 'shortDescription_EN')?.initialValue).toBe(
      'Banff & Jasper: 3 < 5 km, rate = 5%',
    );
  });
});
