import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports } from './support/adminSteps.ts';
import { apiCall, apiToken } from './support/api.ts';
import { buildWeb, launchBrowser, type RunningServer, screenshot, startServer } from './support/app.ts';
import { seriousViolations } from './support/looks.ts';
import { placePortalOrder } from './support/portalOrders.ts';

/*
 * The b2b orders list as SuperUser against the real server (issue 13): three portal orders waiting for approval
 * are selected; before the action is applied another staff member declines one of them, so the bulk approval
 * answers two done and one refused, each shown, and the list reloads with the new statuses and no box left to
 * tick. The keyword search sits in the query string; the advanced search finds one order by its PO number. Axe
 * finds nothing serious at 1366 px in English and at 375 px in French; screenshots under test-output/e2e/admin-orders/.
 */

const passwords = {
  superuser: 'Super-Parks-Local-2026',
  lmg: 'Lmg-Parks-Local-2026',
} as const;

let server: RunningServer;
let browser: Browser;
const orderIds: string[] = [];

const loginWords = {
  en: { username: 'Username (case sensitive)', password: 'Password (case sensitive)', submit: 'Sign in' },
  fr: {
    username: 'Nom d’utilisateur (sensible à la casse)',
    password: 'Mot de passe (sensible à la casse)',
    submit: 'Ouvrir une session',
  },
} as const;

const signIn = async (page: Page, lng: 'en' | 'fr', target: string): Promise<void> => {
  const words = loginWords[lng];
  await page.goto(`${server.url}/${lng}/portal/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel(words.username).fill('superuser');
  await page.getByLabel(words.password).fill(passwords.superuser);
  await page.getByRole('button', { name: words.submit }).click();
  await page.waitForURL((url) => url.pathname === target);
};

const expectAccessible = async (page: Page, name: string): Promise<void> => {
  expect((await seriousViolations(page)).map((line) => `${name}: ${line}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, name).toBeLessThanOrEqual(0);
  await screenshot(page, `admin-orders/${name}`);
};

beforeAll(async () => {
  buildWeb();
  server = await startServer({ env: { RELEASE_EVERY_MINUTES: 'off' } });
  browser = await launchBrowser();
  for (const n of [1, 2, 3]) orderIds.push(await placePortalOrder(server.url, n, 'e2e-admin-orders'));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the b2b orders list', () => {
  it('bulk-approves a selection as SuperUser and shows what happened to each order', async () => {
    const context = await browser.newContext({ viewport: viewports[1366] });
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      await signIn(page, 'en', '/en/admin/b2b/orders');
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      const [first, second, third] = orderIds as [string, string, string];
      for (const orderId of orderIds) await page.getByRole('checkbox', { name: `Select order ${orderId}` }).waitFor();
      await expectAccessible(page, 'list-en-1366');

      // The keyword goes into the query string and narrows the list; Reset brings every order back.
      await page.getByLabel('Keyword').fill(second);
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await page.waitForURL((url) => url.searchParams.get('search') === second);
      await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(3);

      for (const orderId of orderIds) await page.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
      await page.getByText('3 orders selected').waitFor();
      await page.getByLabel('Action', { exact: true }).selectOption('approve');

      // Meanwhile LMG declines the second order: it is no longer waiting for approval when the action runs.
      const lmg = await apiToken(server.url, 'lmg', passwords.lmg);
      const declined = await apiCall(server.url, `/api/Orders/${second}/Decline`, {
        token: lmg,
        body: { reason: 'Duplicate order' },
      });
      expect(declined.status).toBe(200);

      await page.getByRole('button', { name: 'Apply to the selected orders' }).click();
      const results = page.locator('.orders-actions-results li');
      await expect
        .poll(() => results.allTextContents())
        .toEqual([
          `${first}: done, now Pending.`,
          `${second}: not changed. This order is not waiting for approval.`,
          `${third}: done, now Pending.`,
        ]);
      // The list reloaded: the new statuses, and no order left to select.
      const statusOf = (orderId: string) =>
        page.locator('.admin-table tbody tr', { hasText: orderId }).locator('td').nth(3).textContent();
      await expect.poll(() => statusOf(first)).toBe('Pending');
      await expect.poll(() => statusOf(second)).toBe('Declined');
      await expect.poll(() => page.getByRole('checkbox', { name: /^Select order/ }).count()).toBe(0);
      await expectAccessible(page, 'results-en-1366');

      // A row opens its details (the order modal's own screen comes later: the placeholder stands in).
      await page.getByRole('button', { name: `Details ${first}` }).click();
      await page.waitForURL((url) => url.pathname === `/en/admin/b2b/orders/details/${first}`);
    } finally {
      await context.close();
    }
  });

  it('reads in French on a phone', async () => {
    const context = await browser.newContext({ viewport: viewports[375] });
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      await signIn(page, 'fr', '/fr/admin/b2b/orders');
      await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
      // On a phone the rows are cards: the header row is out of sight but still the table's, for a screen reader.
      await page.getByRole('columnheader', { name: 'Numéro de client' }).waitFor({ state: 'attached' });
      await expectAccessible(page, 'list-fr-375');

      // The advanced search: one order by its PO number, exactly.
      await page.getByText('Recherche avancée').click();
      await page.getByRole('textbox', { name: 'Numéro de bon de commande', exact: true }).fill('po-e2e-3');
      await page.getByLabel('Numéro de bon de commande : correspondance exacte').check();
      await page.locator('.admin-advanced-search').getByRole('button', { name: 'Rechercher' }).click();
      await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
      await page.locator('.admin-table tbody tr', { hasText: orderIds[2] ?? '' }).waitFor();
      await expectAccessible(page, 'advanced-fr-375');
    } finally {
      await context.close();
    }
  });
});
