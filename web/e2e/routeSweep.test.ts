import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { screenshot, screenshotDir } from './support/app.ts';
import { seriousViolations, settled } from './support/looks.ts';
import { signIn, startTestStack } from './support/setup.ts';

/*
 * The route sweep (issue 11's acceptance): every public and portal route of store-and-portal.md section 2, in
 * English and French, at 1366 px and 375 px. On each: no horizontal overflow, no serious or critical axe
 * violation, no console error, and a screenshot under test-output/e2e/sweep/. Routes that need data get it first
 * (a pass in the cart, a placed public order, a wall calendar in the portal cart and a placed portal order). One
 * browser, one context per store: a guest shopper and the signed-in portal user (plus a signed-out one for the
 * portal's login and password pages).
 */

type Lng = 'en' | 'fr';
type Store = 'shopper' | 'portal' | 'visitor';
type SweepRoute = Readonly<{
  name: string;
  store: Store;
  path: (lng: Lng) => string;
  /** An answer the page asks for and is meant to get as 404 (the not-found screens): its console line is expected. */
  notFound?: boolean;
}>;

const byLng =
  (en: string, fr: string) =>
  (lng: Lng): string =>
    lng === 'en' ? en : fr;
const both = (path: string) => (lng: Lng) => `/${lng}${path}`;

/** Filled in by the set-up: the public order and the portal order the confirmation pages show. */
const orders = { public: '', portal: '' };

const routes: readonly SweepRoute[] = [
  // Public store
  { name: 'landing', store: 'shopper', path: () => '/' },
  { name: 'legacy-store', store: 'shopper', path: byLng('/en/store', '/fr/boutique') },
  { name: 'home', store: 'shopper', path: both('') },
  { name: 'login', store: 'shopper', path: both('/login') },
  { name: 'login-redirect', store: 'visitor', path: () => '/login' },
  { name: 'pei', store: 'shopper', path: byLng('/pei', '/ipe') },
  { name: 'category-discovery', store: 'shopper', path: both('/decouverte-discovery') },
  { name: 'category-discovery-terms', store: 'shopper', path: both('/decouverte-discovery/modalites-terms') },
  { name: 'category-single-location', store: 'shopper', path: both('/lieu-unique-single-location') },
  { name: 'category-boating', store: 'shopper', path: both('/eclusage-amarrage-lockage-mooring') },
  {
    name: 'category-lockage',
    store: 'shopper',
    path: byLng(
      '/en/eclusage-amarrage-lockage-mooring/lockage-permits',
      '/fr/eclusage-amarrage-lockage-mooring/permis-eclusage',
    ),
  },
  { name: 'cart', store: 'shopper', path: byLng('/en/cart', '/fr/panier') },
  { name: 'checkout', store: 'shopper', path: byLng('/en/checkout', '/fr/paiement') },
  { name: 'confirmation', store: 'shopper', path: (lng) => `/${lng}/confirmation/${orders.public}` },
  { name: 'passes-and-orders', store: 'shopper', path: byLng('/en/passes-and-orders', '/fr/cartes-et-commandes') },
  { name: 'terms', store: 'shopper', path: byLng('/en/terms/refunds', '/fr/modalites/remboursements') },
  { name: 'search', store: 'shopper', path: byLng('/en/search/pass', '/fr/search/carte') },
  { name: 'not-found', store: 'shopper', path: both('/no-such-page'), notFound: true },
  // Portal
  { name: 'portal-redirect', store: 'portal', path: () => '/portal' },
  { name: 'portal-login', store: 'visitor', path: both('/portal/login') },
  { name: 'portal-password', store: 'visitor', path: both('/portal/password') },
  { name: 'portal-home', store: 'portal', path: both('/portal') },
  { name: 'portal-category', store: 'portal', path: byLng('/en/portal/publications', '/fr/portal/publications-fr') },
  {
    name: 'portal-child-category',
    store: 'portal',
    path: byLng('/en/portal/publications/calendars', '/fr/portal/publications-fr/calendriers'),
  },
  {
    name: 'portal-product',
    store: 'portal',
    path: byLng('/en/portal/calendars/prod-b2b-wall-calendar', '/fr/portal/calendriers/prod-b2b-wall-calendar'),
  },
  {
    name: 'portal-search',
    store: 'portal',
    path: byLng('/en/portal/search/calendar', '/fr/portal/recherche/calendrier'),
  },
  { name: 'portal-cart', store: 'portal', path: byLng('/en/portal/cart', '/fr/portal/panier') },
  { name: 'portal-checkout', store: 'portal', path: byLng('/en/portal/checkout', '/fr/portal/paiement') },
  {
    name: 'portal-checkout-address',
    store: 'portal',
    path: byLng('/en/portal/checkout/address/create', '/fr/portal/paiement/address/create'),
  },
  { name: 'portal-review', store: 'portal', path: byLng('/en/portal/review-order', '/fr/portal/revision-commande') },
  {
    name: 'portal-confirmation',
    store: 'portal',
    path: (lng) => `/${lng}/portal/confirmation/${orders.portal}`,
  },
  {
    name: 'portal-order-details',
    store: 'portal',
    path: (lng) => `/${lng}/portal/${lng === 'en' ? 'order-details' : 'details-commande'}/${orders.portal}`,
  },
  { name: 'portal-account', store: 'portal', path: byLng('/en/portal/my-account', '/fr/portal/mon-compte') },
  {
    name: 'portal-profile',
    store: 'portal',
    path: byLng('/en/portal/my-account/my-profile', '/fr/portal/mon-compte/mon-profil'),
  },
  {
    name: 'portal-addresses',
    store: 'portal',
    path: byLng('/en/portal/my-account/my-shipping-addresses', '/fr/portal/mon-compte/mes-adresses-de-livraison'),
  },
  {
    name: 'portal-address-add',
    store: 'portal',
    path: byLng(
      '/en/portal/my-account/my-shipping-addresses/add',
      '/fr/portal/mon-compte/mes-adresses-de-livraison/add',
    ),
  },
  {
    name: 'portal-orders',
    store: 'portal',
    path: byLng('/en/portal/my-account/my-orders', '/fr/portal/mon-compte/mes-commandes'),
  },
  { name: 'portal-contact', store: 'portal', path: byLng('/en/portal/contact-us', '/fr/portal/contactez-nous') },
  { name: 'portal-help', store: 'portal', path: byLng('/en/portal/help', '/fr/portal/aide') },
  {
    name: 'portal-shipping',
    store: 'portal',
    path: byLng('/en/portal/shipping-and-delivery', '/fr/portal/expedition-et-livraison'),
  },
  { name: 'portal-not-found', store: 'portal', path: both('/portal/no-such-page'), notFound: true },
];

