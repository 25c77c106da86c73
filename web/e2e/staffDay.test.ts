import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { categoriesScreen } from '@parks/schemas/admin/families/categories/texts';
import { discountsScreen } from '@parks/schemas/admin/families/discounts/texts';
import { usersScreen } from '@parks/schemas/admin/families/users/texts';
import { commonScreen } from '@parks/schemas/texts/screens/common';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshotDir } from './support/app.ts';
import { buyAsGuest } from './support/guestOrders.ts';
import { journeyTexts } from './support/journey.ts';
import { seriousViolations } from './support/looks.ts';
import { signIn, staffPasswords, startTestStack } from './support/setup.ts';
import { pageInternals } from './support/textSweep.ts';

/*
 * A staff day in the back office (issue 23's acceptance), in Chromium against the real server: in English at
 * 1366 px and in French at 375 px, LMG walks every admin family as the work comes: the list, a row opened from its
 * name, its edit screen saved, back at the list with the notice, and for the families whose records go, Delete with
 * its confirmation. On the way: a payment's details, the orders, reports and revisions. Every screen passes axe
 * (no serious or critical violation) and the text sweep (support/textSweep.ts: no hash, UUID, internal id, ISO
 * time, AM/PM in French, cents, untranslated key or raw JSON), and is kept as a screenshot under
 * test-output/e2e/staff-day/ (docs/screens/admin/ holds the reviewed copies).
 */

type Lng = 'en' | 'fr';

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 180_000 });

const words = {
  en: { save: 'Save', edit: 'Edit', delete: 'Delete', confirm: 'Delete', width: 1366 },
  fr: { save: 'Enregistrer', edit: 'Modifier', delete: 'Supprimer', confirm: 'Supprimer', width: 375 },
} as const;

/** How a family's day goes: its list, whether its row opens details first, and whether a record goes at the end. */
type Walk = Readonly<{
  store: 'b2c' | 'b2b';
  area: string;
  /** The row worked on: its text, or the first row. */
  row?: string;
  /** The row opens the record's details, whose Edit opens the edit screen. */
  details?: boolean;
  /** Saved from its edit screen (false: a read-only record, its details only). */
  save?: boolean;
  /** The row made inactive (or deactivated) at the end: by its text, or the first row. */
  remove?: string | true;
  /** Its delete screen's button, where the family names it its own way (a user is deactivated). */
  removeLabel?: Readonly<Record<Lng, string>>;
}>;

const walks: readonly Walk[] = [
  { store: 'b2c', area: 'categories' },
  { store: 'b2c', area: 'products' },
  { store: 'b2c', area: 'prices' },
  { store: 'b2c', area: 'payments', details: true, save: false },
  { store: 'b2c', area: 'discounts', row: 'DAY', remove: 'DAY' },
  { store: 'b2c', area: 'shippings' },
  { store: 'b2c', area: 'provinceStates' },
  { store: 'b2c', area: 'banners', row: 'Parks day', remove: 'Parks day' },
  { store: 'b2c', area: 'contents' },
  { store: 'b2c', area: 'notes', row: 'Winter hours', remove: 'Winter hours' },
  {
    store: 'b2c',
    area: 'users',
    row: 'portal2',
    details: true,
    remove: 'portal2',
    removeLabel: { en: usersScreen.en.remove, fr: usersScreen.fr.remove },
  },
  { store: 'b2c', area: 'revisions', details: true, save: false },
  { store: 'b2c', area: 'settings' },
  { store: 'b2c', area: 'parksCanada' },
  // An adjustment needs a quantity and a reason: the journey opens it and leaves it (adminInventory adjusts).
  { store: 'b2b', area: 'inventory', save: false },
  { store: 'b2b', area: 'tracers', remove: true },
];

/** Screens with nothing to open, swept as they are: the dashboard, the shell's areas, and every create form. */
const screens = [
  '',
  '/orders',
  '/reports',
  '/banners',
  '/migration',
  '/ops',
  '/products/create',
  '/products/import',
  '/prices/create',
  '/discounts/create',
  '/shippings/create',
  '/banners/create',
  '/contents/create',
  '/notes/create',
  '/users/create',
  '/parksCanada/create',
] as const;

