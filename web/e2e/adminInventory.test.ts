import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotice, viewports } from './support/adminSteps.ts';
import { screenshot } from './support/app.ts';
import { seriousViolations } from './support/looks.ts';
import { signIn, signInToAdmin, startTestStack } from './support/setup.ts';

/*
 * Inventory in Chromium (issue 14): an LMG opens the portal store's inventory, adjusts the desk calendar's stock
 * with a reason (English at 1366 px, then French at 375 px), and a signed-in portal user's product page shows the
 * availability change on its next load. Axe finds nothing serious; screenshots under test-output/e2e/admin-inventory/.
 */

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 180_000 });
let staff: BrowserContext;
let shopper: BrowserContext;
const desk = 'prod-b2b-desk-calendar';

beforeAll(async () => {
  staff = await stack.browser.newContext({ viewport: viewports[1366] });
  staff.setDefaultTimeout(15_000);
  await signInToAdmin(staff, stack.server.url, 'lmg');
  shopper = await stack.browser.newContext({ viewport: viewports[1366] });
  shopper.setDefaultTimeout(15_000);
  const page = await shopper.newPage();
  await page.goto(`${stack.server.url}/en/portal/login`);
  await signIn(page, 'portal', 'Portal-Parks-Local-2026');
  await page.waitForURL(/\/en\/portal$/);
  await page.close();
});

afterAll(async () => {
  await staff?.close();
  await shopper?.close();
});

/** The portal product page's availability, freshly loaded. */
const portalShows = async (page: Page, lng: 'en' | 'fr', text: string) => {
  await page.goto(`${stack.server.url}/${lng}/portal/${lng === 'en' ? 'calendars' : 'calendriers'}/${desk}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(text, { exact: true }).first().waitFor();
};

const expectClean = async (page: Page) => {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};

const deskRow = (page: Page) => page.getByRole('row', { name: /CAL-DK-011/ });

describe('inventory adjusted by an LMG', () => {
  it('moves the portal from In stock to Out of stock and back, in English at 1366 px and French at 375 px', async () => {
    const portal = await shopper.newPage();
    await portalShows(portal, 'en', 'In stock');

    const page = await staff.newPage();
    await page.goto(`${stack.server.url}/en/admin/b2b/inventory`);
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    await expect.poll(() => deskRow(page).textContent()).toMatch(/CAL-DK-011.*Desk calendar.*3.*0.*3.*In stock/);
    await expectClean(page);
    await screenshot(page, 'admin-inventory/list-en-1366');

    await deskRow(page)
      .getByRole('button', { name: /Adjust/ })
      .click();
    await page.waitForURL((url) => url.pathname === `/en/admin/b2b/inventory/adjust/${desk}`);
    await page.getByRole('heading', { level: 1, name: 'Adjust inventory: CAL-DK-011 Desk calendar' }).waitFor();
    await page.getByRole('heading', { name: 'On hand 3 · Reserved 0 · Available 3' }).waitFor();
    await page.getByLabel('Units to add (negative to remove)').fill('-3');
    await page.getByLabel('Reason').fill('Water damage in the stock room');
    await expectClean(page);
    await screenshot(page, 'admin-inventory/adjust-en-1366');
    await page.getByRole('button', { name: 'Adjust', exact: true }).click();
    await adminNotice(page, 'The inventory was adjusted.').waitFor();
    await page.waitForURL((url) => url.pathname === '/en/admin/b2b/inventory');
    await expect.poll(() => deskRow(page).textContent()).toMatch(/Out of stock/);
    await screenshot(page, 'admin-inventory/adjusted-en-1366');

    await portalShows(portal, 'en', 'Out of stock');
    expect(await portal.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await screenshot(portal, 'admin-inventory/portal-out-of-stock-en-1366');

    await page.setViewportSize(viewports[375]);
    await page.goto(`${stack.server.url}/fr/admin/b2b/inventory/adjust/${desk}`);
    await page
      .getByRole('heading', { level: 1, name: 'Ajuster l’inventaire : CAL-DK-011 Calendrier de bureau' })
      .waitFor();
    await page.getByLabel('Unités à ajouter (négatif pour retirer)').fill('5');
    await page.getByLabel('Raison').fill('Réception d’une palette');
    await expectClean(page);
    await screenshot(page, 'admin-inventory/adjust-fr-375');
    await page.getByRole('button', { name: 'Ajuster', exact: true }).click();
    await adminNotice(page, 'L’inventaire a été ajusté.').waitFor();
    await expectClean(page);
    await screenshot(page, 'admin-inventory/adjusted-fr-375');

    await portal.setViewportSize(viewports[375]);
    await portalShows(portal, 'fr', 'En stock');
    await expectClean(portal);
    await screenshot(portal, 'admin-inventory/portal-in-stock-fr-375');
    await page.close();
    await portal.close();
  });
});
