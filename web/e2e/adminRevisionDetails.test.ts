import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, revisionDiff, revisionWords, viewports, type Width } from './support/adminSteps.ts';
import { apiCall } from './support/api.ts';
import { seriousViolations } from './support/looks.ts';
import { passValues } from './support/products.ts';
import { staffPasswords, startTestStack } from './support/setup.ts';

/*
 * Issue 23: a revision's details and a Compare read as staff read them, in Chromium against the real server. LMG
 * opens a product's second revision (its content as labelled fields: names in English and French, the category by
 * its name, Yes/No, dates per language) and compares it with the first (per changed field its label, before and
 * after), in English at 1366 px and in French at 375 px. Axe finds nothing serious, and the page's visible text
 * holds no hash, UUID, internal id, ISO timestamp, AM/PM on the French page, JSON brace or payload key: the raw
 * JSON is the `json` view's only.
 */

type Lng = 'en' | 'fr';

const words = {
  en: {
    username: 'Username (case sensitive)',
    password: 'Password (case sensitive)',
    signIn: 'Sign in',
    productType: 'Product',
    content: 'Content',
    name: 'Name',
    category: 'Category',
    english: 'English: ',
    french: 'French: ',
    order: 'Order',
    ...revisionWords.en,
  },
  fr: {
    username: 'Nom d’utilisateur (sensible à la casse)',
    password: 'Mot de passe (sensible à la casse)',
    signIn: 'Ouvrir une session',
    productType: 'Produit',
    content: 'Contenu',
    name: 'Nom',
    category: 'Catégorie',
    english: 'Anglais : ',
    french: 'Français : ',
    order: 'Ordre',
    ...revisionWords.fr,
  },
} as const satisfies Record<Lng, Record<string, string>>;

const stack = startTestStack({ timeout: 180_000 });

/** What a staff member must never read on these screens, each with what it found. */
const leaksIn = (text: string, lng: Lng): string[] => {
  const patterns: readonly (readonly [string, RegExp])[] = [
    ['hash', /\b[0-9a-f]{40,}\b/i],
    ['uuid', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
    ['internal id', /\b(?:usr|prod|cat|disc|guest)-[\w-]+/],
    ['ISO timestamp', /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
    ['JSON', /[{}]/],
    ['payload key', /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/],
    ...(lng === 'fr' ? ([['AM/PM', /\b(?:AM|PM|a\.m\.|p\.m\.)(?!\w)/i]] as const) : []),
  ];
  return patterns.flatMap(([what, pattern]) => {
    const found = pattern.exec(text);
    return found === null ? [] : [`${what}: ${found[0]}`];
  });
};

/** Axe finds nothing serious (at both widths, with no overflow: a screenshot each), and the text reads clean. */
const expectReadable = async (page: Page, lng: Lng, screen: string, width: Width) => {
  await checkScreen(page, 'admin-revision-details', `${screen}-${lng}`, width);
  expect(await seriousViolations(page), screen).toEqual([]);
  const text = await page.evaluate(() => document.body.innerText);
  expect(leaksIn(text, lng), screen).toEqual([]);
};

const runs = [
  { lng: 'en', width: 1366 },
  { lng: 'fr', width: 375 },
] as const satisfies readonly Readonly<{ lng: Lng; width: Width }>[];

describe('a product’s revision details and a compare of two revisions', () => {
  for (const { lng, width } of runs) {
    it(`in ${lng} at ${width} px read as labelled, formatted fields`, async () => {
      const t = words[lng];
      const base = stack.server.url;
      const sku = `REV-DETAILS-${lng.toUpperCase()}`;
      const values = (name: string, displayOrder: number) => passValues(name, sku, displayOrder);
      // Two revisions of a new product, through the API: the first published, the second a draft.
      const created = await apiCall<{ id: string }>(base, '/api/Products/Create?storeCode=b2c&button=publish', {
        token: stack.lmgToken,
        body: values(`Details ${lng}`, 60),
      });
      expect(created.status).toBe(201);
      const updated = await apiCall(base, `/api/Products/Update/${created.body.id}?storeCode=b2c&button=save`, {
        method: 'PUT',
        token: stack.lmgToken,
        body: values(`Details renamed ${lng}`, 61),
      });
      expect(updated.status).toBe(200);
      const second = lng === 'en' ? `Details renamed ${lng} pass` : `Laissez-passer Details renamed ${lng}`;

      const context = await stack.browser.newContext({ viewport: viewports[width] });
      context.setDefaultTimeout(15_000);
      try {
        const page = await context.newPage();
        const revisions = `/${lng}/admin/b2c/revisions`;
        await page.goto(`${base}/${lng}/portal/login?redirect=${encodeURIComponent(revisions)}`);
        await page.getByLabel(t.username).fill('lmg');
        await page.getByLabel(t.password).fill(staffPasswords.lmg);
        await page.getByRole('button', { name: t.signIn }).click();
        await page.waitForURL((url) => url.pathname === revisions);
        await page.getByRole('heading', { level: 1, name: t.revisions }).waitFor();

        // The list's Changed fields: labels, never payload keys; the first revision is new.
        // (The second name is the second revision's only; at 375 px a cell's name starts with its column's.)
        const row = page.getByRole('row').filter({ hasText: second });
        await row.waitFor();
        expect(await row.textContent()).toContain(`${t.name}, ${t.order}`);

        // The details: the content as labelled fields.
        await row.getByRole('button', { name: t.details }).click();
        await page.getByRole('heading', { level: 1, name: `${t.details} — ${t.productType} ${second} #2` }).waitFor();
        await page.getByRole('heading', { level: 2, name: t.content, exact: true }).waitFor();
        const details = await page.locator('.admin-details').allInnerTexts();
        const shown = details.join('\n');
        expect(shown).toContain(`${t.english}Details renamed ${lng} pass`);
        expect(shown).toContain(`${t.french}Laissez-passer Details renamed ${lng}`);
        expect(shown).toMatch(new RegExp(`${t.category}\\s+\\S`));
        await expectReadable(page, lng, 'details', width);

        // Compare with the first: per changed field its label, before and after.
        await page.getByLabel(t.compareWith).selectOption({ index: 0 });
        await page.getByRole('button', { name: t.compare, exact: true }).click();
        const diff = revisionDiff(page);
        await diff.waitFor();
        expect(await diff.getByRole('columnheader').allTextContents()).toEqual([t.field, t.before, t.after]);
        expect(await diff.locator('tbody th').allTextContents()).toEqual([t.name, t.order]);
        const order = await diff
          .getByRole('row', { name: new RegExp(`^${t.order}`) })
          .getByRole('cell')
          .allTextContents();
        expect(order).toEqual(['60', '61']);
        await expectReadable(page, lng, 'compare', width);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
