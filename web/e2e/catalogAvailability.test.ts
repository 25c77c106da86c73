import { categoriesScreen } from '@parks/schemas/admin/families/categories/texts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.ts';
import type { Lng } from './support/journey.ts';
import { signedInPages, startTestStack } from './support/setup.ts';

/*
 * Issue 24 in the browser, in English and French, against the real server: the category form suggests the URL alias
 * from the name as staff type it (only while the alias is empty or still the suggestion: an alias staff typed is
 * kept), and the store shows a product inside its unavailability window with its tagline instead of Add to cart.
 */

const stack = startTestStack({ timeout: 180_000 });
const lmgPages = signedInPages(stack);

/** The category form's labels, from the text catalogue; the tagline is the test's own. */
const labelsIn = (lng: Lng) => {
  const texts = categoriesScreen[lng];
  return { nameEn: texts.name_EN, nameFr: texts.name_FR, aliasEn: texts.urlAlias_EN, aliasFr: texts.urlAlias_FR };
};
const tagline = { en: 'Back in the spring', fr: 'De retour au printemps' } as const;

/** A published product of the Discovery category with a price, unavailable from 2000 on (no end), and its name. */
const unavailableProduct = async (sku: string): Promise<Readonly<{ en: string; fr: string }>> => {
  const name = { en: `Closed pass ${sku}`, fr: `Laissez-passer fermé ${sku}` };
  const created = await apiCall<{ id: string }>(stack.server.url, '/api/Products/Create?storeCode=b2c&button=publish', {
    token: stack.lmgToken,
    body: {
      name_EN: name.en,
      name_FR: name.fr,
      sku,
      categoryIds: ['cat-discovery'],
      displayOrder: 99,
      unavailableStart: '2000-01-01T00:00:00Z',
      unavailableTagline_EN: tagline.en,
      unavailableTagline_FR: tagline.fr,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const priced = await apiCall(stack.server.url, '/api/Prices/Create?storeCode=b2c&button=publish', {
    token: stack.lmgToken,
    body: { productId: created.body.id, regularPrice: 10, salePrice: 0, saleStartsAt: null, saleEndsAt: null },
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(201);
  return name;
};

for (const lng of ['en', 'fr'] as const) {
  describe(`issue 24 in ${lng}`, () => {
    const t = { ...labelsIn(lng), tagline: tagline[lng] };

    it('suggests the URL alias from the name while it is untouched, and keeps an alias staff typed', async () => {
      const page: Page = await lmgPages.newPage();
      await page.goto(`${stack.server.url}/${lng}/admin/b2c/categories/create`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByLabel(t.nameEn).fill(`Île Trails & Lakes ${lng}`);
      await expect.poll(() => page.getByLabel(t.aliasEn).inputValue()).toBe(`ile-trails-lakes-${lng}`);
      await page.getByLabel(t.nameFr).fill('Sentiers de l’Île');
      await expect.poll(() => page.getByLabel(t.aliasFr).inputValue()).toBe('sentiers-de-lile');
      // Staff type their own alias: a later change of the name leaves it.
      await page.getByLabel(t.aliasEn).fill('my-trails');
      await page.getByLabel(t.nameEn).fill('Other name');
      await page.getByLabel(t.nameFr).fill('Autre nom');
      await expect.poll(() => page.getByLabel(t.aliasFr).inputValue()).toBe('autre-nom');
      expect(await page.getByLabel(t.aliasEn).inputValue()).toBe('my-trails');
      await page.close();
    });

    it('shows a product inside its unavailability window with its tagline, without Add to cart', async () => {
      const name = await unavailableProduct(`CLOSED-${lng.toUpperCase()}`);
      const visitor = await stack.browser.newContext({ viewport: { width: 1366, height: 900 } });
      visitor.setDefaultTimeout(15_000);
      const page = await visitor.newPage();
      await page.goto(`${stack.server.url}/${lng}/decouverte-discovery`);
      const product = page.locator('li.product').filter({ has: page.getByRole('heading', { name: name[lng] }) });
      await product.waitFor();
      await expect.poll(() => product.locator('p.unavailable').textContent()).toBe(t.tagline);
      expect(await product.getByRole('button').count()).toBe(0);
      await visitor.close();
    });
  });
}
