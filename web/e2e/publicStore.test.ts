import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, webRoot } from './support/app.ts';
import { firstLoadJs } from './support/bundleSize.ts';
import { expectCspRefused } from './support/cspViolations.ts';
import { journeyTexts } from './support/journey.ts';
import { pathOf, startTestStack } from './support/setup.ts';

/*
 * The public store against the real server (API, read models, sandbox gateway and mail worker in one process):
 * routing, language, not-found, keyboard access and the store pages. Screenshots go to test-output/e2e/. The shopper
 * journey from the home page to the confirmation mail is shopperJourney.test.ts.
 */

/** expect.poll waits 1 s by default: too short for a page under load. */
const patient = { timeout: 10_000 } as const;

const stack = startTestStack();
let context: BrowserContext;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await context?.close();
});

const open = async (path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(`${stack.server.url}${path}`);
  return page;
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
    await page.goto(`${stack.server.url}/ipe`);
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
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), patient).toBe('en-CA');
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\//);
    expect(pathOf(page)).toBe('/fr/search/parks?page=2#results');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), patient).toBe('fr-CA');
    await expect.poll(() => page.title(), patient).toContain('Boutique de Parcs Canada');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('Parcs Canada');
    await screenshot(page, 'language-switch-fr');

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/en\//);
    expect(pathOf(page)).toBe('/en/search/parks?page=2#results');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), patient).toBe('en-CA');
    await expect.poll(() => page.title(), patient).toContain('Parks Canada Store');
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
    await expect.poll(() => page.title(), patient).toContain('We couldn’t find that page');
    if (path === '/en/no-such-page') await screenshot(page, 'not-found');
    await page.close();
  });

  it('shows the French not-found screen under /fr', async () => {
    const page = await open('/fr/page-inexistante');
    await page.getByRole('heading', { level: 1, name: 'Nous n’avons pas trouvé cette page' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), patient).toBe('fr-CA');
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
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), patient).toBe('main');
    await page.close();
  });
});

describe('typing masks', () => {
  it('keeps the caret where a digit of the phone number is changed, and shapes the postal code as typed', async () => {
    // Its own context: a cart of its own, so the other tests' carts stay as they expect.
    const maskContext = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await maskContext.newPage();
      const t = journeyTexts.en;
      await page.goto(`${stack.server.url}/en/decouverte-discovery`);
      await page.getByRole('button', { name: `${t.addToCart} ${t.adultPass}`, exact: true }).click();
      await page.getByRole('link', { name: t.itemCount(1) }).waitFor();
      await page.goto(`${stack.server.url}/en/checkout`);
      const shipping = page.getByRole('group', { name: t.shippingGroup });
      const phone = shipping.getByRole('textbox', { name: t.phone, exact: true });
      await phone.fill('6135551234');
      await expect.poll(() => phone.inputValue(), patient).toBe('(613) 555-1234');

      // Keys at a person's pace: the mask library reads the caret between keystrokes (a key pressed within the
      // same few milliseconds as the previous one is refused, which only a script can do).
      const key = (name: string) => page.keyboard.press(name, { delay: 30 });
      const caret = () => phone.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
      for (let step = 0; step < 6; step += 1) await key('ArrowLeft');
      expect(await caret()).toEqual([8, 8]);
      // The middle digit of 555 selected and typed over: the caret stays right after it.
      await key('Shift+ArrowLeft');
      await key('8');
      expect(await phone.inputValue()).toBe('(613) 585-1234');
      expect(await caret()).toEqual([8, 8]);
      // Deleted: the digits after it move up and the caret stays where the digit was; typed again, it goes back.
      await key('Backspace');
      expect(await phone.inputValue()).toBe('(613) 551-234');
      expect(await caret()).toEqual([7, 7]);
      await key('2');
      expect(await phone.inputValue()).toBe('(613) 525-1234');
      expect(await caret()).toEqual([8, 8]);

      const postalCode = shipping.getByRole('textbox', { name: t.postalCode, exact: true });
      await postalCode.fill('k1a0b1');
      await expect.poll(() => postalCode.inputValue(), patient).toBe('K1A 0B1');
      await screenshot(page, 'masks');
    } finally {
      await maskContext.close();
    }
  });
});

describe('first load', () => {
  it('keeps the first-load JavaScript at or under 200 kB gzipped', async () => {
    const { files, totalGzipBytes } = await firstLoadJs(join(webRoot, 'dist'));
    expect(files.length).toBeGreaterThan(0);
    expect(totalGzipBytes).toBeLessThanOrEqual(200 * 1024);
  });
});

