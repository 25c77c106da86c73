import { readFile } from 'node:fs/promises';
import { migrationExportFileName } from '@parks/schemas/admin/migration';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/adminSteps.ts';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import type { Lng } from './support/journey.ts';
import { seriousViolations } from './support/looks.ts';
import { signedInPages, startTestStack } from './support/setup.ts';

/*
 * Data migration in Chromium against the real server (issue 14): an LMG opens the migration area, goes to
 * migration/migrate, uploads a CSV file of products and prices with one bad row (an unknown category), and reads
 * what became of each row's product and price: two products drafted (one with its price, one without a price) and
 * the bad row refused with its part and reason, in English at 1366 px and in French at 375 px. The drafts are then
 * in the product list as drafts; the refused row is nowhere. Screens checked with axe (nothing
 * serious or critical) and for horizontal overflow; screenshots under test-output/e2e/admin-migration/.
 */

const stack = startTestStack({ timeout: 180_000 });
const lmgPages = signedInPages(stack);

const texts = {
  en: {
    area: 'Data migration',
    migrate: 'Import a file',
    title: 'Import products from a file',
    file: 'CSV or Excel file',
    submit: 'Import',
    result: 'What became of each row',
    created: 'Created (draft)',
    refused: 'Refused',
    noPrice: 'No price in the row',
    reason: 'Product (categoryId): The category does not exist in this store.',
    summary:
      'Products: 2 created, 0 updated, 0 unchanged, 1 refused. Prices: 1 created, 0 updated, 0 unchanged, 1 refused.',
  },
  fr: {
    area: 'Migration des données',
    migrate: 'Importer un fichier',
    title: 'Importer des produits depuis un fichier',
    file: 'Fichier CSV ou Excel',
    submit: 'Importer',
    result: 'Ce qu’il est advenu de chaque ligne',
    created: 'Créé (ébauche)',
    refused: 'Refusé',
    noPrice: 'Aucun prix dans la ligne',
    reason: 'Produit (categoryId) : Cette catégorie n’existe pas dans cette boutique.',
    summary:
      'Produits : 2 créés, 0 mis à jour, 0 inchangés, 1 refusés. Prix : 1 créés, 0 mis à jour, 0 inchangés, 1 refusés.',
  },
} as const satisfies Record<Lng, Record<string, string>>;

const runs = [
  { lng: 'en', width: 1366 },
  { lng: 'fr', width: 375 },
] as const;

describe('an LMG migrates a CSV file with one bad row', () => {
  for (const { lng, width } of runs) {
    it(`reads each row's result (${lng}, ${width} px)`, async () => {
      const t = texts[lng];
      const prefix = `E2E-${lng.toUpperCase()}`;
      const page = await lmgPages.newPage();
      await page.setViewportSize(viewports[width]);
      await page.goto(`${stack.server.url}/${lng}/admin/b2c/migration`);
      await page.getByRole('heading', { level: 1, name: t.area }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-migration/area-${lng}-${width}`);

      await page.getByRole('link', { name: t.migrate }).click();
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      const csv = [
        'sku,name_EN,name_FR,categoryId,displayOrder,regularPrice,salePrice',
        `${prefix}-1,Migrated pass,Laissez-passer migré,cat-discovery,1,12.50,`,
        `${prefix}-2,Lost pass,Laissez-passer perdu,cat-nowhere,2,20,`,
        `${prefix}-3,"Pass, family",Laissez-passer famille,cat-discovery,3,,`,
      ].join('\n');
      await page
        .getByLabel(t.file)
        .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const sent = page.waitForRequest((request) => request.url().includes('/api/Migration/Migrate'));
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      // The file goes as it is (Chromium does not show a File body to postData): its type and name, no JSON.
      const request = await sent;
      expect(request.headers()['content-type']).toBe('text/csv');
      expect(new URL(request.url()).searchParams.get('fileName')).toBe('products.csv');

      const table = page.getByRole('table', { name: t.result });
      await table.waitFor();
      await page.getByText(t.summary).waitFor();
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
        );
      expect(rows).toEqual([
        ['1', `${prefix}-1`, t.created, t.created, ''],
        ['2', `${prefix}-2`, t.refused, t.refused, t.reason],
        ['3', `${prefix}-3`, t.created, t.noPrice, ''],
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, `admin-migration/result-${lng}-${width}`);
      await page.close();

      const list = await apiCall<{ rows: { productId: string; sku: string; status: string }[] }>(
        stack.server.url,
        `/api/Products/GetAll?storeCode=b2c&search=${prefix}`,
        { token: stack.lmgToken },
      );
      expect(list.body.rows.map((row) => [row.sku, row.status]).sort()).toEqual([
        [`${prefix}-1`, 'Draft'],
        [`${prefix}-3`, 'Draft'],
      ]);
      const priced = list.body.rows.find((row) => row.sku === `${prefix}-1`);
      const prices = await apiCall<{ rows: { regularPriceCents: number; status: string }[] }>(
        stack.server.url,
        `/api/Prices/GetAllById/${priced?.productId ?? ''}?storeCode=b2c`,
        { token: stack.lmgToken },
      );
      expect(prices.body.rows.map((row) => [row.regularPriceCents, row.status])).toEqual([[1250, 'Draft']]);
    });
  }
});

describe("the catalogue's export", () => {
  it('downloads through the one download path, under the name its Content-Disposition gives', async () => {
    const page = await lmgPages.newPage();
    try {
      await page.goto(`${stack.server.url}/en/admin/b2c/migration`);
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export the catalogue (CSV)' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(migrationExportFileName('b2c'));
      const [header, ...rows] = (await readFile(await download.path(), 'utf8')).trimEnd().split('\n');
      expect(header?.split(',')).toContain('sku');
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});
