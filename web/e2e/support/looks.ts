/**
 * How a browser test looks at a screen once it is drawn: its accessibility violations (axe) and the wait for a
 * screen to have settled before it is measured or photographed. One home, so every file checks the same way.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const impacts: readonly Impact[] = ['minor', 'moderate', 'serious', 'critical'];

/**
 * The page's axe violations at `least` impact or above, as `id (impact): targets` lines (none expected). Only
 * violations are collected: passes and incomplete results are never read, and gathering them cost a fifth of each
 * analysis (measured on the store's pages).
 *
 * Legacy mode runs `axe.run` in the page itself. The default opens a blank page per analysis to merge the frames'
 * partial results, which is for cross-origin iframes: our screens have none (SafeHtml removes any), and measured on
 * the login, category and checkout pages both modes found the same violations on the same nodes, in 210 ms against
 * 550 ms.
 */
export const axeViolations = async (page: Page, least: Impact = 'serious'): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const floor = impacts.indexOf(least);
  return violations
    .filter((violation) => impacts.indexOf(violation.impact ?? 'minor') >= floor)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
};

/** The page's serious and critical axe violations (none expected). */
export const seriousViolations = (page: Page): Promise<string[]> => axeViolations(page, 'serious');

/**
 * Waits until the screen has nothing left to draw: no loading spinner, the fonts loaded and every image loaded.
 * It waits on those things themselves, not on half a second without network traffic (networkidle), which costs
 * that half second on every screen.
 */
export const settled = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () =>
      document.querySelector('.spinner') === null &&
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((image) => image.complete),
    undefined,
    { timeout: 15_000 },
  );
};