const viewports = [
  { label: '1366', width: 1366, height: 900 },
  { label: '375', width: 375, height: 800 },
] as const;

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } } });
const contexts = new Map<Store, BrowserContext>();

const contextOf = (store: Store): BrowserContext => {
  const context = contexts.get(store);
  if (!context) throw new Error(`no ${store} context`);
  return context;
};

/** A guest shopper with a pass in the cart and one placed order (its confirmation page is swept). */
const prepareShopper = async (context: BrowserContext): Promise<void> => {
  const page = await context.newPage();
  const addAdultPass = async () => {
    await page.goto(`${stack.server.url}/en/decouverte-discovery`);
    await page.getByRole('button', { name: 'Add to cart Discovery Pass – Adult (18–64)', exact: true }).click();
    await page.getByRole('link', { name: '1 item in your cart' }).waitFor();
  };
  await addAdultPass();
  await page.goto(`${stack.server.url}/en/checkout`);
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  const field = (label: string) => shipping.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Pat');
  await field('Last name').fill('Shopper');
  await field('Address line 1').fill('30 Victoria Street');
  await shipping.getByRole('combobox', { name: 'Province/state', exact: true }).selectOption('ON');
  await field('City').fill('Ottawa');
  await field('Postal code/ZIP code').fill('K1A 0B1');
  await field('Email address').fill('pat.shopper@example.com');
  await field('Confirm email address').fill('pat.shopper@example.com');
  await field('Phone number').fill('6135551234');
  await page.getByRole('textbox', { name: 'Credit card number', exact: true }).fill('4111111111111111');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)', exact: true }).fill('1230');
  await page.getByRole('textbox', { name: 'CVV2', exact: true }).fill('123');
  await page.getByRole('checkbox', { name: 'I have read and agree to the Terms and Conditions' }).check();
  await page.getByRole('button', { name: 'Purchase now' }).click();
  await page.waitForURL(/\/confirmation\/[^/]+$/, { timeout: 20_000 });
  orders.public = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  // A new cart for the cart and checkout pages.
  await addAdultPass();
  await page.close();
};

