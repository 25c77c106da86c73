import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/app.ts';
import { seriousViolations } from './support/looks.ts';
import { signInToAdmin, startTestStack } from './support/setup.ts';

/*
 * Tracers (b2b), Payments (b2c) and the agency's places (parksCanada, b2c) as LMG against the real server (issue
 * 14): each list and form is drawn from the server's definition, in English at 1366 px and in French at 375 px,
 * with what the server holds on it, nothing serious or critical for axe, nothing wider than the screen, and a
 * screenshot under test-output/e2e/admin-agency/.
 */

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 180_000 });
let context: BrowserContext;

beforeAll(async () => {
  context = await stack.browser.newContext();
  context.setDefaultTimeout(15_000);
  await signInToAdmin(context, stack.server.url, 'lmg');
});

afterAll(async () => {
  await context?.close();
});

const runs = [
  { lng: 'en', width: 1366, height: 900 },
  { lng: 'fr', width: 375, height: 800 },
] as const;

type Screen = Readonly<{ path: string; name: string; shows: Readonly<Record<'en' | 'fr', RegExp>> }>;

const screens: readonly Screen[] = [
  {
    path: 'b2c/parksCanada',
    name: 'places',
    shows: { en: /Prince Edward Island National Park/, fr: /Parc national de l’Île-du-Prince-Édouard/ },
  },
  { path: 'b2c/parksCanada/create', name: 'place-create', shows: { en: /URL alias \(English\)/, fr: /Alias d’URL/ } },
  { path: 'b2b/tracers', name: 'tracers', shows: { en: /Tracers/, fr: /Traceurs/ } },
  { path: 'b2b/tracers/create', name: 'tracer-create', shows: { en: /Posters/, fr: /Affiches/ } },
  { path: 'b2c/payments', name: 'payments', shows: { en: /Payments/, fr: /Paiements/ } },
];

const drawn = async (page: Page): Promise<void> => {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(/Loading…|Chargement…/).waitFor({ state: 'detached' });
};

describe('the agency areas as LMG', () => {
  for (const run of runs) {
    for (const screen of screens) {
      it(`draws ${screen.path} (${run.lng}, ${run.width} px)`, async () => {
        const page = await context.newPage();
        await page.setViewportSize({ width: run.width, height: run.height });
        await page.goto(`${stack.server.url}/${run.lng}/admin/${screen.path}`);
        await drawn(page);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(
          /not found|introuvable|permission|not available/i,
        );
        await page.locator('main').getByText(screen.shows[run.lng]).first().waitFor();
        expect(await page.locator('.admin-unsupported').count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-agency/${screen.name}-${run.lng}-${run.width}`);
        await page.close();
      });
    }
  }
});
