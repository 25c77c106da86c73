/**
 * The back office's Products over real HTTP (a started server, the seed catalogue, seed users of every role): the
 * role table per store, every served definition validated strictly in English and French, the revision life cycle
 * as the store shows it, a boating permit as the store sells it, and bad input answered per field. Uploads and the
 * import file have their own files (productUploads.test.ts, productImport.test.ts).
 */
import type { FormAnswer, FormScreenAction, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/testApi.ts';
import { adminTestApi, expectInvalid } from './testing/adminTestApi.ts';
import {
  discovery,
  discoveryPage,
  discoveryPageText,
  initialValues,
  productValues,
  publishPrice as publish,
} from './testing/products.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;

const values = productValues;
const products = admin.family('Products');
const { create, update, list } = products;
const storePage = (token?: string): Promise<string> => discoveryPageText(admin, token);
const publishPrice = (productId: string, regularPrice?: number) => publish(admin, productId, regularPrice);

describe('the role table (back-office.md §6: products are LMG and SuperUser, in both stores)', () => {
  it('lets LMG and SuperUser in and refuses every other role, family and gateway alike', async () => {
    await admin.expectRoleTable({ family: 'Products', allowed: ['LMG', 'SuperUser'], form: true });
  });

  it('refuses a write of a role without the area, appending nothing', async () => {
    await admin.expectForbidden(['Administrator', 'Operator', 'PortalUser'], async (token, role) => [
      await create(values(`NO-${role.toUpperCase()}`), { token }),
    ]);
  });
});

describe('every definition served', () => {
  it('validates strictly against the definition schemas, for each screen and language', async () => {
    const [first] = (await list()).body.rows;
    const id = String(first?.productId);
    const actions: FormScreenAction[] = ['create', 'import', 'clone', 'edit', 'delete', 'details'];
    await products.expectStrictScreens(id, actions, '&status=published');
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
    expect(deleted.body.message).toBe('Made inactive successfully.');
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
    expectInvalid(english, {
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
