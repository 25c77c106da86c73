import type { AdminProblem, WriteAnswer } from '@parks/schemas/admin/calls';
import type { FormDefinition, ListDefinition, Row } from '@parks/schemas/admin/definitions';
import {
  categoriesTree,
  productForm,
  productsList,
  categoryForm as sampleCategoryForm,
} from '@parks/schemas/admin/testing/sampleDefinitions';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { seriousViolations, settled } from './support/looks.ts';
import { staffPasswords, startTestStack } from './support/setup.ts';

/*
 * The back office's definition renderers in Chromium (issue 12), in the admin shell at
 * /{lng}/admin/{storeCode}/{area}/*. The real server serves the app and signs lmg in; the
 * only fake is the network of the admin family calls: `page.route` answers /api/{Products|Categories}/…
 * with the sample definitions of @parks/schemas and records each request, so the tests assert what the screens
 * send (query strings, JSON and multipart bodies) as well as what they draw.
 */

type Lng = 'en' | 'fr';
const viewports = [
  { label: '1366', width: 1366, height: 900 },
  { label: '375', width: 375, height: 800 },
] as const;

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 240_000 });
/** What the app keeps in localStorage for lmg (the real server's sign-in answer). */
let lmgSession: string;

type Recorded = Readonly<{
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  body: string;
}>;

type Answer = Readonly<{ status: number; json: unknown }>;
type Handler = (request: Recorded) => Answer;

const ok = (json: unknown): Answer => ({ status: 200, json });

const record = (request: Request): Recorded => {
  const url = new URL(request.url());
  return {
    method: request.method(),
    path: url.pathname,
    query: url.searchParams,
    contentType: request.headers()['content-type'] ?? '',
    body: request.postDataBuffer()?.toString('latin1') ?? '',
  };
};

/** Answers the admin family calls with `handler`; every request is kept in the returned list. */
const fakeAdminApi = async (page: Page, handler: Handler): Promise<Recorded[]> => {
  const seen: Recorded[] = [];
  await page.route(
    (url) => /^\/api\/(Products|Categories|Revisions|revisions)\//.test(url.pathname),
    async (route) => {
      const request = record(route.request());
      seen.push(request);
      const answer = handler(request);
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.json),
      });
    },
  );
  return seen;
};

const newContext = async (viewport: (typeof viewports)[number] = viewports[0]): Promise<BrowserContext> => {
  const context = await stack.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  context.setDefaultTimeout(15_000);
  await context.addInitScript((session: string) => window.localStorage.setItem('currentUser', session), lmgSession);
  return context;
};

/** A page of a new signed-in context whose admin API `handler` fakes, and the calls it has seen. */
const fakedPage = async (handler: Handler): Promise<{ context: BrowserContext; page: Page; seen: Recorded[] }> => {
  const context = await newContext();
  const page = await context.newPage();
  return { context, page, seen: await fakeAdminApi(page, handler) };
};

/** The second page of the products list: two more rows. */
const productRow = (id: number, name: string): Row => ({
  productId: id,
  image: null,
  name,
  price: 1_000 + id,
  orderable: true,
  status: 'Active',
});
const productsPage2: ListDefinition = {
  ...productsList,
  rows: [productRow(9, 'Mooring permit'), productRow(10, 'Lockage permit')],
  args: { page: 2, search: '', data: null },
  showMore: false,
};
const productsAll: ListDefinition = { ...productsList, rows: [...productsList.rows, ...productsPage2.rows] };

/** A revision's details: the category form read-only, with the status actions of §2. */
/** The category form with a widget the web does not know (the sample's notice widget is a known one now). */
const categoryForm: FormDefinition = {
  ...sampleCategoryForm,
  sections: sampleCategoryForm.sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => (field.component === 'widget' ? { ...field, type: 'plannedWidget' } : field)),
  })),
};

const revisionDetails: FormDefinition = {
  ...categoryForm,
  mode: 'view',
  title: 'Revision 5',
  buttons: [
    { name: 'uat', value: 'Send to UAT', type: 'submit', roles: ['LMG'] },
    { name: 'publish', value: 'Publish', type: 'submit', roles: ['LMG'] },
    { name: 'cancel', value: 'Cancel', type: 'button', roles: ['LMG'] },
  ],
};

const written = (message: string, id: string): WriteAnswer => ({
  message,
  id,
  mode: 'table',
  args: null,
  revisionId: null,
});

/** The fake admin API of these tests: lists, trees and forms by path. */
const standardAnswers =
  (writes: (request: Recorded) => Answer = () => ok(written('Saved', '1'))): Handler =>
  (request) => {
    if (request.path === '/api/Products/GetAll') {
      const page = request.query.get('page');
      return ok(page === '2' ? productsPage2 : page === '100000' ? productsAll : productsList);
    }
    if (request.path === '/api/Categories/GetAll') return ok(categoriesTree);
    if (request.path.startsWith('/api/Categories/GetById/')) return ok(categoryForm);
    if (request.path.startsWith('/api/Products/GetById/')) return ok(productForm);
    if (request.path.startsWith('/api/Revisions/GetById/')) return ok(revisionDetails);
    return writes(request);
  };