describe('store pages', () => {
  it('home: the PanelTop alert and the three panels, each button going to its category', async () => {
    const page = await open('/en');
    await page.getByRole('status').filter({ hasText: 'Holiday shipping' }).waitFor();
    const panels: [string, string, string][] = [
      ['Parks Canada Discovery Pass', 'Buy the Discovery Pass', '/en/decouverte-discovery'],
      ['Single-location passes', 'Choose a park', '/en/lieu-unique-single-location'],
      ['Lockage and mooring permits', 'Buy a permit', '/en/eclusage-amarrage-lockage-mooring'],
    ];
    for (const [title, button, href] of panels) {
      const region = page.getByRole('region', { name: title });
      await region.getByRole('heading', { level: 2, name: title }).waitFor();
      expect(await region.getByRole('link', { name: button }).getAttribute('href')).toBe(href);
    }
    await page.close();
  });

  it('category anchor: /en/decouverte-discovery/modalites-terms opens the terms-of-use tab and scrolls to it', async () => {
    const page = await open('/en/decouverte-discovery/modalites-terms');
    const tab = page.getByRole('tab', { name: 'Terms of use' });
    await expect.poll(() => tab.getAttribute('aria-selected'), patient).toBe('true');
    await page.getByRole('tabpanel', { name: 'Terms of use' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY), patient).toBeGreaterThan(0);
    await page.close();
  });

  it('search: /en/search/pass lists 5 results, LOAD MORE sets ?page=2 and appends the next 5; an unknown word finds nothing', async () => {
    const page = await open('/en/search/pass');
    const results = page.getByRole('region', { name: 'Search results for “pass”' }).getByRole('listitem');
    await expect.poll(() => results.count(), patient).toBe(5);
    const firstFive = await results.allTextContents();
    await page.getByRole('button', { name: 'LOAD MORE' }).click();
    await page.waitForURL(/\/en\/search\/pass\?page=2$/);
    await expect.poll(() => results.count(), patient).toBe(10);
    expect((await results.allTextContents()).slice(0, 5)).toEqual(firstFive);
    await page.goto(`${stack.server.url}/en/search/zzzqqq`);
    await page.getByText('No results found.', { exact: true }).waitFor();
    await page.close();
  });

  it('content pages: /en/terms/refunds scrolls to #refunds; /fr/cart is rewritten to /fr/panier', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(`${stack.server.url}/en/terms/refunds`);
    await page.getByRole('heading', { level: 2, name: 'Refunds' }).waitFor();
    // a smooth scroll brings the heading to the top of the 400 px viewport, and the heading takes focus
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), patient).toBe('refunds');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('refunds')?.getBoundingClientRect().top ?? -1))
      .toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goto(`${stack.server.url}/fr/cart`);
    await page.waitForURL(/\/fr\/panier$/);
    await page.getByRole('heading', { level: 1, name: 'Votre panier d’achats' }).waitFor();
    await page.close();
  });

  it('confirmation without an order: /en/confirmation goes to the English home', async () => {
    const fresh = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await fresh.newPage();
      await page.goto(`${stack.server.url}/en/confirmation`);
      await page.waitForURL(/\/en$/);
      await page.getByRole('heading', { level: 2, name: 'Parks Canada Discovery Pass' }).waitFor();
    } finally {
      await fresh.close();
    }
  });

  it('small screens (375 px): no side panel, a sticky subtotal bar links to the cart; the checkout summary sits above the form', async () => {
    const small = await stack.browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true });
    try {
      const page = await small.newPage();
      await page.goto(`${stack.server.url}/en/decouverte-discovery`);
      await page.getByRole('button', { name: 'Add to cart Discovery Pass – Adult (18–64)', exact: true }).click();
      const bar = page.getByRole('link', { name: 'Subtotal: $75.25 · View cart' });
      await bar.waitFor();
      expect(await page.getByRole('complementary', { name: 'Your cart' }).isVisible()).toBe(false);
      expect(await bar.evaluate((element) => getComputedStyle(element.parentElement ?? element).position)).toBe(
        'sticky',
      );
      await screenshot(page, 'small-screen-category');
      await bar.click();
      await page.waitForURL(/\/en\/cart$/);
      await page.getByRole('link', { name: 'Check out', exact: true }).click();
      await page.waitForURL(/\/en\/checkout$/);
      const summary = page.getByRole('heading', { level: 2, name: 'My order summary' });
      const form = page.getByRole('group', { name: 'Shipping address' });
      await summary.waitFor();
      const [summaryBox, formBox] = await Promise.all([summary.boundingBox(), form.boundingBox()]);
      expect(summaryBox && formBox && summaryBox.y < formBox.y).toBe(true);
      await screenshot(page, 'small-screen-checkout');
    } finally {
      await small.close();
    }
  });
});

describe('content from the API, adjusted in the browser', () => {
  // The seed has no #Name link in the header and shoppers always get the splash page off: these two tests change
  // the real server's answer on its way to the page (page.route) to reach those branches of the app.
  it('header: HeaderSection renders sanitized, and a link to #Name opens that content in a modal', async () => {
    const page = await context.newPage();
    await page.route('**/api/store/GetContentByName/HeaderSection*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { html: Record<string, string> };
      body.html.en = `${body.html.en}<p><a href="#VesselLengthModal">Measuring a vessel</a><img src="x" onerror="document.body.dataset.xss='img'"><script>document.body.dataset.xss='script'</script></p>`;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${stack.server.url}/en`);
    const header = page.getByRole('banner').locator('.header-content');
    await header.getByRole('link', { name: 'Measuring a vessel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vessel length' });
    await dialog.getByText('Measure your vessel from the tip of the bow', { exact: false }).waitFor();
    expect(await header.locator('script').count()).toBe(0);
    expect(await header.locator('img[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => document.body.dataset.xss)).toBeUndefined();
    // Sanitizing it parses the onerror attribute, which the page's Content-Security-Policy refuses (and reports).
    await expectCspRefused('script-src-attr');
    await screenshot(page, 'header-modal');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('splash: with the splash page on in GET /api/store/GetSettings, / shows the bilingual splash and /en redirects to /', async () => {
    const page = await context.newPage();
    await page.route('**/api/store/GetSettings*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, enableB2CSplashPage: true, isAdmin: false } });
    });
    await page.goto(`${stack.server.url}/`);
    const french = page.locator('section[lang="fr-CA"]');
    const english = page.locator('section[lang="en-CA"]');
    await french.getByText('La Boutique de Parcs Canada sera de retour sous peu.', { exact: false }).waitFor();
    await english.getByText('The Parks Canada Store will be back shortly.', { exact: false }).waitFor();
    const [left, right] = await Promise.all([french.boundingBox(), english.boundingBox()]);
    expect(left && right && left.x < right.x).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'splash');
    await page.goto(`${stack.server.url}/en`);
    await page.waitForURL((url) => url.pathname === '/');
    await english.waitFor();
    await page.close();
  });
});
