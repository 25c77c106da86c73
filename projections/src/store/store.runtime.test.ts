import { placeOrderCommand } from '@parks/domain/carts/checkoutProgress';
import type { CartCommand } from '@parks/domain/carts/commands';
import { cartDecider } from '@parks/domain/carts/decider';
import { orderDecider } from '@parks/domain/orders/decider';
import { revisionDecider } from '@parks/domain/revisions/decider';
import { seedEntities } from '@parks/domain/seed/catalog';
import { seedCommands, seedDecider } from '@parks/domain/seed/commands';
import { form } from '@parks/domain/testing/cartCheckout';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore, Position } from '@parks/infra/eventStore/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime } from '../runtime/testSupport.ts';
import type { ProjectionRuntime } from '../runtime/types.ts';
import { type CartDocument, cartDto, currentCartOf, storeCarts } from './carts.ts';
import {
  type CatalogDocument,
  catalogReader,
  loadCatalog,
  productBySku,
  productForCart,
  storeCatalog,
} from './catalog.ts';
import { categoryPage, findCategory } from './catalogView.ts';
import { type CheckoutRateDocument, shippingRates, storeCheckoutRates, taxRecords } from './checkoutRates.ts';
import { type ContentDocument, contentByName, contentByNames, storeContent } from './content.ts';
import { homeContent } from './home.ts';
import {
  latestConfirmation,
  type OrderConfirmation,
  orderConfirmation,
  storeOrderConfirmations,
} from './orderConfirmations.ts';
import { type PromoCodeDocument, promoCodeByCode, promoCodeById, storePromoCodes } from './promoCodes.ts';
import { publishedView, uatView } from './revisionTracking.ts';
import { type SearchDocument, type SearchQuery, searchStore, storeSearch, storeSearchReader } from './search.ts';
import { resolveUrlAlias, storeUrlAliases, type UrlAliasDocument, urlAliasList } from './urlAliases.ts';

/**
 * The store read models over the embedded stores, fed through the ordinary command path: the seed, a staff
 * change in UAT, and a guest's purchase priced from what the read models return.
 */
const now = '2026-11-21T15:00:00.000Z';
const models = [
  storeCatalog,
  storeSearch,
  storeUrlAliases,
  storeContent,
  storePromoCodes,
  storeCheckoutRates,
  storeCarts,
  storeOrderConfirmations,
];

let events: EventStore;
let runtime: ProjectionRuntime;
let close: () => Promise<void>;

/** Read your writes: waits until the projections that handle the appended event types have applied them. */
const settle = async (result: Readonly<{ position: Position | undefined; newEvents: readonly { type: string }[] }>) => {
  const types = [...new Set(result.newEvents.map((event) => event.type))];
  if (result.position) expect(await runtime.waitFor(result.position, types, 10_000)).toBe(true);
};

const loadSeed = async (at: string) => {
  const appended: { type: string }[] = [];
  let position: Position | undefined;
  for (const { streamName, command } of seedCommands({ now: at })) {
    const result = await handleCommand(events, streamName, seedDecider, command);
    appended.push(...result.newEvents);
    position = result.position ?? position;
  }
  return { newEvents: appended, position };
};

const catalog = () => runtime.collection<CatalogDocument>(storeCatalog.name);
const promoCodes = () => runtime.collection<PromoCodeDocument>(storePromoCodes.name);
const rates = () => runtime.collection<CheckoutRateDocument>(storeCheckoutRates.name);
const carts = () => runtime.collection<CartDocument>(storeCarts.name);
const searchCollections = () => ({
  search: runtime.collection<SearchDocument>(storeSearch.name),
  aliases: runtime.collection<UrlAliasDocument>(storeUrlAliases.name),
});

/** The store's cached reads, as the API keeps them for the life of the app. */
const readCatalog = catalogReader();
const readSearch = storeSearchReader();

beforeAll(async () => {
  ({ events, runtime, close } = await openTestRuntime('store', models));
  const seeded = await loadSeed(now);
  expect(seeded.newEvents).toHaveLength(seedEntities.length * 2);
  await runtime.start();
  await settle(seeded);
});

afterAll(() => close());

