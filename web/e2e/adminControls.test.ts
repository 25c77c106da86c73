import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { revisionWords } from './support/adminSteps.ts';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { pngOf } from './support/cropper.ts';
import { seriousViolations } from './support/looks.ts';
import { passValues } from './support/products.ts';
import { signedInPages, startTestStack } from './support/setup.ts';

/*
 * Issue 23, the back office's controls, one describe per defect the walk found, each titled by it: the file input,
 * the revision Compare select, the b2b Action select and the date picker drawn as the design system's fields and
 * in the page's language; the crop dialog within a 1366×768 window; error messages that start with a capital.
 */

const stack = startTestStack({ server: { env: { RELEASE_EVERY_MINUTES: 'off' } }, timeout: 180_000 });
const pages = signedInPages(stack);

/** A back-office page in a window of `width`×`height`, once its heading is drawn. */
const open = async (path: string, width = 1366, height = 900): Promise<Page> => {
  const page = await pages.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${stack.server.url}${path}`);
  await page.locator('h1').first().waitFor();
  return page;
};

/**
 * How far `control` is from the design system's text field: its font, border and height as drawn, beside what the
 * GCDS input tokens give on the same page (resolved on a probe element). Empty when it looks like a GCDS field.
 */
const unlikeGcdsField = (control: Locator): Promise<string[]> =>
  control.evaluate((element) => {
    const probe = document.createElement('input');
    probe.style.font = 'var(--gcds-input-font-desktop)';
    probe.style.border = 'var(--gcds-input-border-width) solid var(--gcds-input-default-text)';
    probe.style.minHeight = 'var(--gcds-input-min-width-and-height)';
    probe.style.borderRadius = 'var(--gcds-input-border-radius)';
    document.body.append(probe);
    const expected = getComputedStyle(probe);
    const actual = getComputedStyle(element);
    const properties = ['fontFamily', 'fontSize', 'borderTopWidth', 'borderTopStyle', 'borderRadius'] as const;
    const differences = properties
      .filter((property) => actual[property] !== expected[property])
      .map((property) => `${property}: ${actual[property]}, not ${expected[property]}`);
    const height = element.getBoundingClientRect().height;
    if (height < Number.parseFloat(expected.minHeight)) differences.push(`height ${height}px`);
    probe.remove();
    return differences;
  });

describe("The file input, the Compare select, the b2b Action select and the date picker are not GCDS-styled or translated: 'Choose Files' shows on French pages", () => {
  it('draws a French product form’s file inputs in French, as the design system’s secondary button', async () => {
    const page = await open('/fr/admin/b2c/products/create', 375, 800);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toMatch(/Choose files?|No file chosen/i);
    // The visible button is the input's label, in French; the input behind it stays the field's.
    const choose = page.locator('label.file-picker-button', { hasText: 'Choisir des fichiers' });
    expect(await choose.count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByLabel('Images (anglais)', { exact: true }).getAttribute('type')).toBe('file');
    expect(await choose.first().evaluate((label) => getComputedStyle(label).borderTopStyle)).toBe('solid');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-controls/file-input-fr-375');
    await page.close();
  });

  it('draws the revision Compare select as a GCDS field, in French', async () => {
    const base = stack.server.url;
    const values = (name: string) => passValues(name, 'CONTROLS-COMPARE', 70);
    const created = await apiCall<{ id: string }>(base, '/api/Products/Create?storeCode=b2c&button=publish', {
      token: stack.lmgToken,
      body: values('Compare'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const updated = await apiCall(base, `/api/Products/Update/${created.body.id}?storeCode=b2c&button=save`, {
      method: 'PUT',
      token: stack.lmgToken,
      body: values('Compare renamed'),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const t = revisionWords.fr;
    const page = await open('/fr/admin/b2c/revisions');
    const row = page.getByRole('row').filter({ hasText: 'Laissez-passer Compare renamed' });
    await row.getByRole('button', { name: t.details }).click();
    const select = page.getByLabel(t.compareWith);
    await select.waitFor();
    expect(await unlikeGcdsField(select)).toEqual([]);
    expect(await select.locator('option').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/1/)]),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-controls/compare-select-fr-1366');
    await page.close();
  });

  it('draws the b2b Action select and the advanced search’s date pickers as GCDS fields, the pickers in French', async () => {
    const page = await open('/fr/admin/b2b/orders');
    const action = page.getByLabel('Action', { exact: true });
    await action.waitFor();
    expect(await unlikeGcdsField(action)).toEqual([]);

    await page.getByText('Recherche avancée').click();
    const from = page.getByLabel('Commandée du', { exact: true });
    await from.waitFor();
    expect(await unlikeGcdsField(from)).toEqual([]);
    // The picker's month and days in French.
    await from.click();
    const calendar = page.locator('.react-datepicker');
    await calendar.waitFor();
    const month = await calendar.locator('.react-datepicker__current-month').textContent();
    expect(month).toMatch(
      /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    expect(await calendar.locator('.react-datepicker__day-name').allTextContents()).not.toContain('Mo');
    // The calendar in the page's type, not the picker's own 0.8rem Helvetica.
    const fontOf = (element: Element) => getComputedStyle(element).fontFamily;
    expect(await calendar.evaluate(fontOf)).toBe(await page.locator('main').first().evaluate(fontOf));
    await screenshot(page, 'admin-controls/b2b-orders-date-picker-fr-1366');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('The crop dialog does not fit a 1366×768 window', () => {
  for (const { lng, area, label } of [
    { lng: 'en', area: 'products', label: 'Images (English)' },
    { lng: 'fr', area: 'products', label: 'Images (anglais)' },
    { lng: 'en', area: 'banners', label: 'Image' },
  ] as const) {
    it(`shows the whole ${area} crop dialog in ${lng}, its buttons in the window`, async () => {
      const page = await open(`/${lng}/admin/b2c/${area}/create`, 1366, 768);
      await page
        .getByLabel(label, { exact: true })
        .setInputFiles([{ name: 'tall.png', mimeType: 'image/png', buffer: await pngOf(1200, 1600, 90) }]);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const use = dialog.getByRole('button', { name: lng === 'en' ? 'Use this image' : 'Utiliser cette image' });
      await use.waitFor();
      const box = await dialog.boundingBox();
      const button = await use.boundingBox();
      expect(box).not.toBeNull();
      expect(button).not.toBeNull();
      if (box === null || button === null) return;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(768);
      expect(box.x + box.width).toBeLessThanOrEqual(1366);
      expect(button.y + button.height).toBeLessThanOrEqual(768);
      // Nothing of the dialog scrolls out of sight: its own content fits its box.
      expect(await dialog.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-controls/crop-${area}-${lng}-1366x768`);
      await use.click();
      await dialog.waitFor({ state: 'detached' });
      await page.close();
    });
  }
});

