/**
 * Issue 24 over real HTTP: a product's unavailability window (back-office.md §5) before, during and after, at the
 * store's time (moved with the seeded clock of the settings), in the public store and the portal; the admin list
 * showing the window in words; a product in several categories (§3) on each category's page and once in search.
 */
import { portalProductIds } from '@parks/domain/seed/portalCatalog';
import type { FormAnswer, ListAnswer } from '@parks/schemas/admin/calls';
import type { CartDto } from '@parks/schemas/cart';
import type { CheckoutResultDto } from '@parks/schemas/checkout';
import type { PortalCartDto, PortalProductDetailDto } from '@parks/schemas/portal';
import type { CategoryDto, ProductDto, SearchPageDto } from '@parks/schemas/store/dtos';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalizedProblem } from '../http/problems.ts';
import { cardCheckoutForm } from '../orders/testing/cardOrders.ts';
import { newGuest } from '../testing/testApi.ts';
import { adminTestApi } from './testing/adminTestApi.ts';
import { discovery, discoveryPage, initialValues, productValues, publishPrice } from './testing/products.ts';

const admin = adminTestApi();
const { call, lmg } = admin;
const products = admin.family('Products');

const july1 = '2026-07-01T04:00:00.000Z';
const august1 = '2026-08-01T04:00:00.000Z';
/** The test server's real clock is 2026-06-15 (testNow): before the window. */
const inJuly = '2026-07-15T12:00:00Z';
const inAugust = '2026-08-15T12:00:00Z';

const seedClock = (clockDateTime: string | null) =>
  call('/api/Settings/Update/store?storeCode=b2c', {
    method: 'PUT',
    token: lmg(),
    body: { admin: { enableSeedClock: clockDateTime !== null, clockDateTime } },
  });
const at = async (clockDateTime: string | null) => expect((await seedClock(clockDateTime)).status).toBe(200);

// Every test leaves the store at its real time.
afterEach(async () => {
  await at(null);
});

/** A published product of the public store with a price, and its id. */
const publishedProduct = async (sku: string, extra: Record<string, unknown> = {}): Promise<string> => {
  const created = await products.create(productValues(sku, extra), { button: 'publish' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await publishPrice(admin, created.body.id);
  return created.body.id;
};

const categoryPage = async (alias: string, language = 'en') => {
  const page = await call<CategoryDto>(`/api/store/GetCategory/${alias}`, { language });
  expect(page.status).toBe(200);
  return page.body;
};
const onPage = async (alias: string, productId: string): Promise<ProductDto | undefined> =>
  (await categoryPage(alias)).products.find((product) => product.productId === productId);

const addToCart = (token: string, productId: string, language = 'en') =>
  call<CartDto & LocalizedProblem>('/api/cart/addToCart', {
    method: 'POST',
    token,
    body: { productId, quantity: 1 },
    language,
  });

const window = {
  unavailableStart: july1,
  unavailableEnd: august1,
  unavailableTagline_EN: 'Back in August',
  unavailableTagline_FR: 'De retour en août',
};

describe('a product with an unavailability window, in the public store', () => {
  it('is sold before the window, shows its tagline and is refused during it, and is sold again after it', async () => {
    const id = await publishedProduct('WINDOW-1', window);
    const token = await newGuest(admin.app.base);

    // Before: no tagline, Add to cart works.
    expect(await onPage(discoveryPage, id)).toMatchObject({ available: true, unavailableTagline: null });
    expect((await addToCart(token, id)).status).toBe(200);

    // During (the seeded clock in July): the tagline, and every add refused in the caller's language.
    await at(inJuly);
    expect(await onPage(discoveryPage, id)).toMatchObject({
      available: false,
      unavailableTagline: { en: 'Back in August', fr: 'De retour en août' },
    });
    const before = await admin.head();
    const refused = await addToCart(token, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'cart.productNotOrderable',
      detail: 'This product cannot be ordered at this time.',
    });
    const french = await addToCart(token, id, 'fr');
    expect(french.body.detail).toBe('Ce produit ne peut pas être commandé pour le moment.');
    // The line added before the window cannot be bought now: the checkout is refused too.
    const checkout = await call<CheckoutResultDto & LocalizedProblem>('/api/checkout/checkoutOrder', {
      method: 'PUT',
      token,
      body: cardCheckoutForm(),
      headers: { 'Idempotency-Key': 'window-checkout-1' },
    });
    expect(checkout.status).toBe(409);
    expect(checkout.body.code).toBe('cart.productNotOrderable');
    expect(await admin.head()).toBe(before);

    // After (the end is exclusive): sold again.
    await at(inAugust);
    expect(await onPage(discoveryPage, id)).toMatchObject({ available: true, unavailableTagline: null });
    expect((await addToCart(token, id)).status).toBe(200);
  });

  it('with no end, stays unavailable from its start on, its tagline defaulting to the store’s text', async () => {
    const id = await publishedProduct('WINDOW-2', { unavailableStart: july1 });
    expect((await onPage(discoveryPage, id))?.available).toBe(true);
    await at('2030-01-01T00:00:00Z');
    expect(await onPage(discoveryPage, id)).toMatchObject({
      available: false,
      unavailableTagline: { en: 'Not available at this time.', fr: 'Non disponible pour le moment.' },
    });
  });

  it('refuses an end before the start, in the caller’s language, appending nothing', async () => {
    const before = await admin.head();
    const bad = { unavailableStart: august1, unavailableEnd: july1 };
    const english = await products.create(productValues('WINDOW-BAD', bad));
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({
      unavailableEnd: ['The end of the unavailability must come after its start.'],
    });
    const french = await products.create(productValues('WINDOW-BAD', bad), { language: 'fr' });
    expect(french.body.errors?.unavailableEnd).toEqual([
      'La fin de la période d’indisponibilité doit suivre son début.',
    ]);
    expect(await admin.head()).toBe(before);
  });
});

describe('the admin products list', () => {
  it('shows the window in words with dates for people, in English and French, never the ISO instants', async () => {
    await publishedProduct('WINDOW-LIST', window);
    await publishedProduct('WINDOW-OPEN', { unavailableStart: july1 });
    const cell = async (sku: string, language: string) => {
      const list = await products.list(`&search=${sku}`, lmg(), language);
      expect(list.status).toBe(200);
      expect(list.body.columns.map((column) => column.name)).toContain('window');
      return (list.body as ListAnswer).rows.find((row) => row.sku === sku)?.window;
    };
    // 04:00 UTC is midnight in the head office's time (Toronto, summer).
    expect(await cell('WINDOW-LIST', 'en')).toBe(
      'Unavailable from July 1, 2026, 12:00 a.m. to August 1, 2026, 12:00 a.m.',
    );
    expect(await cell('WINDOW-LIST', 'fr')).toBe('Non disponible du 1 juillet 2026, 0 h 00 au 1 août 2026, 0 h 00');
    expect(await cell('WINDOW-OPEN', 'en')).toBe('Unavailable from July 1, 2026, 12:00 a.m.');
    expect(await cell('DP-SENIOR', 'en')).toBe('Can be ordered');
  });
});

describe('a portal product with an unavailability window', () => {
  it('is refused by the portal cart while its window is open, and can be added before and after', async () => {
    const portal = admin.tokenOfUser('portal');
    const id = portalProductIds.visitorGuide;
    const guide = { productId: id, yearOptionId: 'year-2027', languageOptionId: 'lang-en', packSizeId: 'pack-25' };
    const form = await admin.family('Products', 'b2b').form(id, 'edit');
    expect(form.status).toBe(200);
    const values = initialValues(form.body as FormAnswer);
    const edited = await admin.family('Products', 'b2b').update(id, { ...values, ...window, notices: null }, 'publish');
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const add = (language = 'en') =>
      call<PortalCartDto & LocalizedProblem>('/api/portal/cart/addToCart', {
        method: 'POST',
        token: portal,
        body: { ...guide, quantity: 25 },
        language,
      });
    const detail = async () =>
      (await call<PortalProductDetailDto>(`/api/portal/product/${id}`, { token: portal })).body.availability;

    expect(await detail()).not.toBe('unavailable');
    await at(inJuly);
    expect(await detail()).toBe('unavailable');
    const before = await admin.head();
    const refused = await add();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'portal.productUnavailable',
      detail: 'This product is unavailable and cannot be ordered.',
    });
    expect((await add('fr')).body.detail).toBe('Ce produit n’est pas disponible et ne peut pas être commandé.');
    expect(await admin.head()).toBe(before);
    await at(inAugust);
    expect(await detail()).not.toBe('unavailable');
    expect((await add()).status).toBe(201);
  });
});

