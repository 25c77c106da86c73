import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiToken, idleQueue, mailFilesWith, queueBacklog } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { pathOf, signIn, staffPasswords, startTestStack } from './support/setup.ts';

/*
 * The B2B portal against the real server: sign-in with the seeded portal user, my account with the user and
 * role, sign-out; and the ordering journey through the portal catalogue, cart and checkout API, on to the
 * staff approval and the release for production (both through the API, as the admin would), the one confirmation
 * mail, and the order's status under Previously processed in English and French. The release schedule is off
 * (RELEASE_EVERY_MINUTES=off): the order is released only when the test asks for it. And the Operator's order:
 * checkout without a customer number (required of a portal user, optional for an Operator), placed Pending at once.
 */

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } } });

/** What a worker queue still has to do (LMG's token). */
const backlogOf = (name: string) => queueBacklog(stack.server.url, stack.lmgToken, name);
let context: BrowserContext;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await context?.close();
});

/** From the portal home: the category cards → Printed publications → Calendars → Wall calendar. */
const openWallCalendar = async (page: Page): Promise<void> => {
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('link', { name: 'Printed publications' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Printed publications' }).waitFor();
  await page.getByRole('link', { name: 'Calendars' }).click();
  await page.getByRole('heading', { level: 1, name: 'Calendars' }).waitFor();
  await page.getByRole('link', { name: 'Wall calendar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wall calendar' }).waitFor();
};

/** On the wall calendar's page: 2027, April, the quantity, added to the cart. */
const addWallCalendar = async (page: Page, quantity: number): Promise<void> => {
  await page.getByLabel('Year').selectOption({ label: '2027' });
  await page.getByLabel('Month').selectOption({ label: 'April' });
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('The product was added to your cart.').waitFor();
};

type NewAddress = Readonly<{
  nickname: string;
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  email: string;
}>;

/** From the checkout: a new address through the address sub-route, back to the checkout with its id. */
const addAddressAtCheckout = async (page: Page, address: NewAddress): Promise<void> => {
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await page.waitForURL(/\/en\/portal\/checkout\/address\/create$/);
  await page.getByLabel('Nickname').fill(address.nickname);
  await page.getByLabel('First name').fill(address.firstName);
  await page.getByLabel('Last name').fill(address.lastName);
  await page.getByLabel('Address line 1').fill(address.address1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Province/state').selectOption(address.province);
  await page.getByLabel('Postal code/ZIP code').fill(address.postalCode);
  await page.getByLabel('Phone number').fill(address.phone);
  await page.locator('#field-email1 input').fill(address.email);
  await page.locator('#field-emailConfirm1 input').fill(address.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/en\/portal\/checkout\?addressId=/);
  await page.getByText(address.address1).waitFor();
};

/** On the review step: Submit, on to the confirmation; the order id from its address. */
const submitOrder = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/en\/portal\/confirmation\//);
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
};

/** On my orders: the order's status cell under Previously processed (Traitées précédemment). */
const processedStatus = async (page: Page, orderId: string, lng: 'en' | 'fr', expected: string): Promise<void> => {
  await page.getByRole('tab', { name: lng === 'en' ? 'Previously processed' : 'Traitées précédemment' }).click();
  const statusCell = () =>
    page.getByRole('tabpanel').getByRole('row').filter({ hasText: orderId }).getByRole('cell').nth(2).textContent();
  await expect.poll(statusCell, { timeout: 10_000 }).toBe(expected);
};

describe('portal sign-in', () => {
  it('sends a visitor to the login page, signs in, shows the user and role in my account, and signs out', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/portal/my-account`);
    await page.waitForURL(/\/en\/portal\/login\?redirect=/);
    expect(pathOf(page)).toBe('/en/portal/login?redirect=%2Fen%2Fportal%2Fmy-account');

    await signIn(page, 'portal', 'Portal-Parks-Local-2026');
    await page.waitForURL(/\/en\/portal\/my-account$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome, portal' }).waitFor();
    await expect.poll(() => page.locator('.account-role').textContent()).toBe('Role: Portal user');
    await expect.poll(() => page.getByTestId('portal-user').textContent()).toBe('portal (Portal user)');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('currentUser') ?? 'null'));
    expect(stored).toMatchObject({ id: 'usr-seed-portal', username: 'portal', role: 'PortalUser' });
    await screenshot(page, 'portal-my-account');

    await page.getByRole('link', { name: 'My profile', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Paula');

    // A refused access token is refreshed once (rotation) and the call retried.
    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('currentUser') ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem('currentUser', JSON.stringify({ ...user, token: 'expired-token' }));
    });
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 10_000 }).toBe('Paula');
    const refreshed = await page.evaluate(() => JSON.parse(window.localStorage.getItem('currentUser') ?? '{}'));
    expect(refreshed.token).not.toBe('expired-token');
    expect(refreshed.refreshToken).not.toBe(stored.refreshToken);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/en/portal/login');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();
    await page.goto(`${stack.server.url}/en/portal`);
    await page.waitForURL(/\/en\/portal\/login\?redirect=%2Fen%2Fportal$/);
    await page.close();
  });

  it('shows the server message for a wrong password and keeps the form usable', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/portal/login`);
    await signIn(page, 'portal', 'not-the-password');
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 })
      .toContain('The username or password is incorrect.');
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    await page.close();
  });

  it('asks for a password reset by username and comes back to the login page with the message', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/portal/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset my password' }).waitFor();
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByLabel('Username (case sensitive)').fill('portal');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await page.waitForURL(/\/en\/portal\/login$/);
    await page.getByText('If an account exists for this username').waitFor();
    await page.close();
  });

  it('redirects /portal to /en/portal', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/portal`);
    await page.waitForURL(/\/en\/portal/);
    await page.close();
  });
});

describe('portal ordering journey', () => {
  it('orders a printed product with options, quantity limits, a customer number and PO, waits for approval, is approved, released and mailed once', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/portal/login`);
    await signIn(page, 'portal', 'Portal-Parks-Local-2026');
    await page.waitForURL(/\/en\/portal$/);

    // Header search: 5 a page, each result to its page.
    await page.getByPlaceholder('Search products').fill('calendar');
    await page.getByPlaceholder('Search products').press('Enter');
    await page.waitForURL(/\/en\/portal\/search\/calendar$/);
    await page.locator('.result-list').getByRole('link', { name: 'Wall calendar' }).waitFor();
    await screenshot(page, 'portal-01-search');

    // Catalogue: home cards → category → child category → product.
    await openWallCalendar(page);
    expect(await page.getByRole('link', { name: 'View a sample (PDF)' }).getAttribute('href')).toContain('.pdf');

    // Quantity above the maximum (50) and options left out are refused on the page.
    await page.getByLabel('Quantity').fill('60');
    await page.getByLabel('Quantity').press('Enter');
    await page.getByText('The quantity must be less than or equal to the maximum (50).').waitFor();
    await page.getByText('Please select an option.').first().waitFor();
    await screenshot(page, 'portal-02-product-limits');
    await addWallCalendar(page, 10);
    await screenshot(page, 'portal-03-product');

    // Out of stock without back orders, and Unavailable, cannot be added.
    await page.goto(`${stack.server.url}/en/portal/brochures-and-maps/prod-b2b-trail-map`);
    await page.getByRole('heading', { level: 1, name: 'Trail map (folded)' }).waitFor();
    await page.getByText('Out of stock').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await screenshot(page, 'portal-04-out-of-stock');
    await page.goto(`${stack.server.url}/en/portal/posters/prod-b2b-safety-poster`);
    await page.getByText('This product cannot be ordered at this time.').waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);

    // Cart: options shown, quantity edited, 0 asks to confirm the removal.
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Your shopping cart' }).waitFor();
    await page.getByText('2027 · April · Bilingual').waitFor();
    const quantity = page.getByRole('spinbutton', { name: /Quantity/ });
    await quantity.fill('12');
    // The subtotal of 12 at $12.95. Not `toContain('12')`: the subtotal of 10, $129.50, holds "12" too, so that
    // passed before the update and failed once the update won the race.
    await expect.poll(() => page.locator('.cart-table tfoot').textContent()).toContain('$155.40');
    await quantity.fill('0');
    await page.getByRole('dialog', { name: 'Remove this item?' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('12');
    await screenshot(page, 'portal-05-cart');
    await page.getByRole('link', { name: 'Check out' }).click();

    // Checkout: a new address through the address sub-route, back with its id.
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await addAddressAtCheckout(page, {
      nickname: 'Head office',
      firstName: 'Paula',
      lastName: 'Martin',
      address1: '30 Victoria Street',
      city: 'Gatineau',
      province: 'QC',
      postalCode: 'J8X 0B3',
      phone: '(819) 555-1234',
      email: 'portal@partner.example',
    });

    // The customer number is required (not an Operator): Next without it says so; this one shows the PO number.
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await page.locator('.error-summary').getByText('Please select a CPC Customer Number.').waitFor();
    await page.getByLabel('CPC Customer Number').selectOption('CPC-100001');
    // The PO number reloads the checkout (its fees) once typing pauses: the screenshot waits for that answer.
    const reloaded = page.waitForResponse(
      (response) =>
        response.url().includes('/api/PortalCheckout/GetById/') &&
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes('PO-4242'),
    );
    await page.getByLabel('PO number').fill('PO-4242');
    await reloaded;
    await expect.poll(() => next.isEnabled(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'portal-06-checkout');
    await next.click();

    // Review (read-only), then Submit.
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
    await page.getByText('PO-4242').waitFor();
    await screenshot(page, 'portal-07-review');
    const orderId = await submitOrder(page);
    await page.getByText('Pending Approval').first().waitFor();
    await screenshot(page, 'portal-08-confirmation');

    // My orders: Waiting for approval lists it.
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Order status' }).click();
    await page.getByRole('tab', { name: 'Waiting for approval' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: orderId }).waitFor();
    await screenshot(page, 'portal-09-orders-waiting');

    // In French, an English alias is rewritten to the French one.
    await page.goto(`${stack.server.url}/fr/portal/my-account/my-orders`);
    await page.waitForURL(/\/fr\/portal\/mon-compte\/mes-commandes$/);
    await page.getByRole('heading', { level: 1, name: 'Mes commandes' }).waitFor();
    await page.getByRole('tab', { name: 'En attente d’approbation' }).click();
    await page
      .getByRole('tabpanel')
      .getByText(/En attente d.approbation/)
      .waitFor();
    await screenshot(page, 'portal-10-orders-waiting-fr');

    // Staff approve it through the API (LMG): it moves to Previously processed, Pending.
    const approved = await apiCall(stack.server.url, `/api/Orders/${encodeURIComponent(orderId)}/Approve`, {
      token: stack.lmgToken,
      body: {},
    });
    expect([approved.status, approved.body]).toEqual([200, { orderId, status: 'pending' }]);
    await page.goto(`${stack.server.url}/en/portal/my-account/my-orders`);
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await processedStatus(page, orderId, 'en', 'Pending');
    await screenshot(page, 'portal-11-approved-pending');
    // No schedule runs in this server: the release queue holds no job, not even a delayed (repeating) one, so
    // nothing releases it but the request below.
    await expect.poll(() => backlogOf('release-orders')).toEqual(idleQueue);
    expect(mailFilesWith(stack.server.dataDir, orderId)).toEqual([]);

    // Released on demand (the admin route), then In Production once the release worker ran the job.
    const released = await apiCall(stack.server.url, '/api/Orders/Release', {
      token: stack.lmgToken,
      body: { orderIds: [orderId] },
    });
    expect(released.status).toBe(202);
    expect(released.body).toMatchObject({ enqueued: [orderId], alreadyReleased: [] });
    const portal = await apiToken(stack.server.url, 'portal', 'Portal-Parks-Local-2026');
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ status?: string }>(stack.server.url, `/api/portal/orders/${encodeURIComponent(orderId)}`, {
              token: portal,
            })
          ).body.status,
        { timeout: 20_000, interval: 250 },
      )
      .toBe('inProduction');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await processedStatus(page, orderId, 'en', 'In Production');
    await screenshot(page, 'portal-12-in-production');

    // Exactly one confirmation mail for the order (the file mailer under DATA_DIR/mail), and it stays one.
    await expect
      .poll(() => mailFilesWith(stack.server.dataDir, orderId).length, { timeout: 20_000, interval: 250 })
      .toBeGreaterThan(0);
    expect(mailFilesWith(stack.server.dataDir, orderId)).toHaveLength(1);
    // Once the release and mail queues have nothing left to do, no second mail can come: it stays one.
    for (const queue of ['release-orders', 'mail']) {
      await expect.poll(() => backlogOf(queue)).toEqual(idleQueue);
    }
    expect(mailFilesWith(stack.server.dataDir, orderId)).toHaveLength(1);
    // Asking again changes nothing: already In Production, no second job, no second mail.
    const again = await apiCall(stack.server.url, `/api/Orders/${encodeURIComponent(orderId)}/Release`, {
      token: stack.lmgToken,
      method: 'POST',
    });
    expect([again.status, again.body]).toMatchObject([202, { enqueued: [], alreadyReleased: [orderId] }]);

    // In French through the language toggle: the same row, its status label in French.
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/portal\//);
    await page.getByRole('heading', { level: 1, name: 'Mes commandes' }).waitFor();
    await processedStatus(page, orderId, 'fr', 'En production');
    await screenshot(page, 'portal-13-in-production-fr');
    expect(mailFilesWith(stack.server.dataDir, orderId)).toHaveLength(1);
    await page.close();
  }, 180_000);
});

