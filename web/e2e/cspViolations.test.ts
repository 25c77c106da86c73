/**
 * The browser tests' Content-Security-Policy check (support/cspViolations.ts) itself: a page that breaks its
 * policy is reported with its address and directives, and a page within it is not. The pages come from a small
 * server of this test, with a policy as strict as the store's for scripts and images.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/app.ts';
import { takeViolations } from './support/cspViolations.ts';

const pages: Record<string, string> = {
  '/breaks-policy': `<!doctype html><title>breaks</title>
    <script>document.title = 'inline script ran';</script>
    <img src="http://127.0.0.2:9/elsewhere.png" alt="">`,
  '/within-policy': `<!doctype html><title>within</title><script src="/app.js"></script>`,
  '/app.js': `document.title = 'app script ran';`,
};

let server: Server;
let base: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = pages[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200, {
      'Content-Type': request.url?.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'self'; script-src 'self'; img-src 'self'",
    });
    response.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  context = await browser.newContext();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the CSP check of the browser tests', () => {
  it('reports an inline script and an image from elsewhere, with the page and the directive', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/breaks-policy`);
    const found: ReturnType<typeof takeViolations> = [];
    await expect
      .poll(() => {
        found.push(...takeViolations());
        return found.length;
      })
      .toBe(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ page: `${base}/breaks-policy`, directive: 'script-src-elem', blocked: 'inline' }),
        expect.objectContaining({
          page: `${base}/breaks-policy`,
          directive: 'img-src',
          blocked: 'http://127.0.0.2:9/elsewhere.png',
        }),
      ]),
    );
    expect(await page.title()).toBe('breaks');
    await page.close();
  });

  it('reports nothing for a page whose script comes from its own origin', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/within-policy`);
    await expect.poll(() => page.title()).toBe('app script ran');
    expect(takeViolations()).toEqual([]);
    await page.close();
  });
});
