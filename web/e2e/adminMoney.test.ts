import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { money, normalize } from './support/journey.ts';
import { signedInPages, startTestStack } from './support/setup.ts';

/*
 * No raw internals (issue 23), as LMG against the real server: staff type dollars and percentages, in each
 * language's writing ("12.50" on an English page, "7,25" on a French one); the lists show money as money; no
 * label of the money screens or the dashboard speaks of cents or thousandths of a percent.
 */

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 240_000 });
const { newPage } = signedInPages(stack);

type ListRows = { rows: Record<string, unknown>[] };

const screen = async (page: Page, lng: 'en' | 'fr', rest: string, heading: string) => {
  await page.goto(`${stack.server.url}/${lng}/admin/b2c${rest === '' ? '' : `/${rest}`}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect.poll(() => page.getByText(lng === 'en' ? 'Loading…' : 'Chargement…').count()).toBe(0);
};

/** Saves the form on screen and waits for the list it returns to. */
const save = async (page: Page, lng: 'en' | 'fr', area: string, button: string) => {
  const written = page.waitForResponse((response) => /\/api\/\w+\/Update\//.test(response.url()));
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await written).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === `/${lng}/admin/b2c/${area}`);
};

const rawUnits = /\(cents\)|\bcents\b|thousandths?|millièmes/i;

describe('money in the back office', () => {
  it('takes a price typed as 12.50 in English and lists it as $12.50', async () => {
    const first = (
      await apiCall<ListRows>(stack.server.url, '/api/Prices/GetAll?storeCode=b2c', { token: stack.lmgToken })
    ).body.rows[0];
    const id = String(first?.priceId);
    const page = await newPage();
    await screen(page, 'en', `prices/edit/${id}`, 'Edit price');
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(rawUnits);
    const regular = page.getByLabel('Regular price ($)');
    expect(await regular.inputValue()).toMatch(/^\d+\.\d{2}$/);
    await regular.fill('12.50');
    await save(page, 'en', 'prices', 'Save');
    const row = page.locator('tbody tr').first();
    await expect.poll(async () => normalize((await row.textContent()) ?? '')).toContain(money(1250, 'en'));
    expect(money(1250, 'en')).toBe('$12.50');
    await screenshot(page, 'admin-money/prices-en');
    await page.close();
  });

  it('takes a shipping fee typed as 7,25 on a French page and lists it as 7,25 $', async () => {
    const page = await newPage();
    await screen(page, 'fr', 'shippings/edit/ship-express-ca', 'Modifier les frais de livraison');
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(rawUnits);
    const fee = page.getByLabel('Frais ($)');
    expect(await fee.inputValue()).toBe('24,95');
    await fee.fill('7,25');
    await save(page, 'fr', 'shippings', 'Enregistrer');
    const row = page.locator('tbody tr').filter({ hasText: 'Express' }).filter({ hasText: 'Canada' });
    await expect.poll(async () => normalize((await row.textContent()) ?? '')).toContain(money(725, 'fr'));
    expect(money(725, 'fr')).toBe('7,25 $');
    await screenshot(page, 'admin-money/shippings-fr');
    await page.close();
  });

  it('says dollars and percent, never cents or thousandths, on the money screens and the dashboard', async () => {
    const page = await newPage();
    const screens: readonly (readonly ['en' | 'fr', string, string, readonly string[]])[] = [
      ['en', 'settings/edit/store', 'Change settings', ['Line item fee ($)', 'Order processing fee ($)']],
      ['fr', 'settings/edit/store', 'Modifier les paramètres', ['Frais d’expédition de commande ($)']],
      ['en', 'shippings/edit/ship-express-us', 'Edit shipping fee', ['Fee ($)']],
      ['en', 'discounts/edit/disc-summer2024', 'Edit discount', ['Amount ($)', 'Minimum subtotal ($)']],
      ['fr', 'discounts/edit/disc-discover10', 'Modifier le rabais', ['Pourcentage (%)']],
      ['en', 'provinceStates/edit/prov-QC', 'Edit province or territory', ['QST (%)']],
      ['en', 'prices/create', 'New price', ['Regular price ($)', 'Sale price ($)']],
      ['fr', 'prices/create', 'Nouveau prix', ['Prix régulier ($)', 'Prix de solde ($)']],
    ];
    for (const [lng, rest, heading, labels] of screens) {
      await screen(page, lng, rest, heading);
      for (const label of labels) await page.getByLabel(label).first().waitFor();
      expect(await page.evaluate(() => document.body.innerText), `${lng} ${rest}`).not.toMatch(rawUnits);
    }
    // The settings' fees start as dollars; the discount's percentage as a percent.
    await screen(page, 'en', 'settings/edit/store', 'Change settings');
    expect(await page.getByLabel('Order shipment fee ($)').inputValue()).toMatch(/^\d+\.\d{2}$/);
    await screen(page, 'en', 'discounts/edit/disc-discover10', 'Edit discount');
    expect(await page.getByLabel('Percentage (%)').inputValue()).toBe('10');
    for (const lng of ['en', 'fr'] as const) {
      await screen(page, lng, '', lng === 'en' ? 'Dashboard' : 'Tableau de bord');
      const shipping = page.getByRole('region', { name: lng === 'en' ? 'Shipping' : 'Expédition' });
      await shipping.locator('tbody tr').first().waitFor();
      expect(normalize((await shipping.locator('thead').textContent()) ?? '')).toContain(
        lng === 'en' ? 'Fee ($)' : 'Frais ($)',
      );
      expect(await page.evaluate(() => document.body.innerText), `${lng} dashboard`).not.toMatch(rawUnits);
    }
    await screenshot(page, 'admin-money/dashboard-fr');
    await page.close();
  });
});