describe('the seeded store', () => {
  it('adds nothing when the seed runs again', async () => {
    const head = await events.headPosition();
    expect((await loadSeed('2027-01-01T00:00:00.000Z')).newEvents).toEqual([]);
    expect(await events.headPosition()).toEqual(head);
  });

  it('shows category pages from the catalogue', async () => {
    const snapshot = await loadCatalog(catalog(), publishedView);
    expect(snapshot.categories).toHaveLength(22);
    expect(snapshot.products).toHaveLength(60);
    const pei = findCategory(snapshot, 'lieu-unique-single-location', 'ile-du-prince-edouard');
    expect(pei && categoryPage(snapshot, pei, now).products.map((p) => p.currentPriceCents)).toEqual([
      4_125, 3_525, 8_250,
    ]);
  });

  it('finds a product for the cart by id or SKU', async () => {
    const byId = await productForCart(catalog(), 'prod-lockage-seasonal', publishedView);
    expect(byId).toMatchObject({
      product: { sku: 'LK-SEASONAL', isBoatingPermit: true },
      category: { categoryId: 'cat-lockage' },
      prices: [{ priceId: 'price-lockage-seasonal', regularPriceCents: 990 }],
    });
    expect((await productBySku(catalog(), 'SL-PEI-FAMILY', publishedView))?.product.productId).toBe(
      'prod-place-prince-edward-island-family',
    );
    expect(await productForCart(catalog(), 'prod-nope', publishedView)).toBeNull();
  });

  it('searches in French without accents, five at a time', async () => {
    const collections = {
      search: runtime.collection<SearchDocument>(storeSearch.name),
      aliases: runtime.collection<UrlAliasDocument>(storeUrlAliases.name),
    };
    const query = { text: 'decouverte', language: 'fr', view: publishedView, limit: 5 } as const;
    const first = await searchStore(collections, query);
    expect(first.total).toBe(6); // the category, its four products and the passes-and-orders page
    expect(first.results[0]).toEqual({
      type: 'Category',
      name: 'Carte d’entrée Découverte de Parcs Canada',
      description: 'Entrée illimitée pendant 12 mois dans plus de 80 lieux partout au Canada.',
      path: '/fr/decouverte-discovery',
    });
    const annual = await searchStore(collections, { ...query, text: 'annual pass adult', language: 'en', skip: 5 });
    expect(annual.total).toBe(17);
    expect(annual.results).toHaveLength(5);
    expect(annual.results[0]?.path).toMatch(/^\/en\/lieu-unique-single-location\//);
    const page = await searchStore(collections, { ...query, text: 'remboursement' });
    expect(page.results).toEqual([expect.objectContaining({ type: 'Content', path: '/fr/modalites' })]);
  });

  it('resolves URL aliases in either language', async () => {
    const aliases = runtime.collection<UrlAliasDocument>(storeUrlAliases.name);
    expect(await resolveUrlAlias(aliases, 'Panier', { view: publishedView })).toMatchObject({
      type: 'Content',
      name: 'CartPage',
      languages: ['fr'],
    });
    expect(await resolveUrlAlias(aliases, 'decouverte-discovery', { view: publishedView })).toMatchObject({
      type: 'Category',
      name: 'cat-discovery',
      languages: ['en', 'fr'],
    });
    expect(await resolveUrlAlias(aliases, 'nope', { view: publishedView })).toBeNull();
    const list = await urlAliasList(aliases, { view: publishedView });
    expect(list.find((item) => item.name === 'cat-place-prince-edward-island')).toMatchObject({
      path: { fr: 'lieu-unique-single-location/ile-du-prince-edouard' },
      breadcrumbs: [
        { path: { en: 'lieu-unique-single-location' } },
        { path: { en: 'lieu-unique-single-location/prince-edward-island' } },
      ],
    });
  });

  it('puts together the home page', async () => {
    const content = runtime.collection<ContentDocument>(storeContent.name);
    const home = await homeContent({ catalog: catalog(), content }, { view: publishedView, now });
    expect(home.content?.blocks.map((block) => block.location)).toEqual(['PanelTop']);
    expect(home.discoveryPass?.products.map((p) => p.sku)).toEqual(['DP-ADULT', 'DP-SENIOR', 'DP-YOUTH', 'DP-FAMILY']);
    expect(home.lockageAndMooring?.path.en).toBe('eclusage-amarrage-lockage-mooring');
  });

  it('serves content blocks by name, whatever the case', async () => {
    const content = runtime.collection<ContentDocument>(storeContent.name);
    const confirmation = await contentByName(content, 'confirmationpage', { view: publishedView });
    expect(confirmation?.blocks.map((block) => block.location)).toEqual(['PanelRight', 'PanelRight']);
    const boating = await contentByName(content, 'BOATINGCONFIRMATIONPAGE', { view: publishedView });
    expect(boating?.blocks.map((block) => block.location)).toEqual(['PanelTop']);
    const layout = await contentByNames(content, ['HeaderSection', 'TopFooterSection', 'Missing'], {
      view: publishedView,
    });
    expect(layout.HeaderSection?.title.fr).toBe('Boutique de Parcs Canada');
    expect(layout.Missing).toBeNull();
  });

  it('has the checkout records and promo codes', async () => {
    expect((await taxRecords(rates(), publishedView)).map((t) => t.code)).toHaveLength(13);
    expect(await shippingRates(rates(), publishedView)).toHaveLength(6);
    expect((await promoCodeByCode(promoCodes(), ' discover10 ', { view: publishedView, now }))?.discountId).toBe(
      'disc-discover10',
    );
    expect(await promoCodeByCode(promoCodes(), 'NOPE', { view: publishedView, now })).toBeNull();
  });
});

describe('the cached reads (catalogReader, storeSearchReader)', () => {
  it('give what the queries give, and the same frozen snapshot while nothing changes', async () => {
    for (const view of [publishedView, uatView]) {
      const snapshot = await readCatalog(catalog(), view);
      expect(snapshot).toEqual(await loadCatalog(catalog(), view));
      expect(await readCatalog(catalog(), view)).toBe(snapshot);
      expect(Object.isFrozen(snapshot.products[0]?.name)).toBe(true);
    }
    const queries = [
      { text: 'decouverte', language: 'fr' },
      { text: 'pass', language: 'en', limit: 5 },
      { text: 'pass', language: 'en', skip: 5, limit: 5 },
      { text: 'annual pass adult', language: 'en', skip: 5, limit: 5 },
      { text: 'PARC national', language: 'fr', limit: 50 },
      { text: 'remboursement', language: 'fr' },
      { text: 'a+ (b', language: 'en' },
      { text: '   ', language: 'fr' },
    ] as const;
    for (const view of [publishedView, uatView]) {
      for (const asked of queries) {
        const query: SearchQuery = { ...asked, view };
        const expected = await searchStore(searchCollections(), query);
        expect(await readSearch(searchCollections(), query)).toEqual(expected);
        expect(await readSearch(searchCollections(), query)).toEqual(expected);
      }
    }
  });
});

describe('a staff change in UAT', () => {
  it('is seen in UAT mode only, until published', async () => {
    const price = seedEntities.find((e) => e.entityId === 'price-discovery-adult');
    if (price?.entityType !== 'Price') throw new Error('no seeded price');
    const stream = 'revision-Price-price-discovery-adult';
    const metadata = { now, userId: 'usr-lmg' };
    const decider = revisionDecider<unknown>();
    const payload = { ...price.payload, regularPriceCents: 7_900 };
    await handleCommand(events, stream, decider, {
      type: 'DraftRevision',
      data: { entityType: 'Price', entityId: price.entityId, revisionId: 'rev-staff-2026', payload },
      metadata,
    });
    const moved = await handleCommand(events, stream, decider, {
      type: 'MoveRevisionToUat',
      data: { revisionId: 'rev-staff-2026' },
      metadata,
    });
    await settle(moved);
    const adultPrice = async (view: typeof publishedView) =>
      (await productForCart(catalog(), 'prod-discovery-adult', view))?.prices[0]?.regularPriceCents;
    const cachedAdultPrice = async (view: typeof publishedView) =>
      (await readCatalog(catalog(), view)).prices.find((p) => p.priceId === 'price-discovery-adult')?.regularPriceCents;
    expect(await adultPrice(publishedView)).toBe(7_525);
    expect(await adultPrice(uatView)).toBe(7_900);
    expect(await cachedAdultPrice(publishedView)).toBe(7_525);
    expect(await cachedAdultPrice(uatView)).toBe(7_900);
    const published = await handleCommand(events, stream, decider, {
      type: 'PublishRevision',
      data: { revisionId: 'rev-staff-2026' },
      metadata,
    });
    await settle(published);
    expect(await adultPrice(publishedView)).toBe(7_900);
    expect(await cachedAdultPrice(publishedView)).toBe(7_900); // read your writes through the cache
    expect((await loadSeed(now)).newEvents).toEqual([]); // the seed leaves the staff's price alone
  });
});

describe('a product renamed and published', () => {
  it('is found by the cached search at once, under its category', async () => {
    const product = seedEntities.find((e) => e.entityId === 'prod-discovery-senior');
    if (product?.entityType !== 'Product') throw new Error('no seeded product');
    const query: SearchQuery = { text: 'zebra', language: 'en', view: publishedView, limit: 5 };
    expect(await readSearch(searchCollections(), query)).toEqual({ total: 0, results: [] });
    const stream = 'revision-Product-prod-discovery-senior';
    const metadata = { now, userId: 'usr-lmg' };
    const decider = revisionDecider<unknown>();
    const name = { ...product.payload.name, en: 'Discovery Pass – Zebra Senior' };
    await handleCommand(events, stream, decider, {
      type: 'DraftRevision',
      data: {
        entityType: 'Product',
        entityId: product.entityId,
        revisionId: 'rev-zebra',
        payload: { ...product.payload, name },
      },
      metadata,
    });
    await handleCommand(events, stream, decider, {
      type: 'MoveRevisionToUat',
      data: { revisionId: 'rev-zebra' },
      metadata,
    });
    await settle(
      await handleCommand(events, stream, decider, {
        type: 'PublishRevision',
        data: { revisionId: 'rev-zebra' },
        metadata,
      }),
    );
    const found = await readSearch(searchCollections(), query);
    expect(found).toEqual({
      total: 1,
      results: [
        {
          type: 'Product',
          name: 'Discovery Pass – Zebra Senior',
          description: expect.any(String),
          path: '/en/decouverte-discovery',
        },
      ],
    });
    expect(found).toEqual(await searchStore(searchCollections(), query));
    const snapshot = await readCatalog(catalog(), publishedView);
    expect(snapshot.products.find((p) => p.productId === 'prod-discovery-senior')?.name.en).toBe(name.en);
  });
});

describe('a guest purchase', () => {
  const guest = 'guest-1763737200000';
  const cartId = 'cart-guest-1';
  const metadata = { now };
  const cart = (command: CartCommand) => handleCommand(events, `cart-${cartId}`, cartDecider, command);

  it('is priced from the read models, and confirmed to its owner only', async () => {
    const family = await productForCart(catalog(), 'prod-discovery-family', publishedView);
    if (!family) throw new Error('no family pass');
    const base = { cartId, ownerId: guest, storeCode: 'b2c', ...family } as const;
    await cart({ type: 'AddCartItem', data: { ...base, lineId: 'line-1', quantity: 1 }, metadata });
    const code = 'discover10';
    const discount = await promoCodeByCode(promoCodes(), code, { view: publishedView, now });
    const applied = await cart({ type: 'ApplyPromoCode', data: { cartId, code, discount }, metadata });
    await settle(applied);

    const open = await currentCartOf(carts(), guest, 'b2c');
    if (!open) throw new Error('no open cart');
    expect(await cartDto(promoCodes(), open, { view: publishedView, now })).toMatchObject({
      subtotalCents: 15_125,
      discounts: [{ code: 'DISCOVER10', amountCents: 1_513 }],
      totalCents: 13_612,
    });

    await cart({
      type: 'StartCheckout',
      data: {
        cartId,
        orderId: 'ord-guest-1',
        confirmationAlias: 'confirmation',
        idempotencyKey: 'key-1',
        requestHash: 'hash-1',
        form,
        discount: await promoCodeById(promoCodes(), 'disc-discover10', publishedView),
        shippingRates: await shippingRates(rates(), publishedView),
        taxRecords: await taxRecords(rates(), publishedView),
      },
      metadata,
    });
    // 15 125 − 1 513 + 2 495 express = 16 107; Ontario HST 13% = 2 094; total 18 201.
    const payment = { brand: 'visa', last4: '1111', authorizationId: 'auth-1', amountCents: 18_201 } as const;
    const paid = await cart({
      type: 'RecordPaymentAuthorization',
      data: { cartId, orderId: 'ord-guest-1', payment },
      metadata,
    });
    await settle(paid);
    const paidCart = await currentCartOf(carts(), guest, 'b2c');
    const place = paidCart && placeOrderCommand(paidCart.state, metadata);
    if (!place) throw new Error('not ready to place');
    await settle(await handleCommand(events, 'order-ord-guest-1', orderDecider, place));
    await settle(await cart({ type: 'CheckOutCart', data: { cartId, orderId: 'ord-guest-1' }, metadata }));

    expect(await currentCartOf(carts(), guest, 'b2c')).toBeNull();
    const confirmations = runtime.collection<OrderConfirmation>(storeOrderConfirmations.name);
    const confirmation = await latestConfirmation(confirmations, guest);
    expect(confirmation).toMatchObject({
      orderId: 'ord-guest-1',
      status: 'pending',
      confirmationAlias: 'confirmation',
      totals: {
        subtotalCents: 15_125,
        discountCents: 1_513,
        shippingCents: 2_495,
        taxCents: 2_094,
        totalCents: 18_201,
      },
      lines: [{ productName: { en: 'Discovery Pass – Family/group' }, quantity: 1, unitPriceCents: 15_125 }],
      payment: { last4: '1111' },
    });
    expect(await orderConfirmation(confirmations, 'ord-guest-1', 'guest-other')).toBeNull();
  });
});
