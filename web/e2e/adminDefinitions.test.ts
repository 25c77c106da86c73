import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/app.ts';
import { fakeAdminApi, fakedAdmin, standardAnswers, viewports } from './support/fakeAdmin.ts';
import { seriousViolations, settled } from './support/looks.ts';
import { startTestStack } from './support/setup.ts';

/*
 * The back office's definition renderers in Chromium (issue 12), in the admin shell at
 * /{lng}/admin/{storeCode}/{area}/*. The real server serves the app and signs lmg in; the
 * only fake is the network of the admin family calls: `page.route` answers /api/{Products|Categories}/…
 * with the sample definitions of @parks/schemas and records each request, so the tests assert what the screens
 * send (query strings, JSON and multipart bodies) as well as what they draw.
 */

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 240_000 });
const { newContext, fakedPage, admin } = fakedAdmin(stack);

describe('the list renderer', () => {
  it('keeps the keyword in the URL as search, Reset clears it, LOAD MORE appends and focuses, Show all asks 100000', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers());
    const lists = () => seen.filter((request) => request.path === '/api/Products/GetAll');
    await page.goto(admin('en', 'products'));
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    // Columns by type: a hidden id, CAD from cents, yes/no, the option's name, the date in the spec's format.
    await page.getByRole('cell', { name: '$145.25', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'December 1, 2026', exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Id' }).count()).toBe(0);
    expect(lists()[0]?.query.get('page')).toBe('1');
    expect(lists()[0]?.query.get('storeCode')).toBe('b2c');

    await page.getByLabel('Keyword').fill('pass');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?search=pass$/);
    await expect.poll(() => lists().at(-1)?.query.get('search')).toBe('pass');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => !url.search.includes('search'));
    // Back to the first, unfiltered page (answered from the cache: the same call as the first).
    await page.getByRole('cell', { name: 'Fishing permit', exact: true }).waitFor();
    expect(
      lists()
        .filter((request) => request.query.has('search'))
        .map((request) => request.query.get('search')),
    ).toEqual(['pass']);
    expect(await page.getByLabel('Keyword').inputValue()).toBe('');

    // The advanced search sends its values as query parameters, from the first page.
    await page.locator('.admin-advanced-search summary').click();
    await page.getByRole('combobox', { name: 'status' }).selectOption('Inactive');
    await page.locator('.admin-advanced-search').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => lists().at(-1)?.query.get('status')).toBe('Inactive');
    expect(lists().at(-1)?.query.get('page')).toBe('1');
    // Back to no status (an optional select offers an empty choice): the same call as the first, from the cache.
    await page.getByRole('combobox', { name: 'status' }).selectOption('');
    await page.locator('.admin-advanced-search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: 'Discovery Pass', exact: true }).waitFor();

    await page.getByRole('button', { name: 'LOAD MORE' }).click();
    await page.getByRole('cell', { name: 'Mooring permit', exact: true }).waitFor();
    expect(lists().at(-1)?.query.get('page')).toBe('2');
    expect(await page.locator('tbody tr').count()).toBe(4);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Mooring permit');

    await page.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => lists().at(-1)?.query.get('page')).toBe('100000');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(4);

    // Row actions open the sub-paths.
    await page.getByRole('button', { name: 'Edit Discovery Pass' }).click();
    await page.waitForURL(/\/products\/edit\/7$/);
    await page.getByRole('heading', { name: 'Create product', level: 1 }).waitFor();
    // Cancel goes back one screen, to the list.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/en\/admin\/b2c\/products$/);
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await context.close();
  });
});

describe('the tree renderer', () => {
  it('is an ARIA tree navigable by keyboard, ordered per language, indented 30 px per level', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers());
    await page.goto(admin('en', 'categories'));
    const tree = page.getByRole('tree', { name: 'Categories' });
    await tree.waitFor();
    expect(seen[0]?.query.get('view')).toBe('tree');
    const focused = () => page.evaluate(() => document.activeElement?.querySelector('.admin-tree-name')?.textContent);
    await page.getByRole('treeitem', { name: /Passes/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Discovery');
    const indent = await page
      .getByRole('treeitem', { name: /Discovery/ })
      .locator('.admin-tree-label')
      .evaluate((label) => getComputedStyle(label).paddingInlineStart);
    expect(indent).toBe('30px');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Permits');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Passes');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('treeitem', { name: /Passes/ }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('treeitem', { name: /Discovery/ }).count()).toBe(0);
    await page.keyboard.press('End');
    expect(await focused()).toBe('Permits');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/categories\/edit\/3$/);
    await context.close();
  });
});

/** The screens each checked with axe at both widths in both languages. */
const screens = [
  { name: 'products-list', family: 'products', rest: '', heading: 'Products' },
  { name: 'category-form', family: 'categories', rest: '/edit/12', heading: 'Edit category' },
  { name: 'product-form', family: 'products', rest: '/create', heading: 'Create product' },
  { name: 'category-tree', family: 'categories', rest: '', heading: 'Categories' },
] as const;

/**
 * One signed-in context per width, shared by the screens checked at that width: each screen is a test of its own
 * (its own time budget), a few side by side (describe.concurrent), each in its own page.
 */
const contexts = new Map<string, Promise<BrowserContext>>();
const contextAt = (viewport: (typeof viewports)[number]): Promise<BrowserContext> => {
  let context = contexts.get(viewport.label);
  if (context === undefined) {
    context = newContext(viewport);
    contexts.set(viewport.label, context);
  }
  return context;
};

afterAll(async () => {
  for (const context of contexts.values()) await (await context).close();
});

describe.concurrent('accessibility and layout', () => {
  for (const viewport of viewports) {
    for (const lng of ['en', 'fr'] as const) {
      describe(`${lng} at ${viewport.label} px`, () => {
        it.for(screens)('$name: no serious axe violation, no overflow, a screenshot', async (screen, { expect }) => {
          const page = await (await contextAt(viewport)).newPage();
          try {
            const errors: string[] = [];
            page.on('pageerror', (error) => errors.push(error.message));
            await fakeAdminApi(page, standardAnswers());
            await page.goto(admin(lng, screen.family, screen.rest));
            await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor();
            await settled(page);
            expect(await seriousViolations(page)).toEqual([]);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow).toBeLessThanOrEqual(0);
            expect(errors).toEqual([]);
            await screenshot(page, `admin/${screen.name}-${lng}-${viewport.label}`);
          } finally {
            await page.close();
          }
        });
      });
    }
  }
});
