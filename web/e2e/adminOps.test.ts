import { describe, expect, it } from 'vitest';
import { checkScreen, viewports } from './support/adminSteps.ts';
import { signInToAdmin, startTestStack } from './support/setup.ts';

/*
 * The ops page in real Chromium against the real server (projections, queues and workers in one process): an LMG
 * opens Operations from the menu, sees each projection's status and the worker queues, rebuilds the admin orders
 * projection behind a confirmation that asks for a reason, and sees it swap to its rebuilt collection; in English
 * at 1366 px and in French at 375 px, with no serious axe violation, nothing wider than the screen and screenshots.
 * A SuperUser has no Operations entry.
 */

const stack = startTestStack();

const texts = {
  en: {
    menu: 'Operations',
    live: 'Live',
    rebuild: 'Rebuild adminOrders',
    dialog: 'Rebuild the projection adminOrders?',
    reason: /^Reason/,
    start: 'Start the rebuild',
    reasonRequired: 'Please enter a reason.',
    started: 'The rebuild of adminOrders has started.',
    swapped: /^adminOrders was rebuilt: it now reads (\S+)\.$/,
    queues: 'Worker queues',
  },
  fr: {
    menu: 'Exploitation',
    live: 'À jour',
    rebuild: 'Reconstruire adminOrders',
    dialog: 'Reconstruire la projection adminOrders ?',
    reason: /^Raison/,
    start: 'Lancer la reconstruction',
    reasonRequired: 'Veuillez entrer une raison.',
    started: 'La reconstruction de adminOrders a commencé.',
    swapped: /^adminOrders a été reconstruite : elle lit maintenant (\S+)\.$/,
    queues: 'Files de travaux',
  },
} as const;

describe('the ops page', () => {
  it.each([
    ['en', 1366],
    ['fr', 375],
  ] as const)(
    'lets an LMG rebuild a projection (%s, %i px)',
    async (lng, width) => {
      const t = texts[lng];
      const context = await stack.browser.newContext({ viewport: viewports[width] });
      try {
        await signInToAdmin(context, stack.server.url, 'lmg');
        const page = await context.newPage();
        await page.goto(`${stack.server.url}/${lng}/admin/b2c`);
        if (width === 375) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('link', { name: t.menu }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/${lng}/admin/b2c/ops`);
        await page.getByRole('heading', { level: 1, name: t.menu }).waitFor();

        const row = page.locator('tr[data-projection="adminOrders"]');
        await expect.poll(() => row.textContent()).toContain(t.live);
        await page.getByRole('heading', { name: t.queues }).waitFor();
        await expect.poll(() => page.getByRole('rowheader', { name: 'release-orders' }).count()).toBe(1);
        await checkScreen(page, 'ops', `${lng}-status`, width);

        const before = await row.locator('.ops-collection').textContent();
        await page.getByRole('button', { name: t.rebuild }).click();
        const dialog = page.getByRole('dialog', { name: t.dialog });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: t.start }).click();
        await dialog.getByText(t.reasonRequired).first().waitFor();
        await checkScreen(page, 'ops', `${lng}-confirm`, width);
        await dialog.getByLabel(t.reason).fill('Replay after the evolve fix');
        await dialog.getByRole('button', { name: t.start }).click();

        // The "started" notice is replaced by the swap's as soon as the rebuild ends, which on a small log can be
        // before a loaded machine looks at it: the swap's notice (and the row reading the new collection) is the proof.
        const swapped = page.locator('.admin-notices').getByText(t.swapped);
        await swapped.waitFor({ timeout: 30_000 });
        // The rebuilt collection is a new one (`…_r<n>`), and the row now reads it.
        const rebuilt = t.swapped.exec((await swapped.textContent()) ?? '')?.[1] ?? '';
        expect(rebuilt).toMatch(/^adminOrders_v\d+_r\d+$/);
        expect(rebuilt).not.toBe(before);
        await expect.poll(() => row.locator('.ops-collection').textContent()).toBe(rebuilt);
        expect(await row.textContent()).toContain(t.live);
        await checkScreen(page, 'ops', `${lng}-rebuilt`, width);
      } finally {
        await context.close();
      }
    },
    90_000,
  );

  it('has no Operations entry for a SuperUser', async () => {
    const context = await stack.browser.newContext({ viewport: viewports[1366] });
    try {
      await signInToAdmin(context, stack.server.url, 'superuser');
      const page = await context.newPage();
      await page.goto(`${stack.server.url}/en/admin/b2c`);
      await page.getByRole('link', { name: 'Orders' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Operations' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
