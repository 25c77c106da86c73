import { en as adminEn } from '@parks/schemas/texts/adminDefinitions/en';
import { fr as adminFr } from '@parks/schemas/texts/adminDefinitions/fr';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { money } from './support/journey.ts';
import { seriousViolations } from './support/looks.ts';
import { signInToAdmin, startTestStack } from './support/setup.ts';

/*
 * Every registry area's list and create form as LMG against the real server (issue 12): each screen loads the
 * server's definition and draws it (a heading, no load problem, no field the web cannot edit), with nothing
 * serious or critical for axe, and a screenshot under test-output/e2e/admin-areas/.
 */

const screens = [
  'categories',
  'categories/create',
  'products',
  'products/create',
  'products/import',
  'prices',
  'prices/create',
  'banners',
  'banners/create',
  'contents',
  'contents/create',
  'notes',
  'notes/create',
  'discounts',
  'discounts/create',
  'discounts/generate',
  'shippings',
  'shippings/create',
  'provinceStates',
  'users',
  'users/create',
  'revisions',
] as const;

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 180_000 });
let context: BrowserContext;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(15_000);
  await signInToAdmin(context, stack.server.url, 'lmg');
});

afterAll(async () => {
  await context?.close();
});

const problemsOn = async (page: Page): Promise<string[]> => {
  const serious = (await seriousViolations(page)).map((line) => `axe ${line}`);
  const notes = await page.locator('.admin-unsupported').allTextContents();
  const alerts = await page.locator('main [role="alert"]').allTextContents();
  return [...serious, ...notes.map((note) => `widget: ${note}`), ...alerts.map((alert) => `alert: ${alert}`)];
};

describe('every area as LMG (b2c, en, 1366 px)', () => {
  for (const screen of screens) {
    it(`draws ${screen} from the server's definition`, async () => {
      const page = await context.newPage();
      await page.goto(`${stack.server.url}/en/admin/b2c/${screen}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      await page.getByText('Loading…').waitFor({ state: 'detached' });
      expect(await heading.textContent()).not.toMatch(/not found|permission/i);
      expect(await problemsOn(page)).toEqual([]);
      await screenshot(page, `admin-areas/${screen.replace('/', '-')}-en-1366`);
      await page.close();
    });
  }
});

type ListRows = { rows: Record<string, unknown>[] };

describe('the dashboard figures', () => {
  it("shows the Shipping card's fees and the Discounts card's codes and usage counts, as the server lists them", async () => {
    const token = stack.lmgToken;
    const rows = async (family: string) =>
      (await apiCall<ListRows>(stack.server.url, `/api/${family}/GetAll?storeCode=b2c`, { token })).body.rows;
    const shippings = await rows('Shippings');
    const discounts = await rows('Discounts');
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/admin/b2c`);
    const shipping = page.getByRole('region', { name: 'Shipping' });
    const codes = page.getByRole('region', { name: 'Discounts' });
    await expect.poll(() => shipping.locator('tbody tr').count()).toBe(shippings.length);
    await expect.poll(() => codes.locator('tbody tr').count()).toBe(discounts.length);
    const shippingText = (await shipping.textContent()) ?? '';
    expect(new Set(shippings.map((row) => row.region))).toEqual(new Set(['Canada', 'United States', 'International']));
    for (const row of shippings) {
      expect(shippingText).toContain(`${String(row.region)}${String(row.method)}${money(Number(row.feeCents), 'en')}`);
    }
    const codesText = (await codes.textContent()) ?? '';
    for (const row of discounts) expect(codesText).toContain(`${String(row.code)}${String(row.uses)}`);
    expect(await problemsOn(page)).toEqual([]);
    await screenshot(page, 'admin-areas/dashboard-en-1366');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await screenshot(page, 'admin-areas/dashboard-en-375');
    await page.close();
  });
});

describe('Discounts Generate', () => {
  it('opens from the list, sends the form to POST /api/Discounts/Generate and lists the new codes', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/admin/b2c/discounts`);
    await page.getByRole('heading', { level: 1, name: 'Discounts' }).waitFor();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.waitForURL((url) => url.pathname === '/en/admin/b2c/discounts/generate');
    await page.getByRole('heading', { level: 1, name: 'Generate discount codes' }).waitFor();
    await page.getByLabel('Number of codes').fill('3');
    await page.getByLabel('Prefix').fill('JRN');
    await page.getByLabel('Percentage', { exact: true }).check();
    await page.getByLabel('Percentage (%)').fill('10');
    await screenshot(page, 'admin-areas/discounts-generate-filled-en-1366');
    const generated = page.waitForResponse((response) => response.url().includes('/api/Discounts/Generate'));
    await page.getByRole('button', { name: 'Generate' }).click();
    const reply = await generated;
    expect(reply.status()).toBe(201);
    await page.waitForURL((url) => url.pathname === '/en/admin/b2c/discounts');
    await expect.poll(() => page.getByRole('cell', { name: /^JRN/ }).count()).toBe(3);
    await screenshot(page, 'admin-areas/discounts-generated-en-1366');
    await page.close();
  });
});

describe("a discount's products", () => {
  const words = {
    en: {
      ...adminEn,
      applies: 'Applies to products',
      ticked: (count: number, total: number) => `${count} of ${total} ticked`,
    },
    fr: {
      ...adminFr,
      applies: 'S’applique aux produits',
      ticked: (count: number, total: number) => `${count} ${count <= 1 ? 'coché' : 'cochés'} sur ${total}`,
    },
  } as const;

  for (const lng of ['en', 'fr'] as const) {
    it(`are a long list filtered by what is typed, the ticks kept and counted (${lng})`, async () => {
      const t = words[lng];
      const page = await context.newPage();
      await page.goto(`${stack.server.url}/${lng}/admin/b2c/discounts/create`);
      const list = page.getByRole('group', { name: t.applies });
      await list.waitFor();
      const boxes = list.getByRole('checkbox');
      const total = await boxes.count();
      expect(total).toBeGreaterThan(12);
      await expect.poll(() => list.getByText(t.ticked(0, total)).count()).toBe(1);
      await boxes.first().check();
      // By SKU: the single-location passes (`SL-…`), named alike in both languages.
      await list.getByLabel(t.filterChoices).fill('sl-');
      await expect.poll(() => boxes.count()).toBeLessThan(total);
      const shown = await list.locator('.checkbox-row label').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const name of shown) expect(name).toMatch(/SL-/);
      // The box ticked before the filter stays ticked, filtered out or not.
      await expect.poll(() => list.getByText(t.ticked(1, total)).count()).toBe(1);
      await list.getByLabel(t.filterChoices).fill('zzz-nothing');
      await list.getByText(t.noChoiceMatches).waitFor();
      await list.getByLabel(t.filterChoices).fill('');
      await expect.poll(() => boxes.count()).toBe(total);
      expect(await seriousViolations(page)).toEqual([]);
      await list.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-areas/discount-products-${lng}-1366`);
      await page.setViewportSize({ width: 375, height: 800 });
      await list.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-areas/discount-products-${lng}-375`);
      await page.close();
    });
  }
});
