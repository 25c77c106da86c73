/**
 * The public store's catalogue, content and guest-session endpoints over real HTTP, on the seeded catalogue
 * loaded by the seed loader (see testing/testApi.ts: nothing of ours is mocked).
 */
import type { StoreSettingsDto } from '@parks/schemas/settings';
import type {
  CategoryDto,
  ContentPageDto,
  GuestSessionDto,
  HomeContentDto,
  SearchPageDto,
  UrlAliasDto,
  UrlAliasListItemDto,
} from '@parks/schemas/store/dtos';
import { describe, expect, it } from 'vitest';
import type { LocalizedProblem } from '../http/problems.ts';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { testNow } from '../testing/testApi.ts';

const store = fileTestApi({ store: true });
const { call } = store;

describe('POST /api/store/guestSession', () => {
  it('issues an unguessable bearer token (256 bits), a new one every time', async () => {
    const first = await call<GuestSessionDto>('/api/store/guestSession', { method: 'POST' });
    const second = await call<GuestSessionDto>('/api/store/guestSession', { method: 'POST' });
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.token).toMatch(/^gst_[A-Za-z0-9_-]{43}$/);
    expect(second.body.token).not.toBe(first.body.token);
    expect(Date.parse(first.body.expiresAt) - testNow.getTime()).toBe(90 * 86_400_000);
  });

  it('answers 405 with Allow to another method, on the session and the catalogue routes alike', async () => {
    const get = await call<LocalizedProblem>('/api/store/guestSession');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
    const post = await call<LocalizedProblem>('/api/store/GetSettings', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.body.code).toBe('request.methodNotAllowed');
  });

  it('keeps no token in the event log, only its hash', async () => {
    const { body } = await call<GuestSessionDto>('/api/store/guestSession', { method: 'POST' });
    const events = [];
    for await (const event of store.server.eventStore.readAll()) events.push(event);
    expect(JSON.stringify(events.map((e) => [e.streamId, e.data]))).not.toContain(body.token.slice(4));
  });
});

describe('GET /api/store/GetSettings', () => {
  it('answers the anonymous settings: not an admin, no UAT, no seeded clock, no splash page', async () => {
    const { status, body } = await call<StoreSettingsDto>('/api/store/GetSettings');
    expect(status).toBe(200);
    expect(body).toEqual({
      enableB2CSplashPage: false,
      enableB2BSplashPage: false,
      isAdmin: false,
      disableShoppingCart: false,
      admin: { enableUAT: false, enableSeedClock: false, clockDateTime: null },
    });
  });
});

describe('GET /api/store/GetContentByName/{name}', () => {
  it('answers a content page in both languages, whatever the case of the name', async () => {
    const { status, body } = await call<ContentPageDto>('/api/store/GetContentByName/cartpage');
    expect(status).toBe(200);
    expect(body.name).toBe('CartPage');
    expect(body.urlAlias).toEqual({ en: 'cart', fr: 'panier' });
    expect(body.title.fr).not.toBe('');
  });

  it('answers the confirmation page with its PanelTop and PanelRight blocks', async () => {
    const { body } = await call<ContentPageDto>('/api/store/GetContentByName/ConfirmationPage?storeCode=b2c');
    expect(body.blocks.length).toBeGreaterThan(0);
    expect(body.blocks.every((block) => block.location === 'PanelTop' || block.location === 'PanelRight')).toBe(true);
  });

  it('answers 404 for an unknown name and 422 for an unknown store code', async () => {
    const missing = await call<LocalizedProblem>('/api/store/GetContentByName/NoSuchContent');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('resource.notFound');
    const badStore = await call<LocalizedProblem>('/api/store/GetContentByName/CartPage?storeCode=xyz');
    expect(badStore.status).toBe(422);
    expect(badStore.body.errors).toEqual({ storeCode: ['validation.invalid'] });
  });
});

describe('GET /api/store/GetTypeByUrlAlias/{alias}', () => {
  it('resolves a content alias in either language to its type and name', async () => {
    const en = await call<UrlAliasDto>('/api/store/GetTypeByUrlAlias/cart');
    const fr = await call<UrlAliasDto>('/api/store/GetTypeByUrlAlias/panier');
    expect(en.body).toMatchObject({ type: 'Content', name: 'CartPage', languages: ['en'] });
    expect(fr.body).toMatchObject({ type: 'Content', name: 'CartPage', languages: ['fr'] });
  });

  it('resolves a category alias to the category id', async () => {
    const { body } = await call<UrlAliasDto>('/api/store/GetTypeByUrlAlias/decouverte-discovery');
    expect(body).toMatchObject({ type: 'Category', name: 'cat-discovery' });
  });

  it('answers 404 for an unknown alias', async () => {
    expect((await call('/api/store/GetTypeByUrlAlias/nowhere')).status).toBe(404);
  });
});

describe('GET /api/store/GetUrlAliases', () => {
  it('lists content pages and categories with their paths and breadcrumbs', async () => {
    const { body } = await call<UrlAliasListItemDto[]>('/api/store/GetUrlAliases');
    const lockage = body.find((item) => item.name === 'cat-lockage');
    expect(lockage?.path.en).toBe('eclusage-amarrage-lockage-mooring/lockage-permits');
    expect(lockage?.breadcrumbs).toHaveLength(2);
    expect(body.some((item) => item.type === 'Content' && item.name === 'CheckoutPage')).toBe(true);
  });
});

