import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { cropInto, pngOf } from './support/cropper.ts';
import { buyAsGuest } from './support/guestOrders.ts';
import { seriousViolations } from './support/looks.ts';
import { pathOf, type StaffUser, signIn, staffPasswords, startTestStack } from './support/setup.ts';

/*
 * The back office's lists as staff use them all day (issue 23, Lists), one describe per defect the walk found,
 * each titled by it: every list row opens its record in one click, its actions follow the family's verbs and the
 * role, Delete says what it does before it does it, Settings and Payments are in the menu with a list and details,
 * a click on a category in the tree opens it, the Products list draws its Import button, the Operator meets a way
 * out of Permission Denied, and the lists fit: no sideways scrolling at 1366 px, cards at 375 px.
 */

const desktop = { width: 1366, height: 900 } as const;
const phone = { width: 375, height: 800 } as const;

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 180_000 });
const sessions = new Map<StaffUser, Promise<BrowserContext>>();

/** A context signed in as `user` through the portal login (kept for the file). */
const sessionOf = (user: StaffUser): Promise<BrowserContext> => {
  const known = sessions.get(user);
  if (known) return known;
  const session = (async () => {
    const context = await stack.browser.newContext({ viewport: desktop });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/en/portal/login`);
    await signIn(page, user, staffPasswords[user]);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.close();
    return context;
  })();
  sessions.set(user, session);
  return session;
};

const open = async (path: string, user: StaffUser = 'lmg'): Promise<Page> => {
  const page = await (await sessionOf(user)).newPage();
  await page.goto(`${stack.server.url}${path}`);
  await page.locator('h1').first().waitFor();
  return page;
};

/** A list's first row, once drawn. */
const firstRow = async (page: Page) => {
  const row = page.locator('.admin-table tbody tr').first();
  await row.waitFor();
  return row;
};

/** A portal category of the seed, for a tracer to follow. */
const tracedCategory = 'pcat-calendars';

/** A published record made through the admin API, for a list the seed leaves empty. */
const publish = async (family: string, store: string, values: Readonly<Record<string, unknown>>): Promise<void> => {
  const created = await apiCall(stack.server.url, `/api/${family}/Create?storeCode=${store}&button=publish`, {
    token: stack.lmgToken,
    body: values,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
};

beforeAll(async () => {
  // A payment to list: one public-store order. A note, a banner and a tracer: the seed has none.
  await buyAsGuest(stack.server.url, { key: 'admin-lists-order-1', quantity: 1 });
  await publish('Notes', 'b2c', { title: 'Winter hours', text_EN: 'Closed in winter.', text_FR: 'Fermé l’hiver.' });
  await publish('Tracers', 'b2b', { categories: [tracedCategory] });
  await publish('Banners', 'b2c', { imageUrl: '/images/content/splash.svg', alt_EN: 'Lakes', alt_FR: 'Lacs' });
});

afterAll(async () => {
  for (const session of sessions.values()) await (await session).close();
});

/** Every family list of each store (the categories are a tree: tested below), and the screen its rows open. */
const lists = [
  { store: 'b2c', area: 'products', opens: /\/products\/edit\// },
  { store: 'b2c', area: 'prices', opens: /\/prices\/edit\// },
  { store: 'b2c', area: 'payments', opens: /\/payments\/details\// },
  { store: 'b2c', area: 'discounts', opens: /\/discounts\/edit\// },
  { store: 'b2c', area: 'shippings', opens: /\/shippings\/edit\// },
  { store: 'b2c', area: 'provinceStates', opens: /\/provinceStates\/edit\// },
  { store: 'b2c', area: 'banners', opens: /\/banners\/edit\// },
  { store: 'b2c', area: 'contents', opens: /\/contents\/edit\// },
  { store: 'b2c', area: 'notes', opens: /\/notes\/edit\// },
  { store: 'b2c', area: 'users', opens: /\/users\/details\// },
  { store: 'b2c', area: 'revisions', opens: /\/revisions\/details\// },
  { store: 'b2c', area: 'settings', opens: /\/settings\/edit\// },
  { store: 'b2c', area: 'parksCanada', opens: /\/parksCanada\/edit\// },
  { store: 'b2b', area: 'inventory', opens: /\/inventory\/adjust\// },
  { store: 'b2b', area: 'tracers', opens: /\/tracers\/edit\// },
] as const;

describe('No list row opens its record, except in Revisions', () => {
  it.each(lists)('opens a $store $area row from its name in one click', async ({ store, area, opens }) => {
    const page = await open(`/en/admin/${store}/${area}`);
    try {
      const row = await firstRow(page);
      const name = row.locator('a.admin-row-name');
      await name.click();
      await page.waitForURL(opens);
      await expect.poll(() => page.locator('form, dl, .admin-details').count()).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});

describe('The server list definitions send only add, and the row-action renderer stays empty', () => {
  it('offers each users row Details, Edit and Delete, and each settings row Edit only', async () => {
    const users = await open('/en/admin/b2c/users');
    try {
      const row = await firstRow(users);
      const actions = row.locator('.admin-row-actions button');
      await expect
        .poll(() => actions.allTextContents())
        .toEqual([expect.stringMatching(/^Details/), expect.stringMatching(/^Edit/), expect.stringMatching(/^Delete/)]);
    } finally {
      await users.close();
    }
    const settings = await open('/en/admin/b2c/settings');
    try {
      const row = await firstRow(settings);
      await expect
        .poll(() => row.locator('.admin-row-actions button').allTextContents())
        .toEqual([expect.stringMatching(/^Edit/)]);
    } finally {
      await settings.close();
    }
  });

  it('opens the delete screen from a row, and asks before making the record inactive', async () => {
    const page = await open('/en/admin/b2c/notes');
    try {
      const row = page.locator('.admin-table tbody tr').filter({ hasText: 'Winter hours' });
      await row.getByRole('button', { name: /^Delete/ }).click();
      await page.waitForURL(/\/notes\/delete\//);
      const remove = page.locator('.admin-buttons').getByRole('button', { name: 'Delete', exact: true });
      await remove.click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.textContent()).toMatch(/inactive/);
      expect(await dialog.textContent()).toMatch(/Nothing is erased/);
      // Closing it writes nothing: still on the delete screen.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(pathOf(page)).toMatch(/\/notes\/delete\//);
      // Confirmed, the note is made inactive: back at the list with the notice, the row says so.
      await remove.click();
      await dialog.getByRole('button', { name: 'Make inactive', exact: true }).click();
      await page.waitForURL(/\/notes$/);
      await page
        .locator('.admin-notices')
        .getByText(/inactive/i)
        .first()
        .waitFor();
      await expect.poll(() => row.textContent()).toContain('Inactive');
    } finally {
      await page.close();
    }
  });
});

describe('Payment details cannot be reached at all; Settings are reachable only from a dashboard card', () => {
  it('lists Settings and Payments in the menu, each with a list whose rows open their details', async () => {
    const page = await open('/en/admin/b2c');
    try {
      const menu = page.getByRole('navigation', { name: /Admin menu/ });
      await menu.getByRole('link', { name: 'Payments', exact: true }).click();
      await page.waitForURL(/\/payments$/);
      const payment = await firstRow(page);
      await payment.getByRole('button', { name: /^Details/ }).click();
      await page.waitForURL(/\/payments\/details\//);
      await page.locator('h1').first().waitFor();
      await menu.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.waitForURL(/\/settings$/);
      await (await firstRow(page)).locator('a.admin-row-name').click();
      await page.waitForURL(/\/settings\/edit\//);
    } finally {
      await page.close();
    }
  });
});

describe('A click on a category in the tree opens it; today only Enter does', () => {
  it('opens a category from a click on its name', async () => {
    const page = await open('/en/admin/b2c/categories');
    try {
      const item = page.getByRole('treeitem').first();
      await item.locator('.admin-tree-name').first().click();
      await page.waitForURL(/\/categories\/edit\//);
    } finally {
      await page.close();
    }
  });
});

describe('The Products list does not draw the Import button that the server already offers', () => {
  it('draws Import and opens the import screen', async () => {
    const page = await open('/en/admin/b2c/products');
    try {
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.waitForURL(/\/products\/import/);
    } finally {
      await page.close();
    }
  });
});

describe('The Products list shows no thumbnail, no live price and no live status', () => {
  it('shows a product’s image, its sale price while the sale is on, and “Published — draft pending”', async () => {
    const page = await open('/en/admin/b2c/products/create');
    try {
      await page.getByLabel('Name (English)').fill('Thumbnail pass');
      await page.getByLabel('Name (French)').fill('Laissez-passer vignette');
      await page.getByLabel('SKU').fill('LIST-THUMB');
      // The categories are a checkbox list (a product may be in several).
      await page.getByRole('checkbox', { name: 'Parks Canada Discovery Pass' }).check();
      await cropInto(page, 'Images (English)', [{ name: 'thumb.png', buffer: await pngOf(800, 1000, 40) }]);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.waitForURL(/\/products$/);
      const link = page.getByRole('link', { name: 'Thumbnail pass' });
      const id = /\/products\/edit\/([^/?#]+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
      expect(id).toBeDefined();

      // A sale on now: $20.00, on sale at $15.00 from yesterday to tomorrow.
      const day = 86_400_000;
      const priced = await apiCall(stack.server.url, '/api/Prices/Create?storeCode=b2c&button=publish', {
        token: stack.lmgToken,
        body: {
          productId: id,
          regularPrice: 20,
          salePrice: 15,
          saleStartsAt: new Date(Date.now() - day).toISOString(),
          saleEndsAt: new Date(Date.now() + day).toISOString(),
        },
      });
      expect(priced.status, JSON.stringify(priced.body)).toBe(201);

      // A newer draft over the published revision.
      await link.click();
      await page.getByLabel('Name (French)').fill('Laissez-passer vignette (ébauche)');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/products$/);

      await page.getByLabel('Keyword').fill('LIST-THUMB');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: 'LIST-THUMB' });
      await row.getByText('Published — draft pending').waitFor();
      await expect
        .poll(() => row.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await row.getByRole('cell', { name: '$15.00' }).count()).toBe(1);

      // A seeded product has no image of its own: the cell says so.
      await page.getByLabel('Keyword').fill('DP-ADULT');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('row').filter({ hasText: 'DP-ADULT' }).getByText('No image').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-lists/products-thumbnail-en-1366');
    } finally {
      await page.close();
    }
  });
});

describe('An Operator who opens /admin sees Permission Denied with no way out', () => {
  it('offers the Operator links to the portal and to sign out', async () => {
    const page = await open('/en/admin', 'operator');
    try {
      await page.getByRole('heading', { name: 'Permission denied' }).waitFor();
      await page.getByRole('link', { name: 'Go to the business portal' }).waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/\/portal\/login/);
    } finally {
      await page.close();
      sessions.delete('operator');
    }
  });

  it('sends a visitor who is not signed in from /fr/admin to the portal login, keeping the way back', async () => {
    const context = await stack.browser.newContext({ viewport: desktop });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.server.url}/fr/admin`);
      await page.waitForURL(/\/portal\/login/);
      expect(pathOf(page)).toBe(`/fr/portal/login?redirect=${encodeURIComponent('/fr/admin/b2c')}`);
    } finally {
      await context.close();
    }
  });
});

