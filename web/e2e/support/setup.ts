/**
 * The setup the browser test files share: the web built, the real server started (on a fresh DATA_DIR), the
 * system Chromium launched and LMG's API token taken once for the file, then all closed after it; the seeded
 * staff's passwords; and the sign-in steps of the portal login page, which is also the back office's.
 */

import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiToken } from './api.ts';
import {
  buildWeb,
  launchBrowser,
  type RunningServer,
  type ServerOptions,
  screenshot,
  screenshotDir,
  startServer,
} from './app.ts';

/** The seeded staff accounts of a local server (domain/src/seed), by username. */
export const staffPasswords = {
  lmg: 'Lmg-Parks-Local-2026',
  superuser: 'Super-Parks-Local-2026',
  administrator: 'Admin-Parks-Local-2026',
  operator: 'Operator-Parks-Local-2026',
} as const;
export type StaffUser = keyof typeof staffPasswords;

export type TestStack = Readonly<{ server: RunningServer; browser: Browser; lmgToken: string }>;

type StackOptions = Readonly<{
  server?: ServerOptions;
  /** The beforeAll's time: building and starting take most of it. */
  timeout?: number;
  /** Runs before the browser and server close, with them still up (e.g. turning UAT mode off again). */
  beforeClose?: (stack: TestStack) => Promise<unknown>;
}>;

/**
 * Registers the file's beforeAll and afterAll and returns the running stack. Read its fields inside tests and
 * hooks only: they exist once the beforeAll has run (a file's own hooks registered after this call run after
 * its beforeAll and, vitest's hooks being stacked, before its afterAll).
 */
export const startTestStack = (options: StackOptions = {}): TestStack => {
  let running: TestStack | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    buildWeb();
    server = await startServer(options.server);
    browser = await launchBrowser();
    running = { server, browser, lmgToken: await apiToken(server.url, 'lmg', staffPasswords.lmg) };
  }, options.timeout ?? 120_000);
  // A failed test leaves a picture of every page still open, for the run's record (a failure seen once in CI is
  // then understood from what the screen showed, not guessed at).
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !browser) return;
    const pages = browser.contexts().flatMap((context) => context.pages());
    const name = task.name.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 80);
    for (const [index, page] of pages.entries())
      await screenshot(page, join('failures', `${name}-${index + 1}`)).catch(() => undefined);
    if (pages.length > 0) console.error(`screenshots of the failed test: ${join(screenshotDir, 'failures', name)}-*`);
  });
  afterAll(async () => {
    // A failed cleanup step must not keep the browser and server running.
    if (running) await options.beforeClose?.(running).catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  const started = (): TestStack => {
    if (running === undefined) throw new Error('the test stack is not started (its beforeAll failed or has not run)');
    return running;
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    get lmgToken() {
      return started().lmgToken;
    },
  };
};

/** A page's path, query and fragment, without the server's origin. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Fills and sends the English sign-in form the page shows (the portal login, or a protected page's). */
export const signIn = async (page: Page, username: string, password: string): Promise<void> => {
  await page.getByLabel('Username (case sensitive)').fill(username);
  await page.getByLabel('Password (case sensitive)').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Signs `context` in as `user` through the portal login and its redirect to the b2c admin dashboard. */
export const signInToAdmin = async (context: BrowserContext, base: string, user: StaffUser): Promise<void> => {
  const page = await context.newPage();
  await page.goto(`${base}/en/portal/login?redirect=${encodeURIComponent('/en/admin/b2c')}`);
  await signIn(page, user, staffPasswords[user]);
  await page.waitForURL(/\/en\/admin\/b2c$/);
  await page.close();
};

/**
 * A file's pages of the back office, signed in as `user` once for the file: registers the beforeAll that opens the
 * context (1366 px, through the portal login) and the afterAll that closes it. Each `newPage()` is a tab of it.
 */
export const signedInPages = (
  stack: TestStack,
  user: StaffUser = 'lmg',
): Readonly<{ newPage: () => Promise<Page> }> => {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(15_000);
    await signInToAdmin(context, stack.server.url, user);
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    newPage: () => {
      if (context === undefined) throw new Error('the signed-in context opens in beforeAll');
      return context.newPage();
    },
  };
};
