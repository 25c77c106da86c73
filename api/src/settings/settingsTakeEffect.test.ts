/**
 * The settings that change what the store does, over real HTTP (back-office.md, Change Settings): the seeded
 * clock moves the store's "now" for sale windows (catalogue pages and the cart's prices), "disable shopping cart"
 * refuses adding to the public cart with a message, and the order Bcc list is validated and kept for the
 * confirmation mails (the worker's use of it is tested in workers/src/confirmationMail).
 */
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { seedEntities } from '@parks/domain/seed/catalog';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { FormAnswer } from '@parks/schemas/admin/calls';
import type { CartDto } from '@parks/schemas/cart';
import type { StoreSettingsDto, StoreSettingsRecord } from '@parks/schemas/settings';
import type { PriceDto } from '@parks/schemas/store/dtos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromForm } from '../testing/settingsForm.ts';
import { caller, eventually, newGuest, startTestApi, type TestApi, testNow, userToken } from '../testing/testApi.ts';

let app: TestApi;
let call: ReturnType<typeof caller>;
let lmg: string;

beforeAll(async () => {
  app = await startTestApi({ store: true, accounts: true });
  call = caller(app.base);
  lmg = await userToken(app.base, 'lmg');
});

afterAll(async () => {
  await app?.close();
});

/** An update through the Settings family, answered with the settings its edit form then holds. */
const update = async (body: unknown): Promise<{ status: number; body: StoreSettingsRecord }> => {
  const { status } = await call('/api/Settings/Update/store?storeCode=b2c', { method: 'PUT', body, token: lmg });
  return { status, body: await adminSettings() };
};
const adminSettings = async (): Promise<StoreSettingsRecord> =>
  settingsFromForm(
    (await call<FormAnswer>('/api/Settings/GetById/store?storeCode=b2c&action=edit', { token: lmg })).body,
  );

const seniorId = 'prod-discovery-senior';
const seniorPriceId = 'price-discovery-senior';

/** The senior pass's first price as the category page shows it now. */
const seniorPrice = async (): Promise<PriceDto> => {
  const page = await call('/api/store/GetCategory/decouverte-discovery');
  expect(page.status).toBe(200);
  const found = JSON.stringify(page.body).match(new RegExp(`\\{[^{}]*"priceId":"${seniorPriceId}"[^{}]*\\}`))?.[0];
  if (found === undefined) throw new Error('the senior pass has no price on its page');
  return JSON.parse(found) as PriceDto;
};

const addSenior = (token: string, language = 'en') =>
  call<CartDto & { detail?: string; code?: string }>('/api/cart/addToCart', {
    method: 'POST',
    token,
    language,
    body: { productId: seniorId, quantity: 1 },
  });

describe('the seeded clock', () => {
  const regular = 2_000;
  const sale = 1_500;

  beforeAll(async () => {
    // A sale that starts in six weeks (the store's real clock is testNow, 2026-06-15), published as staff do.
    const seeded = seedEntities.find((entity) => entity.entityId === seniorPriceId);
    if (seeded?.entityType !== 'Price') throw new Error('no seeded senior price');
    const payload = {
      ...seeded.payload,
      regularPriceCents: regular,
      salePriceCents: sale,
      saleStartsAt: '2026-08-01T04:00:00.000Z',
      saleEndsAt: '2026-09-01T04:00:00.000Z',
    };
    const stream = revisionStream('Price', seniorPriceId);
    const metadata = { now: testNow.toISOString(), userId: 'usr-seed-lmg' };
    const decider = revisionDecider<unknown>();
    await handleCommand(app.eventStore, stream, decider, {
      type: 'DraftRevision',
      data: { entityType: 'Price', entityId: seniorPriceId, revisionId: 'rev-senior-sale', payload },
      metadata,
    });
    await handleCommand(app.eventStore, stream, decider, {
      type: 'PublishRevision',
      data: { revisionId: 'rev-senior-sale' },
      metadata,
    });
    await eventually(async () => ((await seniorPrice()).salePriceCents === sale ? true : null));
  });

  it('shows the regular price before the sale window, at the real time', async () => {
    expect(await seniorPrice()).toMatchObject({ currentPriceCents: regular, onSale: false });
    const cart = await addSenior(await newGuest(app.base));
    expect(cart.status).toBe(200);
    expect(cart.body.items[0]?.unitPriceCents).toBe(regular);
  });

  it('shows and charges the sale price while the seeded clock is inside the window, and not after it is turned off', async () => {
    expect((await update({ enableSeedClock: true, clockDateTime: '2026-08-15T12:00:00Z' })).status).toBe(200);
    expect(await seniorPrice()).toMatchObject({ currentPriceCents: sale, onSale: true });
    const guest = await newGuest(app.base);
    const cart = await addSenior(guest);
    expect(cart.status).toBe(200);
    expect(cart.body.items[0]?.unitPriceCents).toBe(sale);

    // Set but disabled: the real clock again.
    expect((await update({ enableSeedClock: false })).status).toBe(200);
    expect(await seniorPrice()).toMatchObject({ currentPriceCents: regular, onSale: false });
    // Enabled, outside the window (after its end): regular.
    expect((await update({ enableSeedClock: true, clockDateTime: '2026-09-02T12:00:00Z' })).status).toBe(200);
    expect(await seniorPrice()).toMatchObject({ currentPriceCents: regular, onSale: false });
    expect((await update({ enableSeedClock: false, clockDateTime: null })).status).toBe(200);
  });
});

