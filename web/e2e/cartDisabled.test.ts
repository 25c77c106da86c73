import { describe, expect, it } from 'vitest';
import { updateStoreSettings } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { seriousViolations } from './support/looks.ts';
import { startTestStack } from './support/setup.ts';

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

const stack = startTestStack();

const setCart = (disableShoppingCart: boolean) =>
  updateStoreSettings(stack.server.url, stack.lmgToken, { disableShoppingCart });

describe('a closed shopping cart', () => {
  it('disables the add buttons and says why, in English and French, at 1366 and 375 px', async () => {
    expect((await setCart(true)).status).toBe(200);
    for (const lng of ['en', 'fr'] as const) {
      for (const width of [1366, 375]) {
        const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${stack.server.url}/${lng}/decouverte-discovery`);
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
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `cart-disabled-${lng}-${width}`);
        await context.close();
      }
    }
  }, 120_000);

  it('adds again once reopened', async () => {
    expect((await setCart(false)).status).toBe(200);
    const context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/decouverte-discovery`);
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