// The pages start signed in as LMG: the session the web keeps after a sign-in, in its local storage.
beforeAll(async () => {
  const answer = await apiCall<{
    id: string;
    username: string;
    token: string;
    role: string;
    refreshToken: string;
    expiresIn: number;
  }>(stack.server.url, '/api/account/authenticate', {
    body: { username: 'lmg', password: staffPasswords.lmg, rememberme: false },
  });
  expect(answer.status).toBe(200);
  const { id, username, token, role, refreshToken, expiresIn } = answer.body;
  lmgSession = JSON.stringify({
    id,
    username,
    token,
    role,
    refreshToken,
    rememberme: false,
    tokenExpiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
  });
});

/** An area's path under the admin shell. */
const admin = (lng: Lng, family: string, rest = '') => `${stack.server.url}/${lng}/admin/b2c/${family}${rest}`;

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
    await page.getByLabel('status').selectOption('Inactive');
    await page.locator('.admin-advanced-search').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => lists().at(-1)?.query.get('status')).toBe('Inactive');
    expect(lists().at(-1)?.query.get('page')).toBe('1');
    // Back to no status (an optional select offers an empty choice): the same call as the first, from the cache.
    await page.getByLabel('status').selectOption('');
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

describe('the form renderer', () => {
  it('required after touch, conditions live, server errors per field, the button name and null selections sent', async () => {
    const context = await newContext();
    const page = await context.newPage();
    let refusals = 1;
    const seen = await fakeAdminApi(
      page,
      standardAnswers((request) => {
        if (request.path !== '/api/Categories/Update/12') return { status: 404, json: {} };
        if (refusals-- > 0) {
          const problem: AdminProblem = {
            type: 'about:blank',
            title: 'The category has errors',
            status: 422,
            code: 'validation',
            message: 'Please correct the fields below.',
            errors: { name_EN: ['This name is taken', 'A second message'] },
          };
          return { status: 422, json: problem };
        }
        return ok(written('The category was saved.', '12'));
      }),
    );
    await page.goto(admin('en', 'categories', '/edit/12'));
    await page.getByRole('heading', { name: 'Edit category', level: 1 }).waitFor();
    expect(seen[0]?.query.get('action')).toBe('edit');

    // Required: nothing before the field is touched, the rule's own message after.
    expect(await page.getByText('Name is required').count()).toBe(0);
    await page.getByLabel('Name (French)').focus();
    await page.keyboard.press('Tab');
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name (French)').fill('Laissez-passer');
    await expect.poll(() => page.getByText('Name is required').count()).toBe(0);

    // hide: kind printed hides the validity period; show: the end date shows once "Ends" is ticked.
    const validity = page.getByRole('group', { name: 'validityPeriod' });
    await validity.waitFor();
    expect(await validity.getByRole('radio').count()).toBe(2); // filter: kind pass offers daily and annual
    await page.getByLabel('kind').selectOption('printed');
    await validity.waitFor({ state: 'detached' });
    await page.getByLabel('kind').selectOption('permit');
    await validity.waitFor();
    expect(await validity.getByRole('radio', { name: 'Seasonal' }).count()).toBe(1);
    expect(await page.getByLabel('endDate').count()).toBe(0);
    await page.getByLabel('Ends').check();
    await page.getByLabel('endDate').waitFor();

    // Masked inputs shape what is typed: the postal code and the phone of §5.
    // (filled at once: the mask library refuses keys pressed within a few milliseconds, as only a script does)
    await page.getByLabel('postalCode').fill('k1a0b1');
    await expect.poll(() => page.getByLabel('postalCode').inputValue()).toBe('K1A 0B1');
    await page.getByLabel('phone').fill('6135551234');
    await expect.poll(() => page.getByLabel('phone').inputValue()).toBe('(613) 555-1234');

    // An unknown widget is a visible note, not a crash.
    await page.getByRole('note').getByText('plannedWidget').waitFor();

    // The server refuses: the problem notice, the title over the summary, the first message on its field.
    await page.getByRole('button', { name: 'Send to UAT' }).click();
    await page.getByText('Error: There was a problem processing your request').waitFor();
    await page.getByText('Please correct the fields below.').waitFor();
    const summary = page.locator('.error-summary');
    await summary.getByRole('heading', { name: 'The category has errors' }).waitFor();
    await summary.getByRole('link', { name: 'This name is taken' }).waitFor();
    expect(await page.locator('gcds-input#field-name_EN').getAttribute('error-message')).toBe('This name is taken');
    expect(await page.getByText('A second message').count()).toBe(0);
    await screenshot(page, 'admin/category-form-errors-en-1366');

    const update = seen.find((request) => request.path === '/api/Categories/Update/12');
    expect(update?.method).toBe('PUT');
    expect(update?.query.get('button')).toBe('uat');
    expect(update?.contentType).toContain('application/json');
    const body = JSON.parse(update?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      categoryId: 12,
      name_FR: 'Laissez-passer',
      kind: 'permit',
      hasEndDate: true,
      parentId: null,
      vesselTypes: null,
      validityPeriod: null,
      postalCode: 'K1A 0B1',
      phone: '(613) 555-1234',
    });

    // Accepted: back to the list (the tree) with the server's notice.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/en\/admin\/b2c\/categories$/);
    await page.getByText('The category was saved.').waitFor();
    const saved = seen.filter((request) => request.path === '/api/Categories/Update/12').at(-1);
    expect(saved?.query.get('button')).toBe('save');
    await context.close();
  });

  it('an update condition fetches the definition again with the current values', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers());
    const forms = () => seen.filter((request) => request.path === '/api/Categories/GetById/12');
    await page.goto(admin('en', 'categories', '/edit/12'));
    await page.getByRole('heading', { name: 'Edit category', level: 1 }).waitFor();
    expect(forms()).toHaveLength(1);
    await page.getByLabel('Parent').selectOption('2');
    await expect.poll(() => forms().some((request) => request.query.get('parentId') === '2')).toBe(true);
    const reload = forms().find((request) => request.query.get('parentId') === '2');
    expect(reload?.query.get('action')).toBe('edit');
    expect(reload?.query.get('name_EN')).toBe('Passes');
    await context.close();
  });

  it('the delete screen asks for a confirmation before calling Delete', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers(() => ok(written('Deleted.', '12'))));
    await page.goto(admin('en', 'categories', '/delete/12'));
    await page.getByRole('heading', { name: 'Edit category', level: 1 }).waitFor();
    await page.getByLabel('Name (French)').fill('Laissez-passer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
    await dialog.waitFor();
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted.').waitFor();
    const deleted = seen.find((request) => request.method === 'DELETE');
    expect(deleted?.path).toBe('/api/Categories/Delete/12');
    await context.close();
  });

  it('the cropper turns a picked image into an image.jpg part of a multipart write', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers(() => ok(written('Product created.', '99'))));
    await page.goto(admin('en', 'products', '/create'));
    await page.getByRole('heading', { name: 'Create product', level: 1 }).waitFor();
    expect(seen[0]?.path).toBe('/api/Products/GetById/new');
    expect(seen[0]?.query.get('action')).toBe('create');
    // A 40×50 PNG drawn by the page itself.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 50;
      const context2d = canvas.getContext('2d');
      if (context2d) {
        context2d.fillStyle = '#2a6';
        context2d.fillRect(0, 0, 40, 50);
      }
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      return blob ? Array.from(new Uint8Array(await blob.arrayBuffer())) : [];
    });
    await page
      .getByLabel('images')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    const dialog = page.getByRole('dialog', { name: 'Crop the image' });
    await dialog.waitFor();
    const zoom = dialog.getByLabel('Zoom');
    expect(await zoom.getAttribute('min')).toBe('1');
    expect(await zoom.getAttribute('max')).toBe('2');
    expect(await zoom.getAttribute('step')).toBe('0.1');
    expect(
      await dialog.locator('canvas').evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height]),
    ).toEqual([540, 675]);
    await dialog.getByRole('button', { name: 'Use this image' }).click();
    await page.getByRole('button', { name: 'Remove image.jpg' }).waitFor();

    // Two images picked together are cropped one after the other.
    await page.getByLabel('images').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: Buffer.from(png) },
      { name: 'two.png', mimeType: 'image/png', buffer: Buffer.from(png) },
    ]);
    for (const _ of [1, 2]) {
      await dialog.getByRole('button', { name: 'Use this image' }).click();
    }
    await expect.poll(() => page.getByRole('button', { name: 'Remove image.jpg' }).count()).toBe(3);
    await dialog.waitFor({ state: 'hidden' });

    // A file that is not an image is refused before any call, with the spec's message.
    await page
      .getByLabel('images')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText("'text/plain' is not a supported format.").waitFor();

    await page.locator('gcds-input#field-name').getByRole('textbox').fill('Kayak permit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Product created.').waitFor();
    const create = seen.find((request) => request.path === '/api/Products/Create');
    expect(create?.method).toBe('POST');
    expect(create?.query.get('button')).toBe('save');
    expect(create?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(create?.body).toContain('name="productDto"');
    expect(create?.body.match(/name="images"; filename="image\.jpg"\r\nContent-Type: image\/jpeg/g)).toHaveLength(3);
    expect(create?.body).toContain('"name":"Kayak permit"');
    await context.close();
  });

  it('rich text: the block type applies to the text, and the value sent is its HTML', async () => {
    const { context, page, seen } = await fakedPage(standardAnswers(() => ok(written('Product created.', '99'))));
    await page.goto(admin('en', 'products', '/create'));
    const editor = page.getByRole('textbox', { name: 'description', exact: true });
    await editor.click();
    await page.keyboard.type('Park passes');
    const toolbar = page.locator('.rich-text', { has: editor }).getByLabel('Block type');
    expect(await toolbar.locator('option').allTextContents()).toEqual([
      'Normal',
      'H1',
      'H2',
      'H3',
      'H4',
      'H5',
      'H6',
      'Blockquote',
      'Code',
    ]);
    await toolbar.selectOption('H2');
    await editor.locator('h2', { hasText: 'Park passes' }).waitFor();
    await page.locator('gcds-input#field-name').getByRole('textbox').fill('Kayak permit');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('Product created.').waitFor();
    const create = seen.find((request) => request.path === '/api/Products/Create');
    expect(create?.query.get('button')).toBe('preview');
    const body = JSON.parse(create?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ description: '<h2>Park passes</h2>', name: 'Kayak permit', status4: 'Active' });
    expect(body.images).toBeNull();
    await context.close();
  });

  it('a revision details screen moves the revision with its status action', async () => {
    const { context, page, seen } = await fakedPage((request) =>
      request.path === '/api/Revisions/UpdateStatus/5'
        ? ok({ ...written('The revision is published.', '12'), revisionId: '5' })
        : // The details' Compare looks the revision up in the Revisions list: none here.
          request.path === '/api/Revisions/GetAll'
          ? ok({ ...productsList, rows: [] })
          : standardAnswers()(request),
    );
    await page.goto(admin('en', 'revisions', '/details/5'));
    await page.getByRole('heading', { name: 'Revision 5', level: 1 }).waitFor();
    expect(seen[0]?.query.get('action')).toBe('details');
    // A read-only form: the values as text, no inputs.
    expect(await page.getByRole('textbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The revision is published.').waitFor();
    const moved = seen.find((request) => request.path === '/api/Revisions/UpdateStatus/5');
    expect(moved?.method).toBe('PUT');
    expect(moved?.query.get('status')).toBe('publish');
    expect(moved?.query.get('storeCode')).toBe('b2c');
    expect(seen.some((request) => /\/(Create|Update)\b/.test(request.path))).toBe(false);
    await context.close();
  });

  it('the date-time picker offers 15-minute steps; in French the months are French', async () => {
    for (const lng of ['en', 'fr'] as const) {
      const context = await newContext();
      const page = await context.newPage();
      await fakeAdminApi(page, standardAnswers());
      await page.goto(admin(lng, 'categories', '/edit/12'));
      await page.getByRole('heading', { name: 'Edit category', level: 1 }).waitFor();
      await page.getByLabel('startDate').click();
      const times = page.locator('.react-datepicker__time-list-item');
      await times.first().waitFor();
      const [first, second] = await times.evaluateAll((items) => items.slice(0, 2).map((item) => item.textContent));
      expect([first, second]).toEqual(lng === 'en' ? ['12:00 AM', '12:15 AM'] : ['00:00', '00:15']);
      const month = await page.locator('.react-datepicker__current-month').first().textContent();
      const french = /janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/;
      if (lng === 'fr') expect(month).toMatch(french);
      else expect(month).not.toMatch(french);
      await page.locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)').first().click();
      await times.nth(1).click();
      const value = await page.getByLabel('startDate').inputValue();
      if (lng === 'fr') expect(value).toMatch(french);
      expect(value).toMatch(/\d{4} 12:15:00/);
      await context.close();
    }
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

// The four width and language pairs side by side, each in its own context.
describe.concurrent('accessibility and layout', () => {
  for (const viewport of viewports) {
    for (const lng of ['en', 'fr'] as const) {
      it(`${lng} at ${viewport.label} px: no serious axe violation, no overflow, screenshots`, async ({ expect }) => {
        const context = await newContext(viewport);
        for (const screen of screens) {
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await fakeAdminApi(page, standardAnswers());
          await page.goto(admin(lng, screen.family, screen.rest));
          await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor();
          await settled(page);
          expect((await seriousViolations(page)).map((line) => `${screen.name}: ${line}`)).toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, screen.name).toBeLessThanOrEqual(0);
          expect(errors).toEqual([]);
          await screenshot(page, `admin/${screen.name}-${lng}-${viewport.label}`);
          await page.close();
        }
        await context.close();
      });
    }
  }
});
