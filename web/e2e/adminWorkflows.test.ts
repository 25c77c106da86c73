import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminNotice as notice } from './support/adminSteps.ts';
import { journeyTexts } from './support/journey.ts';
import { staffPasswords, startTestStack } from './support/setup.ts';

/*
 * Staff workflows of issue 23 that end in the public store, in Chromium against the real server, no network fakes:
 * LMG generates discount codes from the Discounts list and a shopper applies one in the cart right away; LMG creates
 * a top-level category placed in the store's menu, publishes it, and a visitor finds it in the header's menu.
 */

const patient = { timeout: 15_000 } as const;

const stack = startTestStack({ timeout: 180_000 });

const words = {
  username: 'Username (case sensitive)',
  password: 'Password (case sensitive)',
  signIn: 'Sign in',
  discounts: 'Discounts',
  generate: 'Generate',
  generateTitle: 'Generate discount codes',
  count: 'Number of codes',
  prefix: 'Prefix',
  percentage: 'Percentage',
  rate: 'Percentage (%)',
  generated: 'The codes were generated.',
  keyword: 'Keyword',
  search: 'Search',
  categories: 'Categories',
  add: 'Add category',
  create: 'New category',
  nameEn: 'Name (English)',
  nameFr: 'Name (French)',
  aliasEn: 'URL alias (English)',
  aliasFr: 'URL alias (French)',
  parent: 'Parent category',
  none: 'None',
  order: 'Order',
  inMenu: 'In the store menu',
  homePanel: 'Home page panel',
  publish: 'Publish',
  published: 'Published successfully.',
  storeMenu: 'Categories',
} as const;

/** Signed in as LMG from the portal's login, landing on `path`. */
const signedIn = async (path: string): Promise<Page> => {
  const context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${stack.server.url}/en/portal/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel(words.username).fill('lmg');
  await page.getByLabel(words.password).fill(staffPasswords.lmg);
  await page.getByRole('button', { name: words.signIn }).click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
};

describe('staff workflows that reach the public store', () => {
  it('generated discount codes are listed by code and a shopper can apply one at once', async () => {
    const page = await signedIn('/en/admin/b2c/discounts');
    try {
      await page.getByRole('heading', { level: 1, name: words.discounts }).waitFor();
      await page.getByRole('button', { name: words.generate, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: words.generateTitle }).waitFor();
      await page.getByLabel(words.count).fill('3');
      await page.getByLabel(words.prefix).fill('FLOW');
      await page.getByLabel(words.percentage, { exact: true }).check();
      await page.getByLabel(words.rate).fill('20');
      await page.getByRole('button', { name: words.generate, exact: true }).click();
      await notice(page, words.generated).waitFor();

      // Back on the list: the three codes, each by its code (not its discount id).
      await page.getByLabel(words.keyword).fill('flow');
      await page.getByRole('button', { name: words.search, exact: true }).click();
      const codeCells = page.getByRole('cell', { name: /^FLOW[0-9A-Z]{8}$/ });
      await expect.poll(() => codeCells.count(), patient).toBe(3);
      const codes = (await codeCells.allTextContents()).map((code) => code.trim());
      expect(codes.every((code) => /^FLOW[0-9A-Z]{8}$/.test(code))).toBe(true);
      expect(await page.getByRole('cell', { name: /^disc-/ }).count()).toBe(0);

      // A shopper applies one in the public cart: the discount line shows.
      const t = journeyTexts.en;
      const shopper = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
      shopper.setDefaultTimeout(15_000);
      try {
        const store = await shopper.newPage();
        await store.goto(`${stack.server.url}/en/decouverte-discovery`);
        await store.getByRole('button', { name: `${t.addToCart} ${t.adultPass}`, exact: true }).click();
        await store.getByRole('link', { name: t.itemCount(1) }).click();
        await store.waitForURL((url) => url.pathname === t.cartPath);
        await store.getByRole('textbox', { name: t.promoLabel, exact: true }).fill(codes[0] ?? '');
        await store.getByRole('button', { name: t.promoApply, exact: true }).click();
        const line = store.locator('.discounts li');
        await expect.poll(async () => (await line.textContent()) ?? '', patient).toContain(`Code ${codes[0]} applied`);
        expect(await store.locator('#promo-message').count()).toBe(0);
      } finally {
        await shopper.close();
      }
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('a new top-level category placed in the menu shows in the public store’s menu once published', async () => {
    const page = await signedIn('/en/admin/b2c/categories');
    const name = 'Heritage canals';
    try {
      await page.getByRole('button', { name: words.add }).click();
      await page.getByRole('heading', { level: 1, name: words.create }).waitFor();
      await page.getByLabel(words.nameEn).fill(name);
      await page.getByLabel(words.nameFr).fill('Canaux patrimoniaux');
      await page.getByLabel(words.aliasEn).fill('heritage-canals');
      await page.getByLabel(words.aliasFr).fill('canaux-patrimoniaux');
      await page.getByLabel(words.parent).selectOption({ label: words.none });
      await page.getByLabel(words.order).fill('4');
      await expect.poll(() => page.getByLabel(words.inMenu).isChecked(), patient).toBe(true);
      await page.getByLabel(words.homePanel).selectOption({ label: words.none });
      await page.getByRole('button', { name: words.publish, exact: true }).click();
      await notice(page, words.published).waitFor();
    } finally {
      await page.context().close();
    }

    const visitor = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    visitor.setDefaultTimeout(15_000);
    try {
      const store = await visitor.newPage();
      await store.goto(`${stack.server.url}/en`);
      const menu = store.getByRole('navigation', { name: words.storeMenu });
      await expect
        .poll(async () => (await menu.getByRole('link').allTextContents()).map((text) => text.trim()), patient)
        .toEqual(['Parks Canada Discovery Pass', 'Single-location passes', 'Lockage and mooring permits', name]);
      await menu.getByRole('link', { name }).click();
      await store.waitForURL((url) => url.pathname === '/en/heritage-canals');
      await store.getByRole('heading', { level: 1, name }).waitFor();
    } finally {
      await visitor.close();
    }
  }, 120_000);
});