const contexts = new Map<Lng, Promise<BrowserContext>>();
const sessionOf = (lng: Lng): Promise<BrowserContext> => {
  const known = contexts.get(lng);
  if (known) return known;
  const session = (async () => {
    const width = words[lng].width;
    const context = await stack.browser.newContext({ viewport: { width, height: width === 1366 ? 900 : 800 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/portal/login`);
    await signIn(page, 'lmg', staffPasswords.lmg);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.close();
    return context;
  })();
  contexts.set(lng, session);
  return session;
};

/** The screen as a person meets it: axe finds nothing serious, the sweep nothing internal; kept as a screenshot. */
const check = async (page: Page, lng: Lng, name: string): Promise<void> => {
  await page.locator('h1').first().waitFor();
  await expect.poll(() => page.locator('[role="status"]', { hasText: /Loading|Chargement/ }).count()).toBe(0);
  expect(await pageInternals(page, lng), `${name} (${lng})`).toEqual([]);
  expect(await seriousViolations(page), `${name} (${lng})`).toEqual([]);
  // JPEG: the reviewed copies go to docs/screens/admin/, where a PNG of every screen would weigh ten times more.
  await mkdir(join(screenshotDir, 'staff-day'), { recursive: true });
  await page.screenshot({
    path: join(screenshotDir, 'staff-day', `${name}-${words[lng].width}-${lng}.jpg`),
    type: 'jpeg',
    quality: 60,
    fullPage: true,
  });
};

const rowOf = (page: Page, text: string | undefined) => {
  const rows = page.locator('.admin-table tbody tr');
  return (text === undefined ? rows : rows.filter({ hasText: text })).first();
};

beforeAll(async () => {
  // The day's material: a paid order (its payment), a note and a tracer to retire, two discount codes.
  await buyAsGuest(stack.server.url, { key: 'staff-day-order-1', quantity: 2 });
  const publish = async (family: string, store: string, values: Readonly<Record<string, unknown>>) => {
    const created = await apiCall(stack.server.url, `/api/${family}/Create?storeCode=${store}&button=publish`, {
      token: stack.lmgToken,
      body: values,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  };
  for (const lng of ['en', 'fr'] as const) {
    await publish('Notes', 'b2c', { title: 'Winter hours', text_EN: 'Closed in winter.', text_FR: `Fermé (${lng}).` });
    await publish('Tracers', 'b2b', { categories: ['pcat-calendars'] });
    // A banner of the store's own images (the seed has none): the picture a form shows back, then retires.
    await publish('Banners', 'b2c', {
      imageUrl: '/images/content/splash.svg',
      linkUrl: '/en/decouverte-discovery',
      alt_EN: `Parks day banner (${lng})`,
      alt_FR: `Bannière Parks day (${lng})`,
    });
  }
});

afterAll(async () => {
  for (const context of contexts.values()) await (await context).close();
});

describe.each(['en', 'fr'] as const)('a staff day in %s', (lng) => {
  const t = words[lng];
  const admin = (store: string, rest = '') => `${stack.server.url}/${lng}/admin/${store}${rest}`;

  it('generates three discount codes, one of them used at once in the public cart', async () => {
    const page = await (await sessionOf(lng)).newPage();
    const prefix = `DAY${lng.toUpperCase()}`;
    const screen = discountsScreen[lng];
    try {
      await page.goto(admin('b2c', '/discounts'));
      await check(page, lng, 'b2c-discounts-list');
      await page.getByRole('button', { name: commonScreen[lng].generate, exact: true }).click();
      await page.waitForURL(/\/discounts\/generate/);
      await check(page, lng, 'b2c-discounts-generate');
      await page.getByLabel(screen.count).fill('3');
      await page.getByLabel(screen.prefix).fill(prefix);
      await page.getByLabel(screen.percentage, { exact: true }).check();
      await page.getByLabel(screen.rate).fill('20');
      await page.locator('.admin-buttons').getByRole('button', { name: commonScreen[lng].generate }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/discounts'));
      await page.goto(admin('b2c', `/discounts?search=${prefix}`));
      const codes = page.locator('.admin-table tbody a.admin-row-name');
      await expect.poll(() => codes.count()).toBe(3);
      await check(page, lng, 'b2c-discounts-generated');
      const code = (await codes.first().textContent())?.trim() ?? '';
      expect(code).toMatch(new RegExp(`^${prefix}`));

      // A shopper uses it in the public cart straight away: the discount line shows.
      const shop = journeyTexts[lng];
      const shopper = await stack.browser.newContext({ viewport: { width: words[lng].width, height: 900 } });
      shopper.setDefaultTimeout(15_000);
      try {
        const store = await shopper.newPage();
        await store.goto(`${stack.server.url}/${lng}/decouverte-discovery`);
        await store.getByRole('button', { name: `${shop.addToCart} ${shop.adultPass}`, exact: true }).click();
        await store.getByRole('link', { name: shop.itemCount(1) }).click();
        await store.waitForURL((url) => url.pathname === shop.cartPath);
        await store.getByRole('textbox', { name: shop.promoLabel, exact: true }).fill(code);
        await store.getByRole('button', { name: shop.promoApply, exact: true }).click();
        await expect.poll(async () => (await store.locator('.discounts li').textContent()) ?? '').toContain(code);
      } finally {
        await shopper.close();
      }
    } finally {
      await page.close();
    }
  });

  it.each(walks)('works through the $store $area list', async (walk) => {
    const page = await (await sessionOf(lng)).newPage();
    const name = `${walk.store}-${walk.area}`;
    try {
      await page.goto(admin(walk.store, `/${walk.area}`));
      await check(page, lng, `${name}-list`);
      if (walk.area === 'categories') {
        await page.getByRole('treeitem').first().locator('.admin-tree-name').first().click();
      } else {
        await rowOf(page, walk.row).locator('a.admin-row-name').click();
      }
      await page.waitForURL(/\/(details|edit|adjust)\//);
      await check(page, lng, `${name}-${walk.details === true ? 'details' : 'edit'}`);
      if (walk.save !== false) {
        if (walk.details === true) {
          await page.locator('.admin-buttons').getByRole('button', { name: t.edit, exact: true }).click();
          await page.waitForURL(/\/edit\//);
          await check(page, lng, `${name}-edit`);
        }
        await page.locator('.admin-buttons').getByRole('button', { name: t.save, exact: true }).click();
        await page.waitForURL((url) => url.pathname.endsWith(`/${walk.area}`));
        await page.locator('.admin-notices [role="status"], .admin-notices .alert').first().waitFor();
        await check(page, lng, `${name}-saved`);
      }
      if (walk.remove !== undefined) {
        await page.goto(admin(walk.store, `/${walk.area}`));
        const row = rowOf(page, walk.remove === true ? undefined : walk.remove);
        await row.getByRole('button', { name: new RegExp(`^${t.delete}`) }).click();
        await page.waitForURL(/\/delete\//);
        await check(page, lng, `${name}-delete`);
        const remove = walk.removeLabel?.[lng] ?? t.delete;
        await page.locator('.admin-buttons').getByRole('button', { name: remove, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await check(page, lng, `${name}-confirm`);
        await dialog.locator('.button-primary').click();
        await page.waitForURL((url) => url.pathname.endsWith(`/${walk.area}`));
        await page.locator('.admin-notices').first().waitFor();
      }
    } finally {
      await page.close();
    }
  });

  it.each(screens)('reads the b2c screen at "%s"', async (rest) => {
    const page = await (await sessionOf(lng)).newPage();
    try {
      await page.goto(admin('b2c', rest));
      await check(page, lng, `b2c${rest.replaceAll('/', '-') || '-dashboard'}`);
    } finally {
      await page.close();
    }
  });

  it('creates a top-level category that appears in the public menu', async () => {
    const page = await (await sessionOf(lng)).newPage();
    const screen = categoriesScreen[lng];
    const name = lng === 'en' ? 'Heritage canals' : 'Canaux historiques';
    const alias = lng === 'en' ? 'heritage-canals-day' : 'canaux-historiques-jour';
    try {
      await page.goto(admin('b2c', '/categories'));
      await page.getByRole('button', { name: screen.add }).click();
      await page.waitForURL(/\/categories\/create/);
      await check(page, lng, 'b2c-categories-create');
      await page.getByLabel(screen.name_EN).fill(name);
      await page.getByLabel(screen.name_FR).fill(name);
      await page.getByLabel(screen.urlAlias_EN).fill(`${alias}-en`);
      await page.getByLabel(screen.urlAlias_FR).fill(`${alias}-fr`);
      await page.getByLabel(screen.parentId).selectOption({ index: 0 });
      await page.getByLabel(screen.order).fill('5');
      await expect.poll(() => page.getByLabel(screen.inMenu).isChecked()).toBe(true);
      await page.locator('.admin-buttons').getByRole('button', { name: commonScreen[lng].publish }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/categories'));
      await check(page, lng, 'b2c-categories-published');
    } finally {
      await page.close();
    }
    const visitor = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const store = await visitor.newPage();
      await store.goto(`${stack.server.url}/${lng}`);
      await expect.poll(() => store.getByRole('link', { name, exact: true }).count()).toBeGreaterThan(0);
    } finally {
      await visitor.close();
    }
  });
});