describe('Error messages start with a lowercase letter', () => {
  for (const { lng, save } of [
    { lng: 'en', save: 'Save' },
    { lng: 'fr', save: 'Enregistrer' },
  ] as const) {
    it(`starts every field error of an empty user form with a capital, in ${lng}`, async () => {
      const page = await open(`/${lng}/admin/b2c/users/create`);
      await page.getByRole('button', { name: save, exact: true }).first().click();
      const errors = page.locator('gcds-error-message');
      await errors.first().waitFor();
      const texts = (await errors.allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '');
      expect(texts.length).toBeGreaterThan(2);
      expect(texts.filter((text) => !/^\p{Lu}/u.test(text))).toEqual([]);
      await screenshot(page, `admin-controls/user-errors-${lng}`);
      await page.close();
    });
  }
});

describe('Scroll-to-top appears after 50 px (back-office.md §9)', () => {
  for (const { lng, words } of [
    { lng: 'en', words: 'Back to top' },
    { lng: 'fr', words: 'Haut de la page' },
  ] as const) {
    it(`shows ${words} once the page is scrolled past 50 px, and takes the reader and the focus back up (${lng})`, async () => {
      const page = await open(`/${lng}/admin/b2c/products`, 1366, 768);
      await page.locator('.admin-table tbody tr').first().waitFor();
      const control = page.getByRole('button', { name: words, exact: true });
      expect(await control.count()).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 40 }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
      expect(await control.count()).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 400 }));
      await control.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-controls/scroll-to-top-${lng}`);
      await control.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-main');
      await control.waitFor({ state: 'detached' });
      await page.close();
    });
  }
});
