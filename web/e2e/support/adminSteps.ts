/**
 * Steps the back-office journeys share (the category's in adminJourney.test.ts, the product's in
 * adminProducts.test.ts): the Revisions area's words in each language (written out here so that a wrong
 * translation fails), its rows, the admin layout's notices, and axe's serious or critical findings.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './app.ts';
import type { Lng } from './journey.ts';
import { seriousViolations } from './looks.ts';

/** The Revisions area and the revision details' buttons and messages. */
export const revisionWords = {
  en: {
    revisions: 'Revisions',
    details: 'Revision details',
    uat: 'Send to UAT',
    publish: 'Publish',
    inactive: 'Make inactive',
    compareWith: 'Compare with revision',
    compare: 'Compare',
    field: 'Field',
    before: 'Before',
    after: 'After',
    restore: 'Restore this revision',
    confirmRestore: 'Restore',
    saved: 'Saved successfully.',
    movedToUat: 'Sent to UAT successfully.',
    published: 'Published successfully.',
    deactivated: 'Made inactive successfully.',
    restored: 'Restored as a new draft revision.',
    draft: 'Draft',
  },
  fr: {
    revisions: 'Révisions',
    details: 'Détails de la révision',
    uat: 'Envoyer en UAT',
    publish: 'Publier',
    inactive: 'Rendre inactive',
    compareWith: 'Comparer avec la révision',
    compare: 'Comparer',
    field: 'Champ',
    before: 'Avant',
    after: 'Après',
    restore: 'Restaurer cette révision',
    confirmRestore: 'Restaurer',
    saved: 'Enregistré avec succès.',
    movedToUat: 'Envoyé en UAT avec succès.',
    published: 'Publié avec succès.',
    deactivated: 'Rendu inactif avec succès.',
    restored: 'Restauré comme nouvelle ébauche.',
    draft: 'Ébauche',
  },
} as const satisfies Record<Lng, Record<string, string>>;

/** The admin layout's notice area, holding the server's message of the last write. */
export const adminNotice = (page: Page, text: string): Locator => page.locator('.admin-notices').getByText(text);

/**
 * A row of the Revisions list (newest first): the entity's name and the revision's number. At 375 px a cell's name
 * starts with its column's (`Numéro 1`, the narrow table's `data-label`).
 */
export const revisionRow = (page: Page, entity: string, number: number): Locator =>
  page
    .getByRole('row')
    .filter({ hasText: entity })
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^(?:\\D+ )?${number}$`) }) });

/** The diff table of a comparison, named by its caption (`#1` in English, `no 1` in French). */
export const revisionDiff = (page: Page): Locator => page.getByRole('table', { name: /#\d|no \d/ });

/** The journeys' two widths. */
export const viewports = { 1366: { width: 1366, height: 900 }, 375: { width: 375, height: 800 } } as const;
export type Width = keyof typeof viewports;

/**
 * The screen as it is now, at both widths: no serious or critical axe violation, nothing wider than the viewport,
 * a screenshot each under test-output/e2e/`folder`/; then back to the journey's width.
 */
export const checkScreen = async (page: Page, folder: string, name: string, width: Width): Promise<void> => {
  for (const size of [1366, 375] as const) {
    await page.setViewportSize(viewports[size]);
    expect((await seriousViolations(page)).map((line) => `${name}@${size}: ${line}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}@${size}`).toBeLessThanOrEqual(0);
    await screenshot(page, `${folder}/${name}-${size}`);
  }
  await page.setViewportSize(viewports[width]);
};
