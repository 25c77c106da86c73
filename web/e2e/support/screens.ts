/**
 * The six review screenshots of the shopper walk (issue 11), taken at 1366 px, full page: home, a category with the
 * cart side panel, the cart, the public checkout with its errors, the portal home and the portal checkout.
 * Builds the web app, starts the real server on a temporary DATA_DIR, and stops it again.
 *
 *   node web/e2e/support/screens.ts <outDir>     (Node 24 first on the PATH; e.g. /work/screens/after)
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { buildWeb, launchBrowser, startServer } from './app.ts';

const outDir = resolve(process.argv[2] ?? 'test-output/screens');
const viewport = { width: 1366, height: 900 } as const;

const shoot = async (page: Page, name: string): Promise<void> => {
  // Fonts and lazy chunks settle before the shot (a screenshot is a picture, not a test).
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
  console.log(`${name}.png`);
};

const main = async (): Promise<void> => {
  await mkdir(outDir, { recursive: true });
  buildWeb();
  const server = await startServer({ env: { RELEASE_EVERY_MINUTES: 'off' } });
  const browser = await launchBrowser();
  try {
    const shopper = await browser.newContext({ viewport });
    const page = await shopper.newPage();
    await page.goto(`${server.url}/en`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shoot(page, 'home');

    await page.goto(`${server.url}/en/decouverte-discovery`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page
      .getByText(/1 item in your cart/)
      .first()
      .waitFor();
    await shoot(page, 'category');

    await page.goto(`${server.url}/en/cart`);
    await page.getByRole('heading', { level: 1, name: 'Your shopping cart' }).waitFor();
    await shoot(page, 'cart');

    await page.goto(`${server.url}/en/checkout`);
    await page.getByRole('button', { name: 'Purchase now' }).click();
    await page.getByText('The form could not be submitted', { exact: false }).first().waitFor();
    await shoot(page, 'checkout-errors');

    const portal = await browser.newContext({ viewport });
    const portalPage = await portal.newPage();
    await portalPage.goto(`${server.url}/en/portal/login`);
    await portalPage.getByLabel('Username (case sensitive)').fill('portal');
    await portalPage.getByLabel('Password (case sensitive)').fill('Portal-Parks-Local-2026');
    await portalPage.getByRole('button', { name: 'Sign in' }).click();
    await portalPage.waitForURL(/\/en\/portal$/);
    await portalPage.getByRole('link', { name: 'Printed publications' }).first().waitFor();
    await shoot(portalPage, 'portal-home');

    // One wall calendar in the cart, so that the checkout shows its form.
    await portalPage.getByRole('link', { name: 'Printed publications' }).first().click();
    await portalPage.getByRole('link', { name: 'Calendars' }).click();
    await portalPage.getByRole('link', { name: 'Wall calendar' }).click();
    await portalPage.getByLabel('Year').selectOption({ label: '2027' });
    await portalPage.getByLabel('Month').selectOption({ label: 'April' });
    await portalPage.getByLabel('Quantity').fill('10');
    await portalPage.getByRole('button', { name: 'Add to cart' }).click();
    await portalPage.getByText('The product was added to your cart.').waitFor();

    await portalPage.goto(`${server.url}/en/portal/checkout`);
    await portalPage.getByRole('heading', { level: 1 }).first().waitFor();
    await shoot(portalPage, 'portal-checkout');
  } finally {
    await browser.close();
    await server.stop();
  }
};

await main();
