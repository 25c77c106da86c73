/**
 * The store's settings and UAT mode over real HTTP: GetSettings per caller, the admin Settings update (a
 * published revision, LMG and SuperUser only), and the catalogue view: admins signed in see `uat` revisions while
 * UAT mode is on; guests and portal users always see the published ones.
 */
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { seedEntities } from '@parks/domain/seed/catalog';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { storeCatalog } from '@parks/projections/store/catalog';
import type { FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { CartDto } from '@parks/schemas/cart';
import type { StoreSettingsDto } from '@parks/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromForm } from '../testing/settingsForm.ts';
import { caller, eventually, newGuest, startTestApi, type TestApi, testNow, userToken } from '../testing/testApi.ts';

let app: TestApi;
let call: ReturnType<typeof caller>;
let lmg: string;
let superuser: string;
let administrator: string;
let operator: string;
let portal: string;

beforeAll(async () => {
  app = await startTestApi({ store: true, accounts: true });
  call = caller(app.base);
  const tokens = await Promise.all(
    ['lmg', 'superuser', 'administrator', 'operator', 'portal'].map((name) => userToken(app.base, name)),
  );
  [lmg, superuser, administrator, operator, portal] = tokens as [string, string, string, string, string];
});

afterAll(async () => {
  await app?.close();
});

const settingsOf = (token?: string) =>
  call<StoreSettingsDto>('/api/store/GetSettings', token === undefined ? {} : { token });
const update = (token: string | undefined, body: unknown, id = 'store') =>
  call<WriteAnswer>(`/api/Settings/Update/${id}?storeCode=b2c`, {
    method: 'PUT',
    body,
    ...(token === undefined ? {} : { token }),
  });

const seniorId = 'prod-discovery-senior';
const publishedName = 'Discovery Pass – Senior (65+)';
const uatName = 'Discovery Pass – Senior (65+) UAT preview';

const categoryText = async (token?: string): Promise<string> => {
  const answer = await call('/api/store/GetCategory/decouverte-discovery', token === undefined ? {} : { token });
  expect(answer.status).toBe(200);
  return JSON.stringify(answer.body);
};

describe('GET /api/store/GetSettings', () => {
  it('tells guests and portal users nothing of the admin settings', async () => {
    const off = { enableUAT: false, enableSeedClock: false, clockDateTime: null };
    expect((await settingsOf()).body).toEqual({
      enableB2CSplashPage: false,
      enableB2BSplashPage: false,
      isAdmin: false,
      disableShoppingCart: false,
      admin: off,
    });
    expect((await settingsOf(await newGuest(app.base))).body).toMatchObject({ isAdmin: false, admin: off });
    expect((await settingsOf(portal)).body).toMatchObject({ isAdmin: false, admin: off });
  });

  it('says isAdmin for the staff roles of the admin area (not an Operator)', async () => {
    for (const token of [lmg, superuser, administrator]) {
      const { status, body } = await settingsOf(token);
      expect(status).toBe(200);
      expect(body.isAdmin).toBe(true);
      expect(body.admin.enableUAT).toBe(false);
    }
    expect((await settingsOf(operator)).body.isAdmin).toBe(false);
  });
});

describe('the admin settings', () => {
  it('are read and changed by LMG and SuperUser only', async () => {
    expect((await update(undefined, { enableUAT: false })).status).toBe(401);
    for (const token of [administrator, operator, portal]) {
      expect((await update(token, { enableUAT: false })).status).toBe(403);
      expect((await call('/api/Settings/GetAll?storeCode=b2c', { token })).status).toBe(403);
    }
    const all = await call<ListAnswer>('/api/Settings/GetAll?storeCode=b2b', { token: superuser });
    expect(all.status).toBe(200);
    expect(all.body.rows).toEqual([expect.objectContaining({ settingId: 'store', enableUAT: false })]);
    const form = await call<FormAnswer>('/api/Settings/GetById/store?storeCode=b2c&action=edit', { token: lmg });
    expect(settingsFromForm(form.body)).toMatchObject({ settingId: 'store', enableUAT: false });
    expect((await call('/api/Settings/GetById/other?storeCode=b2c', { token: lmg })).status).toBe(404);
  });

  it('refuse what is not a setting, changing nothing', async () => {
    const bad = await update(lmg, { enableUAT: 'yes', clockDateTime: 'soon' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { enableUAT: ['This value is not valid.'], clockDateTime: ['This value is not valid.'] },
    });
    expect((await update(lmg, { enableUAT: true }, 'other')).status).toBe(404);
    expect((await settingsOf(lmg)).body.admin.enableUAT).toBe(false);
  });

  it('publish the seeded clock for admins (and only them)', async () => {
    const changed = await update(superuser, {
      admin: { enableSeedClock: true, clockDateTime: '2026-07-01T12:00:00Z' },
    });
    expect(changed.status).toBe(200);
    expect((await settingsOf(lmg)).body.admin).toEqual({
      enableUAT: false,
      enableSeedClock: true,
      clockDateTime: '2026-07-01T12:00:00.000Z',
    });
    expect((await settingsOf()).body.admin.enableSeedClock).toBe(false);
    expect((await update(lmg, { enableSeedClock: false, clockDateTime: null })).status).toBe(200);
    expect((await settingsOf(lmg)).body.admin).toMatchObject({ enableSeedClock: false, clockDateTime: null });
  });
});

describe('UAT mode', () => {
  it('shows admins the uat revisions while it is on; guests, operators and portal users see what is published', async () => {
    // A product name change tried in UAT (no admin revision API yet: the revision commands themselves).
    const seeded = seedEntities.find((entity) => entity.entityId === seniorId);
    if (seeded?.entityType !== 'Product') throw new Error('no seeded senior pass');
    const stream = revisionStream('Product', seniorId);
    const metadata = { now: testNow.toISOString(), userId: 'usr-seed-lmg' };
    const payload = { ...seeded.payload, name: { en: uatName, fr: `${seeded.payload.name.fr} (UAT)` } };
    await handleCommand(app.eventStore, stream, revisionDecider<unknown>(), {
      type: 'DraftRevision',
      data: { entityType: 'Product', entityId: seniorId, revisionId: 'rev-senior-uat', payload },
      metadata,
    });
    await handleCommand(app.eventStore, stream, revisionDecider<unknown>(), {
      type: 'MoveRevisionToUat',
      data: { revisionId: 'rev-senior-uat' },
      metadata,
    });

    // UAT off: staff see the published catalogue like everyone.
    const catalog = app.projections.read(storeCatalog);
    await eventually(async () =>
      (await catalog.findById(`Product:${seniorId}`))?.uatRevisionId === 'rev-senior-uat' ? true : null,
    );
    expect(await categoryText(lmg)).toContain(publishedName);
    expect(await categoryText(lmg)).not.toContain(uatName);

    // UAT on.
    const on = await update(lmg, { admin: { enableUAT: true } });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('Published successfully.');
    expect((await settingsOf(lmg)).body.admin.enableUAT).toBe(true);
    expect((await settingsOf()).body.admin.enableUAT).toBe(false);
    await eventually(async () => ((await categoryText(lmg)).includes(uatName) ? true : null));
    expect(await categoryText(superuser)).toContain(uatName);
    expect(await categoryText(administrator)).toContain(uatName);
    for (const token of [undefined, await newGuest(app.base), portal, operator]) {
      const text = await categoryText(token);
      expect(text).toContain(publishedName);
      expect(text).not.toContain(uatName);
    }

    // Search and the home page follow the same view.
    const search = (token?: string) =>
      call(`/api/store/search?search=preview&lng=en`, token === undefined ? {} : { token });
    expect((await search(lmg)).body).toMatchObject({ total: 1 });
    expect((await search()).body).toMatchObject({ total: 0 });

    // A staff cart adds what staff see; a guest's cart what is published.
    const staffAdd = await call<CartDto>('/api/cart/addToCart', {
      method: 'POST',
      token: lmg,
      body: { productId: seniorId, quantity: 1 },
    });
    expect(staffAdd.status).toBe(200);
    expect(staffAdd.body.items.map((item) => item.productName.en)).toEqual([uatName]);
    const guestAdd = await call<CartDto>('/api/cart/addToCart', {
      method: 'POST',
      token: await newGuest(app.base),
      body: { productId: seniorId, quantity: 1 },
    });
    expect(guestAdd.body.items.map((item) => item.productName.en)).toEqual([publishedName]);

    // UAT off again: staff see the published catalogue.
    expect((await update(superuser, { enableUAT: false })).status).toBe(200);
    const text = await categoryText(lmg);
    expect(text).toContain(publishedName);
    expect(text).not.toContain(uatName);
    expect((await search(lmg)).body).toMatchObject({ total: 0 });
  });
});