describe('The admin validates the current user when it loads (§4): a re-roled or deactivated user sees it at once', () => {
  it('sends an Administrator made an Operator to sign in again, then shows Permission Denied; and one deactivated to the login', async () => {
    const base = stack.server.url;
    const username = 'day.administrator';
    const password = 'A-long-enough-password-1';
    const created = await apiCall<{ id: string }>(base, '/api/Users/Create?storeCode=b2c', {
      token: stack.lmgToken,
      body: {
        username,
        password,
        role: 'Administrator',
        active: true,
        firstName: 'Dana',
        lastName: 'Day',
        companyName: null,
        email: 'dana.day@parks.example',
        phone: '(613) 555-0101',
        language: 'en',
        customerNumbers: null,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    /** The user's edit form values, changed, sent back as the edit screen sends them. */
    const changeUser = async (change: Readonly<Record<string, unknown>>) => {
      const path = `/api/Users/GetById/${created.body.id}?storeCode=b2c&action=edit`;
      const form = await apiCall<{ sections: { fields: { name: string; initialValue?: unknown }[] }[] }>(base, path, {
        token: stack.lmgToken,
      });
      const values = Object.fromEntries(
        form.body.sections
          .flatMap((section) => section.fields)
          .filter((field) => field.name !== 'userId' && !field.name.startsWith('pending'))
          .map((field) => [field.name, field.initialValue ?? null]),
      );
      const updated = await apiCall(base, `/api/Users/Update/${created.body.id}?storeCode=b2c`, {
        method: 'PUT',
        token: stack.lmgToken,
        body: { ...values, ...change },
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    };

    const context = await stack.browser.newContext({ viewport: desktop });
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      await page.goto(`${base}/en/portal/login?redirect=${encodeURIComponent('/en/admin/b2c')}`);
      await signIn(page, username, password);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      // A new role ends the user's sessions: the back office, loading, sends them to sign in again, and then
      // shows the new role's view of it.
      await changeUser({ role: 'Operator' });
      await page.reload();
      await page.waitForURL(/\/portal\/login/);
      await signIn(page, username, password);
      // The login takes an Operator to the portal, not to the back office the redirect names.
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${base}/en/admin/b2c`);
      await page.getByRole('heading', { name: 'Permission denied' }).waitFor();

      await changeUser({ role: 'Administrator', active: false });
      await page.goto(`${base}/en/admin/b2c/orders`);
      await page.waitForURL(/\/portal\/login/);
      expect(pathOf(page)).toBe(`/en/portal/login?redirect=${encodeURIComponent('/en/admin/b2c/orders')}`);
    } finally {
      await context.close();
    }
  });
});

describe('The lists do not fit: at 1366 px the actions are hidden past the box, and rows do not adapt at 375 px', () => {
  const wide = ['users', 'products', 'revisions', 'discounts', 'payments', 'notes'] as const;

  it.each(wide)('shows every %s row with its actions at 1366 px without sideways scrolling', async (area) => {
    const page = await open(`/en/admin/b2c/${area}`);
    try {
      await firstRow(page);
      const overflow = await page
        .locator('.admin-table-wrap')
        .first()
        .evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await screenshot(page, `admin-lists/${area}-1366-en`);
    } finally {
      await page.close();
    }
  });

  it.each(wide)('draws the French %s rows as cards at 375 px, with axe finding nothing serious', async (area) => {
    const page = await open(`/fr/admin/b2c/${area}`);
    try {
      await page.setViewportSize(phone);
      const row = await firstRow(page);
      // A card: the row is a block, its header row is out of sight, and nothing runs past the phone's width.
      expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
      const header = page.locator('.admin-table thead').first();
      expect(await header.evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
      const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(pageOverflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-lists/${area}-375-fr`);
    } finally {
      await page.setViewportSize(desktop);
      await page.close();
    }
  });
});
