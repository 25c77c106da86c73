import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, updateStoreSettings } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { staffPasswords, startTestStack } from './support/setup.ts';

/*
 * UAT mode and the signed-in shopper in the public store, against the real server. The LMG admin turns UAT on
 * through the API. (A uat-only revision needs the server's event store, which a browser test cannot reach: there
 * is no admin revision API yet. So the test checks who the store asks as, not the uat names.) Signed in as lmg,
 * the store header says 'UAT Enabled' and the store, cart and checkout calls carry the user's token, so an add
 * to cart goes to the user's own cart; signed out, the notice is gone and the guest's cart is used again. UAT is
 * turned off at the end.
 */

const patient = { timeout: 10_000 } as const;
const adultPass = 'Discovery Pass – Adult (18–64)';

// UAT is turned off again whatever the test did.
const stack = startTestStack({ beforeClose: () => setUat(false) });
const setUat = (enableUAT: boolean) => updateStoreSettings(stack.server.url, stack.lmgToken, { enableUAT });
let context: BrowserContext;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await context?.close();
});

type CartItems = { items: { quantity: number }[] };

/** `GET /api/cart/getCart` of the b2c store as the holder of `token`: the number of items in it. */
const cartCount = async (token: string): Promise<number> => {
  const reply = await apiCall<CartItems>(stack.server.url, '/api/cart/getCart?storeCode=b2c', { token });
  expect(reply.status).toBe(200);
  return reply.body.items.reduce((sum, item) => sum + item.quantity, 0);
};

/** The token kept in the page's localStorage under `key` (guestSession, currentUser). */
const storedToken = (page: Page, key: string): Promise<string> =>
  page.evaluate((name) => {
    const raw = window.localStorage.getItem(name);
    return raw ? String((JSON.parse(raw) as { token?: unknown }).token ?? '') : '';
  }, key);

/** A move inside the single-page app (no reload: the cached answers stay unless the app drops them). */
const goInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

/** The bearer of every public store call (store, cart, checkout) the page makes from now on. */
const recordStoreBearers = (page: Page): { bearers: string[]; stop: () => void } => {
  const bearers: string[] = [];
  const listener = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/api\/(store|cart|checkout)\//i.test(pathname) || /guestSession/i.test(pathname)) return;
    bearers.push(`${pathname} ${request.headers().authorization ?? ''}`);
  };
  page.on('request', listener);
  return { bearers, stop: () => page.off('request', listener) };
};

const addAdultPass = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: `Add to cart ${adultPass}`, exact: true }).click();
};

describe('UAT mode in the public store', () => {
  it('signed in as lmg: the UAT notice and the user token on store calls; signed out: no notice, the guest cart', async () => {
    const on = await setUat(true);
    expect(on.status).toBe(200);
    const settings = await apiCall<{ admin: { enableUAT: boolean } }>(stack.server.url, '/api/store/GetSettings', {
      token: stack.lmgToken,
    });
    expect(settings.body.admin.enableUAT).toBe(true);

    // A visitor: no notice; the add goes to the guest's cart.
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/decouverte-discovery`);
    await page.getByRole('button', { name: `Add to cart ${adultPass}`, exact: true }).waitFor();
    await addAdultPass(page);
    const guestToken = await storedToken(page, 'guestSession');
    expect(guestToken).not.toBe('');
    await expect.poll(() => cartCount(guestToken), patient).toBe(1);
    expect(await page.getByTestId('store-admin-notices').count()).toBe(0);

    // Signed in as lmg from the store's sign-in page, back to the category without a reload.
    await goInApp(page, '/en/login?redirect=%2Fen%2Fdecouverte-discovery');
    await page.getByLabel('Username (case sensitive)').fill('lmg');
    await page.getByLabel('Password (case sensitive)').fill(staffPasswords.lmg);
    const signedIn = recordStoreBearers(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/en\/decouverte-discovery$/);
    const notices = page.getByTestId('store-admin-notices');
    await notices.getByText('UAT Enabled').waitFor(patient);
    const userToken = await storedToken(page, 'currentUser');
    expect(userToken).not.toBe('');
    await page.getByRole('button', { name: `Add to cart ${adultPass}`, exact: true }).waitFor();
    await screenshot(page, 'uat-signed-in');

    // The add goes to lmg's own cart (any of lmg's sessions finds it); the guest's cart is left as it was.
    await addAdultPass(page);
    await expect.poll(() => cartCount(stack.lmgToken), patient).toBe(1);
    expect(await cartCount(guestToken)).toBe(1);
    signedIn.stop();
    const storeCalls = signedIn.bearers.filter((call) => !call.startsWith('/api/store/GetSettings'));
    expect(storeCalls.some((call) => call.startsWith('/api/cart/addToCart '))).toBe(true);
    expect(storeCalls.some((call) => call.startsWith('/api/store/'))).toBe(true);
    for (const call of signedIn.bearers) expect(call.endsWith(` Bearer ${userToken}`), call).toBe(true);

    // Signed out from the portal, back to the store without a reload: no notice, the guest's token and cart.
    await goInApp(page, '/en/portal');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/en\/portal\/login$/);
    const signedOut = recordStoreBearers(page);
    await goInApp(page, '/en/decouverte-discovery');
    await page.getByRole('button', { name: `Add to cart ${adultPass}`, exact: true }).waitFor(patient);
    await addAdultPass(page);
    await expect.poll(() => cartCount(guestToken), patient).toBe(2);
    expect(await cartCount(stack.lmgToken)).toBe(1);
    expect(await page.getByTestId('store-admin-notices').count()).toBe(0);
    await screenshot(page, 'uat-signed-out');
    signedOut.stop();
    expect(signedOut.bearers.some((call) => call.startsWith('/api/cart/addToCart '))).toBe(true);
    // Each endpoint says what it sends: the cart and checkout the guest's token, the store's reads nothing.
    for (const call of signedOut.bearers) {
      const [path = '', ...bearer] = call.split(' ');
      const expected = /^\/api\/(cart|checkout)\//i.test(path) ? `Bearer ${guestToken}` : '';
      expect(bearer.join(' '), call).toBe(expected);
    }

    // UAT off again.
    expect((await setUat(false)).status).toBe(200);
    const off = await apiCall<{ admin: { enableUAT: boolean } }>(stack.server.url, '/api/store/GetSettings', {
      token: stack.lmgToken,
    });
    expect(off.body.admin.enableUAT).toBe(false);
    await page.close();
  }, 90_000);
});