describe('GET /api/store/GetHomeContent', () => {
  it('answers the home content and the three panels with their products and current prices', async () => {
    const { status, body } = await call<HomeContentDto>('/api/store/GetHomeContent');
    expect(status).toBe(200);
    expect(body.content?.name).toBe('HomePage');
    expect(body.discoveryPass?.categoryId).toBe('cat-discovery');
    expect(body.discoveryPass?.products.map((p) => p.productId)).toContain('prod-discovery-adult');
    expect(body.discoveryPass?.products[0]?.currentPriceCents).toBe(7_525);
    expect(body.lockageAndMooring?.categoryId).toBe('cat-lockage-mooring');
    expect(body.singleLocationPass).not.toBeNull();
  });
});

describe('GET /api/store/GetCategories', () => {
  it('lists the top-level categories with their children', async () => {
    const { body } = await call<CategoryDto[]>('/api/store/GetCategories');
    expect(body.map((category) => category.categoryId)).toEqual(
      expect.arrayContaining(['cat-discovery', 'cat-single-location', 'cat-lockage-mooring']),
    );
    const boating = body.find((category) => category.categoryId === 'cat-lockage-mooring');
    expect(boating?.childCategories.map((child) => child.categoryId)).toEqual(['cat-lockage', 'cat-mooring']);
  });

  it('refuses the portal catalogue to a guest', async () => {
    const { status, body } = await call<LocalizedProblem>('/api/store/GetCategories?storeCode=b2b');
    expect(status).toBe(403);
    expect(body.code).toBe('auth.permissionDenied');
    expect(body.detail).toBe('You do not have permission to access this section.');
  });
});

describe('GET /api/store/GetCategory/{type}/{id?}', () => {
  it('answers a category page by its alias, with products and prices', async () => {
    const { status, body } = await call<CategoryDto>('/api/store/GetCategory/decouverte-discovery');
    expect(status).toBe(200);
    expect(body.categoryId).toBe('cat-discovery');
    expect(body.products.length).toBeGreaterThanOrEqual(4);
    expect(body.breadcrumbs).toHaveLength(1);
  });

  it('answers a child category under its parent, with boating permits priced per foot', async () => {
    const { body } = await call<CategoryDto>(
      '/api/store/GetCategory/eclusage-amarrage-lockage-mooring/lockage-permits',
    );
    expect(body.categoryId).toBe('cat-lockage');
    expect(body.productsAreBoatingPermits).toBe(true);
    const seasonal = body.products.find((product) => product.productId === 'prod-lockage-seasonal');
    expect(seasonal?.currentPriceCents).toBe(990);
    expect(seasonal?.vesselLengthsFeet[0]).toBe(12);
  });

  it('keeps the category when the id is an anchor, and answers 404 for an unknown type', async () => {
    const anchored = await call<CategoryDto>('/api/store/GetCategory/decouverte-discovery/modalites-terms');
    expect(anchored.body.categoryId).toBe('cat-discovery');
    expect((await call('/api/store/GetCategory/no-such-category')).status).toBe(404);
  });
});

describe('GET /api/store/search', () => {
  it('pages results by 5 and gives the total', async () => {
    const first = await call<SearchPageDto>('/api/store/search?search=pass');
    expect(first.status).toBe(200);
    expect(first.body.pageSize).toBe(5);
    expect(first.body.results).toHaveLength(5);
    expect(first.body.total).toBeGreaterThan(5);
    const second = await call<SearchPageDto>('/api/store/search?search=pass&page=2');
    expect(second.body.page).toBe(2);
    const names = new Set(first.body.results.map((r) => r.name));
    expect(second.body.results.some((r) => names.has(r.name))).toBe(false);
  });

  it('searches and answers in the Accept-Language language, accents folded', async () => {
    const { body } = await call<SearchPageDto>('/api/store/search?search=decouverte', { language: 'fr-CA,fr;q=0.9' });
    expect(body.total).toBeGreaterThan(0);
    expect(body.results[0]?.path.startsWith('/fr/')).toBe(true);
  });

  it('finds nothing for an empty search', async () => {
    const { body } = await call<SearchPageDto>('/api/store/search?search=');
    expect(body).toMatchObject({ total: 0, results: [] });
  });

  it('refuses a search over 150 characters and a bad page, in the caller language', async () => {
    const long = await call<LocalizedProblem>(`/api/store/search?search=${'a'.repeat(151)}`, { language: 'fr' });
    expect(long.status).toBe(422);
    expect(long.body.code).toBe('search.tooLong');
    expect(long.body.detail).toBe('Le texte de recherche peut compter au plus 150 caractères.');
    expect(long.headers.get('content-language')).toBe('fr');
    const page = await call<LocalizedProblem>('/api/store/search?search=pass&page=0&pageSize=x');
    expect(page.status).toBe(422);
    expect(Object.keys(page.body.errors ?? {})).toEqual(['page', 'pageSize']);
  });
});