describe('disable shopping cart', () => {
  it('refuses adding to the public cart with a message in the shopper’s language, and the store says so', async () => {
    const guest = await newGuest(app.base);
    expect((await update({ disableShoppingCart: true })).status).toBe(200);
    const settings = await call<StoreSettingsDto>('/api/store/GetSettings');
    expect(settings.body.disableShoppingCart).toBe(true);

    const before = await app.eventStore.headPosition();
    const en = await addSenior(guest, 'en');
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      code: 'cart.disabled',
      detail: 'Adding to the cart is not available at the moment.',
    });
    const fr = await addSenior(guest, 'fr');
    expect(fr.status).toBe(409);
    expect(fr.body.detail).toBe('L’ajout au panier n’est pas disponible pour le moment.');
    expect(await app.eventStore.headPosition()).toEqual(before);

    expect((await update({ disableShoppingCart: false })).status).toBe(200);
    expect((await call<StoreSettingsDto>('/api/store/GetSettings')).body.disableShoppingCart).toBe(false);
    expect((await addSenior(guest)).status).toBe(200);
  });
});

describe('order bcc e-mails', () => {
  it('are a validated, bounded list of addresses, kept lowercase once each, and never shown to the store', async () => {
    const bad = await update({ orderBccEmails: ['orders@parks.example', 'not an address'] });
    expect(bad.status).toBe(422);
    const refused = await call<{ errors: Record<string, unknown> }>('/api/Settings/Update/store?storeCode=b2c', {
      method: 'PUT',
      body: { orderBccEmails: ['orders@parks.example', 'not an address'] },
      token: lmg,
    });
    expect(Object.keys(refused.body.errors)).toEqual(['orderBccEmails[1]']);
    const tooMany = await update({ orderBccEmails: Array.from({ length: 11 }, (_, i) => `staff${i}@parks.example`) });
    expect(tooMany.status).toBe(422);

    const set = await update({
      orderBccEmails: ['Orders@Parks.example', 'orders@parks.example', 'audit@parks.example'],
    });
    expect(set.status).toBe(200);
    expect(set.body.orderBccEmails).toEqual(['orders@parks.example', 'audit@parks.example']);
    expect((await adminSettings()).orderBccEmails).toEqual(['orders@parks.example', 'audit@parks.example']);
    expect(JSON.stringify((await call('/api/store/GetSettings', { token: lmg })).body)).not.toContain('parks.example');

    // The sender of the order mails (an SMTP setting): validated, admin-only, cleared by null.
    expect((await update({ orderSenderEmail: 'not an address' })).status).toBe(422);
    expect((await update({ orderSenderEmail: 'Commandes@Parcs.example' })).body.orderSenderEmail).toBe(
      'commandes@parcs.example',
    );
    expect(JSON.stringify((await call('/api/store/GetSettings', { token: lmg })).body)).not.toContain('parcs.example');
    expect((await update({ orderSenderEmail: null })).body.orderSenderEmail).toBeNull();

    // A flag changed alone keeps the list.
    expect((await update({ enableUAT: false, disableShoppingCart: false })).body.orderBccEmails).toHaveLength(2);
    expect((await update({ orderBccEmails: null })).body.orderBccEmails).toEqual([]);
  });
});
