/**
 * The faked back office of the definition renderers' browser tests (adminDefinitions, adminForms): the real server
 * serves the app and signs lmg in; `page.route` answers the admin family calls /api/{Products|Categories|Revisions}/…
 * with the sample definitions of @parks/schemas and records each request, so the tests assert what the screens send
 * as well as what they draw.
 */
import type { WriteAnswer } from '@parks/schemas/admin/calls';
import type { FormDefinition, ListDefinition, Row } from '@parks/schemas/admin/definitions';
import {
  categoriesTree,
  productForm,
  productsList,
  categoryForm as sampleCategoryForm,
} from '@parks/schemas/admin/testing/sampleDefinitions';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { apiCall } from './api.ts';
import { staffPasswords, type TestStack } from './setup.ts';

export type Lng = 'en' | 'fr';
export const viewports = [
  { label: '1366', width: 1366, height: 900 },
  { label: '375', width: 375, height: 800 },
] as const;

export type Recorded = Readonly<{
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  body: string;
}>;

export type Answer = Readonly<{ status: number; json: unknown }>;
export type Handler = (request: Recorded) => Answer;

export const ok = (json: unknown): Answer => ({ status: 200, json });

export const record = (request: Request): Recorded => {
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
export const fakeAdminApi = async (page: Page, handler: Handler): Promise<Recorded[]> => {
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

/** The second page of the products list: two more rows. */
export const productRow = (id: number, name: string): Row => ({
  productId: id,
  image: null,
  name,
  price: 1_000 + id,
  orderable: true,
  status: 'Active',
});
export const productsPage2: ListDefinition = {
  ...productsList,
  rows: [productRow(9, 'Mooring permit'), productRow(10, 'Lockage permit')],
  args: { page: 2, search: '', data: null },
  showMore: false,
};
export const productsAll: ListDefinition = { ...productsList, rows: [...productsList.rows, ...productsPage2.rows] };

/** A revision's details: the category form read-only, with the status actions of §2. */
/** The category form with a widget the web does not know (the sample's notice widget is a known one now). */
export const categoryForm: FormDefinition = {
  ...sampleCategoryForm,
  sections: sampleCategoryForm.sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => (field.component === 'widget' ? { ...field, type: 'plannedWidget' } : field)),
  })),
};

export const revisionDetails: FormDefinition = {
  ...categoryForm,
  mode: 'view',
  title: 'Revision 5',
  buttons: [
    { name: 'uat', value: 'Send to UAT', type: 'submit', roles: ['LMG'] },
    { name: 'publish', value: 'Publish', type: 'submit', roles: ['LMG'] },
    { name: 'cancel', value: 'Cancel', type: 'button', roles: ['LMG'] },
  ],
};

export const written = (message: string, id: string): WriteAnswer => ({
  message,
  id,
  mode: 'table',
  args: null,
  revisionId: null,
});

/** The fake admin API of these tests: lists, trees and forms by path. */
export const standardAnswers =
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

export type FakedAdmin = Readonly<{
  /** A new context signed in as lmg, at `viewport`. */
  newContext: (viewport?: (typeof viewports)[number]) => Promise<BrowserContext>;
  /** A page of a new signed-in context whose admin API `handler` fakes, and the calls it has seen. */
  fakedPage: (handler: Handler) => Promise<{ context: BrowserContext; page: Page; seen: Recorded[] }>;
  /** An area's path under the admin shell. */
  admin: (lng: Lng, family: string, rest?: string) => string;
}>;

/** Registers the file's lmg sign-in (a beforeAll) and gives the faked admin's pages of `stack`. */
export const fakedAdmin = (stack: TestStack): FakedAdmin => {
  /** What the app keeps in localStorage for lmg (the real server's sign-in answer). */
  let lmgSession = '';
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

  /** An area's path under the admin shell. */
  const admin = (lng: Lng, family: string, rest = '') => `${stack.server.url}/${lng}/admin/b2c/${family}${rest}`;

  return { newContext, fakedPage, admin };
};