describe('a product in several categories', () => {
  it('is listed on each of its categories’ pages, and found once by search', async () => {
    const id = await publishedProduct('TWOCATS-1', {
      categoryId: undefined,
      categoryIds: [discovery, 'cat-single-location'],
    });
    expect(await onPage(discoveryPage, id)).toBeDefined();
    expect(await onPage('lieu-unique-single-location', id)).toBeDefined();
    const found = await call<SearchPageDto>('/api/store/search?search=TWOCATS-1');
    expect(found.status).toBe(200);
    expect(found.body.results.filter((result) => result.type === 'Product')).toHaveLength(1);
    expect(found.body.total).toBe(1);
    // The edit form ticks both.
    const form = await products.form(id, 'edit');
    expect(initialValues(form.body as FormAnswer).categoryIds).toEqual([discovery, 'cat-single-location']);
    // The admin list's search by category finds it under either, and a seeded product (one categoryId) still.
    for (const categoryId of [discovery, 'cat-single-location']) {
      const listed = await products.list(`&categoryId=${categoryId}&page=100000`);
      expect(listed.status).toBe(200);
      expect(listed.body.rows.map((row) => row.productId)).toContain(id);
    }
    const seeded = await products.list(`&categoryId=${discovery}&page=100000`);
    expect(seeded.body.rows.map((row) => row.productId)).toContain('prod-discovery-senior');
    const other = await products.list('&categoryId=cat-lockage&page=100000');
    expect(other.body.rows.map((row) => row.productId)).not.toContain(id);
  });

  it('still takes the one categoryId of an older form, and refuses a category of another store', async () => {
    const id = await publishedProduct('ONECAT-1');
    expect(await onPage(discoveryPage, id)).toBeDefined();
    expect(await onPage('lieu-unique-single-location', id)).toBeUndefined();
    const before = await admin.head();
    const refused = await products.create(
      productValues('TWOCATS-2', { categoryId: undefined, categoryIds: [discovery, 'cat-nowhere'] }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ categoryIds: ['The category does not exist in this store.'] });
    expect(await admin.head()).toBe(before);
  });
});