/** The portal user, signed in, with one order placed (confirmation and details) and a wall calendar in the cart. */
const preparePortal = async (context: BrowserContext): Promise<void> => {
  const page = await context.newPage();
  await page.goto(`${stack.server.url}/en/portal/login`);
  await signIn(page, 'portal', 'Portal-Parks-Local-2026');
  await page.waitForURL(/\/en\/portal$/);
  const addCalendar = async () => {
    await page.goto(`${stack.server.url}/en/portal/calendars/prod-b2b-wall-calendar`);
    await page.getByLabel('Year').selectOption({ label: '2027' });
    await page.getByLabel('Month').selectOption({ label: 'April' });
    await page.getByLabel('Quantity').fill('10');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('The product was added to your cart.').waitFor();
  };
  await addCalendar();
  await page.goto(`${stack.server.url}/en/portal/checkout/address/create`);
  await page.getByLabel('Nickname').fill('Head office');
  await page.getByLabel('First name').fill('Paula');
  await page.getByLabel('Last name').fill('Martin');
  await page.getByLabel('Address line 1').fill('30 Victoria Street');
  await page.getByLabel('City').fill('Gatineau');
  await page.getByLabel('Province/state').selectOption('QC');
  await page.getByLabel('Postal code/ZIP code').fill('J8X 0B3');
  await page.getByLabel('Phone number').fill('(819) 555-1234');
  await page.locator('gcds-input#field-email1 input').fill('portal@partner.example');
  await page.locator('gcds-input#field-emailConfirm1 input').fill('portal@partner.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/en\/portal\/checkout\?addressId=/);
  await page.getByLabel('CPC Customer Number').selectOption('CPC-100002');
  // Next is enabled again once the fees were recomputed for the chosen customer number.
  await page.getByRole('button', { name: 'Next', disabled: false }).click();
  await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/en\/portal\/confirmation\//);
  orders.portal = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  await addCalendar();
  await page.close();
};

beforeAll(async () => {
  await mkdir(join(screenshotDir, 'sweep'), { recursive: true });
  for (const store of ['shopper', 'portal', 'visitor'] as const) {
    const context = await stack.browser.newContext({ viewport: viewports[0] });
    context.setDefaultTimeout(15_000);
    contexts.set(store, context);
  }
  await prepareShopper(contextOf('shopper'));
  await preparePortal(contextOf('portal'));
}, 240_000);

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
});

type Finding = Readonly<{ overflow: number; violations: string[]; consoleErrors: string[] }>;

/** Opens the route, waits for its heading and for loading to end, and looks. */
const sweep = async (route: SweepRoute, lng: Lng, viewport: (typeof viewports)[number]): Promise<Finding> => {
  const page: Page = await contextOf(route.store).newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The not-found screens ask for an alias that does not exist: that 404 is the point of the page.
    if (route.notFound && text.includes('404')) return;
    consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  try {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`${stack.server.url}${route.path(lng)}`);
    await page.locator('h1').first().waitFor();
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const violations = await seriousViolations(page);
    await screenshot(page, `sweep/${route.name}-${lng}-${viewport.label}`);
    return { overflow, violations, consoleErrors };
  } finally {
    await page.close();
  }
};

// The sweeps run a few at a time (the browser project's maxConcurrency): each has its own page, and while one waits
// for the server or a lazy chunk another is being analysed, which keeps both cores busy.
describe.concurrent('route sweep', () => {
  for (const viewport of viewports) {
    for (const lng of ['en', 'fr'] as const) {
      describe(`${lng} at ${viewport.label} px`, () => {
        it.for(routes.map((route) => [route.name, route] as const))('%s', async ([, route], { expect }) => {
          const finding = await sweep(route, lng, viewport);
          expect(finding).toEqual({ overflow: expect.any(Number), violations: [], consoleErrors: [] });
          expect(finding.overflow).toBeLessThanOrEqual(0);
        });
      });
    }
  }
});
