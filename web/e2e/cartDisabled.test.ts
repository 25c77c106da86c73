import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './support/api.ts';
import { buildWeb, launchBrowser, type RunningServer, screenshot, startServer } from './support/app.ts';

/*
 * "Disable shopping cart" (back office, Change Settings) in the public store, against the real server: LMG closes
 * the cart through the settings API; a shopper's category page then shows every Add to cart button disabled with
 * the server's message beside it, in English and French, at 1366 and 375 px, with no serious axe violation.
 * Reopened, the buttons add again. The refusal of the add itself is tested over HTTP (api/src/settings).
 */

const messages = {
  en: 'Adding to the cart is not available at the moment.',
  fr: 'L’ajout au panier n’est pas disponible pour le moment.',
} as const;
const addLabel = { en: 'Add to cart', fr: 'Ajouter au panier' } as const;

let server: RunningServer;
let browser: Browser;
let lmg: string;

const setCart = (disableShoppingCart: boolean) =>
  apiCall(server.url, '/api/Settings/Update/store?storeCode=b2c', {
    method: 'PUT',
    token: lmg,
    body: { disableShoppingCart },
  });

beforeAll(async () => {
  buildWeb();
  server = await startServer();
  browser = await launchBrowser();
  lmg = await apiToken(server.url, 'lmg', 'Lmg-Parks-Local-2026');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a closed shopping cart', () => {
  it('disables the add buttons and says why, in English and French, at 1366 and 375 px', async () => {
    expect((await setCart(true)).status).toBe(200);
    for (const lng of ['en', 'fr'] as const) {
      for (const width of [1366, 375]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${server.url}/${lng}/decouverte-discovery`);
        const message = page.getByText(messages[lng]).first();
        await message.waitFor({ timeout: 10_000 });
        const buttons = page.getByRole('button', { name: addLabel[lng] });
        expect(await buttons.count()).toBeGreaterThan(0);
        for (const button of await buttons.all()) {
          expect(await button.isDisabled()).toBe(true);
          // The message is the button's description, so a screen reader says why it is off.
          const describedBy = await button.getAttribute('aria-describedby');
          expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(messages[lng]);
        }
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
        expect(serious.map((violation) => violation.id)).toEqual([]);
        await screenshot(page, `cart-disabled-${lng}-${width}`);
        await context.close();
      }
    }
  }, 120_000);

  it('adds again once reopened', async () => {
    expect((await setCart(false)).status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/decouverte-discovery`);
    const button = page.getByRole('button', { name: addLabel.en }).first();
    await button.waitFor();
    expect(await button.isDisabled()).toBe(false);
    expect(await page.getByText(messages.en).count()).toBe(0);
    await button.click();
    await page
      .getByText(/1 item in your cart/)
      .first()
      .waitFor({ timeout: 10_000 });
    await context.close();
  }, 60_000);
});