describe('portal ordering as an Operator', () => {
  it('checks out without a customer number (optional for an Operator), and the order is Pending at once', async () => {
    // A context of its own: the portal user's session and kept checkout form stay out of it.
    const operatorContext = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await operatorContext.newPage();
      await page.goto(`${stack.server.url}/en/portal/login`);
      await signIn(page, 'operator', staffPasswords.operator);
      await page.waitForURL(/\/en\/portal$/);
      await expect.poll(() => page.getByTestId('portal-user').textContent()).toBe('operator (Operator)');

      // An in-stock printed product to the cart.
      await openWallCalendar(page);
      await addWallCalendar(page, 5);
      await screenshot(page, 'portal-operator-01-product');
      await page.getByRole('link', { name: /^Cart/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Your shopping cart' }).waitFor();
      await page.getByText('2027 · April · Bilingual').waitFor();
      await screenshot(page, 'portal-operator-02-cart');
      await page.getByRole('link', { name: 'Check out' }).click();

      // Checkout: an address, and no customer number: the field is optional and Next goes on without it.
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await addAddressAtCheckout(page, {
        nickname: 'Operations desk',
        firstName: 'Omar',
        lastName: 'Singh',
        address1: '111 Water Street East',
        city: 'Cornwall',
        province: 'ON',
        postalCode: 'K6H 6S3',
        phone: '(613) 555-0142',
        email: 'operator@store.parks.example',
      });
      const customerNumber = page.getByLabel('CPC Customer Number');
      expect(await customerNumber.inputValue()).toBe('');
      expect(await customerNumber.evaluate((select) => (select as HTMLSelectElement).required)).toBe(false);
      expect(await page.locator('label', { hasText: 'CPC Customer Number' }).textContent()).toBe('CPC Customer Number');
      const next = page.getByRole('button', { name: 'Next' });
      await expect.poll(() => next.isEnabled(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByText('Select a CPC Customer Number to continue.').count()).toBe(0);
      await screenshot(page, 'portal-operator-03-checkout');
      await next.click();

      // Review: no customer number, no approval to wait for; Submit.
      await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
      const reviewed = page.locator('.review-list > div').filter({ hasText: 'CPC Customer Number' }).locator('dd');
      expect(await reviewed.textContent()).toBe('—');
      expect(await page.getByText('This order will wait for approval before it is produced.').count()).toBe(0);
      await screenshot(page, 'portal-operator-04-review');
      const orderId = await submitOrder(page);
      await expect.poll(() => page.getByText('Pending', { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByText('Pending Approval').count()).toBe(0);
      await screenshot(page, 'portal-operator-05-confirmation');

      // The API agrees: Pending, on no customer number, placed by the Operator.
      const operator = await apiToken(stack.server.url, 'operator', staffPasswords.operator);
      const order = await apiCall<{ status?: string; budgetCode?: string | null; placedByUsername?: string }>(
        stack.server.url,
        `/api/portal/orders/${encodeURIComponent(orderId)}`,
        { token: operator },
      );
      expect([order.status, order.body]).toMatchObject([
        200,
        { status: 'pending', budgetCode: null, placedByUsername: 'operator' },
      ]);

      // My orders: not waiting for approval; Pending under Previously processed.
      await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Order status' }).click();
      await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
      await page.getByRole('tab', { name: 'Waiting for approval' }).click();
      await page.getByRole('tabpanel').waitFor();
      expect(await page.getByRole('tabpanel').getByRole('link', { name: orderId }).count()).toBe(0);
      await processedStatus(page, orderId, 'en', 'Pending');
      await screenshot(page, 'portal-operator-06-orders-processed');
    } finally {
      await operatorContext.close();
    }
  }, 120_000);
});
