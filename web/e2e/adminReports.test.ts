import type { ReportViewDefinition } from '@parks/schemas/admin/definitions';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, viewports } from './support/adminSteps.ts';
import { apiCall } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { placePortalOrder } from './support/portalOrders.ts';
import { signIn, staffPasswords, startTestStack } from './support/setup.ts';

/*
 * The reports area as SuperUser against the real server (issue 14): a portal order shipped to Quebec is placed, then
 * the reports list leads to the chooser, the chooser to the Taxes report's filters, and the filters to its view,
 * whose table holds the rows the API answers for the same filter (QC's GST and QST) and whose Print button sits
 * outside what prints. Axe finds nothing serious, nothing is wider than the page: English at 1366 px, French at
 * 375 px; screenshots under test-output/e2e/admin-reports/.
 */

const stack = startTestStack({ timeout: 240_000 });

const expectAccessible = async (page: Page, name: string): Promise<void> => {
  expect((await seriousViolations(page)).map((line) => `${name}: ${line}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, name).toBeLessThanOrEqual(0);
  await screenshot(page, `admin-reports/${name}`);
};

const signedIn = async (width: 1366 | 375, lng: 'en' | 'fr', target: string) => {
  const context = await stack.browser.newContext({ viewport: viewports[width] });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${stack.server.url}/${lng}/portal/login?redirect=${encodeURIComponent(target)}`);
  if (lng === 'en') await signIn(page, 'superuser', staffPasswords.superuser);
  else {
    await page.getByLabel('Nom d’utilisateur (sensible à la casse)').fill('superuser');
    await page.getByLabel('Mot de passe (sensible à la casse)').fill(staffPasswords.superuser);
    await page.getByRole('button', { name: 'Ouvrir une session' }).click();
  }
  await page.waitForURL((url) => url.pathname === target);
  return { context, page };
};

/** The report view the API answers for a query, to compare with what the page draws. */
const apiView = async (query: string, lng: 'en' | 'fr') =>
  (
    await apiCall<ReportViewDefinition>(
      stack.server.url,
      `/api/Reports/View/taxesByProvinceRate?storeCode=b2c&${query}`,
      {
        token: stack.lmgToken,
        headers: { 'Accept-Language': lng },
      },
    )
  ).body;

const tableRows = (page: Page) =>
  page
    .locator('.admin-report table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
    );

describe('the reports area', () => {
  it('builds the Taxes report as SuperUser and views it, in English at 1366 px', async () => {
    await placePortalOrder(stack.server.url, 1, 'e2e-admin-reports');
    const { context, page } = await signedIn(1366, 'en', '/en/admin/b2c/reports');
    try {
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      await page.getByRole('cell', { name: 'Taxes collected by province and rate', exact: true }).waitFor();
      await expectAccessible(page, 'list-en-1366');

      // Building with no report chosen: the chooser first, then the report's own filters.
      await page.goto(`${stack.server.url}/en/admin/b2c/reports/build`);
      await page.locator('select[name=reportId]').selectOption('taxesByProvinceRate');
      await expectAccessible(page, 'choose-en-1366');
      await page.getByRole('button', { name: 'View report' }).click();
      await page.waitForURL((url) => url.pathname === '/en/admin/b2c/reports/build/taxesByProvinceRate');
      await page.locator('select[name=store]').selectOption({ label: 'Business portal (b2b)' });
      await expectAccessible(page, 'filters-en-1366');
      await page.getByRole('button', { name: 'View report' }).click();
      await page.waitForURL((url) => url.pathname === '/en/admin/b2c/reports/view/taxesByProvinceRate');
      expect(new URL(page.url()).searchParams.get('store')).toBe('b2b');

      await page.getByRole('heading', { level: 1, name: 'Taxes collected by province and rate' }).waitFor();
      const answered = await apiView(new URL(page.url()).searchParams.toString(), 'en');
      expect(answered.values.map((row) => [row.province, row.tax])).toEqual([
        ['QC', 'GST'],
        ['QC', 'QST'],
      ]);
      await expect
        .poll(() => tableRows(page).then((rows) => rows.map((row) => row.slice(0, 3))))
        .toEqual(answered.values.map((row) => [row.province, row.tax, row.rate]));
      for (const line of answered.summary) {
        await page
          .getByRole('definition')
          .filter({ hasText: String(line.value) })
          .first()
          .waitFor();
      }
      await page.getByRole('button', { name: 'Print' }).waitFor();
      await expectAccessible(page, 'view-en-1366');
      // Printed, the report is all there is: the buttons and the admin's bars are left out.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      await screenshot(page, 'admin-reports/view-en-1366-print');
    } finally {
      await context.close();
    }
  });

  it('reads in French on a phone', async () => {
    const target = '/fr/admin/b2c/reports/build/taxesByProvinceRate';
    const { context, page } = await signedIn(375, 'fr', target);
    try {
      await page.getByRole('heading', { level: 1, name: 'Taxes perçues par province et par taux' }).waitFor();
      await expectAccessible(page, 'filters-fr-375');
      await page.getByRole('button', { name: 'Afficher le rapport' }).click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/b2c/reports/view/taxesByProvinceRate');
      await page.getByRole('columnheader', { name: 'Net perçu' }).waitFor();
      const answered = await apiView(new URL(page.url()).searchParams.toString(), 'fr');
      await expect
        .poll(() => tableRows(page).then((rows) => rows.map((row) => row.slice(0, 3))))
        .toEqual(answered.values.map((row) => [row.province, row.tax, row.rate]));
      await expectAccessible(page, 'view-fr-375');
    } finally {
      await context.close();
    }
  });
});
