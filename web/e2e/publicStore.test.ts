import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, launchBrowser, type RunningServer, screenshot, startServer, webRoot } from './support/app.ts';
import { firstLoadJs } from './support/bundleSize.ts';

/*
 * The public store's shell against the real server. The store API routes (/api/store, /api/cart, /api/checkout)
 * are not mounted yet, so every store call answers 404: these tests cover what works without them (routing,
 * language, not-found, keyboard access); the journeys that need them are listed as todos.
 */

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  buildWeb();
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const open = async (path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
};

const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

describe('redirects', () => {
  it('sends the landing route / to the English home', async () => {
    const page = await open('/');
    await page.waitForURL(/\/en$/);
    expect(pathOf(page)).toBe('/en');
    await page.close();
  });

  it('sends /login to the portal sign-in, keeping the query string', async () => {
    const page = await open('/login?redirect=%2Fen%2Fportal&x=1');
    await page.waitForURL(/\/en\/portal\/login/);
    expect(pathOf(page)).toBe('/en/portal/login?redirect=%2Fen%2Fportal&x=1');
    await page.close();
  });

  it('sends /pei and /ipe to the Prince Edward Island page in English and in French', async () => {
    const page = await open('/pei');
    await page.waitForURL(/prince-edward-island/);
    expect(pathOf(page)).toBe('/en/lieu-unique-single-location/prince-edward-island');
    await page.goto(`${server.url}/ipe`);
    await page.waitForURL(/ile-du-prince-edouard/);
    expect(pathOf(page)).toBe('/fr/lieu-unique-single-location/ile-du-prince-edouard');
    await page.close();
  });

  it('sends a legacy path ending in the store segment to the landing route', async () => {
    const page = await open('/parks/store');
    await page.waitForURL(/\/en$/);
    expect(pathOf(page)).toBe('/en');
    await page.close();
  });
});

describe('language switch', () => {
  it('rewrites the language segment, keeps the path, query and hash, and sets lang, title and description', async () => {
    const page = await open('/en/search/parks?page=2#results');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-CA');
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\//);
    expect(pathOf(page)).toBe('/fr/search/parks?page=2#results');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await expect.poll(() => page.title()).toContain('Boutique de Parcs Canada');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('Parcs Canada');
    await screenshot(page, 'language-switch-fr');

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/en\//);
    expect(pathOf(page)).toBe('/en/search/parks?page=2#results');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-CA');
    await expect.poll(() => page.title()).toContain('Parks Canada Store');
    await page.close();
  });
});

describe('not found', () => {
  it.each([
    ['an unknown alias', '/en/no-such-page'],
    ['a first segment that is not a language', '/xx/no-such-page'],
    ['a path deeper than /{lng}/{page}/{id}', '/en/a/b/c'],
  ])('shows the not-found screen for %s', async (_label, path) => {
    const page = await open(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }).waitFor(),
    ).resolves.toBeUndefined();
    expect(pathOf(page)).toBe(path);
    await expect.poll(() => page.title()).toContain('We couldn’t find that page');
    if (path === '/en/no-such-page') await screenshot(page, 'not-found');
    await page.close();
  });

  it('shows the French not-found screen under /fr', async () => {
    const page = await open('/fr/page-inexistante');
    await page.getByRole('heading', { level: 1, name: 'Nous n’avons pas trouvé cette page' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await page.close();
  });
});

describe('keyboard access', () => {
  it('offers a skip link as the first stop that moves focus to the main content', async () => {
    const page = await open('/en');
    await page.getByRole('link', { name: 'Français' }).waitFor();
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({
      text: document.activeElement?.textContent ?? '',
      href: document.activeElement?.getAttribute('href') ?? '',
    }));
    expect(first).toEqual({ text: 'Skip to main content', href: '#main' });
    expect(await page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(true);
    await screenshot(page, 'skip-link');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });
});

describe('first load', () => {
  it('keeps the first-load JavaScript at or under 200 kB gzipped', async () => {
    const { files, totalGzipBytes } = await firstLoadJs(join(webRoot, 'dist'));
    expect(files.length).toBeGreaterThan(0);
    expect(totalGzipBytes).toBeLessThanOrEqual(200 * 1024);
  });
});

describe('journeys that need the store API', () => {
  it.todo(
    'home: GET /api/store/GetHomeContent draws the PanelTop alerts and the discovery, single-location and lockage/mooring panels, each button going to /{lng}/{path}',
  );
  it.todo(
    'header and footers: HeaderSection, TopFooterSection and BottomFooterSection content render sanitized; a link to #Name opens that content in a modal',
  );
  it.todo(
    'category: /en/decouverte-discovery lists products; Add to cart POSTs /api/cart/addToCart and the header count (aria-live) and the side panel show the line',
  );
  it.todo('category anchor: /en/decouverte-discovery/modalites-terms opens the terms-of-use tab and scrolls to it');
  it.todo(
    'boating permit: choosing 20 ft shows first price × 20, 10 ft shows the 12 ft price; an empty vessel id shows "The form could not be submitted because 1 error was found" and "Error 1: Vessel registration ID / vessel name - …"; a valid form adds one permit',
  );
  it.todo(
    'cart page: typing a quantity PUTs /api/cart/updateCart at once and blur shows the stored quantity; 6000 becomes 5000; 0 asks to remove and Remove DELETEs /api/cart/remove/{lineId}; vessel lines have no quantity input or edit link',
  );
  it.todo(
    'promo code: an empty code shows "No promotional code entered."; an unknown code shows the server message; a valid one lists the discount',
  );
  it.todo(
    'checkout: Purchase now on an empty form lists the numbered errors (Error 1: first name cannot be empty, …) in a focused summary and sends nothing',
  );
  it.todo(
    'checkout: a CA phone is masked (613) 555-1234, a CA postal code K1A 0B1; a card starting 37 shows American Express with a 4-digit CVV2, one starting 35 hides the CVV2',
  );
  it.todo(
    'checkout: filling address line 1, city, country, postal code and both e-mails PUTs /api/checkout/updateCheckoutDto after 1 s and the summary shows the arrival date and taxes',
  );
  it.todo(
    'checkout: an approved card (4111 1111 1111 1111) PUTs /api/checkout/checkoutOrder with an Idempotency-Key and lands on /en/confirmation/{orderId}',
  );
  it.todo(
    'checkout: a declined card (4000 0000 0000 0002) shows the declined message; a second click with the same form reuses the Idempotency-Key, a changed card mints a new one',
  );
  it.todo(
    'confirmation: shows order number, addresses, lines, taxes and total; Print shows the receipt in print media; without an id GET /api/checkout/GetConfirmation, and a failure goes to /en',
  );
  it.todo(
    'search: /en/search/pass lists 5 results, LOAD MORE sets ?page=2 and appends the next 5; "No results found." for an unknown word',
  );
  it.todo('content pages: /en/terms/refunds scrolls to #refunds after 300 ms; /fr/cart is rewritten to /fr/panier');
  it.todo(
    'splash: with the splash page on in GET /api/store/GetSettings, / shows the bilingual splash and /en redirects to /',
  );
  it.todo(
    'small screens (375 px): no side panel, a sticky subtotal bar links to the cart; the checkout summary sits above the form',
  );
});
